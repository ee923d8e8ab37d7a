/**
 * Text PostgreSQL cannot store: U+0000 (text and jsonb refuse it) and unpaired UTF-16 surrogates
 * (no UTF-8 form; jsonb refuses their escapes). One rule at the edge (docs/decisions.md "Input the
 * database cannot store"): every route's path parameters, query values and parsed body — strings
 * and object keys alike — are checked before the handler runs, so such text answers 400
 * validationError before any SQL, on the contract's routes and on the pages, the sign page and the
 * identity provider. JSON bodies are checked as they are parsed, and walked only when their text
 * has an escape that could carry such text. Headers need no check: Node's parser refuses control
 * bytes in them, and their text is Latin-1, which has no surrogates.
 */
import type { FastifyInstance } from 'fastify';
import { problem, type InputPart } from './errors.js';

export const UNSTORABLE_TEXT_MESSAGE = 'Text may not contain U+0000 or unpaired surrogates';

/** Any surrogate half: a quick test that nearly every string passes. */
const SURROGATE = /[\ud800-\udfff]/;
/** A surrogate half without its partner (the regex reads UTF-16 code units: no `u` flag). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && (!SURROGATE.test(text) || !LONE_SURROGATE.test(text));
}

/** An object or array to look into (a Date or Buffer a parser made holds no text). */
function isContainer(value: unknown): value is object {
  return value !== null && typeof value === 'object' && !(value instanceof Date) && !Buffer.isBuffer(value);
}

/** An object or array still to look into, and how it was reached (the path is built only when something fails). */
interface Pending {
  readonly value: object;
  readonly key?: string | number;
  readonly parent?: Pending;
}

function pathOf(entry: Pending, last: string | number): (string | number)[] {
  const path: (string | number)[] = [last];
  for (let e: Pending | undefined = entry; e?.key !== undefined; e = e.parent) path.unshift(e.key);
  return path;
}

/**
 * The path of the first string or key in `value` that PostgreSQL cannot store, else undefined.
 * Iterative, so a deeply nested body cannot exhaust the stack; only objects and arrays are queued,
 * so a batch of thousands of readings costs little more than reading its strings once.
 */
export function unstorableTextAt(value: unknown): (string | number)[] | undefined {
  if (typeof value === 'string') return isStorableText(value) ? undefined : [];
  if (!isContainer(value)) return undefined;
  const pending: Pending[] = [{ value }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const at = next;
    const look = (key: string | number, item: unknown): (string | number)[] | undefined => {
      if (typeof item === 'string') return isStorableText(item) ? undefined : pathOf(at, key);
      if (isContainer(item)) pending.push({ value: item, key, parent: at });
      return undefined;
    };
    if (Array.isArray(at.value)) {
      for (let i = 0; i < at.value.length; i++) {
        const failed = look(i, (at.value as unknown[])[i]);
        if (failed) return failed;
      }
    } else {
      const object = at.value as Record<string, unknown>;
      for (const key of Object.keys(object)) {
        if (!isStorableText(key)) return pathOf(at, key);
        const failed = look(key, object[key]);
        if (failed) return failed;
      }
    }
  }
  return undefined;
}

/** The 400 for text at `path` of `part`, shaped as a schema failure is (data.issues). */
export function unstorableTextProblem(part: InputPart, path: readonly (string | number)[]) {
  return problem('validationError', {
    message: UNSTORABLE_TEXT_MESSAGE,
    data: { issues: [{ path: [part, ...path], message: UNSTORABLE_TEXT_MESSAGE, code: 'invalid_format' }] },
  });
}

/** JSON bodies `parseJsonBody` has checked already. */
const checkedBodies = new WeakSet<object>();

/**
 * JSON.parse for request bodies, with the check: JSON forbids raw control characters and the body's
 * UTF-8 decoding replaces bytes that are not UTF-8, so only a `\u` escape can carry NUL or an unpaired
 * surrogate — a text without one (a batch of readings, nearly every body) is not walked at all.
 */
export function parseJsonBody(text: string, reviver?: (this: unknown, key: string, value: unknown) => unknown): unknown {
  const body: unknown = JSON.parse(text, reviver);
  if (text.includes('\\u')) {
    const at = unstorableTextAt(body);
    if (at) throw unstorableTextProblem('body', at);
  }
  if (isContainer(body)) checkedBodies.add(body);
  return body;
}

/** Installs the check for every route registered after it (call before any route or plugin). */
export function installStorableTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const body = isContainer(request.body) && checkedBodies.has(request.body) ? undefined : request.body;
    const parts: [InputPart, unknown][] = [['params', request.params], ['query', request.query], ['body', body]];
    for (const [part, value] of parts) {
      const at = unstorableTextAt(value);
      if (at) throw unstorableTextProblem(part, at);
    }
  });
}
