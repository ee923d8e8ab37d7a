/**
 * The answers index.html asked for while the scripts were still loading (early-requests.ts): the
 * tenant's release, the copy of the language used last time and, with a valid stored token, the
 * user. The API client's fetch takes one of them instead of asking again when it is the same call
 * with the same authorisation; each is taken once, so a later call goes to the network.
 */
export interface EarlyRequest {
  readonly response: Promise<Response>;
  /** The Authorization header it was sent with ('' for none). */
  readonly authorization: string;
}

declare global {
  // Filled by index.html's inline script, keyed by URL (absolute, as the client asks for it).
  var __ampereEarly: Record<string, EarlyRequest | undefined> | undefined;
}

function authorisationOf(init: RequestInit | undefined): string {
  const headers = init?.headers as Record<string, string> | undefined;
  if (!headers) return '';
  const name = Object.keys(headers).find((h) => h.toLowerCase() === 'authorization');
  return name ? (headers[name] ?? '') : '';
}

/** The early answer for this call, once; undefined when there is none (or it was for other credentials). */
export function takeEarlyResponse(input: RequestInfo | URL, init?: RequestInit): Promise<Response> | undefined {
  const early = globalThis.__ampereEarly;
  if (!early || (init?.method ?? 'GET') !== 'GET') return undefined;
  const url = String(input instanceof Request ? input.url : input);
  const request = early[url];
  if (!request) return undefined;
  delete early[url];
  return request.authorization === authorisationOf(init) ? request.response : undefined;
}
