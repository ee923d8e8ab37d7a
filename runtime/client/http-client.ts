/**
 * The HTTP runtime generated clients call (implements ApiClient). platform-contract §7: "All calls
 * send JSON with request id, session id, app version and, when signed in, a bearer access token";
 * portal §5, platform-contract §5: "Dates in strings matching ISO timestamps are revived into
 * dates"; portal §8, platform-contract §8: the client's error catalogue; portal §9,
 * platform-contract §9: the client-side rate limit. Browser and Node 20: global fetch,
 * crypto.randomUUID(), no node: imports.
 */
import type { z } from 'zod';
import { HEADERS } from '../../schemas/constants.js';
import { timestampReviver } from '../../schemas/core/wire.js';
import { successMediaTypes, successStatus, type Endpoint, type Produces } from '../../schemas/endpoints/define.js';
import type { ApiClient, CallInput, CallOptions } from './api-client.js';
import { catalogueError, errorFromResponse, issuesOf } from './errors.js';
import { RateLimiter } from './rate-limit.js';
import { prepareRequest, type PreparedRequest } from './request.js';
import type { Logger, TokenManager, TokenStore, AuthEntry } from './tokens.js';

export interface HttpClientConfig {
  /** Where the API lives, e.g. 'https://ampere.example/api' (no trailing slash needed). */
  readonly baseUrl: string;
  /** Fills `{org}` / `{organisation}` when a call does not give them (portal §7 "a fixed configured value"). */
  readonly organisation: string;
  /** Sent as X-App-Version. */
  readonly appVersion: string;
  /** Sent as X-Session-Id; one random UUID per client when absent. */
  readonly sessionId?: string;
  /** Defaults to the global fetch. */
  readonly fetch?: typeof fetch;
  /** Where the bearer token is read from. */
  readonly tokens?: TokenStore;
  /** When given, refreshes or renews the token before each call (it reads its own store). */
  readonly tokenManager?: TokenManager;
  readonly logger?: Logger;
  /** Milliseconds since the epoch; used by the rate limit. Injected in tests. */
  readonly now?: () => number;
  /** Overrides of the rate limit (tests); `false` turns it off (server-to-server clients). */
  readonly rateLimit?: { readonly maxRequests?: number; readonly windowMs?: number } | false;
}

const TEXT_TYPES: readonly Produces[] = ['text/csv', 'text/html'];

/** The schema of a success status: the answered status's own, else that of the descriptor's success status. */
function successSchema(endpoint: Endpoint, status: number): z.ZodType | undefined {
  const responses = endpoint.responses as Readonly<Record<number, z.ZodType | undefined>>;
  const fallback = successStatus(endpoint.responses);
  return responses[status] ?? (fallback === undefined ? undefined : responses[fallback]);
}

/**
 * A v4 UUID: crypto.randomUUID() where it exists (Node 20, browsers in secure contexts), else the
 * same from crypto.getRandomValues (browsers on plain http, where randomUUID is missing).
 */
export function newUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] as number) & 0x0f) | 0x40;
  b[8] = ((b[8] as number) & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true || (error instanceof Error && error.name === 'AbortError');
}

export class HttpClient implements ApiClient {
  readonly sessionId: string;
  private readonly config: HttpClientConfig;
  private readonly limiter: RateLimiter | undefined;

  constructor(config: HttpClientConfig) {
    // portal §8, platform-contract §8 "Missing setup gives a configuration error".
    for (const setting of ['baseUrl', 'organisation', 'appVersion'] as const) {
      if (typeof config[setting] !== 'string' || config[setting] === '') throw catalogueError('configurationError', { values: { setting } });
    }
    this.config = config;
    this.sessionId = config.sessionId ?? newUuid();
    this.limiter = config.rateLimit === false ? undefined : new RateLimiter({ ...config.rateLimit, now: config.now });
  }

  /** The absolute URL of a call (validated input, organisation filled; no headers, no rate limit). */
  url(_operation: string, endpoint: Endpoint, input: CallInput = {}): string {
    return this.base() + prepareRequest(endpoint, input, this.config.organisation, false).pathAndQuery;
  }

  async call(_operation: string, endpoint: Endpoint, input: CallInput = {}, options: CallOptions = {}): Promise<unknown> {
    const prepared = prepareRequest(endpoint, input, this.config.organisation);
    const url = this.base() + prepared.pathAndQuery;
    const requestId = newUuid();
    if (this.limiter && !this.limiter.tryAcquire(RateLimiter.key(endpoint.method, url))) {
      throw catalogueError('tooManyRequests', { uid: requestId });
    }
    const entry = options.auth === false ? undefined : await this.currentEntry();
    const init: RequestInit = {
      method: endpoint.method,
      headers: this.headers(endpoint, prepared, requestId, entry, options),
      body: prepared.hasBody ? this.encode(endpoint, prepared.body) : undefined,
      signal: options.signal,
      redirect: [endpoint.produces].flat().includes('redirect') ? 'manual' : 'follow',
    };
    let response: Response;
    try {
      response = await (this.config.fetch ?? globalThis.fetch)(url, init);
    } catch (error) {
      if (isAbort(error, options.signal)) throw error;
      throw catalogueError('couldNotConnectToServer', { uid: requestId, cause: error });
    }
    return this.read(endpoint, response, requestId);
  }

  private base(): string {
    return this.config.baseUrl.replace(/\/+$/, '');
  }

  private async currentEntry(): Promise<AuthEntry | undefined> {
    if (this.config.tokenManager) return this.config.tokenManager.prepare();
    return this.config.tokens?.get();
  }

  private headers(endpoint: Endpoint, prepared: PreparedRequest, requestId: string, entry: AuthEntry | undefined, options: CallOptions): Record<string, string> {
    const headers: Record<string, string> = {
      [HEADERS.REQUEST_ID]: requestId,
      [HEADERS.SESSION_ID]: this.sessionId,
      [HEADERS.APP_VERSION]: this.config.appVersion,
      [HEADERS.ACCEPT]: successMediaTypes(endpoint).join(', ') || HEADERS.JSON,
    };
    if (prepared.hasBody) headers[HEADERS.CONTENT_TYPE] = endpoint.consumes ?? HEADERS.JSON;
    if (entry?.accessToken) headers[HEADERS.AUTHORIZATION] = HEADERS.BEARER_PREFIX + entry.accessToken;
    return { ...headers, ...options.headers };
  }

  private encode(endpoint: Endpoint, body: unknown): string {
    if (endpoint.consumes === 'text/csv' && typeof body === 'string') return body;
    return JSON.stringify(body);
  }

  private async read(endpoint: Endpoint, response: Response, requestId: string): Promise<unknown> {
    if (response.status >= 400) {
      const text = await response.text().catch(() => '');
      let body: unknown = text;
      try {
        body = text ? JSON.parse(text, timestampReviver) : undefined;
      } catch {
        // Not JSON: the error is built from the status's catalogue entry.
      }
      throw errorFromResponse(response.status, body, requestId, response.statusText);
    }
    if (response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400)) return undefined;
    if (response.status === 204 || response.status === 205) return undefined;
    // The answer's own Content-Type decides, among the types the descriptor allows (csv or xlsx by query).
    const allowed = successMediaTypes(endpoint);
    const answered = response.headers.get('content-type')?.split(';')[0]?.trim();
    const produces = allowed.find((t) => t === answered) ?? allowed[0] ?? HEADERS.JSON;
    if (TEXT_TYPES.includes(produces)) return response.text();
    if (produces !== HEADERS.JSON) return response.blob();

    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      throw catalogueError('couldNotConnectToServer', { uid: requestId, cause: error });
    }
    let value: unknown;
    try {
      value = text === '' ? undefined : JSON.parse(text, timestampReviver);
    } catch (error) {
      throw catalogueError('couldNotParseJson', { uid: requestId, cause: error });
    }
    const schema = successSchema(endpoint, response.status);
    if (!schema) return value;
    const result = schema.safeParse(value);
    if (!result.success) throw catalogueError('schemaParsingError', { uid: requestId, data: { issues: issuesOf(result.error.issues) } });
    return result.data;
  }
}

export function createHttpClient(config: HttpClientConfig): HttpClient {
  return new HttpClient(config);
}
