/**
 * Structured logs (pino) that never carry secrets: the Authorization and Cookie headers are
 * removed, and token-like query values (accessToken, refreshToken, token, code, ref, pin) are
 * masked in the logged URL. The request id (the client's X-Request-Id) is on every line as reqId.
 */
import type { FastifyServerOptions } from 'fastify';

const SECRET_QUERY = /([?&](?:accessToken|refreshToken|token|code|ref|pin|prospect|state)=)[^&#]*/gi;

export function maskUrl(url: string): string {
  return url.replace(SECRET_QUERY, '$1***');
}

export const logRedaction = {
  redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'], remove: true },
  serializers: {
    req(req: { method: string; url: string; id: string; ip?: string }) {
      return { method: req.method, url: maskUrl(req.url), id: req.id, ip: req.ip };
    },
  },
} satisfies Partial<Exclude<FastifyServerOptions['logger'], boolean | undefined>>;
