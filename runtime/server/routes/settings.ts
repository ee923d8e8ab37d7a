/**
 * Handlers of the settings area (schemas/endpoints/settings.ts; back-office §3 Drafts and releases,
 * §7 Settings; docs/decisions.md "Draft verbs", "Settings releases", "Settings environment sync").
 * The nine calls of each of the five kinds are made from one table, so every kind behaves alike.
 * Every change writes its audit entry in the same transaction; publishing and deleting a release,
 * and changing the chat script origins, drop the cached public release on every server (caches.ts).
 */
import { settingsArea } from '../../../schemas/endpoints/settings.js';
import { publishedSettingsArea } from '../../../schemas/endpoints/published-settings.js';
import { SETTINGS_PAYLOAD, SettingsKind, type LatestSettingsRelease } from '../../../schemas/settings/releases.js';
import { toPublicFeatureConfigurations, type FeatureConfigurationsPayload } from '../../../schemas/settings/feature-configurations.js';
import { defineHandlers, type AreaHandlers, type HandlerContext } from '../contract/handlers.js';
import { PLATFORM_WIDE_SCOPES, type Principal } from '../auth/principal.js';
import type { Queryable } from '../db/database.js';
import type { Services } from '../services.js';
import { recordAudit } from '../audit.js';
import { problem, validationProblem } from '../errors.js';
import { newId } from '../ids.js';
import {
  deleteDraft, deleteRelease, findDraft, findRelease, insertDraft, insertRelease, latestRelease, latestReleases, listDrafts,
  listReleases, nextVersion, organisationCodes, updateDraft, type DraftRecord,
} from '../repositories/settings.js';
import { assertFieldGrants } from './settings-grants.js';
import { CHAT_SCRIPT_ORIGINS_KEY, savePlatformSetting } from '../repositories/platform-settings.js';
import { assertChatScriptAllowed, chatScriptOrigins } from './chat-script-origins.js';
import { syncToTarget } from './settings-sync.js';
import type { CacheChange } from '../caches.js';

/** Each kind: the operation-name stem and the console resource stem (schemas/resources.ts: `<stem>-drafts`, `<stem>-releases`). */
const KINDS = {
  theme: { op: 'Theme', resource: 'theme' },
  featureFlags: { op: 'FeatureFlags', resource: 'feature-flags' },
  modules: { op: 'Modules', resource: 'modules' },
  featureConfigurations: { op: 'FeatureConfigurations', resource: 'feature-configurations' },
  customFavorites: { op: 'CustomFavorites', resource: 'custom-favorites' },
} as const satisfies Record<SettingsKind, { op: string; resource: string }>;

/** A draft saved by a caller without an admin id (none reach these calls today) is signed with this id. */
const NO_ADMIN = '0'.repeat(24);

type Ctx = HandlerContext;
/** A per-kind handler before binding: the router checks its answer against the operation's own descriptor. */
type KindHandler = (ctx: Ctx) => Promise<unknown>;
const orgOf = (ctx: Ctx): string => (ctx.params as { org: string }).org;
const adminIdOf = (p: Principal | undefined): string => (p?.kind === 'staff' ? p.adminId : NO_ADMIN);

async function assertOrganisation(q: Queryable, organisation: string): Promise<void> {
  if ((await organisationCodes(q, organisation)).length === 0) throw problem('notFound', { message: `No organisation ${organisation}` });
}

// —— the public release cache ——

/**
 * How long a cached public release may serve. Every change made through the API drops it on every
 * server at once (caches.ts); this bounds only what a server missed while its listener was down.
 */
const CACHE_TTL_MS = 60_000;

/** The public release of `organisation` as the portal reads it: from this server's cache while fresh. */
export async function cachedPublicRelease(services: Services, organisation: string, bypassCache = false): Promise<LatestSettingsRelease> {
  return services.caches.read('publicRelease', organisation, () => publicRelease(services.db, organisation), {
    now: services.clock.now().getTime(), ttlMs: CACHE_TTL_MS, bypass: bypassCache,
  });
}

/** The public release of `organisation`, or of every organisation. */
const releaseChange = (organisation?: string): CacheChange => (organisation === undefined ? { cache: 'publicRelease' } : { cache: 'publicRelease', key: organisation });
/** Inside the change's transaction: every other server drops the release once it commits. */
const announceRelease = (s: Services, q: Queryable, organisation?: string): Promise<void> => s.caches.announce(q, releaseChange(organisation));
/** After the commit: this server's next read is the committed release. */
const dropCached = (s: Services, organisation?: string): void => s.caches.drop(releaseChange(organisation));

async function publicRelease(q: Queryable, organisation: string): Promise<LatestSettingsRelease> {
  await assertOrganisation(q, organisation);
  const latest = await latestReleases(q, organisation);
  const payload = (kind: SettingsKind): unknown => latest.get(kind)?.payload ?? null;
  const configs = latest.get('featureConfigurations');
  return {
    organisation,
    versions: Object.fromEntries([...latest].map(([kind, r]) => [kind, r.version])),
    theme: payload('theme') as LatestSettingsRelease['theme'],
    featureFlags: payload('featureFlags') as LatestSettingsRelease['featureFlags'],
    customFavorites: payload('customFavorites') as LatestSettingsRelease['customFavorites'],
    modules: payload('modules') as LatestSettingsRelease['modules'],
    // Customers see the PUBLIC variant only (back-office §3).
    featureConfigurations: configs ? toPublicFeatureConfigurations(configs.payload as FeatureConfigurationsPayload) : null,
    chatScriptOrigins: await chatScriptOrigins(q),
  };
}

// —— drafts ——

/** Saves `payload` as the draft (`before`: the draft it replaces), audited; feature configurations check field grants. */
async function saveDraft(ctx: Ctx, q: Queryable, kind: SettingsKind, before: DraftRecord | undefined, payload: unknown): Promise<DraftRecord> {
  const organisation = orgOf(ctx);
  const now = ctx.services.clock.now();
  if (kind === 'featureConfigurations') {
    // Nothing saved yet: compare with what is released, so a scope may start a draft from it.
    const base = before?.payload ?? (await latestRelease(q, organisation, kind))?.payload;
    assertFieldGrants(ctx.principal!, base, payload);
  }
  if (kind === 'featureFlags') await assertChatScriptAllowed(q, payload);
  const draft: DraftRecord = before
    ? { ...before, payload, updatedAt: now, updatedBy: adminIdOf(ctx.principal) }
    : { _id: newId(now), organisation, kind, payload, createdAt: now, updatedAt: now, updatedBy: adminIdOf(ctx.principal) };
  if (before) await updateDraft(q, draft);
  else if (!(await insertDraft(q, draft))) throw problem('conflict', { message: `The organisation has a ${kind} draft already` });
  await recordAudit(q, { principal: ctx.principal, requestId: ctx.requestId, now }, {
    action: before ? 'update' : 'create', resource: `${KINDS[kind].resource}-drafts`, resourceId: organisation, organisation,
    before: before?.payload, after: payload,
  });
  return draft;
}

function draftHandlers(kind: SettingsKind): Record<string, KindHandler> {
  const op = KINDS[kind].op;
  return {
    [`get${op}Draft`]: async (ctx) => {
      const draft = await findDraft(ctx.services.db, orgOf(ctx), kind);
      if (!draft) throw problem('notFound');
      return { data: draft };
    },
    [`create${op}Draft`]: async (ctx) => {
      const draft = await ctx.services.db.tx(async (q) => {
        await assertOrganisation(q, orgOf(ctx));
        if (await findDraft(q, orgOf(ctx), kind)) throw problem('conflict', { message: `The organisation has a ${kind} draft already` });
        return saveDraft(ctx, q, kind, undefined, ctx.body);
      });
      return { data: draft };
    },
    [`replace${op}Draft`]: async (ctx) => {
      const draft = await ctx.services.db.tx(async (q) => {
        await assertOrganisation(q, orgOf(ctx));
        return saveDraft(ctx, q, kind, await findDraft(q, orgOf(ctx), kind, true), ctx.body);
      });
      return { data: draft };
    },
    [`update${op}Draft`]: async (ctx) => {
      const draft = await ctx.services.db.tx(async (q) => {
        const before = await findDraft(q, orgOf(ctx), kind, true);
        if (!before) throw problem('notFound');
        // PATCH replaces the top-level keys given; the result must still be a whole, valid payload.
        const merged = SETTINGS_PAYLOAD[kind].safeParse({ ...(before.payload as object), ...(ctx.body as object) });
        if (!merged.success) throw validationProblem(merged.error, 'body');
        return saveDraft(ctx, q, kind, before, merged.data);
      });
      return { data: draft };
    },
    [`delete${op}Draft`]: async (ctx) => {
      const organisation = orgOf(ctx);
      await ctx.services.db.tx(async (q) => {
        const before = await findDraft(q, organisation, kind, true);
        if (!before) throw problem('notFound');
        await deleteDraft(q, organisation, kind);
        await recordAudit(q, { principal: ctx.principal, requestId: ctx.requestId, now: ctx.services.clock.now() }, {
          action: 'delete', resource: `${KINDS[kind].resource}-drafts`, resourceId: organisation, organisation, before: before.payload,
        });
      });
      return undefined;
    },
  };
}

// —— releases ——

function releaseHandlers(kind: SettingsKind): Record<string, KindHandler> {
  const op = KINDS[kind].op;
  const resource = `${KINDS[kind].resource}-releases`;
  return {
    [`list${op}Releases`]: async (ctx) => ({ data: await listReleases(ctx.services.db, orgOf(ctx), kind) }),
    [`getLatest${op}Release`]: async (ctx) => {
      const latest = await latestRelease(ctx.services.db, orgOf(ctx), kind);
      if (!latest) throw problem('notFound');
      return { data: latest };
    },
    [`create${op}Release`]: async (ctx) => {
      const organisation = orgOf(ctx);
      const now = ctx.services.clock.now();
      const release = await ctx.services.db.tx(async (q) => {
        const draft = await findDraft(q, organisation, kind, true);
        if (!draft) throw problem('notFound', { message: `No ${kind} draft to publish` });
        // The allow-list may have shrunk since the draft was saved.
        if (kind === 'featureFlags') await assertChatScriptAllowed(q, draft.payload);
        const r = { _id: newId(now), organisation, kind, version: await nextVersion(q, organisation, kind), createdAt: now, createdBy: adminIdOf(ctx.principal), payload: draft.payload };
        await insertRelease(q, r);
        await recordAudit(q, { principal: ctx.principal, requestId: ctx.requestId, now }, { action: 'publish', resource, resourceId: r._id, organisation, after: r });
        await announceRelease(ctx.services, q, organisation);
        return r;
      });
      dropCached(ctx.services, organisation);
      return { data: release };
    },
    [`delete${op}Release`]: async (ctx) => {
      const organisation = orgOf(ctx);
      const { releaseId } = ctx.params as { releaseId: string };
      await ctx.services.db.tx(async (q) => {
        const before = await findRelease(q, organisation, kind, releaseId);
        if (!before) throw problem('notFound');
        await deleteRelease(q, releaseId);
        await recordAudit(q, { principal: ctx.principal, requestId: ctx.requestId, now: ctx.services.clock.now() }, { action: 'delete', resource, resourceId: releaseId, organisation, before });
        await announceRelease(ctx.services, q, organisation);
      });
      dropCached(ctx.services, organisation);
      return undefined;
    },
  };
}

const perKind = Object.assign({}, ...SettingsKind.options.flatMap((k) => [draftHandlers(k), releaseHandlers(k)])) as Record<string, KindHandler>;

export const settingsHandlers = defineHandlers(settingsArea, {
  // The per-kind handlers share one erased context type; the router checks each answer against its own descriptor.
  ...(perKind as unknown as AreaHandlers<typeof settingsArea>),

  async getDrafts({ params, services }) {
    const drafts = await listDrafts(services.db, params.org);
    return { data: Object.fromEntries(drafts.map((d) => [d.kind, d])) };
  },

  async getReleasesStatus({ query, principal, services }) {
    // An organisation-bound scope asking for no organisation sees its own.
    const only = query.organisation ?? (principal.kind === 'staff' && PLATFORM_WIDE_SCOPES.has(principal.scope) ? undefined : principal.organisation);
    const codes = await organisationCodes(services.db, only);
    const data = [];
    for (const organisation of codes) {
      const [latest, drafts] = await Promise.all([latestReleases(services.db, organisation), listDrafts(services.db, organisation)]);
      const kinds = Object.fromEntries(SettingsKind.options.map((kind) => {
        const r = latest.get(kind);
        const d = drafts.find((x) => x.kind === kind);
        return [kind, {
          latestVersion: r?.version ?? null,
          releasedAt: r?.createdAt ?? null,
          draftUpdatedAt: d?.updatedAt ?? null,
          // Saved after the release and different from it: a save that changes nothing is no change to release.
          unreleasedChanges: d !== undefined && (r === undefined || JSON.stringify(d.payload) !== JSON.stringify(r.payload)),
        }];
      }));
      data.push({ organisation, kinds });
    }
    return { data: data as never };
  },

  async getFullSettingsRelease({ params, services }) {
    await assertOrganisation(services.db, params.org);
    const latest = await latestReleases(services.db, params.org);
    const full = Object.fromEntries(SettingsKind.options.map((kind) => [kind, latest.get(kind) ?? null]));
    return { data: { organisation: params.org, ...full } as never };
  },

  async getChatScriptOrigins({ services }) {
    return { data: { origins: await chatScriptOrigins(services.db) } };
  },

  async replaceChatScriptOrigins({ body, principal, services, requestId }) {
    const now = services.clock.now();
    await services.db.tx(async (q) => {
      const before = await chatScriptOrigins(q, true);
      await savePlatformSetting(q, CHAT_SCRIPT_ORIGINS_KEY, body.origins, now, adminIdOf(principal));
      await recordAudit(q, { principal, requestId, now }, {
        action: 'update', resource: 'chat-script-origins', resourceId: CHAT_SCRIPT_ORIGINS_KEY, organisation: null, before: { origins: before }, after: { origins: body.origins },
      });
      // Every organisation's public release carries the list.
      await announceRelease(services, q);
    });
    dropCached(services);
    return { data: { origins: body.origins } };
  },

  async syncSettings({ body, principal, services, requestId }) {
    const base = services.config.syncTargets[body.targetEnvironment];
    if (!base) throw problem('validationError', { message: `The ${body.targetEnvironment} environment is not configured as a sync target` });
    await syncToTarget(base, body.token, body.drafts, body.releases);
    // The change happened elsewhere; the log still records who sent what where.
    const now = services.clock.now();
    await services.db.tx(async (q) => {
      for (const d of body.drafts) {
        await recordAudit(q, { principal, requestId, now }, { action: 'sync', resource: `${KINDS[d.kind].resource}-drafts`, resourceId: d.organisation, organisation: d.organisation, changes: [{ path: 'targetEnvironment', after: body.targetEnvironment }] });
      }
      for (const r of body.releases) {
        await recordAudit(q, { principal, requestId, now }, { action: 'sync', resource: `${KINDS[r.kind].resource}-releases`, resourceId: r._id, organisation: r.organisation, changes: [{ path: 'targetEnvironment', after: body.targetEnvironment }] });
      }
    });
    return { data: true };
  },
});

/** The public read of the latest release (its own area: schemas/endpoints/published-settings.ts), cached until a publish. */
export const publishedSettingsHandlers = defineHandlers(publishedSettingsArea, {
  async getLatestSettingsRelease({ params, query, services }) {
    return { data: await cachedPublicRelease(services, params.org, query.bypassCache === 'true') };
  },
});
