/**
 * The client runtime: what generated clients, the portal and the console run on
 * (portal §4, §5, §8, §9; platform-contract §4, §5, §7, §8, §9; back-office §8, §9).
 * Only what a user of the runtime calls; request building, the rate limiter and the error
 * mapping stay inside their modules.
 */
export type { ApiClient, CallInput, CallOptions } from './api-client.js';
export { HttpClient, createHttpClient, type HttpClientConfig } from './http-client.js';
export {
  ApiError, isApiError, catalogueError, fillMessage, statusOf,
  type ApiErrorInit, type HttpErrorId, type CatalogueErrorOptions,
} from './errors.js';
export { poll, pollAttempts, POLL_PRESETS, LIMIT_REACHED, type LimitReached, type PollCheck, type PollOptions, type PollAttemptsOptions, type PollPreset } from './poll.js';
export {
  MemoryTokenStore, webStorageTokenStore, checkToken, TokenManager, webLock,
  type AuthEntry, type TokenStore, type KeyValueStorage, type Logger, type TokenManagerOptions, type ExchangeLock,
} from './tokens.js';
