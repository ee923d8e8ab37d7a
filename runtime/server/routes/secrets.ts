/**
 * Handlers of the secrets area (schemas/endpoints/secrets.ts; back-office §3, §5, §6, §7). Values
 * are sealed by the secret box (AES-256-GCM) before they reach the database and opened only by
 * getSecret; meta calls never open them. ADMIN, SUPPORT and SERVICE reach every secret; ORG_ADMIN
 * only customer-facing ones (the linked feature configuration's visibleForCustomers in the latest
 * published release); any other secret is 404 for it, as if absent. Audit entries never hold values.
 */
import { AUDIT_REDACTED } from '../../../schemas/audit.js';
import { isCustomerFacingSecret, type SecretKey, type SecretMeta, type SecretSyncItem, type SyncTarget } from '../../../schemas/secret.js';
import { secretsArea } from '../../../schemas/endpoints/secrets.js';
import { defineHandlers } from '../contract/handlers.js';
import { problem } from '../errors.js';
import { recordAudit } from '../audit.js';
import type { Queryable } from '../db/database.js';
import type { Principal } from '../auth/principal.js';
import { newId } from '../ids.js';
import * as repo from '../repositories/secrets.js';
import { staffCaller } from './admins.js';
import { boundOrganisation } from '../auth/principal.js';

/** How long one write to a sync target may take. */
const SYNC_TIMEOUT_MS = 10_000;

/** Whether `principal` may see this secret: platform scopes always, ORG_ADMIN only customer-facing ones. */
async function visibility(q: Queryable, principal: Principal, organisation: string): Promise<(key: SecretKey) => boolean> {
  if (boundOrganisation(principal) === undefined) return () => true;
  const configurations = await repo.latestFeatureConfigurations(q, organisation);
  return (key) => isCustomerFacingSecret(key, configurations);
}

async function checkVisible(q: Queryable, principal: Principal, organisation: string, key: SecretKey): Promise<void> {
  if (!(await visibility(q, principal, organisation))(key)) throw problem('notFound');
}

const stripSealed = ({ sealed: _sealed, ...meta }: SecretMeta & { sealed: Buffer }): SecretMeta => meta;

/** Writes one secret in the target environment through its own API: PUT, or POST when it has none yet. */
async function pushSecret(base: string, token: string, item: SecretSyncItem): Promise<boolean> {
  const url = `${base}/v4/secrets/${encodeURIComponent(item.organisation)}/${encodeURIComponent(item.key)}`;
  const send = (method: 'PUT' | 'POST') => fetch(url, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ value: item.value }),
    signal: AbortSignal.timeout(SYNC_TIMEOUT_MS),
  });
  let res = await send('PUT');
  if (res.status === 404) res = await send('POST');
  return res.ok;
}

export const secretsHandlers = defineHandlers(secretsArea, {
  async listSecretMeta(ctx) {
    const db = ctx.services.db;
    const visible = await visibility(db, ctx.principal, ctx.query.organisation);
    return { data: (await repo.listSecrets(db, ctx.query.organisation)).filter((s) => visible(s.key)) };
  },

  async getSecretMeta(ctx) {
    const db = ctx.services.db;
    await checkVisible(db, ctx.principal, ctx.params.org, ctx.params.key);
    const secret = await repo.findSecret(db, ctx.params.org, ctx.params.key);
    if (!secret) throw problem('notFound');
    return { data: stripSealed(secret) };
  },

  async getSecret(ctx) {
    const db = ctx.services.db;
    await checkVisible(db, ctx.principal, ctx.params.org, ctx.params.key);
    const secret = await repo.findSecret(db, ctx.params.org, ctx.params.key);
    if (!secret) throw problem('notFound');
    let value: string;
    try {
      value = ctx.services.secretBox.open(secret.sealed);
    } catch {
      // Tampered bytes or another key: say so in the log (without bytes), tell the caller nothing.
      ctx.services.log.error({ secretId: secret._id, organisation: secret.organisation, key: secret.key }, 'stored secret failed to decrypt');
      throw problem('internalError');
    }
    return { data: { ...stripSealed(secret), value } };
  },

  async createSecret(ctx) {
    const caller = staffCaller(ctx.principal);
    const { org, key } = ctx.params;
    const now = ctx.services.clock.now();
    await ctx.services.db.tx(async (q) => {
      await checkVisible(q, caller, org, key);
      if (!(await repo.organisationExists(q, org))) throw problem('notFound');
      const meta: repo.NewSecretMeta = { _id: newId(now), key, organisation: org, createdAt: now, updatedAt: now, updatedBy: caller.adminId };
      if (!(await repo.insertSecret(q, meta, ctx.services.secretBox.seal(ctx.body.value)))) throw problem('conflict', { message: `Secret ${key} of ${org} exists` });
      await recordAudit(q, { principal: caller, requestId: ctx.requestId, now }, {
        action: 'create', resource: 'secrets', resourceId: meta._id, organisation: org, after: { ...meta, value: AUDIT_REDACTED },
      });
    });
    return { data: true };
  },

  async updateSecret(ctx) {
    const caller = staffCaller(ctx.principal);
    const { org, key } = ctx.params;
    const now = ctx.services.clock.now();
    await ctx.services.db.tx(async (q) => {
      await checkVisible(q, caller, org, key);
      const secret = await repo.findSecret(q, org, key, true);
      if (!secret) throw problem('notFound');
      await repo.updateSecret(q, secret._id, ctx.services.secretBox.seal(ctx.body.value), now, caller.adminId);
      // The values are never compared or logged: the entry says only that the value was replaced.
      await recordAudit(q, { principal: caller, requestId: ctx.requestId, now }, {
        action: 'update', resource: 'secrets', resourceId: secret._id, organisation: org,
        changes: [
          { path: 'value', before: AUDIT_REDACTED, after: AUDIT_REDACTED },
          ...(secret.updatedBy === caller.adminId ? [] : [{ path: 'updatedBy', before: secret.updatedBy, after: caller.adminId }]),
        ],
      });
    });
    return { data: true };
  },

  async deleteSecret(ctx) {
    const caller = staffCaller(ctx.principal);
    const { org, key } = ctx.params;
    const now = ctx.services.clock.now();
    await ctx.services.db.tx(async (q) => {
      await checkVisible(q, caller, org, key);
      const secret = await repo.findSecret(q, org, key, true);
      if (!secret) throw problem('notFound');
      await repo.deleteSecret(q, secret._id);
      await recordAudit(q, { principal: caller, requestId: ctx.requestId, now }, {
        action: 'delete', resource: 'secrets', resourceId: secret._id, organisation: org, before: { ...stripSealed(secret), value: AUDIT_REDACTED },
      });
    });
    return { data: true };
  },

  async syncSecrets(ctx) {
    const caller = staffCaller(ctx.principal);
    const target: SyncTarget = ctx.body.targetEnvironment;
    const base = ctx.services.config.syncTargets[target]?.replace(/\/+$/, '');
    if (!base) throw problem('validationError', { message: `Sync target ${target} is not configured` });
    const now = ctx.services.clock.now();
    // The attempt is audited first, in the transaction around the pushes: if the entry cannot be written, nothing is sent.
    return ctx.services.db.tx(async (q) => {
      await recordAudit(q, { principal: caller, requestId: ctx.requestId, now }, {
        action: 'sync', resource: 'secrets', resourceId: target, organisation: null,
        changes: ctx.body.secrets.map((s) => ({ path: `${s.organisation}.${s.key}`, after: AUDIT_REDACTED })),
      });
      let all = true;
      for (const item of ctx.body.secrets) {
        const ok = await pushSecret(base, ctx.body.token, item).catch(() => false);
        if (!ok) ctx.services.log.warn({ target, organisation: item.organisation, key: item.key }, 'secret sync write failed');
        all &&= ok;
      }
      return { data: all };
    });
  },
});
