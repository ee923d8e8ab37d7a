/**
 * The error body every failing call returns, and the error catalogues of the three specs
 * (portal §8, platform-contract §8, back-office §8) merged into one table keyed by situation.
 * Where a spec gives no key, name or status ("not shown") the entry says `decided: true` and
 * docs/decisions.md "Error keys" explains the choice. Validation messages of §5 rules are listed
 * too: the server answers them as `validationError` with the rule's exact message.
 */
import { z } from 'zod';
import { defineDomain } from './core/domain.js';
import type { SpecRef } from './core/spec-ref.js';

/** What any status ≥ 400 carries (portal §8, platform-contract §8): name, status, info, message, data, uid, key. */
export const ErrorBody = z
  .object({
    name: z.string().meta({ description: 'Error class, e.g. ValidationError, NotFoundError, TimeoutError' }),
    status: z.number().int().min(400).max(599),
    info: z.string().optional().meta({ description: 'Extra detail, e.g. "Could not create token"' }),
    message: z.string().meta({ description: 'The human-readable message (the spec text where it gives one)' }),
    data: z.unknown().optional().meta({ description: 'Machine-readable detail, e.g. validation issues' }),
    uid: z.string().optional().meta({ description: 'Id of this occurrence (the request id), for support' }),
    key: z.string().meta({ description: 'Stable key clients translate (errors.{key})' }),
  })
  .meta({ title: 'Error', description: 'The body of every error response' });
export type ErrorBody = z.infer<typeof ErrorBody>;

/** One validation issue inside `ErrorBody.data.issues` for key validationError. */
export const ValidationIssue = z.object({
  path: z.array(z.union([z.string(), z.number()])),
  message: z.string(),
  code: z.string(),
});

/** IoT error codes (platform-contract §3 IoT, portal §8). */
export const IotErrorCode = z.enum([
  'expiredCredentials', 'missingCredentials', 'missingUsername', 'missingPassword', 'serviceUnavailable',
  'missingResource', 'badRequest', 'deviceOffline', 'unknown', 'noReadings',
]);
export type IotErrorCode = z.infer<typeof IotErrorCode>;

/** Login error keys the specs name (platform-contract §8, portal §5, §8). */
export const LoginErrorKey = z.enum(['MALFORMED_PERSONAL_NUMBER', 'MALFORMED_ORGANISATION_NUMBER', 'MISSING_USER']);
export type LoginErrorKey = z.infer<typeof LoginErrorKey>;

export interface ErrorCatalogueEntry {
  /** The situation, in the spec's words. */
  readonly situation: string;
  readonly name: string;
  /** HTTP status; null where the spec's outcome is not an HTTP error (logged only, a poll result). */
  readonly status: number | null;
  readonly key: string;
  /** Exact message; `{x}` marks a value filled in. */
  readonly message: string;
  /** Goes into ErrorBody.info. */
  readonly info?: string;
  /** True where a spec leaves name, key or status "not shown" and we chose it. */
  readonly decided?: boolean;
  readonly spec: readonly SpecRef[];
}

const entry = <const E extends ErrorCatalogueEntry>(e: E): E => e;
const P8 = 'portal §8' as const;
const C8 = 'platform-contract §8' as const;
const B8 = 'back-office §8' as const;

/** Every error situation of the three specs, plus the server's own (decided) ones at the end. */
export const errorCatalogue = {
  // —— client runtime (portal §8, platform-contract §8) ——
  couldNotConnectToServer: entry({ situation: 'Network failure', name: 'ConnectionError', status: 500, key: 'couldNotConnectToServer', message: 'Could not connect to server', spec: [P8, C8] }),
  couldNotParseJson: entry({ situation: 'Invalid JSON in a response', name: 'ParseError', status: 500, key: 'couldNotParseData', message: 'Could not parse JSON', spec: [P8, C8] }),
  schemaParsingError: entry({ situation: 'Response fails its schema', name: 'SchemaError', status: 500, key: 'couldNotParseData', message: 'Schema parsing error', spec: [P8, C8] }),
  tooManyRequests: entry({ situation: 'More than 50 identical method+URL requests within 10 s (client side); a throttled guess, message or locked-out identifier (server side, with Retry-After)', name: 'TooManyRequests', status: 429, key: 'tooManyRequests', message: 'Too Many Requests', decided: true, spec: [P8, C8] }),
  timeout: entry({ situation: 'Auth polling timeout', name: 'TimeoutError', status: 408, key: 'timeout', message: 'Timeout', decided: true, spec: [P8, C8] }),
  authErrorWithoutStatus: entry({ situation: 'Auth error without status', name: 'AuthError', status: 401, key: 'unauthorized', message: 'Unauthorized', decided: true, spec: [P8, C8] }),
  missingToken: entry({ situation: 'Invoice link built without a short-lived token', name: 'NotFoundError', status: 404, key: 'missingToken', message: 'Missing token', info: 'Could not create token', decided: true, spec: [P8, C8, B8] }),
  missingAccountId: entry({ situation: 'Missing account id', name: 'NotFoundError', status: 404, key: 'missingAccountId', message: 'Missing accountId', decided: true, spec: [P8, C8] }),
  missingUserId: entry({ situation: 'Missing user id', name: 'NotFoundError', status: 404, key: 'missingUserId', message: 'Missing userId', decided: true, spec: [P8, C8] }),
  invalidToken: entry({ situation: 'Client-side token check: token carries no expiry', name: 'AuthError', status: 401, key: 'invalidToken', message: 'Invalid token', decided: true, spec: [C8, B8, 'portal §5'] }),
  tokenExpired: entry({ situation: 'Client-side token check: expiry is past', name: 'AuthError', status: 401, key: 'tokenExpired', message: 'Token has expired', decided: true, spec: [C8, B8, 'portal §5'] }),
  refreshFailed: entry({ situation: 'Token refresh failure (logged only)', name: 'RefreshError', status: null, key: 'refreshFailed', message: 'Could not refresh token: {statusCode}', decided: true, spec: [P8, C8] }),
  limitReached: entry({ situation: 'Polling helper out of attempts (a result, not a thrown error)', name: 'LIMIT_REACHED', status: null, key: 'LIMIT_REACHED', message: 'LIMIT_REACHED', spec: [C8, B8] }),
  configurationError: entry({ situation: 'Missing setup', name: 'ConfigurationError', status: 500, key: 'configurationError', message: 'Missing configuration: {setting}', decided: true, spec: [P8, C8] }),
  locationToTimeZoneNotSupported: entry({ situation: 'Price zone with no time-zone mapping', name: 'ConfigurationError', status: 400, key: 'locationToTimeZoneNotSupported', message: 'LocationToTimeZone not supported for {code}', decided: true, spec: [C8, B8] }),
  // —— sign-in (portal §5, §8; platform-contract §8) ——
  missingUser: entry({ situation: 'Sign-in without accounts', name: 'NotFoundError', status: 404, key: 'MISSING_USER', message: 'The user does not have any accounts', spec: [P8, C8, 'portal §5'] }),
  malformedPersonalNumber: entry({ situation: 'Private customer id or phone-style identity too short', name: 'LoginError', status: 400, key: 'MALFORMED_PERSONAL_NUMBER', message: 'Malformed personal number', decided: true, spec: [C8, 'portal §5'] }),
  malformedOrganisationNumber: entry({ situation: 'Company organisation id too short', name: 'LoginError', status: 400, key: 'MALFORMED_ORGANISATION_NUMBER', message: 'Malformed organisation number', decided: true, spec: [C8, 'portal §5'] }),
  messageText: entry({ situation: 'Login error whose server message is shown as is', name: 'LoginError', status: 400, key: 'MessageText', message: '{message}', spec: [P8] }),
  accountCreationRequired: entry({ situation: 'Token fetch for a sign-in without an account: start account creation', name: 'ConflictError', status: 409, key: 'accountCreationRequired', message: 'The account must be created before tokens are issued', decided: true, spec: [P8, 'platform-contract §4'] }),
  // —— back office (back-office §8) ——
  duplicateSecretKey: entry({ situation: 'Secret definitions hold the same key twice', name: 'ConfigurationError', status: 500, key: 'duplicateSecretKey', message: 'Duplicate secret key found', decided: true, spec: [B8] }),
  failedToFetchMonitoringAlerts: entry({ situation: 'Monitoring alerts cannot be read', name: 'UpstreamError', status: 502, key: 'failedToFetchMonitoringAlerts', message: 'Failed to fetch monitoring alerts', decided: true, spec: [B8, 'platform-contract §7 Accounts'] }),
  failedToFetchLatestSettingsRelease: entry({ situation: 'Latest settings release cannot be read', name: 'UpstreamError', status: 502, key: 'failedToFetchLatestSettingsRelease', message: 'Failed to fetch latest settings release', decided: true, spec: [B8] }),
  integrationNotConfigured: entry({ situation: 'A call passes an integration through that this installation has not configured', name: 'UpstreamError', status: 503, key: 'integrationNotConfigured', message: 'The integration is not configured', decided: true, spec: [B8] }),
  failedToFetchOreganoData: entry({ situation: 'The Oregano integration refused, failed or answered no JSON object', name: 'UpstreamError', status: 502, key: 'failedToFetchOreganoData', message: 'Failed to fetch Oregano data', decided: true, spec: [B8] }),
  missingAccessToken: entry({ situation: 'IoT authorisation started without an access token', name: 'MissingUser', status: 404, key: 'missingAccessToken', message: 'Missing accessToken', decided: true, spec: [B8, 'platform-contract §7 IoT'] }),
  // —— §5 validation messages: answered as validationError with the rule's exact message ——
  inboxMissingTitle: entry({ situation: 'Inbox item without title', name: 'ValidationError', status: 400, key: 'validationError', message: 'missing title', spec: [B8, 'platform-contract §3 Inbox and notifications'] }),
  inboxMissingBody: entry({ situation: 'Inbox item without body', name: 'ValidationError', status: 400, key: 'validationError', message: 'missing body', spec: [B8, 'platform-contract §3 Inbox and notifications'] }),
  inboxMissingType: entry({ situation: 'Inbox item without type', name: 'ValidationError', status: 400, key: 'validationError', message: 'missing type', spec: [B8, 'platform-contract §3 Inbox and notifications'] }),
  inboxMissingCreatedBy: entry({ situation: 'Inbox item without createdBy', name: 'ValidationError', status: 400, key: 'validationError', message: 'missing createdBy', spec: [B8, 'platform-contract §3 Inbox and notifications'] }),
  inboxMissingNavigationType: entry({ situation: 'Inbox item without navigation type', name: 'ValidationError', status: 400, key: 'validationError', message: 'missing navigationParams type', spec: [B8, 'platform-contract §3 Inbox and notifications'] }),
  inboxInvalidNavigationType: entry({ situation: 'Navigation type not allowed for the item type', name: 'ValidationError', status: 400, key: 'validationError', message: 'invalid navigation type', spec: [B8, 'platform-contract §3 Inbox and notifications'] }),
  inboxInvalidMonthDateKey: entry({ situation: 'Monthly report item without a 20YY-MM month key', name: 'ValidationError', status: 400, key: 'validationError', message: 'invalid monthDateKey', spec: [B8, 'platform-contract §3 Inbox and notifications'] }),
  inboxInvalidUrlName: entry({ situation: 'External url without a name', name: 'ValidationError', status: 400, key: 'validationError', message: 'invalid url name', spec: [B8, 'platform-contract §3 Inbox and notifications'] }),
  inboxInvalidUrlTarget: entry({ situation: 'External url target not a public http/https/ftp URL in every language', name: 'ValidationError', status: 400, key: 'validationError', message: 'invalid url target', spec: [B8, 'platform-contract §3 Inbox and notifications'] }),
  homesideAccountNameRequired: entry({ situation: 'Homeside enabled without an account name', name: 'ValidationError', status: 400, key: 'validationError', message: 'Account name is required when the feature is enabled', spec: [B8] }),
  homesideAccountNameEmpty: entry({ situation: 'Homeside account name blank', name: 'ValidationError', status: 400, key: 'validationError', message: 'Account name cannot be empty', spec: [B8] }),
  invalidProvider: entry({ situation: 'Device id with an unknown provider part', name: 'ValidationError', status: 400, key: 'validationError', message: '"{value}" is not a valid Provider', spec: [P8, 'platform-contract §5'] }),
  invalidVendorType: entry({ situation: 'Device id with an invalid vendor type part', name: 'ValidationError', status: 400, key: 'validationError', message: '"{value}" is not a valid VendorType', spec: [P8, 'platform-contract §5'] }),
  invalidVendor: entry({ situation: 'Device id with an invalid vendor part', name: 'ValidationError', status: 400, key: 'validationError', message: '"{value}" is not a valid Vendor', spec: [P8, 'platform-contract §5'] }),
  invalidDeviceId: entry({ situation: 'Device id with an invalid device part', name: 'ValidationError', status: 400, key: 'validationError', message: '"{value}" is not a valid DeviceId', spec: [P8, 'platform-contract §5'] }),
  notCorrectlyFormatted: entry({ situation: 'Device or vendor id with the wrong number of parts', name: 'ValidationError', status: 400, key: 'validationError', message: 'Value is not correctly formatted', spec: [P8, 'platform-contract §5'] }),
  // —— IoT errors (platform-contract §3 IoT, portal §8) ——
  iotExpiredCredentials: entry({ situation: 'IoT: expired credentials', name: 'IotError', status: 401, key: 'expiredCredentials', message: 'The credentials for the device provider have expired', decided: true, spec: [P8, 'platform-contract §3 IoT'] }),
  iotMissingCredentials: entry({ situation: 'IoT: missing credentials', name: 'IotError', status: 400, key: 'missingCredentials', message: 'Credentials for the device provider are missing', decided: true, spec: [P8, 'platform-contract §3 IoT'] }),
  iotMissingUsername: entry({ situation: 'IoT: missing username', name: 'IotError', status: 400, key: 'missingUsername', message: 'A username is required', decided: true, spec: [P8, 'platform-contract §3 IoT'] }),
  iotMissingPassword: entry({ situation: 'IoT: missing password', name: 'IotError', status: 400, key: 'missingPassword', message: 'A password is required', decided: true, spec: [P8, 'platform-contract §3 IoT'] }),
  iotServiceUnavailable: entry({ situation: 'IoT: service unavailable', name: 'IotError', status: 503, key: 'serviceUnavailable', message: 'The device provider is unavailable', decided: true, spec: [P8, 'platform-contract §3 IoT'] }),
  iotMissingResource: entry({ situation: 'IoT: missing resource', name: 'IotError', status: 404, key: 'missingResource', message: 'The device or resource was not found', decided: true, spec: [P8, 'platform-contract §3 IoT'] }),
  iotBadRequest: entry({ situation: 'IoT: bad request', name: 'IotError', status: 400, key: 'badRequest', message: 'The device provider refused the request', decided: true, spec: [P8, 'platform-contract §3 IoT'] }),
  iotDeviceOffline: entry({ situation: 'IoT: device offline', name: 'IotError', status: 409, key: 'deviceOffline', message: 'The device is offline', decided: true, spec: [P8, 'platform-contract §3 IoT'] }),
  iotUnknown: entry({ situation: 'IoT: unknown', name: 'IotError', status: 502, key: 'unknown', message: 'Unknown device provider error', decided: true, spec: [P8, 'platform-contract §3 IoT'] }),
  iotNoReadings: entry({ situation: 'IoT: no readings', name: 'IotError', status: 404, key: 'noReadings', message: 'The device has no readings', decided: true, spec: [P8, 'platform-contract §3 IoT'] }),
  // —— the server's own (platform-contract §8: "other server error keys: not shown") ——
  validationError: entry({ situation: 'Request fails its schema (params, query or body)', name: 'ValidationError', status: 400, key: 'validationError', message: '{first issue message}', decided: true, spec: [C8] }),
  unauthorized: entry({ situation: 'No valid token for a call that needs one', name: 'AuthError', status: 401, key: 'unauthorized', message: 'Unauthorized', decided: true, spec: [C8] }),
  forbidden: entry({ situation: 'Token valid but its scope, role or organisation does not reach this', name: 'ForbiddenError', status: 403, key: 'forbidden', message: 'Forbidden', decided: true, spec: [C8] }),
  notFound: entry({ situation: 'No such resource (or not visible to the caller)', name: 'NotFoundError', status: 404, key: 'notFound', message: 'Not found', decided: true, spec: [C8] }),
  syncFailed: entry({ situation: 'An environment sync target refused or could not be reached', name: 'UpstreamError', status: 502, key: 'syncFailed', message: 'Sync to the target environment failed', decided: true, spec: [B8] }),
  conflict: entry({ situation: 'The change conflicts with what is stored (duplicate key, status move not allowed)', name: 'ConflictError', status: 409, key: 'conflict', message: 'Conflict', decided: true, spec: [C8] }),
  errorNoAccount: entry({ situation: 'A proven identity (BankID, support mode) with no account; password sign-ins never answer it (docs/decisions.md "Throttling guesses")', name: 'LoginError', status: 401, key: 'errorNoAccount', message: 'No account with that username', decided: true, spec: [P8] }),
  errorWrongPassword: entry({ situation: 'Password or PIN sign-in with a wrong password or an unknown username, alike (shown under the password field)', name: 'LoginError', status: 401, key: 'errorWrongPassword', message: 'Wrong username or password', decided: true, spec: [P8] }),
  wrongCurrentPassword: entry({ situation: 'A signed-in user changes their password without the right current one (400, not 401: a 401 would sign them out)', name: 'ValidationError', status: 400, key: 'wrongCurrentPassword', message: 'The current password is wrong', decided: true, spec: [C8] }),
  payloadTooLarge: entry({ situation: 'Request body over the size limit', name: 'PayloadTooLargeError', status: 413, key: 'payloadTooLarge', message: 'Payload too large', decided: true, spec: [C8] }),
  uriTooLong: entry({ situation: 'Request URL over the length limit', name: 'UriTooLongError', status: 414, key: 'uriTooLong', message: 'URI too long', decided: true, spec: [C8] }),
  headersTooLarge: entry({ situation: 'Request headers over the size limit', name: 'HeadersTooLargeError', status: 431, key: 'headersTooLarge', message: 'Request header fields too large', decided: true, spec: [C8] }),
  notImplemented: entry({ situation: 'Operation in the contract with no handler yet', name: 'NotImplementedError', status: 501, key: 'notImplemented', message: 'Not implemented', decided: true, spec: [C8] }),
  internalError: entry({ situation: 'Unexpected server failure (details never leak)', name: 'InternalServerError', status: 500, key: 'internalError', message: 'Internal server error', decided: true, spec: [C8] }),
  chatScriptNotAllowed: entry({ situation: 'A feature-flags draft or release names a chat widget script from an origin the platform does not allow', name: 'ValidationError', status: 400, key: 'chatScriptNotAllowed', message: 'The chat widget script {url} is not from an origin the platform allows', decided: true, spec: [B8, 'portal §1'] }),
} as const satisfies Record<string, ErrorCatalogueEntry>;

export type ErrorId = keyof typeof errorCatalogue;

/** Fills a catalogue message's `{name}` placeholders; unknown ones stay as written. */
export function fillMessage(template: string, values: Readonly<Record<string, string | number>> = {}): string {
  return template.replace(/\{([^{}]+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** What may change in an error body built from a catalogue entry. */
export interface ErrorBodyOptions {
  /** Values for the message's `{placeholders}`. */
  readonly values?: Readonly<Record<string, string | number>>;
  /** Replaces the catalogue message (a rule's exact message, the first validation issue). */
  readonly message?: string;
  readonly data?: unknown;
  readonly info?: string;
  readonly uid?: string;
}

/** The error body of a catalogue entry with an HTTP status: what the server sends and the client raises. */
export function catalogueErrorBody(entry: ErrorCatalogueEntry & { readonly status: number }, options: ErrorBodyOptions = {}): ErrorBody {
  const info = options.info ?? entry.info;
  return {
    name: entry.name,
    status: entry.status,
    key: entry.key,
    message: options.message ?? fillMessage(entry.message, options.values),
    ...(info === undefined ? {} : { info }),
    ...(options.data === undefined ? {} : { data: options.data }),
    ...(options.uid === undefined ? {} : { uid: options.uid }),
  };
}

/** Rules of the catalogues that are behaviour rather than one error (kept here so nothing is lost). */
export const errorBehaviour = [
  'Any status of 400 or above builds the error from the response body\'s name, message, data, uid and key (portal §8, platform-contract §8).',
  'Status 500 or above is fatal (portal §8, platform-contract §8).',
  'A 401 marks the error as requiring sign-out (portal §6, platform-contract §6).',
  'A 409 on token fetch starts account creation (portal §8, platform-contract §4).',
  'Service status check failure: the error\'s data is returned if present, otherwise a gateway entry with status 500 (back-office §8, platform-contract §7).',
  'Backend info failure returns an empty object (back-office §8, platform-contract §7).',
  'Update failures of user data end the loading state without a message (back-office §8, portal §4).',
  'Data load, invoice and location-switch failures are only logged and stop the loading indicator; charts then show \'No data for period\' and the history empties (portal §2 Analysis, §8).',
  'Device actions answer success true, or failure with a code: HVAC state unchanged, bad state — DeviceActionErrorCode in iot-devices.ts; a result, not an HTTP error (platform-contract §3 IoT, portal §8).',
  'An empty third-party inquiry list shows \'No requests to handle yet\' (portal §8; agreement.ts).',
  'Sign-out failure is only logged (portal §8).',
  'Translation failure or empty translations show the error screen (portal §8).',
  'Login errors are shown as translated errors.{key}; MessageText shows the server message; PIN and company login fall back to a generic bank-id-app error (portal §8).',
] as const;

export const errorsDomain = defineDomain({
  name: 'errors',
  spec: [P8, C8, B8],
  enums: { IotErrorCode, LoginErrorKey },
  entities: { ErrorBody, ValidationIssue },
});
