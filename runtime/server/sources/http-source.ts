/**
 * What the HTTP sources share (docs/sources.md): GET a JSON document with a bearer token, turn every
 * way that can fail into one sentence naming the source and what to check, and check a document's
 * rows one by one so a bad row is reported by its index and reason instead of sinking the rest.
 */
import type { z } from 'zod';
import { reviveTimestamps } from '../../../schemas/core/wire.js';
import type { SourceConfig } from '../config.js';

/** How long a source may take to answer before the run fails (a retry asks again). */
export const SOURCE_TIMEOUT_MS = 60_000;

/** A source that is not configured, failed or answered something unusable; the job's error says which. */
export class SourceError extends Error {}

/** A row the source sent that its schema refuses: where it is in the document and why. */
export interface RejectedRow {
  /** 0-based index in the document's array (customers[i], readings[i]). */
  readonly index: number;
  readonly reason: string;
}

export interface SourceRows<T> {
  readonly rows: readonly T[];
  readonly rejected: readonly RejectedRow[];
  /** Each good row's index in the document, when the rows came from one (to name a row refused later). */
  readonly positions?: readonly number[];
}

export interface HttpSourceOptions {
  readonly timeoutMs?: number;
}

/** The source named `what` (e.g. 'The customer-information source'), its environment variables' prefix `env`. */
export async function fetchDocument(what: string, env: string, config: SourceConfig, query: URLSearchParams, options: HttpSourceOptions = {}): Promise<unknown> {
  const url = new URL(config.url);
  for (const [k, v] of query) url.searchParams.append(k, v);
  const timeoutMs = options.timeoutMs ?? SOURCE_TIMEOUT_MS;
  let res: Response;
  try {
    res = await fetch(url, {
      headers: { accept: 'application/json', ...(config.token ? { authorization: `Bearer ${config.token}` } : {}) },
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    });
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    if (name === 'TimeoutError' || name === 'AbortError') throw new SourceError(`${what} at ${url.origin} did not answer within ${timeoutMs / 1000} s`);
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
    throw new SourceError(`${what} at ${url.origin} could not be reached: ${cause}`);
  }
  if (res.status === 401 || res.status === 403) {
    await res.body?.cancel();
    throw new SourceError(`${what} refused the token (${res.status} ${res.statusText}): check ${env}_TOKEN`);
  }
  if (res.status === 404) {
    await res.body?.cancel();
    throw new SourceError(`${what} answered 404 Not Found for ${url.origin}${url.pathname}: check ${env}_URL`);
  }
  if (!res.ok) {
    await res.body?.cancel();
    throw new SourceError(`${what} answered ${res.status} ${res.statusText}`);
  }
  let text: string;
  try {
    text = await res.text();
  } catch {
    throw new SourceError(`${what} did not finish its answer within ${timeoutMs / 1000} s`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new SourceError(`${what} answered something that is not JSON (${res.headers.get('content-type') ?? 'no content type'}): ${JSON.stringify(text.slice(0, 80))}`);
  }
}

/** The array under `key` of a document, or a SourceError saying the document has none. */
export function rowsOf(what: string, document: unknown, key: string): readonly unknown[] {
  const rows = typeof document === 'object' && document !== null && !Array.isArray(document) ? (document as Record<string, unknown>)[key] : undefined;
  if (!Array.isArray(rows)) throw new SourceError(`${what} answered a JSON document without a "${key}" array`);
  return rows;
}

/** Each row checked against `schema` (ISO timestamps revived first): the good ones, and the bad ones by index with the first reason. */
export function checkRows<S extends z.ZodType>(key: string, rows: readonly unknown[], schema: S): SourceRows<z.output<S>> {
  const good: z.output<S>[] = [];
  const positions: number[] = [];
  const rejected: RejectedRow[] = [];
  rows.forEach((row, index) => {
    const parsed = schema.safeParse(reviveTimestamps(row));
    if (parsed.success) {
      good.push(parsed.data);
      positions.push(index);
      return;
    }
    const issue = parsed.error.issues[0];
    const at = issue && issue.path.length > 0 ? `${issue.path.map(String).join('.')}: ` : '';
    rejected.push({ index, reason: `${key}[${index}]: ${at}${issue?.message ?? 'invalid'}` });
  });
  return { rows: good, rejected, positions };
}

/** The error a run ends with when rows were refused: the first few reasons, and how many in all. */
export function rejectedMessage(what: string, done: string, rejected: readonly RejectedRow[]): string {
  const shown = rejected.slice(0, 5).map((r) => r.reason).join('; ');
  const more = rejected.length > 5 ? `; and ${rejected.length - 5} more` : '';
  return `${done}; ${rejected.length} row${rejected.length === 1 ? '' : 's'} from ${what.replace(/^The /, 'the ')} refused: ${shown}${more}`;
}
