// @vitest-environment node
/**
 * Tips on the seeded demo tenant: the catalogue in six languages, the tips a location gets for its
 * services in the language asked (with the fallback when a text is missing), marking one completed
 * (who may, what is stored in Location.tips, what is audited), and managing the catalogue (validation,
 * organisations, audit, deleting a tip and the progress on it).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Language } from '../../../schemas/core/primitives.js';
import type { AuthEntry } from '../../../schemas/auth.js';
import { bearer, testApp, type TestApp } from '../test/harness.js';
import { INGRID, INGRID_HOUSE, KARI, KARI_ACCOUNT, KARI_FLAT, OLA, SIGRID, SIGRID_HOUSE } from '../test/iot-demo.js';
import { stableId } from '../ids.js';

let t: TestApp;
const TIP = (key: string) => stableId(`BRIGHT:tip:${key}`);
const KARI_TIPS = ['lower-temperature', 'cheap-hours', 'standby', 'charge-at-night'].map(TIP);

interface Answer { status: number; body: { data?: unknown; key?: string; message?: string } }
async function call(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, entry?: AuthEntry, payload?: unknown): Promise<Answer> {
  const res = await t.app.inject({ method, url: `/api${url}`, headers: entry ? bearer(entry) : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
  return { status: res.statusCode, body: res.body ? res.json() : {} };
}
const data = <T>(a: Answer): T => a.body.data as T;

interface TipOut { _id: string; organisation: string; title: Record<string, string>; body: Record<string, string>; serviceTypes: string[]; order: number; active: boolean; createdAt: string; updatedAt: string }
interface LocalTip { tipId: string; title: string; body: string; completed: boolean; createdAt?: string; updatedAt?: string }

const locationTips = async (location: string, language: string, entry: AuthEntry) => data<LocalTip[]>(await call('GET', `/v3/tips/${location}?language=${language}`, entry));
const progressOf = async (location: string) =>
  (await t.db.query<{ tips: { tipId: string; completed: boolean; createdAt: string; updatedAt: string }[] }>("SELECT doc->'tips' AS tips FROM locations WHERE id = $1", [location])).rows[0]!.tips;
const auditOf = async (resource: string, resourceId: string) =>
  (await t.db.query<{ action: string; changes: { path: string; before?: unknown; after?: unknown }[]; organisation: string | null }>(
    'SELECT action, changes, organisation FROM audit_log WHERE resource = $1 AND resource_id = $2 ORDER BY id', [resource, resourceId])).rows;
const tipCount = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM tips')).rows[0]!.n;

let kari: AuthEntry;
let marketing: AuthEntry;

beforeAll(async () => {
  t = await testApp();
  await t.db.query("INSERT INTO organisations (code) VALUES ('OTHER') ON CONFLICT DO NOTHING");
  kari = await t.asCustomer(KARI, KARI_ACCOUNT);
  marketing = await t.asStaff('ORG_MARKETING');
});
afterAll(async () => t?.close());

const newTip = (over: object = {}) => ({ organisation: 'BRIGHT', title: { en: 'Air out briefly', nb: 'Luft kort' }, body: { en: 'Five minutes, windows wide open.', nb: 'Fem minutter med vinduene på vidt gap.' }, ...over });

describe('the demo catalogue', () => {
  it("lists the organisation's tips in order, each with a title and body in all six languages; active filters", async () => {
    const tips = data<TipOut[]>(await call('GET', '/v3/data/tips', marketing));
    expect(tips).toHaveLength(8);
    expect(tips.map((x) => x.order)).toEqual([10, 20, 30, 40, 50, 60, 70, 80]);
    for (const tip of tips) {
      expect(tip.organisation).toBe('BRIGHT');
      for (const l of Language.options) {
        expect(tip.title[l], `${tip._id} title ${l}`).toMatch(/\S/);
        expect(tip.body[l], `${tip._id} body ${l}`).toMatch(/\S/);
      }
    }
    expect(data<TipOut[]>(await call('GET', '/v3/data/tips?active=false', marketing)).map((x) => x._id)).toEqual([TIP('summer-floor-heating')]);
    expect(data<TipOut[]>(await call('GET', '/v3/data/tips?active=true', marketing))).toHaveLength(7);
  });

  it("shows a location the active tips for its services, in each language, with the household's progress", async () => {
    const catalogue = new Map(data<TipOut[]>(await call('GET', '/v3/data/tips', marketing)).map((x) => [x._id, x]));
    for (const l of Language.options) {
      const tips = await locationTips(KARI_FLAT, l, kari);
      expect(tips.map((x) => x.tipId), l).toEqual(KARI_TIPS);
      for (const tip of tips) {
        expect(tip.title).toBe(catalogue.get(tip.tipId)!.title[l]);
        expect(tip.body).toBe(catalogue.get(tip.tipId)!.body[l]);
      }
    }
    const [en, de] = [await locationTips(KARI_FLAT, 'en', kari), await locationTips(KARI_FLAT, 'de', kari)];
    expect(en[0]!.title).toBe('Lower the temperature by one degree');
    expect(de[0]!.title).toBe('Senken Sie die Temperatur um ein Grad');
    // The seed has Kari's standby tip completed; the others have no progress yet, so no dates.
    expect(en.map((x) => x.completed)).toEqual([false, false, true, false]);
    expect(en[2]!.createdAt).toBeDefined();
    expect(en[0]).not.toHaveProperty('createdAt');
  });

  it('gives heating, solar and water tips only to locations with those services', async () => {
    const ingrid = (await locationTips(INGRID_HOUSE, 'nb', await t.asCustomer(INGRID))).map((x) => x.tipId);
    expect(ingrid).toEqual(expect.arrayContaining([TIP('radiators'), TIP('own-solar-power')]));
    expect(ingrid).not.toContain(TIP('shorter-showers'));
    const sigrid = (await locationTips(SIGRID_HOUSE, 'nb', await t.asCustomer(SIGRID))).map((x) => x.tipId);
    expect(sigrid).toEqual(expect.arrayContaining([TIP('radiators'), TIP('shorter-showers')]));
    expect(sigrid).not.toContain(TIP('own-solar-power'));
    expect(sigrid).not.toContain(TIP('summer-floor-heating'));
  });

  it('requires a supported language', async () => {
    for (const url of [`/v3/tips/${KARI_FLAT}`, `/v3/tips/${KARI_FLAT}?language=da`]) {
      const res = await call('GET', url, kari);
      expect(res.status).toBe(400);
      expect(res.body.key).toBe('validationError');
    }
  });
});

describe('reach', () => {
  it("keeps a customer to their own locations' tips and staff to their organisation", async () => {
    expect((await call('GET', `/v3/tips/${INGRID_HOUSE}?language=nb`, kari)).status).toBe(404);
    expect((await call('PATCH', `/v3/tips/${INGRID_HOUSE}/${TIP('standby')}/completed?language=nb`, kari, { completed: true })).status).toBe(404);
    expect((await call('GET', `/v3/tips/${'0'.repeat(24)}?language=nb`, kari)).status).toBe(404);
    expect((await call('GET', `/v3/tips/${KARI_FLAT}?language=nb`, await t.asStaff('ORG_SUPPORT', 'OTHER'))).status).toBe(404);
    expect((await call('GET', `/v3/tips/${KARI_FLAT}?language=nb`, await t.asStaff('ORG_SUPPORT'))).status).toBe(200);
  });

  it('lets only tip managers read and change the catalogue', async () => {
    expect((await call('GET', '/v3/data/tips', kari)).status).toBe(403);
    expect((await call('POST', '/v3/data/tips', await t.asStaff('ORG_SUPPORT'), newTip())).status).toBe(403);
    expect((await call('GET', '/v3/data/tips?organisation=OTHER', marketing)).status).toBe(403);
  });
});

describe('marking a tip completed', () => {
  it('stores the first mark with both dates, keeps a repeated one, and dates a change', async () => {
    const url = `/v3/tips/${KARI_FLAT}/${TIP('cheap-hours')}/completed?language=sv`;
    const first = await call('PATCH', url, kari, { completed: true });
    expect(first.status).toBe(200);
    const marked = data<LocalTip>(first);
    expect(marked).toMatchObject({ tipId: TIP('cheap-hours'), title: 'Kör maskinerna när elen är billig', completed: true, createdAt: t.clock.now().toISOString(), updatedAt: t.clock.now().toISOString() });
    expect((await progressOf(KARI_FLAT)).find((p) => p.tipId === TIP('cheap-hours'))).toMatchObject({ completed: true, createdAt: marked.createdAt });

    t.clock.advance(60_000);
    expect(data<LocalTip>(await call('PATCH', url, kari, { completed: true })).updatedAt).toBe(marked.updatedAt);
    t.clock.advance(60_000);
    const undone = data<LocalTip>(await call('PATCH', url, kari, { completed: false }));
    expect(undone).toMatchObject({ completed: false, createdAt: marked.createdAt, updatedAt: t.clock.now().toISOString() });
    expect((await locationTips(KARI_FLAT, 'en', kari)).find((x) => x.tipId === TIP('cheap-hours'))?.completed).toBe(false);
    // The household's own marks are not admin changes.
    expect(await auditOf('locations', KARI_FLAT)).toEqual([]);
  });

  it('refuses roles that may not change the account (403) and leaves the progress as it was', async () => {
    const before = await progressOf(KARI_FLAT);
    const readonly = stableId('test:tips:readonly');
    await t.db.query('INSERT INTO users (id, organisation, username, doc) VALUES ($1, $2, $3, $4)', [readonly, 'BRIGHT', 'tips-readonly', { _id: readonly, firstName: 'R' }]);
    await t.db.query("INSERT INTO account_users (account_id, user_id, role) VALUES ($1, $2, 'READONLY')", [KARI_ACCOUNT, readonly]);
    for (const entry of [await t.asCustomer(OLA, KARI_ACCOUNT), await t.asCustomer(readonly, KARI_ACCOUNT), await t.asCustomer(KARI, KARI_ACCOUNT, 'DEMO')]) {
      const res = await call('PATCH', `/v3/tips/${KARI_FLAT}/${TIP('lower-temperature')}/completed?language=nb`, entry, { completed: true });
      expect(res.status).toBe(403);
    }
    // A guest still reads the tips.
    expect((await call('GET', `/v3/tips/${KARI_FLAT}?language=nb`, await t.asCustomer(OLA, KARI_ACCOUNT))).status).toBe(200);
    expect(await progressOf(KARI_FLAT)).toEqual(before);
  });

  it("is 404 for a tip the location is not shown: another service's, inactive, unknown", async () => {
    for (const tip of [TIP('radiators'), TIP('summer-floor-heating'), '0'.repeat(24)]) {
      expect((await call('PATCH', `/v3/tips/${KARI_FLAT}/${tip}/completed?language=nb`, kari, { completed: true })).status).toBe(404);
    }
    const res = await call('PATCH', `/v3/tips/${KARI_FLAT}/${TIP('standby')}/completed?language=nb`, kari, { completed: 'yes' });
    expect(res.status).toBe(400);
  });

  it('audits staff marking a tip for a household', async () => {
    const support = await t.asStaff('ORG_SUPPORT');
    const res = await call('PATCH', `/v3/tips/${KARI_FLAT}/${TIP('charge-at-night')}/completed?language=de`, support, { completed: true });
    expect(data<LocalTip>(res)).toMatchObject({ title: 'Laden Sie das Auto nachts', completed: true });
    const entries = await auditOf('locations', KARI_FLAT);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'update', organisation: 'BRIGHT', changes: [{ path: `tips.${TIP('charge-at-night')}.completed`, after: true }] });
  });
});

describe('managing the catalogue', () => {
  it('creates a tip with defaults, trims its texts and falls back to another language where one is missing', async () => {
    const res = await call('POST', '/v3/data/tips', marketing, newTip({ title: { nb: '  Luft kort ', en: ' ' }, body: { nb: 'Fem minutter med vinduene på vidt gap.' } }));
    expect(res.status).toBe(201);
    const tip = data<TipOut>(res);
    expect(tip).toMatchObject({ organisation: 'BRIGHT', title: { nb: 'Luft kort' }, serviceTypes: [], order: 0, active: true });
    expect(tip.title).not.toHaveProperty('en');
    expect(await auditOf('tips', tip._id)).toMatchObject([{ action: 'create', organisation: 'BRIGHT' }]);
    // Order 0 puts it first; Nynorsk reads Bokmål, Finnish (no English either) the first language that has it.
    for (const l of ['nn', 'fi'] as const) expect((await locationTips(KARI_FLAT, l, kari))[0]).toMatchObject({ tipId: tip._id, title: 'Luft kort' });
  });

  it('refuses a tip without text, with unknown fields or out-of-range values, and writes nothing', async () => {
    const before = await tipCount();
    const cases: [object, string | undefined][] = [
      [newTip({ title: {} }), 'A tip needs a title in at least one language'],
      [newTip({ body: { en: '   ' } }), 'A tip needs a body in at least one language'],
      [newTip({ colour: 'green' }), undefined],
      [newTip({ imageUrl: 'ftp://bright.example/tip.png' }), undefined],
      [newTip({ order: -1 }), undefined],
      [newTip({ serviceTypes: ['gas'] }), undefined],
    ];
    for (const [payload, message] of cases) {
      const res = await call('POST', '/v3/data/tips', marketing, payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(res.body.key).toBe('validationError');
      if (message) expect(res.body.message).toBe(message);
    }
    expect(await tipCount()).toBe(before);
  });

  it("keeps organisations apart: another's is 403 to write and invisible to read, an unknown one 400", async () => {
    expect((await call('POST', '/v3/data/tips', marketing, newTip({ organisation: 'OTHER' }))).status).toBe(403);
    const unknown = await call('POST', '/v3/data/tips', await t.asStaff('ADMIN'), newTip({ organisation: 'NOPE' }));
    // docs/decisions.md "Unknown organisations": a body naming one is a 400.
    expect(unknown).toMatchObject({ status: 400, body: { key: 'validationError', message: 'Organisation NOPE does not exist' } });
    const other = data<TipOut>(await call('POST', '/v3/data/tips', await t.asStaff('ADMIN'), newTip({ organisation: 'OTHER' })));
    expect(data<TipOut[]>(await call('GET', '/v3/data/tips', marketing)).map((x) => x._id)).not.toContain(other._id);
    expect(data<TipOut[]>(await call('GET', '/v3/data/tips', await t.asStaff('SUPPORT'))).map((x) => x.organisation)).toEqual(expect.arrayContaining(['BRIGHT', 'OTHER']));
    expect((await call('PUT', `/v3/data/tips/${other._id}`, marketing, newTip())).status).toBe(404);
    expect((await call('DELETE', `/v3/data/tips/${other._id}`, marketing)).status).toBe(404);
    // Not shown to BRIGHT's locations, so not theirs to mark.
    expect((await call('PATCH', `/v3/tips/${KARI_FLAT}/${other._id}/completed?language=nb`, kari, { completed: true })).status).toBe(404);
  });

  it('replaces a tip, keeping its creation, audited; its organisation cannot change', async () => {
    const tip = data<TipOut>(await call('POST', '/v3/data/tips', marketing, newTip({ serviceTypes: ['heating'] })));
    t.clock.advance(60_000);
    const admin = await t.asStaff('ORG_ADMIN');
    const res = await call('PUT', `/v3/data/tips/${tip._id}`, admin, newTip({ title: { en: 'Air out', sv: 'Vädra kort' }, order: 15, active: false }));
    expect(res.status).toBe(200);
    const after = data<TipOut>(res);
    expect(after).toMatchObject({ _id: tip._id, title: { en: 'Air out', sv: 'Vädra kort' }, serviceTypes: [], order: 15, active: false, createdAt: tip.createdAt, updatedAt: t.clock.now().toISOString() });
    const entries = await auditOf('tips', tip._id);
    expect(entries.map((e) => e.action)).toEqual(['create', 'update']);
    expect(entries[1]!.changes.map((c) => c.path)).toEqual(expect.arrayContaining(['active', 'order', 'serviceTypes', 'title.en', 'title.sv']));

    const moved = await call('PUT', `/v3/data/tips/${tip._id}`, await t.asStaff('ADMIN'), newTip({ organisation: 'OTHER' }));
    expect(moved.status).toBe(409);
    expect(moved.body.key).toBe('conflict');
    expect((await call('PUT', `/v3/data/tips/${'0'.repeat(24)}`, admin, newTip())).status).toBe(404);
  });

  it("deletes a tip with every location's progress on it, audited", async () => {
    const tip = data<TipOut>(await call('POST', '/v3/data/tips', marketing, newTip({ order: 1 })));
    await call('PATCH', `/v3/tips/${KARI_FLAT}/${tip._id}/completed?language=en`, kari, { completed: true });
    expect((await progressOf(KARI_FLAT)).map((p) => p.tipId)).toContain(tip._id);

    expect((await call('DELETE', `/v3/data/tips/${tip._id}`, await t.asStaff('ORG_ADMIN'))).status).toBe(204);
    const progress = await progressOf(KARI_FLAT);
    expect(progress.map((p) => p.tipId)).not.toContain(tip._id);
    expect(progress.map((p) => p.tipId)).toContain(TIP('standby'));
    expect((await locationTips(KARI_FLAT, 'en', kari)).map((x) => x.tipId)).not.toContain(tip._id);
    const entries = await auditOf('tips', tip._id);
    expect(entries.at(-1)).toMatchObject({ action: 'delete' });
    expect(entries.at(-1)!.changes).toEqual(expect.arrayContaining([{ path: 'locationsWithProgress', before: 1 }]));
    expect((await call('DELETE', `/v3/data/tips/${tip._id}`, marketing)).status).toBe(404);
  });
});
