/**
 * API tokens of organisations (back-office §7 API tokens). The token value is answered only by create;
 * DELETE revokes (docs/decisions.md "API token value and lifecycle").
 */
import { z } from 'zod';
import { ok } from '../core/envelope.js';
import { ApiToken, ApiTokenListQuery, ApiTokenMeta, CreateApiTokenBody, UpdateApiTokenBody } from '../api-token.js';
import { access } from './access.js';
import { defineArea, endpoint, errors } from './define.js';
import { IdParams } from './params.js';

const T = 'back-office §7 API tokens' as const;
const LIFECYCLE = 'API token value and lifecycle' as const;

/** Who manages API tokens (ours: docs/decisions.md "Back-office access"). */
const tokenManagers = access.staff('ADMIN', 'ORG_ADMIN', 'ORG_DEVELOPER');

export const apiTokensArea = defineArea('api-tokens', "Organisations' API tokens: list, create, change, revoke", {
  listApiTokens: endpoint({
    method: 'GET',
    path: '/v3/admins/apitokens',
    summary: "List an organisation's API tokens, or look one up by its value",
    description: 'Query organisation, or query token (exactly one). Values are never listed: each token carries tokenHint.',
    query: ApiTokenListQuery,
    responses: { 200: ok(z.array(ApiTokenMeta)) },
    access: access.staff('ADMIN', 'SERVICE', 'ORG_ADMIN', 'ORG_DEVELOPER'),
    spec: [T, 'back-office §3 ApiToken'],
    decision: LIFECYCLE,
  }),
  createApiToken: endpoint({
    method: 'POST',
    path: '/v3/admins/apitokens',
    summary: 'Create an API token; the answer is the only time its value is shown',
    body: CreateApiTokenBody,
    responses: { 201: ok(ApiToken), ...errors(409) },
    access: tokenManagers,
    spec: [T, 'back-office §5'],
    decision: LIFECYCLE,
  }),
  updateApiToken: endpoint({
    method: 'PATCH',
    path: '/v3/admins/apitokens/{id}',
    summary: "Rename an API token or change its scopes or expiry",
    params: IdParams,
    body: UpdateApiTokenBody,
    responses: { 200: ok(ApiTokenMeta), ...errors(404, 409) },
    access: tokenManagers,
    spec: T,
    decision: LIFECYCLE,
  }),
  deleteApiToken: endpoint({
    method: 'DELETE',
    path: '/v3/admins/apitokens/{id}',
    summary: 'Revoke an API token (sets revokedAt and revokedBy; the record stays for the audit trail)',
    params: IdParams,
    responses: { 200: ok(ApiTokenMeta), ...errors(404) },
    access: tokenManagers,
    spec: T,
    decision: LIFECYCLE,
  }),
});
