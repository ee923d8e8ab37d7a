/**
 * The surface generated clients call. generated/client/<area>.gen.ts emits one function per
 * operation that forwards to `client.call(operation, descriptor, input, options)`; the runtime
 * (http-client.ts) builds the request from the descriptor, validates input and response with the
 * descriptor's zod schemas, and applies the client rules of portal §4, §8 and platform-contract §7, §8.
 */
import type { Endpoint } from '../../schemas/endpoints/define.js';

/** Path parameters, query and body of one call. `org` / `organisation` default to the client's organisation. */
export interface CallInput {
  readonly params?: Readonly<Record<string, unknown>>;
  readonly query?: Readonly<Record<string, unknown>>;
  readonly body?: unknown;
}

export interface CallOptions {
  readonly signal?: AbortSignal;
  /** Extra headers for this call. */
  readonly headers?: Readonly<Record<string, string>>;
  /** Send the bearer token when one is held (default true). */
  readonly auth?: boolean;
}

export interface ApiClient {
  /** Performs the call; resolves to the validated success body (JSON), text (CSV/HTML) or Blob (files). */
  call(operation: string, endpoint: Endpoint, input: CallInput, options?: CallOptions): Promise<unknown>;
  /** The absolute URL of a call, for links the browser opens itself (exports, invoice files, IoT sign-in). */
  url(operation: string, endpoint: Endpoint, input: CallInput): string;
}
