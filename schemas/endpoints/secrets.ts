/**
 * Per-organisation secrets and their environment sync (back-office §6, §7 Secrets). Mutations answer
 * `Success`. ADMIN, SUPPORT and SERVICE reach every secret; ORG_ADMIN only customer-facing ones
 * (the server filters: back-office §6). Sync path ours (docs/decisions.md "Secret environment sync").
 */
import { z } from 'zod';
import { Success, ok } from '../core/envelope.js';
import { OrganisationCode } from '../core/primitives.js';
import { Secret, SecretKey, SecretMeta, SecretSyncBody, SecretValueBody } from '../secret.js';
import { access } from './access.js';
import { defineArea, endpoint, errors } from './define.js';
import { OrgParams } from './params.js';

const S = 'back-office §7 Secrets' as const;
const R6 = 'back-office §6' as const;

/** back-office §6: admin, support and service see all secrets; org admin only customer-facing ones. */
const secretAccess = access.staff('ADMIN', 'SUPPORT', 'SERVICE', 'ORG_ADMIN');
const OrgKey = OrgParams.extend({ key: SecretKey });
const FILTER = 'ORG_ADMIN reaches only customer-facing secrets (linked configuration visibleForCustomers); others answer 404 for it.';

export const secretsArea = defineArea('secrets', "Organisations' secrets: metadata, values, changes and environment sync", {
  listSecretMeta: endpoint({
    method: 'GET',
    path: '/v4/secrets/meta',
    summary: "List an organisation's secrets without their values",
    description: FILTER,
    query: z.object({ organisation: OrganisationCode }),
    responses: { 200: ok(z.array(SecretMeta)) },
    access: secretAccess,
    spec: [S, R6],
  }),
  getSecretMeta: endpoint({
    method: 'GET',
    path: '/v4/secrets/{org}/{key}/meta',
    summary: 'Read a secret without its value',
    description: FILTER,
    params: OrgKey,
    responses: { 200: ok(SecretMeta), ...errors(404) },
    access: secretAccess,
    spec: [S, R6],
  }),
  getSecret: endpoint({
    method: 'GET',
    path: '/v4/secrets/{org}/{key}',
    summary: 'Read a secret with its value',
    description: FILTER,
    params: OrgKey,
    responses: { 200: ok(Secret), ...errors(404) },
    access: secretAccess,
    spec: [S, R6],
  }),
  createSecret: endpoint({
    method: 'POST',
    path: '/v4/secrets/{org}/{key}',
    summary: 'Store a secret (value trimmed, at least 1 character)',
    description: FILTER,
    params: OrgKey,
    body: SecretValueBody,
    responses: { 201: Success, ...errors(409) },
    access: secretAccess,
    spec: [S, R6, 'back-office §5'],
  }),
  updateSecret: endpoint({
    method: 'PUT',
    path: '/v4/secrets/{org}/{key}',
    summary: "Replace a secret's value",
    description: FILTER,
    params: OrgKey,
    body: SecretValueBody,
    responses: { 200: Success, ...errors(404) },
    access: secretAccess,
    spec: [S, R6, 'back-office §5'],
  }),
  deleteSecret: endpoint({
    method: 'DELETE',
    path: '/v4/secrets/{org}/{key}',
    summary: 'Remove a secret',
    description: FILTER,
    params: OrgKey,
    responses: { 200: Success, ...errors(404) },
    access: secretAccess,
    spec: [S, R6],
  }),
  syncSecrets: endpoint({
    method: 'POST',
    path: '/v4/secrets/sync',
    summary: 'Push secrets to another environment (local, staging or develop)',
    description: 'The server writes each secret in the target environment with PUT /v4/secrets/{org}/{key}, authorised by the given token of that environment. Answers whether every secret was written.',
    body: SecretSyncBody,
    responses: { 200: Success, ...errors(502) },
    access: access.platform,
    spec: [S, 'back-office §4', 'back-office §5'],
    decision: 'Secret environment sync',
  }),
});
