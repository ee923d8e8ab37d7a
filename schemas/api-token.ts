/**
 * API tokens (back-office §3 ApiToken, §5, §7 API tokens, §9).
 * The token value is shown only at creation (docs/decisions.md "API token value and lifecycle").
 * Enums first, then entities, then rules; the manifest last.
 */
import { z } from 'zod';
import { defineDomain, rule } from './core/domain.js';
import { ObjectId, OrganisationCode, Timestamp } from './core/primitives.js';
import { EMPTY_UPDATE_MESSAGE } from './core/refinements.js';

/** What an organisation's API token may do (back-office §3). */
export const ApiTokenScope = z.enum(['syncAccount', 'getLocations', 'sendMessage']);
export type ApiTokenScope = z.infer<typeof ApiTokenScope>;

/** back-office §5, §9: "API token name: min 3 characters". */
export const API_TOKEN_NAME_MIN_LENGTH = 3;
export const API_TOKEN_NAME_TOO_SHORT = `API token name must be at least ${API_TOKEN_NAME_MIN_LENGTH} characters`;
export const API_TOKEN_LIST_QUERY_MESSAGE = 'Give either organisation or token';
export const API_TOKEN_SCOPES_EMPTY = 'Choose at least one scope';

const TokenName = z.string().trim().min(API_TOKEN_NAME_MIN_LENGTH, API_TOKEN_NAME_TOO_SHORT).max(100);
/** The scopes a create or change body gives: at least one. */
const TokenScopes = z.array(ApiTokenScope).min(1, API_TOKEN_SCOPES_EMPTY);

const apiTokenFields = {
  _id: ObjectId.meta({ 'x-ui': { readonly: true, hidden: true } }),
  organisation: OrganisationCode.meta({ title: 'Organisation', 'x-ui': { order: 1 } }),
  name: z.string().min(API_TOKEN_NAME_MIN_LENGTH).meta({ title: 'Name', 'x-ui': { order: 2 } }),
  tokenScopes: z.array(ApiTokenScope).min(1).meta({ title: 'Scopes', 'x-ui': { order: 3, widget: 'checkboxes' } }),
  issuedBy: ObjectId.meta({ title: 'Issued by', description: 'Admin who created it', 'x-ui': { readonly: true } }),
  expiresAt: Timestamp.nullable().meta({ title: 'Expires', description: 'null: never', 'x-ui': { order: 4 } }),
  createdAt: Timestamp.meta({ title: 'Created', 'x-ui': { readonly: true } }),
  lastUsedAt: Timestamp.nullable().meta({ title: 'Last used', description: 'null: never used', 'x-ui': { readonly: true } }),
  revokedAt: Timestamp.nullable().meta({ title: 'Revoked', description: 'null: active', 'x-ui': { readonly: true } }),
  revokedBy: ObjectId.nullable().meta({ title: 'Revoked by', 'x-ui': { readonly: true } }),
};

/**
 * back-office §3 ApiToken: "_id, token, organisation, name, tokenScopes, issuedBy, expiresAt,
 * createdAt, lastUsedAt, revokedAt, revokedBy", as the create call answers it (with the token value).
 */
export const ApiToken = z
  .object({
    ...apiTokenFields,
    token: z.string().min(1).meta({ title: 'Token', description: 'Shown once, at creation', 'x-ui': { readonly: true } }),
  })
  .meta({ title: 'API token' });
export type ApiToken = z.infer<typeof ApiToken>;

/** back-office §7 GET /v3/admins/apitokens: the token as listed: without its value, with its last four characters. */
export const ApiTokenMeta = z
  .object({
    ...apiTokenFields,
    tokenHint: z.string().max(4).meta({ title: 'Ends with', description: 'Last characters of the token', 'x-ui': { readonly: true } }),
  })
  .meta({ title: 'API token' });
export type ApiTokenMeta = z.infer<typeof ApiTokenMeta>;

/** back-office §5: "name at least 3 characters; scopes only from syncAccount, getLocations, sendMessage; the create body is strict". */
export const CreateApiTokenBody = z
  .strictObject({
    organisation: OrganisationCode.meta({ title: 'Organisation' }),
    name: TokenName.meta({ title: 'Name' }),
    tokenScopes: TokenScopes.meta({ title: 'Scopes', 'x-ui': { widget: 'checkboxes' } }),
    expiresAt: Timestamp.nullable().optional().meta({ title: 'Expires', description: 'Absent or null: never' }),
  })
  .meta({ title: 'New API token' });
export type CreateApiTokenBody = z.infer<typeof CreateApiTokenBody>;

/** back-office §7 PATCH /v3/admins/apitokens/{id}: rename, change scopes or expiry (strict, like create). */
export const UpdateApiTokenBody = z
  .strictObject({
    name: TokenName.optional(),
    tokenScopes: TokenScopes.optional(),
    expiresAt: Timestamp.nullable().optional(),
  })
  .refine((b) => Object.keys(b).length > 0, { message: EMPTY_UPDATE_MESSAGE })
  .meta({ title: 'API token change' });
export type UpdateApiTokenBody = z.infer<typeof UpdateApiTokenBody>;

/** back-office §7 GET /v3/admins/apitokens: "query organisation, or query token" — exactly one of the two. */
export const ApiTokenListQuery = z
  .object({
    organisation: OrganisationCode.optional(),
    token: z.string().min(1).optional(),
  })
  .refine((q) => (q.organisation === undefined) !== (q.token === undefined), { message: API_TOKEN_LIST_QUERY_MESSAGE });

export const apiTokenDomain = defineDomain({
  name: 'api-token',
  spec: ['back-office §3 ApiToken', 'back-office §5', 'back-office §7 API tokens', 'back-office §9'],
  enums: { ApiTokenScope },
  entities: { ApiToken, ApiTokenMeta, CreateApiTokenBody, UpdateApiTokenBody },
  rules: {
    createApiTokenBody: rule({
      spec: 'back-office §5',
      summary: 'API token: name at least 3 characters; scopes only from syncAccount, getLocations, sendMessage; the create body is strict',
      schema: CreateApiTokenBody,
      messages: [API_TOKEN_NAME_TOO_SHORT],
    }),
    apiTokenListQuery: rule({
      spec: 'back-office §7 API tokens',
      summary: 'GET /v3/admins/apitokens takes query organisation, or query token',
      schema: ApiTokenListQuery,
      messages: [API_TOKEN_LIST_QUERY_MESSAGE],
    }),
  },
});
