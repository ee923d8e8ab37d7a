/**
 * The client's error (portal §8, platform-contract §8): "Client errors carry name, status, info,
 * message, data, uid and key. Any status of 400 or above builds an error from the response body's
 * name, message, data, uid and key. Status 500 or above is fatal." A 401 requires sign-out
 * (platform-contract §6). Every name, status, key and message comes from schemas/errors.ts.
 */
import type { z } from 'zod';
import { ErrorBody, catalogueErrorBody, errorCatalogue, type ErrorBodyOptions, type ErrorCatalogueEntry, type ErrorId, type ValidationIssue } from '../../schemas/errors.js';

export { fillMessage } from '../../schemas/errors.js';

type Catalogue = typeof errorCatalogue;

/** Catalogue entries that are HTTP errors: those with a status (not the logged-only refreshFailed, not the result LIMIT_REACHED). */
export type HttpErrorId = { [K in ErrorId]: Catalogue[K]['status'] extends null ? never : K }[ErrorId];

/** What an ApiError is built from: the fields of the contract's ErrorBody, and what caused it. */
export type ApiErrorInit = Readonly<ErrorBody> & { readonly cause?: unknown };

/** platform-contract §8 "Client errors carry name, status, info, message, data, uid, key". */
export class ApiError extends Error {
  override readonly name: string;
  readonly status: number;
  readonly info: string | undefined;
  readonly data: unknown;
  readonly uid: string | undefined;
  readonly key: string;
  /** portal §8 "Status 500 or above is fatal". */
  readonly fatal: boolean;
  /** platform-contract §6 "A 401 marks an error as requiring sign-out". */
  readonly signOutRequired: boolean;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = init.name;
    this.status = init.status;
    this.info = init.info;
    this.data = init.data;
    this.uid = init.uid;
    this.key = init.key;
    this.fatal = init.status >= 500;
    this.signOutRequired = init.status === 401;
  }

}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export interface CatalogueErrorOptions extends ErrorBodyOptions {
  readonly cause?: unknown;
}

/** An ApiError with the catalogue entry's name, status, key, message (and info). */
export function catalogueError(id: HttpErrorId, options: CatalogueErrorOptions = {}): ApiError {
  const { cause, ...body } = options;
  return new ApiError({ ...catalogueErrorBody(errorCatalogue[id], body), cause });
}

/**
 * portal §8, platform-contract §8 "Auth error with no status: 401". An auth error built without a
 * status (the token check, a failed renewal reported without one) gets the catalogue's 401.
 */
export function authError(init: Partial<ApiErrorInit> = {}): ApiError {
  const entry = errorCatalogue.authErrorWithoutStatus;
  return new ApiError({
    ...init,
    name: init.name ?? entry.name,
    status: init.status ?? entry.status,
    key: init.key ?? entry.key,
    message: init.message ?? entry.message,
  });
}

/** Where a request value failed its schema. */
export type InputLocation = 'params' | 'query' | 'body';

/** What the client needs of a zod issue (a path check of its own builds one too). */
export interface IssueLike {
  readonly path: readonly PropertyKey[];
  readonly message: string;
  readonly code: string;
}

/** Issues as `ErrorBody.data.issues` lists them: paths of strings and indexes, starting with the location when given. */
export function issuesOf(issues: readonly IssueLike[], location?: InputLocation): z.infer<typeof ValidationIssue>[] {
  return issues.map((issue) => ({
    path: [...(location ? [location] : []), ...issue.path.map((p) => (typeof p === 'number' ? p : String(p)))],
    message: issue.message,
    code: issue.code,
  }));
}

/**
 * A request that fails its schema: the catalogue's validationError with the first issue's message;
 * `data.issues` lists every issue, its path starting with params, query or body
 * (docs/decisions.md "Validation error data").
 */
export function validationError(error: z.ZodError | readonly IssueLike[], location: InputLocation): ApiError {
  const issues = issuesOf('issues' in error ? error.issues : error, location);
  return catalogueError('validationError', { message: issues[0]?.message ?? errorCatalogue.validationError.message, data: { issues } });
}

/** The catalogue entry a status falls back to when the body is not an ErrorBody (docs/decisions "Error fallbacks"). */
export function fallbackErrorId(status: number): HttpErrorId {
  switch (status) {
    case 401: return 'unauthorized';
    case 403: return 'forbidden';
    case 404:
    case 410: return 'notFound';
    case 408: return 'timeout';
    case 409: return 'conflict';
    case 413: return 'payloadTooLarge';
    case 414: return 'uriTooLong';
    case 431: return 'headersTooLarge';
    case 429: return 'tooManyRequests';
    case 501: return 'notImplemented';
    default: return status >= 500 ? 'internalError' : 'validationError';
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

/**
 * platform-contract §8 "Status 400 or above: error built from body name, message, data, uid, key".
 * The HTTP status wins over the body's. A body that is not an ErrorBody keeps whatever fields it
 * has of the right type; the rest come from the status's catalogue entry; uid falls back to the
 * request id the client sent.
 */
export function errorFromResponse(status: number, body: unknown, requestId?: string, statusText = ''): ApiError {
  const parsed = ErrorBody.safeParse(body);
  if (parsed.success) {
    const b = parsed.data;
    return new ApiError({ name: b.name, status, message: b.message, key: b.key, info: b.info, data: b.data, uid: b.uid ?? requestId });
  }
  const entry: ErrorCatalogueEntry = errorCatalogue[fallbackErrorId(status)];
  const partial = isRecord(body) ? body : {};
  const fallbackMessage = entry.message.includes('{') ? statusText || `HTTP ${status}` : entry.message;
  return new ApiError({
    name: str(partial.name) ?? entry.name,
    status,
    message: str(partial.message) ?? fallbackMessage,
    key: str(partial.key) ?? entry.key,
    info: str(partial.info) ?? entry.info,
    data: partial.data,
    uid: str(partial.uid) ?? requestId,
  });
}

/** The status of anything thrown: ApiError's, a numeric `status`/`statusCode`, 401 for a status-less AuthError. */
export function statusOf(error: unknown): number | undefined {
  if (error instanceof ApiError) return error.status;
  if (isRecord(error) || error instanceof Error) {
    const e = error as unknown as Record<string, unknown>;
    if (typeof e.status === 'number') return e.status;
    if (typeof e.statusCode === 'number') return e.statusCode;
    if (e.name === errorCatalogue.authErrorWithoutStatus.name) return errorCatalogue.authErrorWithoutStatus.status;
  }
  return undefined;
}
