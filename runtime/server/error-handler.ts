/**
 * The one error handler: every failure leaves as the contract's ErrorBody with the catalogue's
 * name, status, key and message, and the request id as uid. A 5xx never carries the cause: that is
 * logged with the request id, the client gets 'Internal server error'.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import pg from 'pg';
import type { ErrorBody } from '../../schemas/errors.js';
import { problem, ServerError } from './errors.js';

const UNSTORABLE_VALUE = 'A value of the request is out of range or cannot be stored';

/**
 * PostgreSQL refusing what a request carried, as the 4xx it is (docs/decisions.md "Input the
 * database cannot store", "Lost races"). Each known case is answered where it arises; this net is
 * for the ones nobody foresaw, and is logged as a warning so they are found and fixed there.
 */
const DATABASE_REFUSALS: Readonly<Record<string, (error: pg.DatabaseError) => ServerError>> = {
  // A unique constraint, or a transaction that lost a race: another request got there first.
  '23505': () => problem('conflict'),
  '40001': () => problem('conflict', { message: 'The record changed meanwhile; try again' }),
  '40P01': () => problem('conflict', { message: 'The record changed meanwhile; try again' }),
  // A foreign key: a row still in use, or a reference to one that does not exist.
  '23503': (e) => (/still referenced/.test(e.detail ?? '') ? problem('conflict') : problem('notFound')),
  // Text, numbers and dates the database cannot hold.
  '22001': () => problem('validationError', { message: UNSTORABLE_VALUE }),
  '22003': () => problem('validationError', { message: UNSTORABLE_VALUE }),
  '22007': () => problem('validationError', { message: UNSTORABLE_VALUE }),
  '22008': () => problem('validationError', { message: UNSTORABLE_VALUE }),
  '22021': () => problem('validationError', { message: UNSTORABLE_VALUE }),
  '22P02': () => problem('validationError', { message: UNSTORABLE_VALUE }),
  '22P05': () => problem('validationError', { message: UNSTORABLE_VALUE }),
};

function databaseRefusal(error: unknown): ServerError | undefined {
  if (!(error instanceof pg.DatabaseError) || error.code === undefined) return undefined;
  return DATABASE_REFUSALS[error.code]?.(error);
}

function toServerError(error: FastifyError | Error): ServerError {
  if (error instanceof ServerError) return error;
  const refused = databaseRefusal(error);
  if (refused) return refused;
  const fe = error as FastifyError;
  if (fe.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return problem('payloadTooLarge');
  if (fe.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return problem('validationError', { message: 'Unsupported Content-Type' });
  if (fe.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || error instanceof SyntaxError || (fe.statusCode === 400 && /JSON/i.test(error.message))) {
    return problem('validationError', { message: 'Body is not valid JSON' });
  }
  if (fe.statusCode === 429) return problem('tooManyRequests');
  if (fe.statusCode !== undefined && fe.statusCode >= 400 && fe.statusCode < 500) return problem('validationError', { message: error.message });
  return problem('internalError', { cause: error });
}

export function sendError(request: FastifyRequest, reply: FastifyReply, error: ServerError): FastifyReply {
  const body: ErrorBody = { ...error.body, uid: String(request.id) };
  if (error.retryAfterS !== undefined) reply.header('retry-after', String(error.retryAfterS));
  return reply.code(body.status).type('application/json; charset=utf-8').send(JSON.stringify(body));
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const se = toServerError(error);
    if (se.status >= 500) request.log.error({ err: error }, 'request failed');
    else if (error instanceof pg.DatabaseError) request.log.warn({ err: error, key: se.body.key, status: se.status }, 'database refused the input: answer it where it arises');
    else request.log.info({ key: se.body.key, status: se.status }, se.message);
    return sendError(request, reply, se);
  });
  app.setNotFoundHandler((request, reply) => sendError(request, reply, problem('notFound')));
}
