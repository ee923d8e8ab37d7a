/**
 * Bad input for the property test of every mutating operation (mutating-input.test.ts): values
 * generated from a contract schema, and mutations of a valid call (a sample of sample-calls.ts) —
 * NUL bytes, unpaired surrogates, huge numbers, wrong types, missing and unknown fields, an
 * organisation that does not exist. Everything is a fast-check arbitrary, so a run is repeatable
 * from its seed.
 */
import fc from 'fast-check';
import type { z } from 'zod';

/** Strings a fuzzer tries first: text PostgreSQL cannot store, and values that look valid. */
const NASTY_STRINGS = [
  '', ' ', '\u0000', 'a\u0000b', '\ud800', 'x\udfffy', '\udbff\u0000', 'BRIGHT', 'NOPE', '0123456789abcdef01234567',
  '2026-11-10', '2026-11-10T10:00:00.000Z', 'kari@example.no', 'https://example.com/x', '9'.repeat(40), '%00', "'; --",
];
const HUGE_NUMBERS = [1e308, -1e308, 2 ** 53, 2 ** 63, -(2 ** 63), 1e21, 5e-324, -1, 0];
const HUGE_DIGITS = [`1${'0'.repeat(308)}`, '9007199254740993', '9223372036854775808', '-9223372036854775809', '1e308', 'Infinity', 'NaN', '-1'];
const WRONG_TYPES: unknown[] = [null, true, false, 0, -1, '', 'x', [], {}, [null], { a: 1 }, [[[]]]];
const WRONG_TEXT = ['', 'null', 'true', '[]', '{}', '-1', ' ', '%', '../..'];
const ODD_KEYS = ['\u0000', 'a\ud800', '__proto__', 'constructor', 'unknownField'];
/** An organisation code that is well formed and does not exist. */
export const UNKNOWN_ORGANISATION = 'NOPE';

const stringArb = fc.oneof(fc.constantFrom(...NASTY_STRINGS), fc.string({ unit: 'binary', maxLength: 12 }));
const numberArb = fc.oneof(fc.constantFrom(...HUGE_NUMBERS), fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }));

interface Def {
  readonly type: string;
  readonly shape?: Record<string, z.ZodType>;
  readonly element?: z.ZodType;
  readonly items?: z.ZodType[];
  readonly options?: z.ZodType[];
  readonly innerType?: z.ZodType;
  readonly in?: z.ZodType;
  readonly left?: z.ZodType;
  readonly valueType?: z.ZodType;
  readonly entries?: Record<string, string | number>;
  readonly values?: unknown[];
  readonly getter?: () => z.ZodType;
}

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Values shaped by `schema` (objects with its keys, enum values, arrays of its items) with arbitrary leaves. */
export function fromSchema(schema: z.ZodType, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 5) return fc.constant(null);
  const d = defOf(schema);
  const inner = (s: z.ZodType) => fromSchema(s, depth + 1);
  switch (d.type) {
    case 'string': return stringArb;
    case 'number': case 'bigint': return numberArb;
    case 'boolean': return fc.boolean();
    case 'date': return fc.date({ noInvalidDate: true }).map((x) => x.toISOString());
    case 'enum': return fc.constantFrom(...Object.values(d.entries ?? { x: 'x' }));
    case 'literal': return fc.constantFrom(...(d.values ?? [null]));
    case 'object': {
      const shape = d.shape ?? {};
      return fc.record(Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, inner(v)])), { requiredKeys: [] });
    }
    case 'array': case 'set': return fc.array(inner(d.element ?? (d as { valueType?: z.ZodType }).valueType!), { maxLength: 3 });
    case 'tuple': return fc.tuple(...(d.items ?? []).map(inner));
    case 'union': return fc.oneof(...(d.options ?? []).map(inner));
    case 'intersection': return inner(d.left!);
    case 'record': return fc.dictionary(stringArb, inner(d.valueType!), { maxKeys: 3 });
    case 'optional': case 'nullable': case 'default': case 'prefault': case 'catch': case 'readonly': case 'nonoptional':
      return fc.oneof(inner(d.innerType!), fc.constant(d.type === 'nullable' ? null : undefined));
    case 'pipe': return inner(d.in!);
    case 'lazy': return inner(d.getter!());
    default: return fc.anything({ maxDepth: 2 });
  }
}

/** One call's input; params and query are text, as they travel in the URL. */
export interface CallInput {
  readonly params: Readonly<Record<string, string>>;
  readonly query?: Readonly<Record<string, string>>;
  readonly body?: unknown;
  readonly csv?: string;
}

export const MUTATION_KINDS = ['nul', 'surrogate', 'huge', 'wrongType', 'missing', 'oddKey', 'unknownOrganisation', 'schemaBody'] as const;
export type MutationKind = (typeof MUTATION_KINDS)[number];

/** What to change and where; resolved against the call it is applied to (indexes wrap around). */
export interface Mutation {
  readonly kind: MutationKind;
  readonly part: 'params' | 'query' | 'body';
  readonly at: number;
  readonly pick: number;
  readonly position: number;
}

export const mutationArb: fc.Arbitrary<Mutation> = fc.record({
  kind: fc.constantFrom(...MUTATION_KINDS),
  part: fc.constantFrom('params' as const, 'query' as const, 'body' as const),
  at: fc.nat(),
  pick: fc.nat(),
  position: fc.nat({ max: 64 }),
});

type Path = readonly (string | number)[];

function pathsOf(value: unknown, path: Path = []): Path[] {
  if (Array.isArray(value)) return [path, ...value.flatMap((v, i) => pathsOf(v, [...path, i]))];
  if (value !== null && typeof value === 'object') return [path, ...Object.entries(value).flatMap(([k, v]) => pathsOf(v, [...path, k]))];
  return [path];
}

function getAt(value: unknown, path: Path): unknown {
  return path.reduce<unknown>((v, k) => (v !== null && typeof v === 'object' ? (v as Record<string | number, unknown>)[k] : undefined), value);
}

/** A copy of `value` with `path` replaced (`remove`: taken out of its object or array). */
function withAt(value: unknown, path: Path, next: unknown, remove = false): unknown {
  if (path.length === 0) return next;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  if (Array.isArray(value)) {
    const copy = [...value];
    if (remove && rest.length === 0) copy.splice(Number(head), 1);
    else copy[Number(head)] = withAt(copy[Number(head)], rest, next, remove);
    return copy;
  }
  const copy = { ...(value as Record<string, unknown>) };
  if (remove && rest.length === 0) delete copy[head];
  else copy[head] = withAt(copy[head], rest, next, remove);
  return copy;
}

const insertAt = (text: string, position: number, inserted: string) => {
  const at = position % (text.length + 1);
  return text.slice(0, at) + inserted + text.slice(at);
};
const pickOf = <T>(list: readonly T[], n: number): T => list[n % list.length]!;

/** The text a URL part holds after `m`; undefined removes a query value. */
function mutateText(value: string, m: Mutation): string | undefined {
  switch (m.kind) {
    case 'nul': return insertAt(value, m.position, '\u0000');
    case 'surrogate': return insertAt(value, m.position, pickOf(['\ud800', '\udfff'], m.pick));
    case 'huge': return pickOf(HUGE_DIGITS, m.pick);
    case 'wrongType': case 'oddKey': case 'schemaBody': return pickOf(WRONG_TEXT, m.pick);
    case 'missing': return undefined;
    case 'unknownOrganisation': return value;
  }
}

function mutateBody(body: unknown, m: Mutation, generated: unknown): unknown {
  if (m.kind === 'schemaBody') return generated;
  const paths = pathsOf(body);
  const path = pickOf(paths, m.at);
  const here = getAt(body, path);
  switch (m.kind) {
    case 'nul': case 'surrogate': {
      const inserted = m.kind === 'nul' ? '\u0000' : pickOf(['\ud800', '\udfff'], m.pick);
      return withAt(body, path, typeof here === 'string' ? insertAt(here, m.position, inserted) : `a${inserted}b`);
    }
    case 'huge': return withAt(body, path, typeof here === 'string' ? pickOf(HUGE_DIGITS, m.pick) : pickOf(HUGE_NUMBERS, m.pick));
    case 'wrongType': return withAt(body, path, pickOf(WRONG_TYPES, m.pick));
    case 'missing': return path.length === 0 ? undefined : withAt(body, path, undefined, true);
    case 'oddKey': {
      const target = here !== null && typeof here === 'object' && !Array.isArray(here) ? path : [];
      const object = getAt(body, target);
      return object !== null && typeof object === 'object' && !Array.isArray(object)
        ? withAt(body, target, { ...object, [pickOf(ODD_KEYS, m.pick)]: pickOf(WRONG_TYPES, m.position) })
        : withAt(body, path, { [pickOf(ODD_KEYS, m.pick)]: 1 });
    }
    case 'unknownOrganisation': return body;
  }
}

const renameOrganisation = (value: unknown, from: string): unknown =>
  JSON.parse(JSON.stringify(value ?? null).replaceAll(`"${from}"`, `"${UNKNOWN_ORGANISATION}"`)) as unknown;

/** `input` after the mutations; `generated` is a body made from the operation's schema (for 'schemaBody'). */
export function mutate(input: CallInput, mutations: readonly Mutation[], generated: unknown, organisation: string): CallInput {
  let out: CallInput = input;
  for (const m of mutations) {
    if (m.kind === 'unknownOrganisation') {
      const rename = (r: Readonly<Record<string, string>> | undefined) =>
        r && Object.fromEntries(Object.entries(r).map(([k, v]) => [k, v === organisation ? UNKNOWN_ORGANISATION : v]));
      out = { ...out, params: rename(out.params)!, query: rename(out.query), body: out.body === undefined ? undefined : renameOrganisation(out.body, organisation) };
      continue;
    }
    if (m.part === 'body' && out.csv !== undefined) {
      const text = mutateText(out.csv, m);
      out = { ...out, csv: text ?? '' };
    } else if (m.part === 'body') {
      out = { ...out, body: mutateBody(out.body, m, generated) };
    } else {
      const record = out[m.part] ?? {};
      const keys = Object.keys(record);
      if (keys.length === 0) continue;
      const key = pickOf(keys, m.at);
      const text = mutateText(record[key]!, m);
      const changed = { ...record };
      if (text === undefined && m.part === 'query') delete changed[key];
      else changed[key] = text ?? '';
      out = { ...out, [m.part]: changed };
    }
  }
  return out;
}

/** encodeURIComponent, except that an unpaired surrogate is sent as the three bytes CESU-8 gives it (which UTF-8 forbids). */
export function encodeLoose(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const paired = c >= 0xd800 && c <= 0xdbff && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00;
    if (paired) {
      out += encodeURIComponent(text.slice(i, i + 2));
      i++;
    } else if (c >= 0xd800 && c <= 0xdfff) {
      out += [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    } else {
      out += encodeURIComponent(text[i]!);
    }
  }
  return out;
}
