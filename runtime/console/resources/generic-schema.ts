/**
 * What the generic screens read of a descriptor's JSON Schemas (generated/json-schema): a property's
 * own schema through the wrappers zod writes (anyOf with null for nullable fields, allOf with a $ref
 * for named enums), how it shows, its title and its enum values. Pure functions of plain data, so
 * the list, show, filters and forms agree on what a field is.
 */
import type { JsonSchema } from '../../../generated/resources.gen.js';

type Node = Record<string, unknown>;

export type FieldKind = 'date' | 'boolean' | 'list' | 'text';

/** `#/definitions/Name` in `root`, else the node itself. */
function dereferenced(root: JsonSchema, node: Node): Node {
  const ref = node.$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#/definitions/')) return node;
  const target = ((root.definitions ?? {}) as Record<string, Node>)[ref.slice('#/definitions/'.length)];
  return target ? { ...target, ...node } : node;
}

/**
 * A node with its single non-null anyOf variant and its single allOf member merged in (nullable and
 * optional fields, and named enums, are written that way); the node's own title and description win.
 */
export function unwrapped(root: JsonSchema, node: Node): Node {
  let out = dereferenced(root, node);
  const variants = (out.anyOf as Node[] | undefined)?.filter((v) => v.type !== 'null');
  if (variants?.length === 1) out = { ...dereferenced(root, variants[0]!), ...out };
  const members = out.allOf as Node[] | undefined;
  if (members?.length === 1) out = { ...dereferenced(root, members[0]!), ...out };
  return out;
}

/** A property's JSON Schema, unwrapped; {} for a property the schema does not have. */
export function propertySchema(schema: JsonSchema, name: string): Node {
  const property = ((schema.properties ?? {}) as Record<string, Node>)[name];
  return property ? unwrapped(schema, property) : {};
}

/** How a field shows its values, by the property's schema. */
export function fieldKind(schema: JsonSchema, name: string): FieldKind {
  const property = propertySchema(schema, name);
  if (property.type === 'boolean') return 'boolean';
  if (property.type === 'array') return 'list';
  if (property.format === 'date-time') return 'date';
  return 'text';
}

/** The field's title in the schema, else the field's name. */
export function fieldLabel(schema: JsonSchema, name: string): string {
  const title = propertySchema(schema, name).title;
  return typeof title === 'string' ? title : name;
}

/** The values an enum property admits; undefined when the property is no enum. */
export function enumValues(schema: JsonSchema, name: string): string[] | undefined {
  const values = propertySchema(schema, name).enum;
  return Array.isArray(values) ? values.map(String) : undefined;
}

/** The enum values a field shows: its own, or its array items'; undefined when they are no enum's (they then show as they are). */
export function shownEnumValues(schema: JsonSchema, name: string): string[] | undefined {
  const items = propertySchema(schema, name).items;
  const itemValues = typeof items === 'object' && items !== null ? unwrapped(schema, items as Node).enum : undefined;
  return enumValues(schema, name) ?? (Array.isArray(itemValues) ? itemValues.map(String) : undefined);
}

export type FilterKind = 'enum' | 'boolean' | 'date' | 'text';

/** Which input filters a list by `name`: by the record schema's type, text where the record lacks the field. */
export function filterKind(record: JsonSchema, name: string): FilterKind {
  if (enumValues(record, name)) return 'enum';
  const kind = fieldKind(record, name);
  return kind === 'boolean' || kind === 'date' ? kind : 'text';
}
