/**
 * The field-level difference of two JSON values, as rows a table shows: one row per field that was
 * added, removed or changed, unchanged fields left out. Objects are walked by key; arrays of records
 * that carry an identity (`id`, `_id` or `key`) are matched by it, so removing the first module item
 * does not show every later one as changed (docs/decisions.md "Field differences"); other arrays of
 * records are walked by index, and arrays of plain values compare as one value (a list of scopes
 * reads better as "a, b → b" than as index shuffles). Values under secret field names are masked
 * here too: the server redacts what it logs, and a value it missed never reaches the screen.
 */
import { AUDIT_REDACTED } from '../../../schemas/audit.js';

export type DiffKind = 'added' | 'removed' | 'changed' | 'reordered';

export interface DiffRow {
  /** Where the field sits: `light.colors.primary`, `items[2].title.nb`, `items[id=news].enabled`. */
  readonly path: string;
  readonly kind: DiffKind;
  /** Absent when the field was added; for `reordered`, the identities in their old order. */
  readonly before?: unknown;
  /** Absent when the field was removed; for `reordered`, the identities in their new order. */
  readonly after?: unknown;
}

/** What a masked value is replaced by: the server's own redaction marker, so both read alike. */
export const MASKED = AUDIT_REDACTED;

/**
 * Field names whose values are never shown. Exact names: `tokenScopes`, `tokenHint` and
 * `passwordEditingDisabled` are not secrets. `value` is not here (segment rules and measurements use
 * it); a caller that knows its `value` is a secret adds it.
 */
export const SECRET_FIELDS: ReadonlySet<string> = new Set([
  'password', 'passwordHash', 'password_hash', 'token', 'accessToken', 'refreshToken', 'secret', 'clientSecret', 'apiKey', 'privateKey',
]);

/** Record fields that identify an array's items, tried in this order. */
export const IDENTITY_FIELDS: readonly string[] = ['id', '_id', 'key'];

export interface DiffOptions {
  /** Path of the two values within a larger record (an audit change's path); rows' paths start from it. */
  readonly basePath?: string;
  readonly secretFields?: ReadonlySet<string>;
  readonly identityFields?: readonly string[];
}

type PlainObject = Record<string, unknown>;

export function isPlainObject(value: unknown): value is PlainObject {
  return Object.prototype.toString.call(value) === '[object Object]';
}

function isContainer(value: unknown): value is PlainObject | unknown[] {
  return Array.isArray(value) || isPlainObject(value);
}

/** Deep equality of JSON values, Dates by instant (the client revives ISO timestamps into Dates). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => sameValue(item, b[i]));
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = Object.keys(a).filter((k) => a[k] !== undefined);
    return keys.length === Object.keys(b).filter((k) => b[k] !== undefined).length && keys.every((k) => sameValue(a[k], b[k]));
  }
  return false;
}

const SIMPLE_KEY = /^[A-Za-z_$][\w$-]*$/;

/** `parent.key`, or `parent["odd key"]` where a dot would mislead. */
function keyPath(parent: string, key: string): string {
  if (!SIMPLE_KEY.test(key)) return `${parent}[${JSON.stringify(key)}]`;
  return parent === '' ? key : `${parent}.${key}`;
}

/** The last field name of a path (`light.colors.primary` → `primary`, `items[2]` → undefined). */
export function lastField(path: string): string | undefined {
  if (path.endsWith(']')) return undefined;
  return path.split('.').pop() || undefined;
}

/** The identity field all items of both arrays share with unique plain values, if any. */
function identityOf(a: readonly unknown[], b: readonly unknown[], fields: readonly string[]): string | undefined {
  return fields.find((field) => [a, b].every((items) => {
    const ids = items.map((item) => (isPlainObject(item) ? item[field] : undefined));
    return ids.every((id) => typeof id === 'string' || typeof id === 'number') && new Set(ids).size === ids.length;
  }));
}

/** `value` (the value of `field`) with every secret field inside it masked. */
export function maskSecrets(value: unknown, field: string | undefined, secrets: ReadonlySet<string> = SECRET_FIELDS): unknown {
  if (value === undefined) return undefined;
  if (field !== undefined && secrets.has(field)) return MASKED;
  if (Array.isArray(value)) return value.map((item) => maskSecrets(item, undefined, secrets));
  if (isPlainObject(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, maskSecrets(v, k, secrets)]));
  return value;
}

export function fieldDiffRows(before: unknown, after: unknown, options: DiffOptions = {}): DiffRow[] {
  const secrets = options.secretFields ?? SECRET_FIELDS;
  const identities = options.identityFields ?? IDENTITY_FIELDS;
  const rows: DiffRow[] = [];

  const masked = (value: unknown, field: string | undefined) => maskSecrets(value, field, secrets);

  const push = (path: string, field: string | undefined, a: unknown, b: unknown): void => {
    const kind: DiffKind = a === undefined ? 'added' : b === undefined ? 'removed' : 'changed';
    rows.push({
      path,
      kind,
      ...(a === undefined ? {} : { before: masked(a, field) }),
      ...(b === undefined ? {} : { after: masked(b, field) }),
    });
  };

  const walkArrays = (a: readonly unknown[], b: readonly unknown[], path: string, field: string | undefined): void => {
    const records = [...a, ...b].some(isContainer);
    if (!records) {
      if (!sameValue(a, b)) push(path, field, a, b);
      return;
    }
    const identity = identityOf(a, b, identities);
    if (identity === undefined) {
      for (let i = 0; i < Math.max(a.length, b.length); i++) walk(a[i], b[i], `${path}[${i}]`, undefined);
      return;
    }
    const idOf = (item: unknown) => (item as PlainObject)[identity] as string | number;
    const itemPath = (item: unknown) => `${path}[${identity}=${idOf(item)}]`;
    const old = new Map(a.map((item) => [idOf(item), item]));
    const kept = new Set(b.map(idOf));
    for (const item of b) walk(old.get(idOf(item)), item, itemPath(item), undefined);
    for (const item of a) if (!kept.has(idOf(item))) walk(item, undefined, itemPath(item), undefined);
    // Order matters where arrays are lists on screen (home module items): a move is a change of its own.
    const oldOrder = a.map(idOf).filter((id) => kept.has(id));
    const newOrder = b.map(idOf).filter((id) => old.has(id));
    if (!sameValue(oldOrder, newOrder)) rows.push({ path, kind: 'reordered', before: oldOrder, after: newOrder });
  };

  /** A record or list that appeared or vanished as a whole: each of its fields gets a row. */
  const walkWhole = (value: PlainObject | unknown[], path: string, side: 'before' | 'after'): void => {
    const entries: [string, unknown, string | undefined][] = Array.isArray(value)
      ? (value.some(isContainer) ? value.map((item, i): [string, unknown, undefined] => [`${path}[${i}]`, item, undefined]) : [])
      : Object.entries(value).map(([k, v]): [string, unknown, string] => [keyPath(path, k), v, k]);
    if (entries.length === 0) {
      push(path, lastField(path), side === 'before' ? value : undefined, side === 'after' ? value : undefined);
      return;
    }
    if (Array.isArray(value)) {
      const identity = identityOf(value, [], identities);
      if (identity !== undefined) {
        for (const item of value) {
          const itemPath = `${path}[${identity}=${(item as PlainObject)[identity] as string}]`;
          walk(side === 'before' ? item : undefined, side === 'after' ? item : undefined, itemPath, undefined);
        }
        return;
      }
    }
    for (const [p, v, f] of entries) walk(side === 'before' ? v : undefined, side === 'after' ? v : undefined, p, f);
  };

  function walk(a: unknown, b: unknown, path: string, field: string | undefined): void {
    if (a === undefined && b === undefined) return;
    if (field !== undefined && secrets.has(field)) {
      if (!sameValue(a, b)) push(path, field, a, b);
      return;
    }
    if (a === undefined && isContainer(b) && path !== '') return walkWhole(b, path, 'after');
    if (b === undefined && isContainer(a) && path !== '') return walkWhole(a, path, 'before');
    if (isPlainObject(a) && isPlainObject(b)) {
      const keys = [...Object.keys(a), ...Object.keys(b).filter((k) => !(k in a))];
      for (const key of keys) walk(a[key], b[key], keyPath(path, key), key);
      return;
    }
    if (Array.isArray(a) && Array.isArray(b)) return walkArrays(a, b, path, field);
    if (!sameValue(a, b)) push(path, field, a, b);
  }

  const base = options.basePath ?? '';
  const start = (a: unknown, b: unknown) => {
    // At the root there is no field to name a row after: a whole record appearing lists its fields.
    if (base === '' && (a === undefined || b === undefined)) {
      const present = a ?? b;
      if (isPlainObject(present)) return walk(isPlainObject(a) ? a : {}, isPlainObject(b) ? b : {}, '', undefined);
    }
    walk(a, b, base, lastField(base));
  };
  start(before, after);
  return rows;
}
