/**
 * The wire rule both ends share (portal §5, platform-contract §5): "dates in strings matching ISO
 * timestamps are revived into dates". Only full timestamps with a time part are revived; plain
 * dates (2026-11-22) and month keys stay strings.
 */
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})$/;

export function isIsoTimestamp(value: unknown): value is string {
  return typeof value === 'string' && ISO_TIMESTAMP.test(value) && !Number.isNaN(Date.parse(value));
}

/** A `JSON.parse` reviver that turns ISO timestamp strings into `Date`s. */
export function timestampReviver(_key: string, value: unknown): unknown {
  return isIsoTimestamp(value) ? new Date(value) : value;
}

/** Revives timestamps in an already-parsed JSON value (deep copy; the input is not changed). */
export function reviveTimestamps<T = unknown>(value: unknown): T {
  return JSON.parse(JSON.stringify(value), timestampReviver) as T;
}
