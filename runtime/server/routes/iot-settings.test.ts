// @vitest-environment node
/**
 * IoT settings on the real server, from the seeded demo tenant: settings made on first use, who reads
 * and who changes them (owner, guest, another account, staff of this and another organisation), the
 * browser sign-in to a brand with a link token, credentials per sign-in kind, brand settings, sync,
 * provider consent, favourites, signing out and auto sign-up, and the audit of staff changes. Every
 * refused change leaves the settings, the devices and the audit log as they were.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthEntry } from '../../../schemas/auth.js';
import { getIotSettings, getMyIotSettings, listIotSettingsActions, listIotSettingsDevices, searchIotSettings } from '../../../generated/client/iot-settings.gen.js';
import { bearer, testApp, type TestApp } from '../test/harness.js';
import { INGRID_HOUSE, INGRID_IOT, KARI, KARI_ACCOUNT, KARI_FLAT, KARI_IOT, OLA, SIGRID, SIGRID_ACCOUNT, SIGRID_HOUSE, remoteIdOf } from '../test/iot-demo.js';


let t: TestApp;
let kari: AuthEntry;
let ola: AuthEntry;
let sigrid: AuthEntry;
/** Sigrid's settings, made by her first call. */
let sigridIot: string;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (entry: AuthEntry | undefined, method: Method, url: string, payload?: unknown) =>
  t.app.inject({ method, url: `/api${url}`, headers: entry ? bearer(entry) : {}, ...(payload === undefined ? {} : { payload: payload as object }) });

const count = async (sql: string, values: unknown[] = []) => (await t.db.query<{ n: number }>(sql, values)).rows[0]!.n;
const devices = (settingsId: string, vendor?: string) =>
  count(`SELECT count(*)::int AS n FROM iot_devices WHERE settings_id = $1${vendor ? ' AND vendor = $2' : ''}`, vendor ? [settingsId, vendor] : [settingsId]);
/** The stored row as it is: what a refused change must leave alone. */
const stored = async (settingsId: string) =>
  (await t.db.query<{ brands: Record<string, unknown>; accepted_providers: unknown[]; updated_at: Date }>('SELECT brands, accepted_providers, updated_at FROM iot_settings WHERE id = $1', [settingsId])).rows[0]!;
const audits = (resource = 'iot-settings') => count('SELECT count(*)::int AS n FROM audit_log WHERE resource = $1', [resource]);

/** A five-minute link token of `entry`'s session, as the app gets one for a browser URL. */
async function linkToken(entry: AuthEntry): Promise<string> {
  const res = await call(entry, 'GET', '/v3/auth/short-accesstoken');
  expect(res.statusCode).toBe(200);
  return res.json().data.accessToken as string;
}

const startUrl = (settingsId: string, brand: string, query: Record<string, string>) =>
  `/v3/iot/authenticate/${settingsId}/brand/${brand}/start?${new URLSearchParams(query).toString()}`;

beforeAll(async () => {
  t = await testApp();
  await t.db.query("INSERT INTO organisations (code) VALUES ('OTHER') ON CONFLICT DO NOTHING");
  kari = await t.asCustomer(KARI, KARI_ACCOUNT);
  ola = await t.asCustomer(OLA, KARI_ACCOUNT);
  sigrid = await t.asCustomer(SIGRID, SIGRID_ACCOUNT);
});
afterAll(async () => t?.close());

describe('reading settings', () => {
  it('makes empty settings for an account without any, and gives the same ones on the second call', async () => {
    expect(await count('SELECT count(*)::int AS n FROM iot_settings WHERE account_id = $1', [SIGRID_ACCOUNT])).toBe(0);
    const first = await getMyIotSettings(t.client(sigrid));
    expect(first.data).toMatchObject({ accountId: SIGRID_ACCOUNT, brands: {}, acceptedProviders: [] });
    const second = await getMyIotSettings(t.client(sigrid));
    expect(second.data._id).toBe(first.data._id);
    expect(await count('SELECT count(*)::int AS n FROM iot_settings WHERE account_id = $1', [SIGRID_ACCOUNT])).toBe(1);
    sigridIot = first.data._id;
  });

  it('shows Kari her settings: ngenic and hark connected at her flat, with their devices and the night timer', async () => {
    const res = await getIotSettings(t.client(kari), { params: { id: KARI_IOT } });
    expect(res.data._id).toBe(KARI_IOT);
    expect(res.data.accountId).toBe(KARI_ACCOUNT);
    expect(Object.keys(res.data.brands).sort()).toEqual(['hark', 'ngenic']);
    expect(res.data.brands.ngenic).toMatchObject({ connected: true, provider: 'bright', categories: ['heating'], locationId: KARI_FLAT, errorCode: null });
    expect(res.data.brands.hark).toMatchObject({ connected: true, provider: 'bright', categories: ['realtime'], locationId: KARI_FLAT });
    expect(res.data.acceptedProviders.map((a) => a.provider)).toEqual(['bright']);
    expect((await getMyIotSettings(t.client(kari))).data._id).toBe(KARI_IOT);

    const list = await listIotSettingsDevices(t.client(kari), { params: { id: KARI_IOT } });
    expect(list.data.map((d) => [d.brand, d.remoteId, d.locationId]).sort()).toEqual([
      ['hark', remoteIdOf(KARI_IOT, 'hark'), KARI_FLAT],
      ['ngenic', remoteIdOf(KARI_IOT, 'ngenic'), KARI_FLAT],
    ]);
    const actions = await listIotSettingsActions(t.client(kari), { params: { id: KARI_IOT } });
    expect(actions.data).toEqual([expect.objectContaining({ brand: 'ngenic', remoteId: remoteIdOf(KARI_IOT, 'ngenic'), type: 'timer', hours: 3 })]);
  });

  it('lets Ola, a guest on Kari\'s account, read but not change (403), leaving the settings as they were', async () => {
    expect((await call(ola, 'GET', `/v3/iot/settings/${KARI_IOT}`)).statusCode).toBe(200);
    expect((await call(ola, 'GET', `/v3/iot/settings/${KARI_IOT}/devices`)).statusCode).toBe(200);
    const before = await stored(KARI_IOT);
    const refused = [
      await call(ola, 'PUT', `/v3/iot/settings/${KARI_IOT}/brand/ngenic`, { categories: ['heating', 'realtime'] }),
      await call(ola, 'PATCH', `/v3/iot/settings/${KARI_IOT}/provider/enode/accept`),
      await call(ola, 'PUT', `/v3/iot/settings/${KARI_IOT}/brand/ngenic/sync`),
      await call(ola, 'POST', `/v3/iot/authenticate/${KARI_IOT}/brand/solaredge/credentials/`, { credentials: { apiKey: 'k' } }),
      await call(ola, 'POST', `/v3/iot/authenticate/${KARI_IOT}/brand/chargeamps/credentials/`, { credentials: {} }),
      await call(ola, 'DELETE', `/v3/iot/authenticate/${KARI_IOT}/brand/hark`),
      await call(ola, 'PATCH', `/v3/iot/settings/${KARI_IOT}/brands/ngenic/devices/${remoteIdOf(KARI_IOT, 'ngenic')}`, { displayName: 'Mine now' }),
    ];
    expect(refused.map((r) => r.statusCode)).toEqual([403, 403, 403, 403, 403, 403, 403]);
    expect(await stored(KARI_IOT)).toEqual(before);
    expect(await devices(KARI_IOT)).toBe(2);
  });

  it('answers 404 to a customer of another account, as if Kari\'s settings did not exist', async () => {
    for (const url of [`/v3/iot/settings/${KARI_IOT}`, `/v3/iot/settings/${KARI_IOT}/devices`, `/v3/iot/settings/${KARI_IOT}/actions`, `/v3/iot/settings/${KARI_IOT}/favorites`]) {
      const res = await call(sigrid, 'GET', url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().key).toBe('notFound');
    }
    const before = await stored(KARI_IOT);
    expect((await call(sigrid, 'PUT', `/v3/iot/settings/${KARI_IOT}/brand/ngenic`, { categories: ['realtime'] })).statusCode).toBe(404);
    expect((await call(sigrid, 'DELETE', `/v3/iot/authenticate/${KARI_IOT}/brand/ngenic`)).statusCode).toBe(404);
    expect(await stored(KARI_IOT)).toEqual(before);
    expect((await call(kari, 'GET', `/v3/iot/settings/${'f'.repeat(24)}`)).statusCode).toBe(404);
  });
});

describe('staff search', () => {
  it('finds the organisation\'s settings by brand, a page at a time; staff of another organisation see none', async () => {
    const support = t.client(await t.asStaff('ORG_SUPPORT', 'BRIGHT'));
    expect((await searchIotSettings(support, { query: { brand: 'ngenic' } })).data.map((s) => s._id)).toEqual([KARI_IOT]);
    expect((await searchIotSettings(support, { query: { brand: 'zaptec' } })).data.map((s) => s._id)).toEqual([INGRID_IOT]);
    expect((await searchIotSettings(support, { query: { brand: 'fronius' } })).data).toEqual([]);
    expect((await searchIotSettings(support, { query: { accountId: KARI_ACCOUNT } })).data.map((s) => s._id)).toEqual([KARI_IOT]);

    const total = await count("SELECT count(*)::int AS n FROM iot_settings WHERE organisation = 'BRIGHT'");
    expect(total).toBeGreaterThanOrEqual(3);
    const page1 = await searchIotSettings(support, { query: { limit: '2', page: '1' } });
    const page2 = await searchIotSettings(support, { query: { limit: '2', page: '2' } });
    expect(page1.pagination).toEqual({ page: 1, limit: 2, total, pages: Math.ceil(total / 2) });
    expect(page1.data).toHaveLength(2);
    const seen = [...page1.data, ...page2.data].map((s) => s._id);
    expect(new Set(seen).size).toBe(seen.length);

    const other = await searchIotSettings(t.client(await t.asStaff('ORG_SUPPORT', 'OTHER')), { query: { brand: 'ngenic' } });
    expect(other.data).toEqual([]);
    expect(other.pagination.total).toBe(0);
    expect((await call(kari, 'GET', '/v3/iot/settings/search')).statusCode).toBe(403);
  });
});

describe('signing in to a brand from the browser', () => {
  it('answers 404 missingAccessToken without any token', async () => {
    const res = await call(undefined, 'GET', startUrl(sigridIot, 'easee', { callback: 'ampere://iot/done' }));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ key: 'missingAccessToken', message: 'Missing accessToken' });
    expect(await devices(sigridIot)).toBe(0);
  });

  it('connects a web brand with a link token and sends the browser back connected', async () => {
    const token = await linkToken(sigrid);
    const res = await call(undefined, 'GET', startUrl(sigridIot, 'easee', { callback: 'ampere://iot/done?from=app', accessToken: token }));
    expect(res.statusCode).toBe(302);
    const back = new URL(String(res.headers.location));
    expect(`${back.protocol}//${back.host}${back.pathname}`).toBe('ampere://iot/done');
    expect(Object.fromEntries(back.searchParams)).toEqual({ from: 'app', brand: 'easee', status: 'connected' });

    const list = await listIotSettingsDevices(t.client(sigrid), { params: { id: sigridIot } });
    expect(list.data).toEqual([expect.objectContaining({ brand: 'easee', remoteId: remoteIdOf(sigridIot, 'easee'), category: 'chargingstation', isOnline: true })]);
    expect((await stored(sigridIot)).brands.easee).toMatchObject({ connected: true, provider: 'enode' });
  });

  it('refuses a full access token in the URL (401): only a link token may travel there', async () => {
    const res = await call(undefined, 'GET', startUrl(sigridIot, 'zaptec', { callback: 'ampere://iot/done', accessToken: sigrid.accessToken }));
    expect(res.statusCode).toBe(401);
    expect(await devices(sigridIot, 'zaptec')).toBe(0);
  });

  it('sends a password brand back with missingCredentials, connecting nothing', async () => {
    const before = await stored(sigridIot);
    const res = await call(undefined, 'GET', startUrl(sigridIot, 'chargeamps', { callback: 'https://ampere.test/iot/done', accessToken: await linkToken(sigrid) }));
    expect(res.statusCode).toBe(302);
    const back = new URL(String(res.headers.location));
    expect(back.origin).toBe('https://ampere.test');
    expect(Object.fromEntries(back.searchParams)).toEqual({ brand: 'chargeamps', status: 'error', errorCode: 'missingCredentials' });
    expect(await stored(sigridIot)).toEqual(before);
    expect(await devices(sigridIot, 'chargeamps')).toBe(0);
  });

  it('refuses a callback on another host (400) and connects nothing', async () => {
    const before = await stored(sigridIot);
    const res = await call(undefined, 'GET', startUrl(sigridIot, 'zaptec', { callback: 'https://evil.example/steal', accessToken: await linkToken(sigrid) }));
    expect(res.statusCode).toBe(400);
    expect(res.json().key).toBe('validationError');
    expect(await stored(sigridIot)).toEqual(before);
    expect(await devices(sigridIot, 'zaptec')).toBe(0);
  });

  it('answers another account\'s settings with 404 and a guest with 403, whatever the brand signs in with', async () => {
    for (const brand of ['zaptec', 'chargeamps']) {
      const foreign = await call(undefined, 'GET', startUrl(KARI_IOT, brand, { callback: 'ampere://iot/done', accessToken: await linkToken(sigrid) }));
      expect(foreign.statusCode, brand).toBe(404);
      const guest = await call(undefined, 'GET', startUrl(KARI_IOT, brand, { callback: 'ampere://iot/done', accessToken: await linkToken(ola) }));
      expect(guest.statusCode, brand).toBe(403);
    }
    expect(await devices(KARI_IOT, 'zaptec')).toBe(0);
    expect((await stored(KARI_IOT)).brands.zaptec).toBeUndefined();
  });
});

describe('signing in with credentials', () => {
  const submit = (brand: string, credentials: Record<string, string>, query = '') =>
    call(sigrid, 'POST', `/v3/iot/authenticate/${sigridIot}/brand/${brand}/credentials/${query}`, { credentials });

  it('answers each missing or refused credential with its IoT error, writing nothing', async () => {
    const before = await stored(sigridIot);
    const deviceRows = await count('SELECT count(*)::int AS n FROM iot_devices');
    const cases: [string, Record<string, string>, number, string][] = [
      ['chargeamps', {}, 400, 'missingUsername'],
      ['chargeamps', { username: '  ', password: 'secret' }, 400, 'missingUsername'],
      ['chargeamps', { username: 'sigrid' }, 400, 'missingPassword'],
      ['chargeamps', { username: 'sigrid', password: 'expired' }, 401, 'expiredCredentials'],
      ['solaredge', {}, 400, 'missingCredentials'],
      ['solaredge', { username: 'sigrid', password: 'secret' }, 400, 'missingCredentials'],
      ['ngenic', { username: 'sigrid', password: 'secret' }, 400, 'badRequest'],
      ['homeside', { username: '100004' }, 400, 'badRequest'],  // signs up with the customer number (autosignup) only
    ];
    for (const [brand, credentials, status, key] of cases) {
      const res = await submit(brand, credentials);
      expect([res.statusCode, res.json().key], `${brand} ${JSON.stringify(credentials)}`).toEqual([status, key]);
    }
    expect(await stored(sigridIot)).toEqual(before);
    expect(await count('SELECT count(*)::int AS n FROM iot_devices')).toBe(deviceRows);
  });

  it('connects a password brand at the location given, its device placed there', async () => {
    const res = await submit('chargeamps', { username: 'sigrid', password: 'secret' }, `?locationId=${SIGRID_HOUSE}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.brands.chargeamps).toMatchObject({ connected: true, provider: 'bright', categories: ['chargingstation'], locationId: SIGRID_HOUSE, errorCode: null });
    const row = (await t.db.query<{ location_id: string; display_name: string }>('SELECT location_id, display_name FROM iot_devices WHERE settings_id = $1 AND vendor = $2', [sigridIot, 'chargeamps'])).rows;
    expect(row).toEqual([{ location_id: SIGRID_HOUSE, display_name: 'Charge Amps Halo' }]);
  });

  it('refuses a location of another account (404), connecting nothing', async () => {
    const before = await stored(sigridIot);
    const res = await submit('solaredge', { apiKey: 'key-1' }, `?locationId=${KARI_FLAT}`);
    expect(res.statusCode).toBe(404);
    expect(await stored(sigridIot)).toEqual(before);
    expect(await devices(sigridIot, 'solaredge')).toBe(0);
  });

  it('refuses credentials for another account\'s settings with 404 before looking at them', async () => {
    const res = await call(sigrid, 'POST', `/v3/iot/authenticate/${KARI_IOT}/brand/chargeamps/credentials/`, { credentials: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json().key).toBe('notFound');
  });
});

describe('brand settings, sync and provider consent', () => {
  it('changes a connected brand\'s settings and answers 404 for a brand not connected', async () => {
    const ok = await call(sigrid, 'PUT', `/v3/iot/settings/${sigridIot}/brand/chargeamps`, { categories: ['chargingstation', 'ev', 'ev'], locationId: null });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.brands.chargeamps).toMatchObject({ categories: ['chargingstation', 'ev'], locationId: null });

    const before = await stored(sigridIot);
    const missing = await call(sigrid, 'PUT', `/v3/iot/settings/${sigridIot}/brand/fronius`, { categories: ['solar'] });
    expect(missing.statusCode).toBe(404);
    const foreign = await call(sigrid, 'PUT', `/v3/iot/settings/${sigridIot}/brand/chargeamps`, { locationId: KARI_FLAT });
    expect(foreign.statusCode).toBe(404);
    expect(await stored(sigridIot)).toEqual(before);
    expect((await call(sigrid, 'PUT', `/v3/iot/settings/${sigridIot}/brand/fronius/sync`)).statusCode).toBe(404);
  });

  it('keeps the user\'s name for a device when the brand is synced, and marks it online again', async () => {
    const remoteId = remoteIdOf(sigridIot, 'chargeamps');
    const renamed = await call(sigrid, 'PATCH', `/v3/iot/settings/${sigridIot}/brands/chargeamps/devices/${remoteId}`, { displayName: 'Garage charger', locationId: SIGRID_HOUSE });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({ remoteId, displayName: 'Garage charger', locationId: SIGRID_HOUSE });
    await t.db.query('UPDATE iot_devices SET is_online = false WHERE vendor = $1 AND remote_id = $2', ['chargeamps', remoteId]);

    const synced = await call(sigrid, 'PUT', `/v3/iot/settings/${sigridIot}/brand/chargeamps/sync`);
    expect(synced.statusCode).toBe(200);
    const list = await listIotSettingsDevices(t.client(sigrid), { params: { id: sigridIot } });
    expect(list.data.find((d) => d.brand === 'chargeamps')).toMatchObject({ remoteId, displayName: 'Garage charger', locationId: SIGRID_HOUSE, isOnline: true });
    expect(await devices(sigridIot, 'chargeamps')).toBe(1);

    const elsewhere = await call(sigrid, 'PATCH', `/v3/iot/settings/${sigridIot}/brands/ngenic/devices/${remoteIdOf(KARI_IOT, 'ngenic')}`, { displayName: 'Not mine' });
    expect(elsewhere.statusCode).toBe(404);
    expect((await t.db.query('SELECT display_name FROM iot_devices WHERE vendor = $1', ['ngenic'])).rows).toEqual([{ display_name: 'Ngenic Tune thermostat' }]);
  });

  it('records consent to a provider once: accepting again keeps the first time', async () => {
    const first = await call(sigrid, 'PATCH', `/v3/iot/settings/${sigridIot}/provider/enode/accept`);
    expect(first.statusCode).toBe(200);
    const acceptedAt = t.clock.now().toISOString();
    expect(first.json().data.acceptedProviders).toEqual([{ provider: 'enode', acceptedAt }]);
    t.clock.advance(10 * 60_000);
    const again = await call(sigrid, 'PATCH', `/v3/iot/settings/${sigridIot}/provider/enode/accept`);
    expect(again.json().data.acceptedProviders).toEqual([{ provider: 'enode', acceptedAt }]);
    const bright = await call(sigrid, 'PATCH', `/v3/iot/settings/${sigridIot}/provider/bright/accept`);
    expect(bright.json().data.acceptedProviders.map((a: { provider: string }) => a.provider)).toEqual(['enode', 'bright']);
  });
});

describe('favourites', () => {
  const ngenic = `bright:ngenic:hvac:${remoteIdOf(KARI_IOT, 'ngenic')}`;
  const favorite = (userId: string, over: Record<string, string> = {}) => ({ providerDeviceId: ngenic, userId, locationId: KARI_FLAT, ...over });
  let karis: string;
  let olas: string;

  it('marks a device as the user\'s own favourite once (201, then 409)', async () => {
    const res = await call(kari, 'POST', `/v3/iot/settings/${KARI_IOT}/favorites`, favorite(KARI));
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toEqual({ _id: expect.any(String), ...favorite(KARI) });
    karis = res.json().data._id;
    const again = await call(kari, 'POST', `/v3/iot/settings/${KARI_IOT}/favorites`, favorite(KARI));
    expect(again.statusCode).toBe(409);
    // A guest marks their own.
    const guest = await call(ola, 'POST', `/v3/iot/settings/${KARI_IOT}/favorites`, favorite(OLA));
    expect(guest.statusCode).toBe(201);
    olas = guest.json().data._id;
    expect(await count('SELECT count(*)::int AS n FROM iot_favorites WHERE settings_id = $1', [KARI_IOT])).toBe(2);
  });

  it('refuses another user, another account\'s device or location (404), writing nothing', async () => {
    const zaptec = `enode:zaptec:chargingStation:${remoteIdOf(INGRID_IOT, 'zaptec')}`;
    const refused = [
      await call(kari, 'POST', `/v3/iot/settings/${KARI_IOT}/favorites`, favorite(OLA)),
      await call(kari, 'POST', `/v3/iot/settings/${KARI_IOT}/favorites`, favorite(KARI, { providerDeviceId: zaptec })),
      await call(kari, 'POST', `/v3/iot/settings/${KARI_IOT}/favorites`, favorite(KARI, { providerDeviceId: `enode:ngenic:hvac:${remoteIdOf(KARI_IOT, 'ngenic')}` })),
      await call(kari, 'POST', `/v3/iot/settings/${KARI_IOT}/favorites`, favorite(KARI, { locationId: INGRID_HOUSE })),
      await call(sigrid, 'POST', `/v3/iot/settings/${KARI_IOT}/favorites`, favorite(SIGRID)),
    ];
    expect(refused.map((r) => r.statusCode)).toEqual([404, 404, 404, 404, 404]);
    expect(await count('SELECT count(*)::int AS n FROM iot_favorites WHERE settings_id = $1', [KARI_IOT])).toBe(2);
  });

  it('lists favourites, of one location when asked', async () => {
    const all = await call(kari, 'GET', `/v3/iot/settings/${KARI_IOT}/favorites`);
    expect(all.json().data.map((f: { _id: string }) => f._id).sort()).toEqual([karis, olas].sort());
    const here = await call(kari, 'GET', `/v3/iot/settings/${KARI_IOT}/favorites?locationId=${KARI_FLAT}`);
    expect(here.json().data).toHaveLength(2);
    const elsewhere = await call(kari, 'GET', `/v3/iot/settings/${KARI_IOT}/favorites?locationId=${INGRID_HOUSE}`);
    expect(elsewhere.json().data).toEqual([]);
  });

  it('lets a user delete their own favourite (204, then 404) but not someone else\'s (404)', async () => {
    const others = await call(kari, 'DELETE', `/v3/iot/settings/${KARI_IOT}/favorites/${olas}`);
    expect(others.statusCode).toBe(404);
    expect(await count('SELECT count(*)::int AS n FROM iot_favorites WHERE id = $1', [olas])).toBe(1);
    expect((await call(kari, 'DELETE', `/v3/iot/settings/${KARI_IOT}/favorites/${karis}`)).statusCode).toBe(204);
    expect((await call(kari, 'DELETE', `/v3/iot/settings/${KARI_IOT}/favorites/${karis}`)).statusCode).toBe(404);
    expect(await count('SELECT count(*)::int AS n FROM iot_favorites WHERE settings_id = $1', [KARI_IOT])).toBe(1);
  });
});

describe('auto sign-up', () => {
  it('connects the brands the customer number signs up to, once; a wrong number is 404', async () => {
    const customerId = (await t.db.query<{ customer_id: string }>('SELECT customer_id FROM accounts WHERE id = $1', [KARI_ACCOUNT])).rows[0]!.customer_id;
    expect(customerId).toBe('100001');
    const url = (id: string) => `/v3/iot/authenticate/${KARI_IOT}/autosignup?customerId=${id}`;
    const before = await stored(KARI_IOT);
    const wrong = await call(kari, 'GET', url('100004'));
    expect(wrong.statusCode).toBe(404);
    expect((await call(ola, 'GET', url(customerId))).statusCode).toBe(403);
    expect(await stored(KARI_IOT)).toEqual(before);

    const first = await call(kari, 'GET', url(customerId));
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ brands: ['homeside'] });
    expect((await stored(KARI_IOT)).brands.homeside).toMatchObject({ connected: true, provider: 'bright' });
    expect(await devices(KARI_IOT, 'homeside')).toBe(1);
    const second = await call(kari, 'GET', url(customerId));
    expect(second.json().data).toEqual({ brands: [] });
    expect(await devices(KARI_IOT, 'homeside')).toBe(1);
  });
});

describe('audit of staff changes', () => {
  it('audits a staff change with field-level changes; the customer\'s own change writes no entry', async () => {
    const support = await t.asStaff('ORG_SUPPORT', 'BRIGHT');
    const before = await audits();
    const staff = await call(support, 'PUT', `/v3/iot/settings/${KARI_IOT}/brand/hark`, { categories: ['realtime', 'battery'] });
    expect(staff.statusCode).toBe(200);
    expect(await audits()).toBe(before + 1);
    const entry = (await t.db.query<{ action: string; resource_id: string; organisation: string; changes: unknown[]; actor: { scope: string } }>(
      "SELECT action, resource_id, organisation, changes, actor FROM audit_log WHERE resource = 'iot-settings' ORDER BY created_at DESC, id DESC LIMIT 1",
    )).rows[0]!;
    expect(entry).toMatchObject({ action: 'update', resource_id: KARI_IOT, organisation: 'BRIGHT', actor: { scope: 'ORG_SUPPORT' } });
    expect(entry.changes).toEqual([{ path: 'brands.hark.categories', before: ['realtime'], after: ['realtime', 'battery'] }]);

    const own = await call(kari, 'PUT', `/v3/iot/settings/${KARI_IOT}/brand/hark`, { categories: ['realtime'] });
    expect(own.statusCode).toBe(200);
    expect(own.json().data.brands.hark.categories).toEqual(['realtime']);
    expect(await audits()).toBe(before + 1);

    const renamed = await call(support, 'PATCH', `/v3/iot/settings/${KARI_IOT}/brands/hark/devices/${remoteIdOf(KARI_IOT, 'hark')}`, { displayName: 'Hall sensor' });
    expect(renamed.statusCode).toBe(200);
    const device = (await t.db.query<{ changes: unknown[] }>("SELECT changes FROM audit_log WHERE resource = 'iot-devices' AND resource_id = $1", [`hark:${remoteIdOf(KARI_IOT, 'hark')}`])).rows;
    expect(device).toEqual([{ changes: [{ path: 'displayName', before: 'Hark energy sensor', after: 'Hall sensor' }] }]);
  });

  it('answers staff of another organisation with 404, changing nothing', async () => {
    const other = await t.asStaff('ORG_SUPPORT', 'OTHER');
    const before = await stored(KARI_IOT);
    expect((await call(other, 'GET', `/v3/iot/settings/${KARI_IOT}`)).statusCode).toBe(404);
    expect((await call(other, 'PUT', `/v3/iot/settings/${KARI_IOT}/brand/hark`, { categories: ['battery'] })).statusCode).toBe(404);
    expect(await stored(KARI_IOT)).toEqual(before);
  });
});

describe('bad input', () => {
  it('answers 400 validationError for an unknown brand, an id that is not one, and extra body keys, writing nothing', async () => {
    const before = await stored(KARI_IOT);
    const audit = await count('SELECT count(*)::int AS n FROM audit_log');
    const favorites = await count('SELECT count(*)::int AS n FROM iot_favorites');
    const ngenic = `bright:ngenic:hvac:${remoteIdOf(KARI_IOT, 'ngenic')}`;
    const support = await t.asStaff('ORG_SUPPORT', 'BRIGHT');
    const bad = [
      await call(kari, 'PUT', `/v3/iot/settings/${KARI_IOT}/brand/tesla`, { categories: ['ev'] }),
      await call(kari, 'POST', `/v3/iot/authenticate/${KARI_IOT}/brand/tesla/credentials/`, { credentials: { username: 'k', password: 'p' } }),
      await call(kari, 'GET', '/v3/iot/settings/not-an-id'),
      await call(kari, 'PUT', '/v3/iot/settings/not-an-id/brand/ngenic', { categories: ['heating'] }),
      await call(support, 'PUT', `/v3/iot/settings/${KARI_IOT}/brand/ngenic`, { categories: ['heating', 'realtime'], colour: 'red' }),
      await call(support, 'PUT', `/v3/iot/settings/${KARI_IOT}/brand/ngenic`, { categories: ['heat'] }),
      await call(kari, 'POST', `/v3/iot/authenticate/${KARI_IOT}/brand/solaredge/credentials/`, { credentials: { apiKey: 'k' }, remember: true }),
      await call(kari, 'POST', `/v3/iot/authenticate/${KARI_IOT}/brand/solaredge/credentials/`, { credentials: { apiKey: 'k', token: 't' } }),
      await call(kari, 'POST', `/v3/iot/settings/${KARI_IOT}/favorites`, { providerDeviceId: ngenic, userId: KARI, locationId: KARI_FLAT, pinned: true }),
      await call(kari, 'POST', `/v3/iot/settings/${KARI_IOT}/favorites`, { providerDeviceId: 'bright:ngenic:hvac', userId: KARI, locationId: KARI_FLAT }),
      await call(kari, 'PATCH', `/v3/iot/settings/${KARI_IOT}/brands/ngenic/devices/${remoteIdOf(KARI_IOT, 'ngenic')}`, { displayName: 'x', colour: 'red' }),
      await call(kari, 'PATCH', `/v3/iot/settings/${KARI_IOT}/provider/tesla/accept`),
    ];
    expect(bad.map((r) => r.statusCode)).toEqual(bad.map(() => 400));
    expect(bad.map((r) => r.json().key)).toEqual(bad.map(() => 'validationError'));
    expect(await stored(KARI_IOT)).toEqual(before);
    expect(await count('SELECT count(*)::int AS n FROM audit_log')).toBe(audit);
    expect(await count('SELECT count(*)::int AS n FROM iot_favorites')).toBe(favorites);
    expect(await devices(KARI_IOT, 'solaredge')).toBe(0);
  });
});

describe('signing out of a brand', () => {
  it('forgets the brand, its devices, their timer actions and favourites; again is 404', async () => {
    const ngenic = `bright:ngenic:hvac:${remoteIdOf(KARI_IOT, 'ngenic')}`;
    expect((await call(kari, 'POST', `/v3/iot/settings/${KARI_IOT}/favorites`, { providerDeviceId: ngenic, userId: KARI, locationId: KARI_FLAT })).statusCode).toBe(201);
    expect(await count("SELECT count(*)::int AS n FROM iot_actions WHERE settings_id = $1 AND vendor = 'ngenic'", [KARI_IOT])).toBe(1);
    expect(await count('SELECT count(*)::int AS n FROM iot_favorites WHERE settings_id = $1', [KARI_IOT])).toBe(2);

    const res = await call(kari, 'DELETE', `/v3/iot/authenticate/${KARI_IOT}/brand/ngenic`);
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().data.brands).sort()).toEqual(['hark', 'homeside']);
    expect(await devices(KARI_IOT, 'ngenic')).toBe(0);
    expect(await devices(KARI_IOT, 'hark')).toBe(1);
    expect(await count('SELECT count(*)::int AS n FROM iot_actions WHERE settings_id = $1', [KARI_IOT])).toBe(0);
    expect(await count('SELECT count(*)::int AS n FROM iot_favorites WHERE settings_id = $1', [KARI_IOT])).toBe(0);

    const again = await call(kari, 'DELETE', `/v3/iot/authenticate/${KARI_IOT}/brand/ngenic`);
    expect(again.statusCode).toBe(404);
  });
});
