// @vitest-environment node
/**
 * Settings drafts and releases on the real server and database, for every kind: draft verbs,
 * publishing (versions never reused), latest, list, delete, status, the full and the public
 * release with its cache, field grants of feature configurations, organisation reach, audit
 * entries, and the environment sync against a small HTTP target.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthEntry } from '../../../schemas/auth.js';
import { SETTINGS_KIND_PATH, type SettingsKind } from '../../../schemas/settings/releases.js';
import { validTheme } from '../../../schemas/fixtures/settings-theme.fixtures.js';
import { validFeatureFlagsPayload } from '../../../schemas/fixtures/settings-feature-flags.fixtures.js';
import { validCustomFavorite } from '../../../schemas/fixtures/settings-favorites.fixtures.js';
import { validModulesPayload } from '../../../schemas/fixtures/settings-modules.fixtures.js';
import { validFeatureConfigurationsPayload, validPublicFeatureConfigurations } from '../../../schemas/fixtures/settings-feature-configurations.fixtures.js';
import { bearer, testApp, type TestApp } from '../test/harness.js';
import { loadContent } from '../seed/load-content.js';
import type { DemoTenant } from '../seed/demo-tenant.js';

const PAYLOADS: Record<SettingsKind, Record<string, unknown>> = {
  theme: validTheme,
  featureFlags: validFeatureFlagsPayload,
  customFavorites: { customFavorites: [validCustomFavorite] },
  modules: validModulesPayload,
  featureConfigurations: validFeatureConfigurationsPayload,
};
/** A second valid payload of each kind: the first with one top-level key changed. */
const CHANGED: Record<SettingsKind, Record<string, unknown>> = {
  theme: { ...validTheme, dark: { ...validTheme.dark, accentColor: '#ff0000' } },
  featureFlags: { ...validFeatureFlagsPayload, flags: validFeatureFlagsPayload.flags.filter((f) => f.key !== 'currencyConverter') },
  customFavorites: { customFavorites: [] },
  modules: { ...validModulesPayload, analysis: [] },
  featureConfigurations: { ...validFeatureConfigurationsPayload, hark: { enabled: true, visibleForCustomers: true } },
};
const KINDS = Object.keys(PAYLOADS) as SettingsKind[];

/** What the sync target received. */
const received: { method: string; url: string; auth: string | undefined; body: string }[] = [];
let target: http.Server;
let t: TestApp;
let admin: AuthEntry;
beforeAll(async () => {
  target = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      received.push({ method: req.method!, url: req.url!, auth: req.headers.authorization, body });
      res.statusCode = req.url!.includes('/FAILING') ? 500 : 200;
      res.end('{}');
    });
  });
  await new Promise<void>((ok) => target.listen(0, '127.0.0.1', ok));
  const port = (target.address() as AddressInfo).port;
  t = await testApp({ config: { syncTargets: { staging: `http://127.0.0.1:${port}/api` } } });
  await t.db.query("INSERT INTO organisations (code) VALUES ('OTHER'), ('THIRD')");
  admin = await t.asStaff('ADMIN');
});
afterAll(async () => {
  await t?.close();
  await new Promise((ok) => target?.close(ok));
});

const req = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, entry?: AuthEntry, payload?: unknown) =>
  t.app.inject({ method, url: `/api/v3/settings${url}`, headers: entry ? bearer(entry) : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
const count = async (sql: string, values: unknown[] = []): Promise<number> => (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, values)).rows[0]!.n;

describe.each(KINDS)('the %s drafts and releases', (kind) => {
  const seg = SETTINGS_KIND_PATH[kind];
  const org = 'OTHER';

  it('goes draft → publish → latest → list → delete, versions counting up and never reused, every change audited', async () => {
    expect((await req('GET', `/drafts/${seg}/${org}`, admin)).statusCode).toBe(404);
    expect((await req('POST', `/releases/${seg}/${org}`, admin)).statusCode).toBe(404);
    const created = await req('POST', `/drafts/${seg}/${org}`, admin, PAYLOADS[kind]);
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ organisation: org, kind });
    expect((await req('POST', `/drafts/${seg}/${org}`, admin, PAYLOADS[kind])).statusCode).toBe(409);

    const v1 = await req('POST', `/releases/${seg}/${org}`, admin);
    expect(v1.statusCode).toBe(201);
    expect(v1.json().data).toMatchObject({ kind, organisation: org, version: 1 });
    expect((await req('PUT', `/drafts/${seg}/${org}`, admin, CHANGED[kind])).statusCode).toBe(200);
    const v2 = (await req('POST', `/releases/${seg}/${org}`, admin)).json().data;
    expect(v2.version).toBe(2);
    expect(v2.payload).toEqual((await req('GET', `/drafts/${seg}/${org}`, admin)).json().data.payload);

    const latest = await req('GET', `/releases/${seg}/latest/${org}`, admin);
    expect(latest.json().data._id).toBe(v2._id);
    const list = (await req('GET', `/releases/${seg}/${org}`, admin)).json().data as { version: number }[];
    expect(list.map((r) => r.version)).toEqual([2, 1]);

    expect((await req('DELETE', `/releases/${seg}/${org}/${v2._id}`, admin)).statusCode).toBe(204);
    expect((await req('DELETE', `/releases/${seg}/${org}/${v2._id}`, admin)).statusCode).toBe(404);
    expect((await req('GET', `/releases/${seg}/latest/${org}`, admin)).json().data.version).toBe(1);
    expect((await req('POST', `/releases/${seg}/${org}`, admin)).json().data.version).toBe(3);

    const res = (suffix: string) => `${kind === 'theme' ? 'theme' : seg}-${suffix}`;
    const audit = await t.db.query<{ action: string; resource: string; changes: unknown[] }>(
      'SELECT action, resource, changes FROM audit_log WHERE organisation = $1 AND resource = ANY($2) ORDER BY created_at, id', [org, [res('drafts'), res('releases')]],
    );
    expect(audit.rows.map((r) => `${r.resource}:${r.action}`).sort()).toEqual([
      `${res('drafts')}:create`, `${res('drafts')}:update`,
      `${res('releases')}:delete`, `${res('releases')}:publish`, `${res('releases')}:publish`, `${res('releases')}:publish`,
    ].sort());
    expect(audit.rows.find((r) => r.action === 'update')!.changes.length).toBeGreaterThan(0);

    expect((await req('DELETE', `/drafts/${seg}/${org}`, admin)).statusCode).toBe(204);
    expect((await req('GET', `/drafts/${seg}/${org}`, admin)).statusCode).toBe(404);
    expect((await req('DELETE', `/drafts/${seg}/${org}`, admin)).statusCode).toBe(404);
  });

  it('refuses a draft that breaks its kind\'s schema: 400 validationError, nothing written', async () => {
    const before = await count('settings_drafts');
    const audits = await count('audit_log');
    const bad = await req('PUT', `/drafts/${seg}/THIRD`, admin, { ...PAYLOADS[kind], [Object.keys(PAYLOADS[kind])[0]!]: 'not this' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ key: 'validationError' });
    expect(await count('settings_drafts')).toBe(before);
    expect(await count('audit_log')).toBe(audits);
  });
});

describe('draft PATCH', () => {
  it('replaces the top-level keys given and validates the merged payload; a bad patch writes nothing', async () => {
    await req('PUT', '/drafts/themes/THIRD', admin, validTheme);
    const patched = await req('PATCH', '/drafts/themes/THIRD', admin, { dark: { backgroundColors: ['#000000'], foregroundColor: '#ffffff', accentColor: '#123456', accentBackgroundColor: '#222222' } });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().data.payload.light).toEqual((await req('GET', '/drafts/themes/THIRD', admin)).json().data.payload.light);
    expect(patched.json().data.payload.dark.accentColor).toBe('#123456');
    const saved = JSON.stringify((await req('GET', '/drafts/themes/THIRD', admin)).json().data.payload);
    const bad = await req('PATCH', '/drafts/themes/THIRD', admin, { dark: { foregroundColor: 'blue' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ key: 'validationError' });
    expect(JSON.stringify((await req('GET', '/drafts/themes/THIRD', admin)).json().data.payload)).toBe(saved);
    expect((await req('PATCH', '/drafts/modules/THIRD', admin, { analysis: [] })).statusCode).toBe(404);
  });
});

describe('who may do what', () => {
  it('keeps an ORG_ADMIN of BRIGHT out of OTHER\'s drafts and releases (403), writing nothing', async () => {
    const orgAdmin = await t.asStaff('ORG_ADMIN', 'BRIGHT');
    const before = await count("settings_drafts WHERE organisation = 'OTHER'");
    for (const [method, url, body] of [
      ['GET', '/drafts/themes/OTHER', undefined], ['PUT', '/drafts/themes/OTHER', validTheme], ['DELETE', '/drafts/themes/OTHER', undefined],
      ['POST', '/releases/themes/OTHER', undefined], ['GET', '/drafts/OTHER', undefined], ['GET', '/releases/full/OTHER', undefined],
    ] as const) {
      expect((await req(method, url, orgAdmin, body)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect(await count("settings_drafts WHERE organisation = 'OTHER'")).toBe(before);
    expect((await req('PUT', '/drafts/themes/BRIGHT', orgAdmin, validTheme)).statusCode).toBe(200);
  });

  it('lets marketing edit themes but not feature flags, and not publish', async () => {
    const marketing = await t.asStaff('ORG_MARKETING', 'BRIGHT');
    expect((await req('PUT', '/drafts/themes/BRIGHT', marketing, validTheme)).statusCode).toBe(200);
    expect((await req('PUT', '/drafts/feature-flags/BRIGHT', marketing, validFeatureFlagsPayload)).statusCode).toBe(403);
    expect((await req('POST', '/releases/themes/BRIGHT', marketing)).statusCode).toBe(403);
    expect((await req('GET', '/releases/themes/BRIGHT', marketing)).statusCode).toBe(200);
  });

  it('applies each feature configuration field\'s grant: ORG_SUPPORT writes the support e-mail only', async () => {
    await req('PUT', '/drafts/feature-configurations/THIRD', admin, validFeatureConfigurationsPayload);
    const support = await t.asStaff('ORG_SUPPORT', 'THIRD');
    const email = { ...validFeatureConfigurationsPayload, customerSupport: { ...validFeatureConfigurationsPayload.customerSupport, accessibilitySupportEmail: 'hjelp@example.no' } };
    expect((await req('PUT', '/drafts/feature-configurations/THIRD', support, email)).statusCode).toBe(200);
    const saved = JSON.stringify((await req('GET', '/drafts/feature-configurations/THIRD', admin)).json().data.payload);
    const sw = await req('PATCH', '/drafts/feature-configurations/THIRD', support, { bridge: { ...validFeatureConfigurationsPayload.bridge, enabled: false } });
    expect(sw.statusCode).toBe(403);
    expect(sw.json()).toMatchObject({ key: 'forbidden', message: 'ORG_SUPPORT may not change featureConfigurations.bridge.enabled' });
    expect(JSON.stringify((await req('GET', '/drafts/feature-configurations/THIRD', admin)).json().data.payload)).toBe(saved);
  });
});

describe('reading releases', () => {
  it('answers the public release without a token, feature configurations in their public variant, cached until a publish', async () => {
    for (const kind of ['theme', 'featureConfigurations'] as const) {
      await req('PUT', `/drafts/${SETTINGS_KIND_PATH[kind]}/THIRD`, admin, PAYLOADS[kind]);
      await req('POST', `/releases/${SETTINGS_KIND_PATH[kind]}/THIRD`, admin);
    }
    const first = await req('GET', '/releases/THIRD');
    expect(first.statusCode).toBe(200);
    const body = first.json().data;
    expect(body.featureConfigurations).toEqual(validPublicFeatureConfigurations);
    expect(body.modules).toBeNull();
    const themeVersion = body.versions.theme as number;

    // A release written behind the server's back: the cache keeps answering the old one until bypassed.
    await t.db.query(
      "INSERT INTO settings_releases (id, organisation, kind, version, payload, created_at, created_by) VALUES ($1, 'THIRD', 'theme', 99, $2, now(), $3)",
      ['aaaaaaaaaaaaaaaaaaaaaaaa', JSON.stringify(validTheme), '0'.repeat(24)],
    );
    expect((await req('GET', '/releases/THIRD')).json().data.versions.theme).toBe(themeVersion);
    expect((await req('GET', '/releases/THIRD?bypassCache=false')).json().data.versions.theme).toBe(themeVersion);
    expect((await req('GET', '/releases/THIRD?bypassCache=true')).json().data.versions.theme).toBe(99);
    await t.db.query("DELETE FROM settings_releases WHERE id = 'aaaaaaaaaaaaaaaaaaaaaaaa'");
    // Publishing through the API drops the cached copy at once.
    await req('PATCH', '/drafts/themes/THIRD', admin, { dark: validTheme.dark });
    const published = (await req('POST', '/releases/themes/THIRD', admin)).json().data;
    expect((await req('GET', '/releases/THIRD')).json().data.versions.theme).toBe(published.version);

    const bad = await req('GET', '/releases/THIRD?bypassCache=yes');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: "bypassCache must be 'true' or 'false'" });
    expect((await req('GET', '/releases/NOWHERE')).statusCode).toBe(404);
  });

  it('answers the full release and the status of every kind', async () => {
    const full = (await req('GET', '/releases/full/THIRD', admin)).json().data;
    expect(full.featureConfigurations.payload).toEqual(expect.objectContaining({ bridge: expect.any(Object) }));
    expect(full.modules).toBeNull();
    const status = (await req('GET', '/releases/status?organisation=THIRD', admin)).json().data;
    expect(status).toHaveLength(1);
    expect(status[0].kinds.theme).toMatchObject({ unreleasedChanges: false });
    expect(status[0].kinds.modules).toEqual({ latestVersion: null, releasedAt: null, draftUpdatedAt: null, unreleasedChanges: false });
    await req('PATCH', '/drafts/themes/THIRD', admin, { dark: { ...validTheme.dark, accentColor: '#abcdef' } });
    const after = (await req('GET', '/releases/status?organisation=THIRD', admin)).json().data;
    expect(after[0].kinds.theme.unreleasedChanges).toBe(true);
    const mine = (await req('GET', '/releases/status', await t.asStaff('ORG_USER', 'THIRD'))).json().data as { organisation: string }[];
    expect(mine.map((s) => s.organisation)).toEqual(['THIRD']);
    const drafts = (await req('GET', '/drafts/THIRD', admin)).json().data;
    expect(Object.keys(drafts).sort()).toEqual(['featureConfigurations', 'theme']);
  });
});

describe('environment sync', () => {
  const release = { _id: 'bbbbbbbbbbbbbbbbbbbbbbbb', organisation: 'BRIGHT', kind: 'theme', version: 4, createdAt: '2026-11-20T10:00:00.000Z', createdBy: '0'.repeat(24), payload: validTheme };
  const draft = { _id: 'cccccccccccccccccccccccc', organisation: 'BRIGHT', kind: 'modules', createdAt: '2026-11-20T10:00:00.000Z', updatedAt: '2026-11-20T10:00:00.000Z', updatedBy: '0'.repeat(24), payload: validModulesPayload };

  it('refuses an environment that is not configured: 400, nothing sent', async () => {
    received.length = 0;
    const res = await req('POST', '/sync', admin, { targetEnvironment: 'develop', token: 'x', releases: [release] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ key: 'validationError', message: 'The develop environment is not configured as a sync target' });
    expect((await req('POST', '/sync', admin, { targetEnvironment: 'staging', token: 'x' })).statusCode).toBe(400);
    expect(received).toEqual([]);
  });

  it('writes releases (draft, then publish) and drafts in the target with its token, audited as sync', async () => {
    received.length = 0;
    const res = await req('POST', '/sync', admin, { targetEnvironment: 'staging', token: 'staging-token', drafts: [draft], releases: [release] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: true });
    expect(received.map((r) => `${r.method} ${r.url}`)).toEqual([
      'PUT /api/v3/settings/drafts/themes/BRIGHT', 'POST /api/v3/settings/releases/themes/BRIGHT', 'PUT /api/v3/settings/drafts/modules/BRIGHT',
    ]);
    expect(received.every((r) => r.auth === 'Bearer staging-token')).toBe(true);
    expect(JSON.parse(received[0]!.body)).toEqual(validTheme);
    expect(await count("audit_log WHERE action = 'sync' AND resource IN ('theme-releases', 'modules-drafts')")).toBe(2);
  });

  it('answers 502 when the target refuses', async () => {
    const res = await req('POST', '/sync', admin, { targetEnvironment: 'staging', token: 't', drafts: [{ ...draft, organisation: 'FAILING' }] });
    expect(res.statusCode).toBe(502);
    const orgAdmin = await t.asStaff('ORG_ADMIN', 'BRIGHT');
    expect((await req('POST', '/sync', orgAdmin, { targetEnvironment: 'staging', token: 't', drafts: [draft] })).statusCode).toBe(403);
  });
});

describe('the demo tenant loader', () => {
  it('writes the copy and publishes one release (with its draft) per kind present, skipping absent kinds', async () => {
    await t.db.query("INSERT INTO organisations (code) VALUES ('SEEDORG')");
    const now = new Date('2026-11-01T00:00:00Z');
    const demo = {
      organisation: { code: 'SEEDORG', name: 'Seed', tenant: 'NO' },
      admins: [],
      copy: [{ _id: 'dddddddddddddddddddddddd', type: 'shared', key: 'seed.hello', organisation: 'SEEDORG', values: { en: 'Hello', nb: 'Hei' }, createdAt: now, updatedAt: now }],
      releases: { theme: validTheme, featureConfigurations: validFeatureConfigurationsPayload },
    } as unknown as DemoTenant;
    await t.db.tx((q) => loadContent(q, demo, { config: { organisation: 'SEEDORG', tenant: 'NO' }, now }));
    const pub = (await req('GET', '/releases/SEEDORG')).json().data;
    expect(pub.versions).toEqual({ theme: 1, featureConfigurations: 1 });
    expect(pub.featureConfigurations).toEqual(validPublicFeatureConfigurations);
    expect(pub.modules).toBeNull();
    expect(await count("settings_drafts WHERE organisation = 'SEEDORG'")).toBe(2);
    const copy = await t.app.inject({ method: 'GET', url: '/api/v3/copy/aggregated?organisation=SEEDORG&language=nb&types=shared' });
    expect(copy.json().data.copy.shared['seed.hello']).toBe('Hei');
  });
});
