/**
 * A payload's generated JSON Schema made ready for an RJSF form, and its uiSchema. Named definitions
 * are written out in place (as the generic forms do: resources/generic-form-schema.ts `inlined`),
 * those that have an editor of their own marked for it (segments get the rule-set builder, per-language
 * copy gets language tabs, the built-in favorites their list), nullable wrappers dropped, and unions
 * told apart by their `type` (a discriminator RJSF follows). The uiSchema comes from the `x-ui` hints
 * at every depth — order, widget, hidden, read-only — and each union's options get their own.
 */
import type { JsonSchema } from '../../../../../generated/resources.gen.js';
import { inlined } from '../../../resources/generic-form-schema.js';

import { titledSchema, withValueNames, type FieldWords } from '../../../resources/form-titles.js';

/** Read by the editors that label names the contract gives no title (resources/form-titles.ts). */
export { humanised } from '../../../resources/form-titles.js';

type Node = Record<string, unknown>;

/** Definitions with an editor of their own: definition name → the RJSF field that edits it. */
export const CUSTOM_FIELDS = {
  SegmentRuleSet: 'segmentRuleSet',
  ModuleItemCopy: 'localizedCopy',
  FavoriteList: 'builtInFavorites',
} as const;

export type CustomFieldName = (typeof CUSTOM_FIELDS)[keyof typeof CUSTOM_FIELDS];

/** The marker a custom definition carries once written out (`x-ui` would be overwritten by the property's own hints). */
export const FIELD_MARK = 'x-field';

/** Fields that word their own parts (the rule-set builder, the favorites list); per-language copy shows its schema's titles. */
const OWN_WORDS: ReadonlySet<string> = new Set<CustomFieldName>(['segmentRuleSet', 'builtInFavorites']);

/** A form schema with its fields titled in the console's language (resources/form-titles.ts). */
export function wordedFormSchema(schema: Readonly<Node>, words: FieldWords): Node {
  return titledSchema(schema, words, (node) => OWN_WORDS.has(String(node[FIELD_MARK])));
}

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A nullable or single-member union as its one member; unions of objects told apart by `type`. */
function simplified(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplified);
  if (!isNode(node)) return node;
  let out: Node = node;
  const variants = out.anyOf as unknown[] | undefined;
  if (Array.isArray(variants)) {
    const nonNull = variants.filter((v) => !(isNode(v) && v.type === 'null'));
    if (nonNull.length === 1 && isNode(nonNull[0])) {
      const { anyOf: _anyOf, ...rest } = out;
      out = { ...nonNull[0], ...rest };
    }
  }
  const walked: Node = {};
  for (const [key, value] of Object.entries(out)) {
    if (key === '$schema' || key === '$id' || key === '$comment' || key === 'definitions') continue;
    walked[key] = key === 'properties' && isNode(value) ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, simplified(v)])) : simplified(value);
  }
  const options = walked.oneOf;
  if (Array.isArray(options) && options.every((o) => isNode(o) && isNode((o.properties as Node | undefined)?.type))) {
    walked.discriminator = { propertyName: 'type' };
  }
  return walked;
}

/** The definitions of a generated schema, those with their own editor marked. */
function markedDefinitions(root: JsonSchema): Record<string, Node> {
  const definitions = { ...((root.definitions ?? {}) as Record<string, Node>) };
  for (const [name, field] of Object.entries(CUSTOM_FIELDS)) {
    if (definitions[name]) definitions[name] = { ...definitions[name], [FIELD_MARK]: field };
  }
  return definitions;
}

/** The whole payload schema, ready for a form. */
export function formSchemaOf(root: JsonSchema): Node {
  const { definitions: _definitions, ...body } = root as Node;
  return simplified(inlined(body, markedDefinitions(root))) as Node;
}

/** One named definition of the payload schema (a module type), ready for a form; {} when it has none. */
export function definitionSchemaOf(root: JsonSchema, name: string): Node {
  const definitions = markedDefinitions(root);
  return definitions[name] ? (simplified(inlined({ $ref: `#/definitions/${name}` }, definitions)) as Node) : {};
}

interface Hint {
  readonly widget?: string;
  readonly order?: number;
  readonly hidden?: boolean;
  readonly readonly?: boolean;
  readonly help?: string;
  readonly placeholder?: string;
}

/** The uiSchema of a node from its hints; titles are the schema's own (resources/form-titles.ts words them). */
function uiOf(node: Node): Node {
  const out: Node = {};
  const field = node[FIELD_MARK];
  if (typeof field === 'string') out['ui:field'] = field;
  const hint = (isNode(node['x-ui']) ? node['x-ui'] : {}) as Hint;
  if (hint.widget !== undefined) out['ui:widget'] = hint.widget;
  if (hint.hidden || node.const !== undefined) out['ui:widget'] = 'hidden';
  if (hint.readonly) out['ui:readonly'] = true;
  if (hint.help !== undefined) out['ui:help'] = hint.help;
  if (hint.placeholder !== undefined) out['ui:placeholder'] = hint.placeholder;
  if (typeof field === 'string') return out;

  const properties = isNode(node.properties) ? (node.properties as Record<string, Node>) : undefined;
  if (properties) {
    const ordered: { key: string; order: number }[] = [];
    for (const [key, property] of Object.entries(properties)) {
      const entry = uiOf(property);
      if (Object.keys(entry).length > 0) out[key] = entry;
      const order = (isNode(property['x-ui']) ? (property['x-ui'] as Hint).order : undefined);
      if (typeof order === 'number') ordered.push({ key, order });
    }
    if (ordered.length > 0) out['ui:order'] = [...ordered.sort((a, b) => a.order - b.order).map((o) => o.key), '*'];
  }
  if (isNode(node.items)) {
    const items = uiOf(node.items);
    if (Object.keys(items).length > 0) out.items = items;
  }
  if (isNode(node.additionalProperties)) {
    const extra = uiOf(node.additionalProperties);
    if (Object.keys(extra).length > 0) out.additionalProperties = extra;
  }
  for (const union of ['oneOf', 'anyOf'] as const) {
    const options = node[union];
    if (Array.isArray(options)) out[union] = options.map((option) => (isNode(option) ? uiOf(option) : {}));
  }
  return out;
}

/**
 * The uiSchema of a form schema, from its hints at every depth and (a worded schema) its enums'
 * labels; optional objects get add and remove buttons.
 */
export function uiSchemaOf(schema: Node): Node {
  return {
    ...withValueNames(schema, uiOf(schema)),
    'ui:globalOptions': { enableOptionalDataFieldForType: ['object'] },
    'ui:submitButtonOptions': { norender: true },
  };
}

/** RJSF's error tree: `__errors` at each level, keyed by property names and array indexes. */
export interface ErrorTree {
  __errors?: string[];
  [key: string]: ErrorTree | string[] | undefined;
}

/** Issues as RJSF's `extraErrors`, each at the field its path names. */
export function errorTreeOf(issues: readonly { readonly path: readonly (string | number)[]; readonly message: string }[]): ErrorTree {
  const tree: ErrorTree = {};
  for (const issue of issues) {
    let node = tree;
    for (const key of issue.path) node = (node[String(key)] ??= {}) as ErrorTree;
    node.__errors ??= [];
    if (!node.__errors.includes(issue.message)) node.__errors.push(issue.message);
  }
  return tree;
}
