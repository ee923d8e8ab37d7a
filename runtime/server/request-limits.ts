/**
 * How long a request line and how large its headers may be, and the contract's ErrorBody for every
 * refusal made before a route runs (docs/decisions.md "Request size limits"). Node's parser refuses
 * what it cannot read by itself, on the socket, before Fastify sees a request: its limit is raised
 * so the app's own, lower limits answer in the normal way (414, 431 with the request id as uid),
 * and what still overflows the parser answers 431 in the same shape through `clientErrorHandler`.
 */
import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { problem, type ServerError } from './errors.js';
import { sendError } from './error-handler.js';
import { newId } from './ids.js';

/** The longest URL (path and query) served: what common proxies and CDNs pass on. */
export const MAX_URL_BYTES = 8 * 1024;
/** The most header bytes served (names, values, separators): Node's own default. */
export const MAX_HEADER_BYTES = 16 * 1024;
/** What Node's parser reads before refusing by itself: room for a request line and headers over the limits above. */
export const PARSER_MAX_HEADER_BYTES = 64 * 1024;

function tooLarge(request: FastifyRequest): ServerError | undefined {
  if ((request.raw.url ?? '').length > MAX_URL_BYTES) return problem('uriTooLong');
  const raw = request.raw.rawHeaders;
  let bytes = 0;
  // name + ': ' + value + CRLF, as they came on the wire (Latin-1: one character is one byte).
  for (const text of raw) bytes += text.length + 2;
  return bytes > MAX_HEADER_BYTES ? problem('headersTooLarge') : undefined;
}

/** The parser's refusals (oversized headers, a malformed request, a client too slow), written to the socket. */
function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const refused = error.code === 'HPE_HEADER_OVERFLOW' ? problem('headersTooLarge')
    : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? problem('timeout')
    : problem('validationError', { message: 'Malformed HTTP request' });
  const body = JSON.stringify({ ...refused.body, uid: newId() });
  if (socket.writable) {
    socket.write(`HTTP/1.1 ${refused.status} ${http.STATUS_CODES[refused.status]}\r\nContent-Type: application/json; charset=utf-8\r\n`
      + `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
  }
  socket.destroy(error);
}

/** The router's refusals: a URL that does not decode, a path segment over the router's length limit. */
function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const refused = error.code === 'FST_ERR_BAD_URL' ? problem('validationError', { message: 'The URL is not correctly encoded' })
    : error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? problem('uriTooLong')
    : problem('internalError', { cause: error });
  if (refused.status >= 500) request.log.error({ err: error }, 'request failed');
  void sendError(request, reply, refused);
}

/** Fastify options for the limits (the app's listening server is made from them). */
export const requestLimitOptions = {
  http: { maxHeaderSize: PARSER_MAX_HEADER_BYTES },
  clientErrorHandler,
  frameworkErrors,
} satisfies Pick<FastifyServerOptions, 'clientErrorHandler' | 'frameworkErrors'> & { http: http.ServerOptions };

/** The URL and header limits for every route (call before any route or plugin). */
export function installRequestLimits(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const refused = tooLarge(request);
    if (refused) throw refused;
  });
}
