/**
 * Handlers of the api-tokens area (schemas/endpoints/api-tokens.ts). A token is 256 random bits,
 * stored as its SHA-256 only and shown once in the create answer; the list shows tokenHint (the
 * last four characters). DELETE revokes and keeps the row (docs/decisions.md "API token value and
 * lifecycle"). The verifier (auth/api-token-auth.ts) keeps lastUsedAt and honours expiry and revocation.
 */
import type { ApiTokenMeta } from '../../../schemas/api-token.js';
import { apiTokensArea } from '../../../schemas/endpoints/api-tokens.js';
import { defineHandlers } from '../contract/handlers.js';
import { problem } from '../errors.js';
import { recordAudit } from '../audit.js';
import { reachesOrganisation } from '../auth/principal.js';
import { newId, randomToken, tokenHash } from '../ids.js';
import { organisationExists } from '../repositories/admins.js';
import * as repo from '../repositories/api-tokens.js';
import { reachOrNotFound, staffCaller } from './admins.js';

const TOKEN_BYTES = 32;
const HINT_LENGTH = 4;
export const EXPIRY_IN_PAST = 'expiresAt must be in the future';

function checkExpiry(expiresAt: Date | null | undefined, now: Date): void {
  if (expiresAt && expiresAt.getTime() <= now.getTime()) throw problem('validationError', { message: EXPIRY_IN_PAST });
}

const nameTaken = (name: string) => problem('conflict', { message: `An active API token named ${name} exists` });

export const apiTokensHandlers = defineHandlers(apiTokensArea, {
  async listApiTokens(ctx) {
    const db = ctx.services.db;
    if (ctx.query.organisation !== undefined) return { data: await repo.listByOrganisation(db, ctx.query.organisation) };
    // Looking a token up by its value: a token of another organisation is simply not found for ORG_* callers.
    const found = await repo.findByHash(db, tokenHash(ctx.query.token ?? ''));
    return { data: found && reachesOrganisation(ctx.principal, found.organisation) ? [found] : [] };
  },

  async createApiToken(ctx) {
    const caller = staffCaller(ctx.principal);
    const { organisation, name, tokenScopes, expiresAt } = ctx.body;
    if (!reachesOrganisation(caller, organisation)) throw problem('forbidden');
    const now = ctx.services.clock.now();
    checkExpiry(expiresAt, now);
    const token = randomToken(TOKEN_BYTES);
    const meta: ApiTokenMeta = {
      _id: newId(now), organisation, name, tokenScopes, issuedBy: caller.adminId, expiresAt: expiresAt ?? null,
      createdAt: now, lastUsedAt: null, revokedAt: null, revokedBy: null, tokenHint: token.slice(-HINT_LENGTH),
    };
    return ctx.services.db.tx(async (q) => {
      if (!(await organisationExists(q, organisation))) throw problem('validationError', { message: `Organisation ${organisation} does not exist` });
      if (await repo.activeNameTaken(q, organisation, name)) throw nameTaken(name);
      await repo.insertToken(q, meta, tokenHash(token));
      await recordAudit(q, { principal: caller, requestId: ctx.requestId, now }, { action: 'create', resource: 'api-tokens', resourceId: meta._id, organisation, after: meta });
      const { tokenHint: _hint, ...fields } = meta;
      return { data: { ...fields, token } };
    });
  },

  async updateApiToken(ctx) {
    const caller = staffCaller(ctx.principal);
    const now = ctx.services.clock.now();
    checkExpiry(ctx.body.expiresAt, now);
    return ctx.services.db.tx(async (q) => {
      const before = reachOrNotFound(caller, await repo.findToken(q, ctx.params.id, true), (t) => t.organisation);
      if (before.revokedAt) throw problem('conflict', { message: 'A revoked API token cannot be changed' });
      const { name, tokenScopes, expiresAt } = ctx.body;
      if (name !== undefined && (await repo.activeNameTaken(q, before.organisation, name, before._id))) throw nameTaken(name);
      const after: ApiTokenMeta = {
        ...before,
        ...(name === undefined ? {} : { name }),
        ...(tokenScopes === undefined ? {} : { tokenScopes }),
        ...(expiresAt === undefined ? {} : { expiresAt }),
      };
      await repo.updateToken(q, after);
      await recordAudit(q, { principal: caller, requestId: ctx.requestId, now }, { action: 'update', resource: 'api-tokens', resourceId: after._id, organisation: after.organisation, before, after });
      return { data: after };
    });
  },

  async deleteApiToken(ctx) {
    const caller = staffCaller(ctx.principal);
    const now = ctx.services.clock.now();
    return ctx.services.db.tx(async (q) => {
      const before = reachOrNotFound(caller, await repo.findToken(q, ctx.params.id, true), (t) => t.organisation);
      // Revoking twice changes nothing: the first revocation's time and admin stay on record.
      if (before.revokedAt) return { data: before };
      const after: ApiTokenMeta = { ...before, revokedAt: now, revokedBy: caller.adminId };
      await repo.updateToken(q, after);
      await recordAudit(q, { principal: caller, requestId: ctx.requestId, now }, { action: 'revoke', resource: 'api-tokens', resourceId: after._id, organisation: after.organisation, before, after });
      return { data: after };
    });
  },
});
