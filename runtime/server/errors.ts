/**
 * Errors handlers throw. Every one is built from a catalogue entry (schemas/errors.ts), so the
 * name, status, key and message a client sees are the spec's; the error handler (app.ts) turns
 * them into the contract's ErrorBody. Handlers never write error JSON themselves.
 */
import type { z } from 'zod';
import { catalogueErrorBody, errorCatalogue, type ErrorBody, type ErrorBodyOptions, type ErrorId } from '../../schemas/errors.js';

type Catalogue = typeof errorCatalogue;
/** Catalogue entries that are HTTP errors. */
export type HttpErrorId = { [K in ErrorId]: Catalogue[K]['status'] extends null ? never : K }[ErrorId];

export class ServerError extends Error {
  readonly body: Omit<ErrorBody, 'uid'>;
  /** A 429's wait, sent as Retry-After. */
  readonly retryAfterS?: number;
  constructor(body: Omit<ErrorBody, 'uid'>, cause?: unknown, retryAfterS?: number) {
    super(body.message, cause === undefined ? undefined : { cause });
    this.name = body.name;
    this.body = body;
    if (retryAfterS !== undefined) this.retryAfterS = retryAfterS;
  }
  get status(): number {
    return this.body.status;
  }
}

export interface ProblemOptions extends Omit<ErrorBodyOptions, 'uid'> {
  readonly cause?: unknown;
  /** Seconds until a refused caller may try again (Retry-After). */
  readonly retryAfterS?: number;
}

/** The catalogue's error `id`, ready to throw (the error handler adds the request id as uid). */
export function problem(id: HttpErrorId, options: ProblemOptions = {}): ServerError {
  const { cause, retryAfterS, ...body } = options;
  return new ServerError(catalogueErrorBody(errorCatalogue[id], body), cause, retryAfterS);
}

/** Where an input failed. */
export type InputPart = 'params' | 'query' | 'body';

/**
 * A request that fails its schema: 400 validationError with the first issue's message. Identity
 * rules whose message is a login error key (MALFORMED_PERSONAL_NUMBER …) answer that catalogue entry.
 */
export function validationProblem(error: z.ZodError, part: InputPart, rows?: string): ServerError {
  const issues = error.issues.map((i) => ({ path: [part, ...i.path.map((p) => (typeof p === 'symbol' ? String(p) : p))], message: i.message, code: i.code }));
  const first = issues[0];
  const message = first?.message ?? 'Invalid input';
  const byMessage = CATALOGUE_BY_MESSAGE.get(message);
  if (byMessage) return problem(byMessage, { data: { issues } });
  // A batch names the row (1-based) and the field, so the sender can find it in a file of thousands.
  const [, key, index, field] = first?.path ?? [];
  if (rows !== undefined && key === rows && typeof index === 'number') {
    return problem('validationError', { message: `Row ${index + 1}${typeof field === 'string' ? ` (${field})` : ''}: ${message}`, data: { issues } });
  }
  return problem('validationError', { message, data: { issues } });
}

/**
 * Rules whose message names a catalogue entry: identity rules report the login error's key as their
 * message (schemas/identity.ts IDENTITY_MESSAGES); a link without its short-lived token says 'Missing token'.
 */
const CATALOGUE_BY_MESSAGE = new Map<string, HttpErrorId>([
  ...(['malformedPersonalNumber', 'malformedOrganisationNumber'] as const).map((id): [string, HttpErrorId] => [errorCatalogue[id].key, id]),
  [errorCatalogue.missingToken.message, 'missingToken'],
]);
