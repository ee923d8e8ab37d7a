/**
 * zod → JSON Schema, the only place the generator calls `z.toJSONSchema`.
 *
 * Named schemas get their name as `id` in z.globalRegistry for the duration of one generation
 * (merged with the meta already there, restored afterwards): zod then writes `$ref`s to them and
 * keeps every `.meta()` (title, description, x-ui). Passing our own `metadata` registry instead would
 * hide the meta stored in the global one.
 *
 * - Draft-07 files are self-contained: the schema at the root, what it references in `definitions`.
 * - OpenAPI components (draft 2020-12) reference each other as `#/components/schemas/<Name>`. A
 *   named schema is converted in its own io (entities and enums as output, bodies as input); where
 *   another conversion sees it in the other io and it comes out different (defaults, transforms,
 *   unknown-key handling), that shape becomes a component of its own, `<Name>Input` / `<Name>Output`.
 */
import { z } from 'zod';
import { byString } from '../model/names.js';
import { COMPONENT_REF, isJsonObject, type Io, type Json, type JsonObject } from './types.js';

type Target = 'draft-07' | 'draft-2020-12';

/** z.date() has no JSON Schema form; on the wire it is an ISO 8601 string. */
function override(ctx: { zodSchema: { _zod: { def: { type: string } } }; jsonSchema: Record<string, unknown> }): void {
  if (ctx.zodSchema._zod.def.type === 'date') {
    ctx.jsonSchema.type = 'string';
    ctx.jsonSchema.format = 'date-time';
  }
}

export function toJsonSchema(schema: z.ZodType, target: Target, io: Io): JsonObject {
  const out = z.toJSONSchema(schema, { target, io, unrepresentable: 'any', override });
  const json = JSON.parse(JSON.stringify(out)) as JsonObject;
  delete json.$schema;
  return json;
}

/** Runs `fn` with `names` registered as ids in z.globalRegistry, then restores the registry as it was. */
export function withSchemaIds<T>(names: ReadonlyMap<z.ZodType, string>, fn: () => T): T {
  const registry = z.globalRegistry;
  const saved: { schema: z.ZodType; had: boolean; meta: unknown }[] = [];
  try {
    for (const [schema, id] of names) {
      saved.push({ schema, had: registry.has(schema), meta: registry._map.get(schema) });
      registry.add(schema, { ...registry.get(schema), id });
    }
    return fn();
  } finally {
    for (const { schema, had, meta } of saved.reverse()) {
      registry.remove(schema);
      if (had) registry.add(schema, meta as z.GlobalMeta);
    }
  }
}

/** Applies `fn` to every `$ref` value in a JSON value (a copy; the input is not changed). */
function mapRefs(value: Json, fn: (ref: string) => string): Json {
  if (Array.isArray(value)) return value.map((v) => mapRefs(v, fn));
  if (value === null || typeof value !== 'object') return value;
  const out: JsonObject = {};
  for (const [k, v] of Object.entries(value)) out[k] = k === '$ref' && typeof v === 'string' ? fn(v) : mapRefs(v, fn);
  return out;
}

function asObject(value: Json | undefined): JsonObject {
  return isJsonObject(value) ? value : {};
}

/** Splits a conversion into its root and its definitions; a root that only points at its own definition is lifted. */
function split(json: JsonObject, defsKey: string, ownId: string | undefined): { root: JsonObject; defs: JsonObject; own?: string } {
  const defs = { ...asObject(json[defsKey]) };
  const root = { ...json };
  delete root[defsKey];
  const prefix = `#/${defsKey}/`;
  const ref = root.$ref;
  if (ownId && Object.keys(root).length === 1 && ref === `${prefix}${ownId}` && defs[ownId]) {
    return { root: asObject(defs[ownId]), defs, own: ownId };
  }
  return { root, defs };
}

/** Draft-07, self-contained: references to the schema itself become `#`, everything else stays in `definitions`. */
export function draft07File(schema: z.ZodType, ownId: string, io: Io): JsonObject {
  const { root, defs, own } = split(toJsonSchema(schema, 'draft-07', io), 'definitions', ownId);
  if (own) delete defs[own];
  const selfRef = `#/definitions/${ownId}`;
  const rewrite = (j: Json) => asObject(mapRefs(j, (r) => (r === selfRef ? '#' : r)));
  const out = rewrite(root);
  if (Object.keys(defs).length) out.definitions = rewrite(defs);
  return out;
}

/**
 * Builds OpenAPI components and converts operation parts against them. Use inside `withSchemaIds`
 * with the same names: `addNamed` for every named schema, then `resolveNamed`, then `part` as often
 * as needed, and `all()` last: a part can still add a variant component.
 */
export class Components {
  private readonly raw = new Map<string, { json: JsonObject; io: Io; ownId: string }>();
  /** Canonical form of each named id, as it appears in `$defs` (refs still `#/$defs/...`), for comparison. */
  private readonly canonical = new Map<string, string>();
  private readonly out = new Map<string, JsonObject>();
  private readonly variants = new Map<string, string>();

  constructor(private readonly ids: ReadonlySet<string>) {}

  addNamed(name: string, schema: z.ZodType, ownId: string, io: Io): void {
    const json = toJsonSchema(schema, 'draft-2020-12', io);
    this.raw.set(name, { json, io, ownId });
    if (name === ownId) this.canonical.set(name, JSON.stringify(asObject(json.$defs)[ownId] ?? json));
  }

  /** Turns every named schema into its component (they reference each other, so only once all are added). */
  resolveNamed(): void {
    for (const [name, { json, io, ownId }] of this.raw) {
      const { root, defs } = split(json, '$defs', ownId);
      this.out.set(name, this.resolve(root, defs, io, name));
    }
  }

  /** Every component so far, sorted by name. */
  all(): Record<string, JsonObject> {
    return Object.fromEntries([...this.out.entries()].sort(([a], [b]) => byString(a, b)));
  }

  /**
   * An operation's params, query or response, with named schemas as component refs. Cached by
   * object: every error response is the same ErrorBody, and conversion is most of the run time.
   */
  part(schema: z.ZodType, io: Io, context: string, ownId: string | undefined): JsonObject {
    const cache = this.parts[io];
    const known = cache.get(schema);
    if (known) return known;
    const { root, defs, own } = split(toJsonSchema(schema, 'draft-2020-12', io), '$defs', ownId);
    const out = own ? { $ref: this.target(own, defs, io, context) } : this.resolve(root, defs, io, context);
    cache.set(schema, out);
    return out;
  }
  private readonly parts = { input: new Map<z.ZodType, JsonObject>(), output: new Map<z.ZodType, JsonObject>() };

  /** The component a `#/components/schemas/X` ref points to. */
  lookup(ref: string): JsonObject | undefined {
    return ref.startsWith(COMPONENT_REF) ? this.out.get(ref.slice(COMPONENT_REF.length)) : undefined;
  }

  private resolve(root: JsonObject, defs: JsonObject, io: Io, context: string): JsonObject {
    return asObject(
      mapRefs(root, (ref) => {
        if (!ref.startsWith('#/$defs/')) return ref;
        return this.target(ref.slice('#/$defs/'.length), defs, io, context);
      }),
    );
  }

  /** Where a `$defs` entry of one conversion lives among the components. */
  private target(id: string, defs: JsonObject, io: Io, context: string): string {
    const def = asObject(defs[id]);
    const text = JSON.stringify(def);
    if (this.ids.has(id) && this.canonical.get(id) === text) return `${COMPONENT_REF}${id}`;
    const key = `${id}\u0000${text}`;
    const known = this.variants.get(key);
    if (known) return `${COMPONENT_REF}${known}`;
    const base = this.ids.has(id) ? `${id}${io === 'input' ? 'Input' : 'Output'}` : `${context}_${id.replace(/^_+/, '')}`;
    let name = base;
    for (let n = 2; this.out.has(name) || this.raw.has(name); n++) name = `${base}${n}`;
    this.variants.set(key, name);
    this.out.set(name, {});
    this.out.set(name, this.resolve(def, defs, io, context));
    return `${COMPONENT_REF}${name}`;
  }
}
