/**
 * The one error handler: every failure leaves as the contract's ErrorBody with the catalogue's
 * name, status, key and message, and the request id as uid. A 5xx never carries the cause: that is
 * logged with the request id, the client gets 'Internal server error'.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorBody } from '../../schemas/errors.js';
import { problem, ServerError } from './errors.js';

function toServerError(error: FastifyError | Error): ServerError {
  if (error instanceof ServerError) return error;
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
    else request.log.info({ key: se.body.key, status: se.status }, se.message);
    return sendError(request, reply, se);
  });
  app.setNotFoundHandler((request, reply) => sendError(request, reply, problem('notFound')));
}
