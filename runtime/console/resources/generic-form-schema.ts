/**
 * What a generic create or edit form is made of, from the descriptor alone: the operation's body
 * schema and uiSchema (the `.meta()` hints are in it) with each field's title, the record's values
 * as the form holds them, the body the data provider sends, and the API's validation issues placed
 * on the form's fields. Pure functions, so the form component only wires them to RJSF and react-admin.
 */
import type { JsonSchema, ResourceDescriptor } from '../../../generated/resources.gen.js';
import { pathParams } from '../../../schemas/endpoints/define.js';
import { isOrganisationParam } from '../data-provider.js';
import { titledSchema, withValueNames, type FieldWords } from './form-titles.js';
import { unwrapped } from './generic-schema.js';

type Node = Record<string, unknown>;

export type FormKind = 'create' | 'update';

export interface FormModel {
  /** The body schema, plus any path parameter a create needs that the body lacks. */
  readonly schema: JsonSchema;
  readonly uiSchema: JsonSchema;
  /** The form's top-level fields. */
  readonly fields: readonly string[];
}

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);

/**
 * A property's schema as the form shows it: a nullable field (anyOf with null) as its one non-null
 * variant, as RJSF would otherwise offer a choice between the value and "null"; an empty field is
 * then left out of the body, which the optional fields of the bodies accept.
 */
function formProperty(property: Node): Node {
  const variants = (property.anyOf as Node[] | undefined)?.filter((v) => v.type !== 'null');
  if (!variants || variants.length !== 1 || variants.length === (property.anyOf as Node[]).length) return property;
  const { anyOf: _anyOf, ...rest } = property;
  return { ...variants[0], ...rest };
}

/**
 * A schema with its `$ref`s and single-member `allOf`s (how zod names an enum) written out in place.
 * RJSF shows such an enum's options but loses the chosen value (its select decodes undefined: seen
 * with @rjsf/mui 6.10), so the form gets the plain enum. A definition that refers to itself stays a $ref.
 */
export function inlined(node: unknown, definitions: Readonly<Record<string, Node>>, expanding: readonly string[] = []): unknown {
  if (Array.isArray(node)) return node.map((item) => inlined(item, definitions, expanding));
  if (!isNode(node)) return node;
  let out: Node = node;
  let stack = expanding;
  const ref = typeof out.$ref === 'string' && out.$ref.startsWith('#/definitions/') ? out.$ref.slice('#/definitions/'.length) : undefined;
  if (ref && definitions[ref] && !stack.includes(ref)) {
    const { $ref: _ref, ...rest } = out;
    out = { ...definitions[ref], ...rest };
    stack = [...stack, ref];
  }
  const members = out.allOf as unknown[] | undefined;
  if (Array.isArray(members) && members.length === 1 && isNode(members[0])) {
    const { allOf: _allOf, ...rest } = out;
    const member = inlined(members[0], definitions, stack) as Node;
    out = { ...member, ...rest };
  }
  const walked: Node = {};
  for (const [key, value] of Object.entries(out)) {
    if (SCHEMA_MAPS.has(key) && isNode(value)) walked[key] = Object.fromEntries(Object.entries(value).map(([name, v]) => [name, inlined(v, definitions, stack)]));
    else walked[key] = SCHEMA_KEYWORDS.has(key) ? inlined(value, definitions, stack) : value;
  }
  return walked;
}

/** Keywords whose value is a schema or a list of schemas, and those whose value maps names to schemas. */
const SCHEMA_KEYWORDS = new Set(['items', 'additionalItems', 'additionalProperties', 'anyOf', 'oneOf', 'allOf', 'not', 'if', 'then', 'else', 'contains', 'propertyNames']);
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', 'dependencies']);

/**
 * RJSF refuses a `ui:order` that misses a property or names one the schema lacks; a field added to a
 * schema must still show, so each order keeps the properties it knows and ends with '*' (the rest).
 */
function completeOrders(ui: Node, properties?: readonly string[]): Node {
  const out: Node = {};
  for (const [key, value] of Object.entries(ui)) out[key] = isNode(value) && !key.startsWith('ui:') ? completeOrders(value) : value;
  const order = ui['ui:order'];
  if (Array.isArray(order)) {
    const known = properties ? order.filter((name) => name === '*' || properties.includes(String(name))) : order;
    out['ui:order'] = known.includes('*') ? known : [...known, '*'];
  }
  return out;
}

/** A form schema whose top-level fields carry the titles the screen gives them (their resource's words). */
function withTitles(schema: Node, titles: readonly (readonly [string, string])[]): Node {
  const properties = { ...(schema.properties as Record<string, Node>) };
  for (const [name, text] of titles) properties[name] = { ...properties[name], title: text };
  return { ...schema, properties };
}

/**
 * The form of a descriptor's create or update. A create whose path names a value the body lacks
 * (copy's {type}, a secret's {key}) asks for it as a field of its own, as the record schema
 * describes it; the data provider takes path values from the data and sends the body's fields only.
 */
export function formModel(descriptor: ResourceDescriptor, kind: FormKind, title: (field: string, schema: JsonSchema) => string, words?: FieldWords): FormModel {
  // The page frame titles the form; the schema's own title and description (a spec reference) would repeat it.
  const { $id: _id, $schema: _schema, $comment: _comment, title: _title, description: _description, ...body } = (descriptor.schemas[kind] ?? { type: 'object', properties: {} }) as Node;
  const properties: Record<string, Node> = {};
  const pathFields: string[] = [];
  const op = descriptor.operations[kind];
  const recordProperties = (descriptor.schemas.record.properties ?? {}) as Record<string, Node>;
  const bodyProperties = (body.properties ?? {}) as Record<string, Node>;
  if (kind === 'create' && op) {
    for (const name of pathParams(op.path)) {
      if (isOrganisationParam(name) || name in bodyProperties) continue;
      pathFields.push(name);
      properties[name] = recordProperties[name] ?? { type: 'string', minLength: 1, title: name };
    }
  }
  for (const [name, property] of Object.entries(bodyProperties)) properties[name] = formProperty(property);
  const definitions = { ...((descriptor.schemas.record.definitions ?? {}) as Node), ...((body.definitions ?? {}) as Node) };
  const contract: Node = {
    ...body,
    type: 'object',
    properties: Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, inlined(property, definitions as Record<string, Node>)])),
    required: [...pathFields, ...(((body.required ?? []) as string[]))],
    ...(Object.keys(definitions).length > 0 ? { definitions } : {}),
  };
  const fields = Object.keys(properties);
  const schema = words ? withTitles(titledSchema(contract, words), fields.map((name) => [name, title(name, contract)])) : contract;

  const given = (descriptor.uiSchema[kind] ?? {}) as Node;
  const ui: Node = { ...given };
  if (pathFields.length > 0 && Array.isArray(given['ui:order'])) ui['ui:order'] = [...pathFields, ...(given['ui:order'] as string[])];
  for (const name of fields) ui[name] = { ...((given[name] as Node | undefined) ?? {}), 'ui:title': title(name, contract) };
  return { schema, uiSchema: withValueNames(schema, completeOrders(ui, fields)), fields };
}

/** A value as a form holds it: timestamps (revived as Dates by the client) as ISO text. */
function formValue(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(formValue);
  if (isNode(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, formValue(v)]));
  return value;
}

/**
 * The form's first values: a record's values of the form's fields (null ones left out: the form
 * shows a nullable field as its value's type), or for a new record the admin's organisation
 * where the body takes one.
 */
export function initialFormData(model: FormModel, record: Readonly<Record<string, unknown>> | undefined, organisation: string | undefined): Record<string, unknown> {
  if (record) {
    return Object.fromEntries(model.fields.filter((name) => record[name] !== undefined && record[name] !== null).map((name) => [name, formValue(record[name])]));
  }
  return model.fields.includes('organisation') && organisation ? { organisation } : {};
}

/** A form value as the contract's zod schema takes it: date-time text as a Date (schemas' Timestamp is z.date()). */
function bodyValue(root: JsonSchema, node: Node | undefined, value: unknown): unknown {
  if (!node) return value;
  const schema = unwrapped(root, node);
  if (typeof value === 'string' && schema.format === 'date-time') return new Date(value);
  if (Array.isArray(value)) return isNode(schema.items) ? value.map((v) => bodyValue(root, schema.items as Node, v)) : value;
  if (isNode(value)) {
    const properties = (schema.properties ?? {}) as Record<string, Node>;
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, bodyValue(root, properties[k], v)]));
  }
  return value;
}

/** What the form's data becomes on submit: what the data provider sends (and the client validates). */
export function formBody(model: FormModel, formData: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return bodyValue(model.schema, model.schema as Node, formData) as Record<string, unknown>;
}

/** RJSF's error tree: `__errors` at each level, keyed by property names (and array indexes). */
export interface ErrorTree {
  __errors?: string[];
  [key: string]: ErrorTree | string[] | undefined;
}

interface IssueView {
  readonly path: readonly (string | number)[];
  readonly message: string;
  readonly location?: string;
}

const LOCATIONS = new Set(['body', 'params', 'query']);

function issuesOf(error: unknown): IssueView[] {
  const issues = isNode(error) || error instanceof Error ? ((error as { data?: { issues?: unknown } }).data?.issues) : undefined;
  if (!Array.isArray(issues)) return [];
  return issues.filter((i): i is IssueView => isNode(i) && Array.isArray(i.path) && typeof i.message === 'string');
}

/** The form field path an issue points at; [] for the form as a whole. */
function fieldPath(issue: IssueView, fields: readonly string[]): (string | number)[] {
  const first = issue.path[0];
  const location = issue.location ?? (typeof first === 'string' && LOCATIONS.has(first) ? first : undefined);
  const path = first === location ? issue.path.slice(1) : [...issue.path];
  if (location === 'query') return [];
  if (location === 'params') return typeof path[0] === 'string' && fields.includes(path[0]) ? [path[0]] : [];
  return typeof path[0] === 'string' && fields.includes(path[0]) ? path : [];
}

/** The message of anything thrown: an ApiError's (the API's own words), else a generic one. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (isNode(error) && typeof error.message === 'string') return error.message;
  return 'ra.notification.http_error';
}

/**
 * An API error as RJSF's `extraErrors`: each validation issue (ErrorBody `data.issues`, paths from
 * body, params or query) on the field its path names, an issue of no field, or an error without
 * issues (403, 409, …), on the form as a whole.
 */
export function errorTree(error: unknown, fields: readonly string[]): ErrorTree {
  const tree: ErrorTree = {};
  const add = (path: readonly (string | number)[], message: string) => {
    let node = tree;
    for (const key of path) node = (node[String(key)] ??= {}) as ErrorTree;
    node.__errors ??= [];
    if (!node.__errors.includes(message)) node.__errors.push(message);
  };
  const issues = issuesOf(error);
  if (issues.length === 0) add([], errorMessage(error));
  for (const issue of issues) add(fieldPath(issue, fields), issue.message);
  return tree;
}

/** An API error as a form with one line per field shows it (forms not drawn by RJSF). */
export interface FieldErrors {
  /** Each field's first message: on the field itself, else the first under it. */
  readonly fields: Readonly<Record<string, string>>;
  /** The first message of the form as a whole. */
  readonly form?: string;
}

/** A tree's messages, each node's own before its children's. */
function treeMessages({ __errors: own = [], ...children }: ErrorTree): string[] {
  return [...own, ...Object.values(children).flatMap((child) => treeMessages(child as ErrorTree))];
}

/** An error tree (errorTree, or a node of it) as one message per top-level field and one for the form. */
export function firstMessages(tree: ErrorTree = {}): FieldErrors {
  const { __errors: own, ...children } = tree;
  const fields: Record<string, string> = {};
  for (const [name, child] of Object.entries(children)) {
    const first = treeMessages(child as ErrorTree)[0];
    if (first !== undefined) fields[name] = first;
  }
  return own?.[0] === undefined ? { fields } : { fields, form: own[0] };
}

/** An API error on a form of these top-level fields, one message each (see errorTree and firstMessages). */
export function fieldErrors(error: unknown, fields: readonly string[]): FieldErrors {
  return firstMessages(errorTree(error, fields));
}
