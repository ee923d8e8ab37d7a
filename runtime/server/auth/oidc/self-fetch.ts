/**
 * The relying party's fetch: requests to the platform's own origin (the built-in issuer) go through
 * `app.inject` instead of the network. Tests never listen, and a listening server calling itself
 * would only add a socket hop; every other origin (an external issuer) uses the real fetch.
 */
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.js';

const apps = new WeakMap<Services, FastifyInstance>();

/** registerOidc binds the app its services belong to. */
export function bindApp(services: Services, app: FastifyInstance): void {
  apps.set(services, app);
}

type FetchLike = (url: string, options: { body?: unknown; headers?: Record<string, string>; method?: string; redirect?: string; signal?: AbortSignal }) => Promise<Response>;

export function selfFetch(services: Services): FetchLike {
  const own = new URL(services.config.publicUrl);
  return async (href, options) => {
    const url = new URL(href);
    const app = apps.get(services);
    if (url.origin !== own.origin || !app) {
      return fetch(href, options as RequestInit);
    }
    const body = options.body;
    const res = await app.inject({
      method: (options.method ?? 'GET') as 'GET',
      url: url.pathname + url.search,
      headers: {
        ...options.headers,
        // The provider builds its URLs from the request's host and scheme: they must be the public ones.
        host: url.host,
        'x-forwarded-proto': url.protocol.slice(0, -1),
      },
      ...(body === undefined || body === null ? {} : { payload: typeof body === 'string' || Buffer.isBuffer(body) ? body : String(body) }),
    });
    const headers = new Headers();
    for (const [k, v] of Object.entries(res.headers)) if (v !== undefined) headers.set(k, Array.isArray(v) ? v.join(', ') : String(v));
    const empty = res.statusCode === 204 || res.statusCode === 304 || (res.statusCode >= 300 && res.statusCode < 400);
    return new Response(empty ? null : new Uint8Array(res.rawPayload), { status: res.statusCode, headers });
  };
}
