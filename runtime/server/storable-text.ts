/**
 * Text PostgreSQL cannot store: U+0000 (text and jsonb refuse it) and unpaired UTF-16 surrogates
 * (no UTF-8 form; jsonb refuses their escapes). One rule at the edge (docs/decisions.md "Input the
 * database cannot store"): every route's path parameters, query values and parsed body — strings
 * and object keys alike — are checked before the handler runs, so such text answers 400
 * validationError before any SQL, on the contract's routes and on the pages, the sign page and the
 * identity provider. Headers need no check: Node's parser refuses control bytes in them, and their
 * text is Latin-1, which has no surrogates.
 */
import type { FastifyInstance } from 'fastify';
import { problem, type InputPart } from './errors.js';

export const UNSTORABLE_TEXT_MESSAGE = 'Text may not contain U+0000 or unpaired surrogates';

/** A surrogate half without its partner (the regex reads UTF-16 code units: no `u` flag). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text);
}

/** A value still to look at, and how it was reached (the path is built only when one fails). */
interface Pending {
  readonly value: unknown;
  readonly key?: string | number;
  readonly parent?: Pending;
}

function pathOf(entry: Pending): (string | number)[] {
  const path: (string | number)[] = [];
  for (let e: Pending | undefined = entry; e?.key !== undefined; e = e.parent) path.unshift(e.key);
  return path;
}

/**
 * The path of the first string or key in `value` that PostgreSQL cannot store, else undefined.
 * Iterative, so a deeply nested body cannot exhaust the stack.
 */
export function unstorableTextAt(value: unknown): (string | number)[] | undefined {
  const pending: Pending[] = [{ value }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const v = next.value;
    if (typeof v === 'string') {
      if (!isStorableText(v)) return pathOf(next);
    } else if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) pending.push({ value: v[i], key: i, parent: next });
    } else if (v !== null && typeof v === 'object' && !(v instanceof Date) && !Buffer.isBuffer(v)) {
      for (const [key, item] of Object.entries(v)) {
        if (!isStorableText(key)) return [...pathOf(next), key];
        pending.push({ value: item, key, parent: next });
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

/** Installs the check for every route registered after it (call before any route or plugin). */
export function installStorableTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const parts: [InputPart, unknown][] = [['params', request.params], ['query', request.query], ['body', request.body]];
    for (const [part, value] of parts) {
      const at = unstorableTextAt(value);
      if (at) throw unstorableTextProblem(part, at);
    }
  });
}
