/**
 * The form schemas of each kind's payload, from the generated descriptors (the drafts' PUT body),
 * made once: adding a field to a payload's zod schema and running `npm run generate` puts it in its
 * editor with no console code changed.
 */
import { resources, type JsonSchema } from '../../../../../generated/resources.gen.js';
import type { SettingsKind } from '../../../../../schemas/settings/releases.js';
import { SETTINGS_KINDS } from '../settings-kinds.js';
import { definitionSchemaOf, formSchemaOf } from './form-schema.js';

type Node = Record<string, unknown>;

/** The generated JSON Schema of a kind's payload (the body of its draft's PUT). */
export function payloadJsonSchema(kind: SettingsKind): JsonSchema {
  const name = `${SETTINGS_KINDS[kind].resource}-drafts`;
  const schema = resources.find((r) => r.name === name)?.schemas.update;
  if (!schema) throw new Error(`No payload schema for ${kind} (${name} in generated/resources.gen.ts)`);
  return schema;
}

const whole = new Map<SettingsKind, Node>();
const parts = new Map<string, Node>();

/** A kind's whole payload as a form schema. */
export function payloadFormSchema(kind: SettingsKind): Node {
  let schema = whole.get(kind);
  if (!schema) whole.set(kind, (schema = formSchemaOf(payloadJsonSchema(kind))));
  return schema;
}

/** One named definition of a kind's payload (a module type) as a form schema. */
export function definitionFormSchema(kind: SettingsKind, definition: string): Node {
  const key = `${kind}:${definition}`;
  let schema = parts.get(key);
  if (!schema) parts.set(key, (schema = definitionSchemaOf(payloadJsonSchema(kind), definition)));
  return schema;
}
