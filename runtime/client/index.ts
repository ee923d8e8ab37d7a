/**
 * The client runtime: what generated clients, the portal and the console run on
 * (portal §4, §5, §8, §9; platform-contract §4, §5, §7, §8, §9; back-office §8, §9).
 */
export type { ApiClient, CallInput, CallOptions } from './api-client.js';
export { HttpClient, createHttpClient, successSchema, newUuid, type HttpClientConfig } from './http-client.js';
export {
  ApiError, isApiError, catalogueError, authError, validationError, errorFromResponse, fallbackErrorId, fillMessage, statusOf,
  type ApiErrorInit, type HttpErrorId, type CatalogueErrorOptions, type InputLocation,
} from './errors.js';
export { RateLimiter, type RateLimitOptions } from './rate-limit.js';
export { poll, pollAttempts, POLL_PRESETS, LIMIT_REACHED, type LimitReached, type PollCheck, type PollOptions, type PollAttemptsOptions, type PollPreset } from './poll.js';
export {
  MemoryTokenStore, webStorageTokenStore, checkToken, needsRefresh, needsRenewal, TokenManager, refreshFailedMessage,
  type AuthEntry, type TokenStore, type KeyValueStorage, type Logger, type TokenManagerOptions,
} from './tokens.js';
export { buildPath, buildQuery, fillOrganisation, pathParams, prepareRequest, toText, ORGANISATION_PARAMS, type PreparedRequest } from './request.js';
