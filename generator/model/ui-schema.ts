/**
 * RJSF uiSchema from the `x-ui` form hints zod copies into the JSON Schema (schemas/core/form-hints.ts):
 * order → ui:order, widget → ui:widget, hidden → ui:widget 'hidden', readonly → ui:readonly,
 * help → ui:help, placeholder → ui:placeholder. Nested objects and arrays of objects get nested entries.
 */
import type { UiHint } from '../../schemas/core/form-hints.js';
import { isJsonObject } from '../parse/types.js';
import type { JsonObject } from './types.js';

/** Follows `#` and `#/definitions/X` refs and the wrappers zod writes around them (allOf of one, nullable anyOf). */
function unwrap(node: JsonObject, root: JsonObject, seen: Set<string>): JsonObject {
  let current = node;
  for (let i = 0; i < 8; i++) {
    const ref = current.$ref;
    if (typeof ref === 'string') {
      if (seen.has(ref)) return {};
      seen.add(ref);
      const target = ref === '#' ? root : ref.startsWith('#/definitions/') && isJsonObject(root.definitions) ? root.definitions[ref.slice(14)] : undefined;
      if (!isJsonObject(target)) return current;
      current = { ...target, ...withoutRef(current) };
      continue;
    }
    const allOf = current.allOf;
    if (Array.isArray(allOf) && allOf.length === 1 && isJsonObject(allOf[0])) {
      const { allOf: _a, ...rest } = current;
      current = { ...allOf[0], ...rest };
      continue;
    }
    const anyOf = current.anyOf;
    if (Array.isArray(anyOf)) {
      const nonNull = anyOf.filter((a) => !(isJsonObject(a) && a.type === 'null'));
      if (nonNull.length === 1 && isJsonObject(nonNull[0])) {
        const { anyOf: _a, ...rest } = current;
        current = { ...nonNull[0], ...rest };
        continue;
      }
    }
    return current;
  }
  return current;
}

function withoutRef(node: JsonObject): JsonObject {
  const { $ref: _r, ...rest } = node;
  return rest;
}

function hintOf(node: JsonObject): UiHint {
  const hint = node['x-ui'];
  return isJsonObject(hint) ? (hint as UiHint) : {};
}

export function buildUiSchema(schema: JsonObject): JsonObject {
  return uiOf(schema, schema, new Set());
}

function uiOf(node: JsonObject, root: JsonObject, seen: Set<string>): JsonObject {
  // `followed` gains every ref taken on the way down, so a recursive schema stops after one turn.
  const followed = new Set(seen);
  const resolved = unwrap(node, root, followed);
  const out: JsonObject = {};
  if (isJsonObject(resolved.items)) {
    const items = uiOf(resolved.items, root, followed);
    if (Object.keys(items).length) out.items = items;
  }
  const props = resolved.properties;
  if (!isJsonObject(props)) return out;
  const ordered: { key: string; order: number }[] = [];
  for (const [key, raw] of Object.entries(props)) {
    if (!isJsonObject(raw)) continue;
    const target = unwrap(raw, root, new Set(followed));
    // The property's own hint wins over the hint of the schema it references.
    const hint = { ...hintOf(target), ...hintOf(raw) };
    const entry: JsonObject = {};
    if (hint.widget !== undefined) entry['ui:widget'] = hint.widget;
    if (hint.hidden) entry['ui:widget'] = 'hidden';
    if (hint.readonly) entry['ui:readonly'] = true;
    if (hint.help !== undefined) entry['ui:help'] = hint.help;
    if (hint.placeholder !== undefined) entry['ui:placeholder'] = hint.placeholder;
    if (typeof hint.order === 'number') ordered.push({ key, order: hint.order });
    const nested = uiOf(raw, root, followed);
    Object.assign(entry, nested);
    if (Object.keys(entry).length) out[key] = entry;
  }
  if (ordered.length) {
    const first = ordered.sort((a, b) => a.order - b.order).map((o) => o.key);
    out['ui:order'] = [...first, ...Object.keys(props).filter((k) => !first.includes(k))];
  }
  return out;
}
