// @vitest-environment node
/**
 * Device providers on the real server, from the seeded demo tenant: the providers and their vendors,
 * enriched URIs, provider devices by their four-part id (who reaches which, the spec's id messages),
 * device actions on a heat pump and what they refuse, hourly history across local days (23- and
 * 25-hour days included), favourites, smart charging of a charger connected through the vendor's sign-in
 * strategy, disconnecting a vendor, and charging locations. Refused changes leave the devices as they were.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthEntry } from '../../../schemas/auth.js';
import { listIotProviders, listProviderVendors } from '../../../generated/client/iot-providers.gen.js';
import { bearer, testApp, type TestApp } from '../test/harness.js';
import { TEST_TODAY } from '../test/constants.js';
import { INGRID, INGRID_CABIN, INGRID_HOUSE, INGRID_IOT, KARI, KARI_ACCOUNT, KARI_FLAT, KARI_IOT, OLA, SIGRID, remoteIdOf } from '../test/iot-demo.js';

const NGENIC = `bright:ngenic:hvac:${remoteIdOf(KARI_IOT, 'ngenic')}`;
const HOMESIDE = `bright:homeside:hvac:${remoteIdOf(INGRID_IOT, 'homeside')}`;
const ZAPTEC = `enode:zaptec:chargingStation:${remoteIdOf(INGRID_IOT, 'zaptec')}`;
const EASEE = `enode:easee:chargingStation:${remoteIdOf(KARI_IOT, 'easee')}`;
const HOUR = 3_600_000;

let t: TestApp;
let kari: AuthEntry;
let ingrid: AuthEntry;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (entry: AuthEntry | undefined, method: Method, url: string, payload?: unknown) =>
  t.app.inject({ method, url: `/api${url}`, headers: entry ? bearer(entry) : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
const action = (entry: AuthEntry, id: string, a: unknown) => call(entry, 'PATCH', `/v3/iot/providers/devices/${id}`, { action: a });

const count = async (sql: string, values: unknown[] = []) => (await t.db.query<{ n: number }>(sql, values)).rows[0]!.n;
/** A device's stored row by its provider device id. */
async function device(id: string) {
  const [, vendor, , remoteId] = id.split(':');
  return (await t.db.query<{ state: Record<string, unknown>; location_id: string | null; is_favorite: boolean }>(
    'SELECT state, location_id, is_favorite FROM iot_devices WHERE vendor = $1 AND remote_id = $2', [vendor, remoteId])).rows[0];
}

beforeAll(async () => {
  t = await testApp();
  await t.db.query("INSERT INTO organisations (code) VALUES ('OTHER') ON CONFLICT DO NOTHING");
  kari = await t.asCustomer(KARI, KARI_ACCOUNT);
  ingrid = await t.asCustomer(INGRID);
});
afterAll(async () => t?.close());

describe('providers and vendors', () => {
  it('lists the three providers with the categories of the brands they connect', async () => {
    const res = await listIotProviders(t.client(kari));
    const byId = Object.fromEntries(res.data.map((p) => [p.id, [...p.categories].sort()]));
    expect(Object.keys(byId).sort()).toEqual(['bright', 'emulate', 'enode']);
    expect(byId.enode).toEqual(['chargingstation']);
    expect(byId.bright).toEqual(['chargingstation', 'heating', 'realtime', 'solar']);
    // emulate has no vendors of its own: every brand already has its provider (docs/decisions.md "Device providers").
    expect(byId.emulate).toEqual([]);
    expect((await listProviderVendors(t.client(kari), { params: { id: 'emulate' } })).data).toEqual([]);
  });

  it('lists a provider\'s vendors by vendor id; an unknown provider is 400', async () => {
    const enode = await listProviderVendors(t.client(kari), { params: { id: 'enode' } });
    expect(enode.data.map((v) => [v.id, v.normalizedName, v.type, v.autoSignUp])).toEqual([
      ['enode:easee:chargingStation', 'easee', 'chargingStation', false],
      ['enode:zaptec:chargingStation', 'zaptec', 'chargingStation', false],
    ]);
    const bright = await listProviderVendors(t.client(kari), { params: { id: 'bright' } });
    // Realtime meters have no device kind, so no vendor id: hark is not a vendor.
    expect(bright.data.map((v) => v.normalizedName)).not.toContain('hark');
    expect(bright.data.find((v) => v.normalizedName === 'homeside')).toMatchObject({ id: 'bright:homeside:hvac', autoSignUp: true });
    const unknown = await call(kari, 'GET', '/v3/iot/providers/tesla/vendors');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().key).toBe('validationError');
  });

  it('adds provider, brand, theme and user to a URI, and refuses one that is not http(s)', async () => {
    const q = new URLSearchParams({ uri: 'https://partner.example/connect?x=1', brand: 'easee', userAppTheme: 'dark' });
    const res = await call(kari, 'GET', `/v3/iot/providers/enode/enrichuri?${q.toString()}`);
    expect(res.statusCode).toBe(200);
    const uri = new URL(res.json().data.uri);
    expect(uri.origin + uri.pathname).toBe('https://partner.example/connect');
    expect(Object.fromEntries(uri.searchParams)).toEqual({ x: '1', provider: 'enode', brand: 'easee', theme: 'dark', user: KARI });
    const ftp = await call(kari, 'GET', `/v3/iot/providers/enode/enrichuri?uri=${encodeURIComponent('ftp://partner.example/file')}`);
    expect(ftp.statusCode).toBe(400);
    expect(ftp.json().key).toBe('validationError');
  });
});

describe('provider devices', () => {
  it('lists Kari\'s devices at her flat: the heat pump, not the energy sensor (no provider id)', async () => {
    const res = await call(kari, 'GET', `/v3/iot/providers/devices?locationId=${KARI_FLAT}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([{
      id: NGENIC, vendor: { id: 'bright:ngenic:hvac', normalizedName: 'ngenic' }, isOnline: true, interventions: [],
      information: { displayName: 'Ngenic Tune thermostat', isFavorite: false },
    }]);
    const own = await call(kari, 'GET', '/v3/iot/providers/devices');
    expect(own.json().data.map((d: { id: string }) => d.id)).toEqual([NGENIC]);
    expect((await call(kari, 'GET', `/v3/iot/providers/devices?locationId=${INGRID_HOUSE}`)).statusCode).toBe(404);
  });

  it('asks the user to sign in again when the brand\'s credentials expired', async () => {
    await t.db.query(`UPDATE iot_settings SET brands = jsonb_set(brands, '{ngenic,errorCode}', '"expiredCredentials"') WHERE id = $1`, [KARI_IOT]);
    try {
      const res = await call(kari, 'GET', `/v3/iot/providers/devices/${NGENIC}`);
      expect(res.json().data.interventions).toEqual([expect.objectContaining({ type: 'account', who: 'user', requiresReauthorization: true })]);
    } finally {
      await t.db.query(`UPDATE iot_settings SET brands = jsonb_set(brands, '{ngenic,errorCode}', 'null') WHERE id = $1`, [KARI_IOT]);
    }
    expect((await call(kari, 'GET', `/v3/iot/providers/devices/${NGENIC}`)).json().data.interventions).toEqual([]);
  });

  it('finds a device only by its exact four parts (404 otherwise), with the spec\'s message for a malformed id', async () => {
    expect((await call(kari, 'GET', `/v3/iot/providers/devices/${NGENIC}`)).json().data.id).toBe(NGENIC);
    const remoteId = remoteIdOf(KARI_IOT, 'ngenic');
    for (const id of [`bright:ngenic:vehicle:${remoteId}`, `enode:ngenic:hvac:${remoteId}`, 'bright:ngenic:hvac:NOSUCHDEVICE']) {
      expect((await call(kari, 'GET', `/v3/iot/providers/devices/${id}`)).statusCode, id).toBe(404);
    }
    const malformed = await call(kari, 'GET', `/v3/iot/providers/devices/x:ngenic:hvac:${remoteId}`);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ key: 'validationError', message: '"x" is not a valid Provider' });
    const short = await call(kari, 'GET', '/v3/iot/providers/devices/bright:ngenic:hvac');
    expect(short.json()).toMatchObject({ key: 'validationError', message: 'Value is not correctly formatted' });
    // Another account's device is as absent as a wrong id.
    expect((await call(kari, 'GET', `/v3/iot/providers/devices/${HOMESIDE}`)).statusCode).toBe(404);
    expect((await call(await t.asCustomer(SIGRID), 'GET', `/v3/iot/providers/devices/${NGENIC}`)).statusCode).toBe(404);
  });

  it('lets staff list a customer\'s devices by location only, within their organisation', async () => {
    const support = await t.asStaff('ORG_SUPPORT', 'BRIGHT');
    expect((await call(support, 'GET', '/v3/iot/providers/devices')).statusCode).toBe(404);
    const res = await call(support, 'GET', `/v3/iot/providers/devices?locationId=${KARI_FLAT}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((d: { id: string }) => d.id)).toEqual([NGENIC]);
    const ingrids = await call(support, 'GET', `/v3/iot/providers/devices?locationId=${INGRID_HOUSE}`);
    expect(ingrids.json().data.map((d: { id: string }) => d.id).sort()).toEqual([HOMESIDE, `bright:solaredge:inverter:${remoteIdOf(INGRID_IOT, 'solaredge')}`, ZAPTEC].sort());
    expect((await call(await t.asStaff('ORG_SUPPORT', 'OTHER'), 'GET', `/v3/iot/providers/devices?locationId=${KARI_FLAT}`)).statusCode).toBe(404);
  });

  it('round-trips the favourite flag', async () => {
    const on = await call(kari, 'PATCH', `/v3/iot/providers/devices/${NGENIC}/favorite`, { isFavorite: true });
    expect(on.statusCode).toBe(200);
    expect(on.json().data.information.isFavorite).toBe(true);
    expect((await call(kari, 'GET', `/v3/iot/providers/devices/${NGENIC}`)).json().data.information.isFavorite).toBe(true);
    const off = await call(kari, 'PATCH', `/v3/iot/providers/devices/${NGENIC}/favorite`, { isFavorite: false });
    expect(off.json().data.information.isFavorite).toBe(false);
    expect((await device(NGENIC))!.is_favorite).toBe(false);
    const extra = await call(kari, 'PATCH', `/v3/iot/providers/devices/${NGENIC}/favorite`, { isFavorite: true, pinned: true });
    expect(extra.statusCode).toBe(400);
    expect((await device(NGENIC))!.is_favorite).toBe(false);
  });
});

describe('device actions', () => {
  it('changes the heat pump\'s temperature once; the same value again is hvacStateUnchanged', async () => {
    const first = await action(kari, NGENIC, { name: 'hvacTemperature', data: { targetTemperature: 22.5 } });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ success: true });
    expect((await device(NGENIC))!.state).toMatchObject({ targetTemperature: 22.5 });
    const same = await action(kari, NGENIC, { name: 'hvacTemperature', data: { targetTemperature: 22.5 } });
    expect(same.json().data).toEqual({ success: false, code: 'hvacStateUnchanged' });
    // A guest may not run actions.
    expect((await action(await t.asCustomer(OLA, KARI_ACCOUNT), NGENIC, { name: 'hvacTemperature', data: { targetTemperature: 18 } })).statusCode).toBe(403);
    expect((await device(NGENIC))!.state).toMatchObject({ targetTemperature: 22.5 });
  });

  it('sets away mode until a future time only, and turns it off again', async () => {
    const past = new Date(t.clock.now().getTime() - HOUR).toISOString();
    const refused = await action(kari, NGENIC, { name: 'awayModeActivate', data: { targetTemperature: 16, returnDateTime: past } });
    expect(refused.json().data).toEqual({ success: false, code: 'badState' });
    expect((await device(NGENIC))!.state.heatingMode).toBeUndefined();

    const back = new Date(t.clock.now().getTime() + 48 * HOUR).toISOString();
    const away = await action(kari, NGENIC, { name: 'awayModeActivate', data: { targetTemperature: 16, returnDateTime: back } });
    expect(away.json().data).toEqual({ success: true });
    expect((await device(NGENIC))!.state).toMatchObject({ heatingMode: 1, targetTemperature: 16, returnDateTime: back });
    const home = await action(kari, NGENIC, { name: 'awayModeDeactivate' });
    expect(home.json().data).toEqual({ success: true });
    const state = (await device(NGENIC))!.state;
    expect(state.heatingMode).toBe(0);
    expect(state).not.toHaveProperty('returnDateTime');
    // Back home at the temperature set before leaving (22.5 from the test before), not the away one.
    expect(state.targetTemperature).toBe(22.5);
    expect((await action(kari, NGENIC, { name: 'awayModeDeactivate' })).json().data).toEqual({ success: false, code: 'hvacStateUnchanged' });
  });

  it('refuses smart heating on a district heating centre (badState) but runs it on a heat pump', async () => {
    const nightSettings = { active: true, hours: { from: '23:00', to: '06:00' }, days: [0, 1, 2, 3, 4] };
    const homeside = await action(ingrid, HOMESIDE, { name: 'smartHeatingActivate', data: { locationId: INGRID_HOUSE, nightSettings } });
    expect(homeside.json().data).toEqual({ success: false, code: 'badState' });
    expect((await device(HOMESIDE))!.state).toEqual({});
    const ngenic = await action(kari, NGENIC, { name: 'smartHeatingActivate', data: { locationId: KARI_FLAT, nightSettings } });
    expect(ngenic.json().data).toEqual({ success: true });
    expect((await device(NGENIC))!.state.smartHeating).toEqual({ locationId: KARI_FLAT, nightSettings });
  });

  it('moves a device to the account\'s own location only (another account\'s is 404)', async () => {
    const foreign = await action(ingrid, ZAPTEC, { name: 'updateLocationDevice', data: { locationId: KARI_FLAT } });
    expect(foreign.statusCode).toBe(404);
    expect((await device(ZAPTEC))!.location_id).toBe(INGRID_HOUSE);
    const own = await action(ingrid, ZAPTEC, { name: 'updateLocationDevice', data: { locationId: INGRID_CABIN } });
    expect(own.json().data).toEqual({ success: true });
    expect((await device(ZAPTEC))!.location_id).toBe(INGRID_CABIN);
  });

  it('answers heating actions on a device that does not heat with badState', async () => {
    const res = await action(ingrid, ZAPTEC, { name: 'hvacTemperature', data: { targetTemperature: 20 } });
    expect(res.json().data).toEqual({ success: false, code: 'badState' });
    expect((await device(ZAPTEC))!.state).toEqual({});
  });

  it('refuses any action on an offline device with 409 deviceOffline', async () => {
    const [, , , remoteId] = NGENIC.split(':');
    const before = (await device(NGENIC))!.state;
    await t.db.query("UPDATE iot_devices SET is_online = false WHERE vendor = 'ngenic' AND remote_id = $1", [remoteId]);
    try {
      const res = await action(kari, NGENIC, { name: 'hvacTemperature', data: { targetTemperature: 19 } });
      expect(res.statusCode).toBe(409);
      expect(res.json().key).toBe('deviceOffline');
      expect((await device(NGENIC))!.state).toEqual(before);
      expect((await call(kari, 'GET', `/v3/iot/providers/devices/${NGENIC}`)).json().data.isOnline).toBe(false);
    } finally {
      await t.db.query("UPDATE iot_devices SET is_online = true WHERE vendor = 'ngenic' AND remote_id = $1", [remoteId]);
    }
  });

  it('refuses an unknown action or extra keys (400), changing nothing', async () => {
    const before = (await device(NGENIC))!.state;
    const bad = [
      await action(kari, NGENIC, { name: 'selfDestruct', data: {} }),
      await call(kari, 'PATCH', `/v3/iot/providers/devices/${NGENIC}`, { action: { name: 'hvacTemperature', data: { targetTemperature: 19 } }, force: true }),
    ];
    expect(bad.map((r) => r.statusCode)).toEqual([400, 400]);
    expect((await device(NGENIC))!.state).toEqual(before);
  });
});

describe('device history', () => {
  const history = (entry: AuthEntry, id: string, from: string, to: string) =>
    call(entry, 'GET', `/v3/iot/providers/devices/${id}/history?${new URLSearchParams({ from, to, priceZone: 'NO1', timeZone: 'Europe/Oslo' }).toString()}`);

  it('gives hourly readings from local midnight across the days asked: 24 a day, 25 when summer time ends', async () => {
    const normal = await history(kari, NGENIC, '2026-11-10', '2026-11-11');
    expect(normal.statusCode).toBe(200);
    const readings = normal.json().data.readings as { date: string }[];
    expect(readings).toHaveLength(48);
    expect(readings[0]!.date).toBe('2026-11-09T23:00:00.000Z');
    expect(readings[47]!.date).toBe('2026-11-11T22:00:00.000Z');
    // The zone's stored hourly prices of the same hours, beside the readings.
    const prices = normal.json().data.prices as { date: string; value: number }[];
    expect(prices.map((p) => p.date)).toEqual(readings.map((r) => r.date));
    const stored = await t.db.query<{ price: number }>("SELECT price FROM zone_hours WHERE zone = 'NO1' AND at = '2026-11-09T23:00:00Z'");
    expect(prices[0]!.value).toBeCloseTo(stored.rows[0]!.price, 5);

    const autumn = await history(kari, NGENIC, '2026-10-25', '2026-10-25');
    expect((autumn.json().data.readings as unknown[]).length).toBe(25);
    expect(autumn.json().data.readings[0].date).toBe('2026-10-24T22:00:00.000Z');
  });

  it('stops at now for today', async () => {
    const today = await history(kari, NGENIC, '2026-11-16', '2026-11-16');
    const readings = today.json().data.readings as { date: string }[];
    expect(readings[0]!.date).toBe('2026-11-15T23:00:00.000Z');
    expect(readings[readings.length - 1]!.date).toBe('2026-11-16T09:00:00.000Z');
  });

  it('has 23 readings on the day summer time starts, for a device connected before it', async () => {
    t.clock.set(new Date('2026-03-01T12:00:00Z'));
    try {
      const sigrid = await t.asCustomer(SIGRID);
      const settings = (await call(sigrid, 'GET', '/v3/iot/settings/me')).json().data._id as string;
      const connected = await call(sigrid, 'POST', `/v3/iot/authenticate/${settings}/brand/chargeamps/credentials/`, { credentials: { username: 'sigrid', password: 'secret' } });
      expect(connected.statusCode).toBe(200);
      t.clock.set(new Date('2026-04-10T12:00:00Z'));
      const res = await history(await t.asCustomer(SIGRID), `bright:chargeamps:chargingStation:${remoteIdOf(settings, 'chargeamps')}`, '2026-03-29', '2026-03-29');
      const readings = res.json().data.readings as { date: string }[];
      expect(readings).toHaveLength(23);
      expect(readings[0]!.date).toBe('2026-03-28T23:00:00.000Z');
      expect(readings[22]!.date).toBe('2026-03-29T21:00:00.000Z');
    } finally {
      t.clock.set(TEST_TODAY);
    }
  });

  it('refuses from after to, and a period over 92 days (400)', async () => {
    const backwards = await history(kari, NGENIC, '2026-11-11', '2026-11-10');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().key).toBe('validationError');
    expect((await history(kari, NGENIC, '2026-01-01', '2026-06-01')).statusCode).toBe(400);
    expect((await history(ingrid, NGENIC, '2026-11-10', '2026-11-10')).statusCode).toBe(404);
  });
});

describe('sign-in strategy, smart charging and disconnecting a vendor', () => {
  const strategy = (entry: AuthEntry, vendor: string, query: Record<string, string>) =>
    call(entry, 'GET', `/v3/iot/providers/vendors/${vendor}/strategy?${new URLSearchParams(query).toString()}`);

  it('gives an Enode link token, or with forceWeb the start URL with a link token; a foreign redirect is 400', async () => {
    const link = await strategy(kari, 'enode:easee:chargingStation', { redirectUrl: 'ampere://iot/done' });
    expect(link.statusCode).toBe(200);
    expect(link.json().data).toEqual({ type: 'enodeLink', linkToken: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/) });

    const web = await strategy(kari, 'enode:easee:chargingStation', { redirectUrl: 'ampere://iot/done', forceWeb: 'true' });
    expect(web.json().data.type).toBe('web');
    const url = new URL(web.json().data.authUrl);
    expect(url.origin + url.pathname).toBe(`https://ampere.test/api/v3/iot/authenticate/${KARI_IOT}/brand/easee/start`);
    expect(url.searchParams.get('callback')).toBe('ampere://iot/done');
    expect(url.searchParams.get('accessToken')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);

    const foreign = await strategy(kari, 'enode:easee:chargingStation', { redirectUrl: 'https://evil.example/back' });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().key).toBe('validationError');
    const unknown = await strategy(kari, 'enode:ngenic:hvac', { redirectUrl: 'ampere://iot/done' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().key).toBe('missingResource');
  });

  it('connects Kari\'s charger by following the web auth URL', async () => {
    const web = await strategy(kari, 'enode:easee:chargingStation', { redirectUrl: 'ampere://iot/done', forceWeb: 'true' });
    const url = new URL(web.json().data.authUrl);
    const res = await t.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(res.statusCode).toBe(302);
    expect(new URL(String(res.headers.location)).searchParams.get('status')).toBe('connected');
    expect((await call(kari, 'GET', '/v3/iot/providers/devices')).json().data.map((d: { id: string }) => d.id).sort()).toEqual([EASEE, NGENIC].sort());
  });

  it('starts disabled, plans from when it is enabled, and charges now when overridden', async () => {
    const initial = await call(kari, 'GET', `/v3/iot/providers/devices/${EASEE}/spo`);
    expect(initial.statusCode).toBe(200);
    expect(initial.json().data.latestState).toBe('disabled');
    expect(initial.json().data.settings).toMatchObject({ enabled: false, spoStart: null, spoOverridden: false });

    const enabled = await call(kari, 'PATCH', `/v3/iot/providers/devices/${EASEE}/spo`, { enabled: true, chargedBy: { hour: 6, minute: 30 } });
    expect(enabled.statusCode).toBe(200);
    expect(enabled.json().data.settings).toMatchObject({ enabled: true, spoStart: t.clock.now().toISOString(), chargedBy: { hour: 6, minute: 30 } });
    expect(enabled.json().data.latestState).not.toBe('disabled');

    const override = await call(kari, 'PUT', `/v3/iot/providers/devices/${EASEE}/override`);
    expect(override.statusCode).toBe(200);
    expect(override.json().data.latestState).toBe('overridden');
    expect(override.json().data.settings).toMatchObject({ spoOverridden: true, skipSpoUntil: new Date(t.clock.now().getTime() + 12 * HOUR).toISOString() });
    expect((await call(kari, 'GET', `/v3/iot/providers/devices/${EASEE}/spo`)).json().data.latestState).toBe('overridden');

    const off = await call(kari, 'PATCH', `/v3/iot/providers/devices/${EASEE}/spo`, { enabled: false });
    expect(off.json().data.settings).toMatchObject({ enabled: false, spoStart: null });
    expect(off.json().data.latestState).toBe('disabled');
  });

  it('refuses smart charging of a heat pump (400 badRequest) and extra keys (400), changing nothing', async () => {
    const before = (await device(NGENIC))!.state;
    const get = await call(kari, 'GET', `/v3/iot/providers/devices/${NGENIC}/spo`);
    expect(get.statusCode).toBe(400);
    expect(get.json().key).toBe('badRequest');
    const patch = await call(kari, 'PATCH', `/v3/iot/providers/devices/${NGENIC}/spo`, { enabled: true });
    expect(patch.json().key).toBe('badRequest');
    expect((await call(kari, 'PUT', `/v3/iot/providers/devices/${NGENIC}/override`)).json().key).toBe('badRequest');
    expect((await device(NGENIC))!.state).toEqual(before);
    const extra = await call(kari, 'PATCH', `/v3/iot/providers/devices/${EASEE}/spo`, { enabled: true, turbo: true });
    expect(extra.statusCode).toBe(400);
    expect((await device(EASEE))!.state.smartCharging).toMatchObject({ enabled: false });
  });

  it('disconnects a vendor: its devices and brand entry go (204); again is 404', async () => {
    const res = await call(kari, 'DELETE', '/v3/iot/providers/vendors/enode:easee:chargingStation');
    expect(res.statusCode).toBe(204);
    expect(await count("SELECT count(*)::int AS n FROM iot_devices WHERE settings_id = $1 AND vendor = 'easee'", [KARI_IOT])).toBe(0);
    const brands = (await t.db.query<{ brands: Record<string, unknown> }>('SELECT brands FROM iot_settings WHERE id = $1', [KARI_IOT])).rows[0]!.brands;
    expect(Object.keys(brands).sort()).toEqual(['hark', 'ngenic']);
    expect((await call(kari, 'DELETE', '/v3/iot/providers/vendors/enode:easee:chargingStation')).statusCode).toBe(404);
    // Ingrid's zaptec is hers: Kari disconnecting zaptec finds nothing of her own.
    expect((await call(kari, 'DELETE', '/v3/iot/providers/vendors/enode:zaptec:chargingStation')).statusCode).toBe(404);
    expect(await count("SELECT count(*)::int AS n FROM iot_devices WHERE vendor = 'zaptec'")).toBe(1);
  });
});

describe('charging locations', () => {
  it('registers Kari\'s flat with a provider once, lists it, and removes it (204, then 404)', async () => {
    const created = await call(kari, 'POST', '/v3/iot/providers/enode/locations', { locationId: KARI_FLAT });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toEqual({ id: expect.any(String), locationId: KARI_FLAT, name: 'Thorvald Meyers gate 12, Oslo', latitude: 59.9226, longitude: 10.7587 });
    const again = await call(kari, 'POST', '/v3/iot/providers/enode/locations', { locationId: KARI_FLAT });
    expect(again.statusCode).toBe(409);

    expect((await call(kari, 'GET', '/v3/iot/providers/enode/locations')).json().data).toEqual([created.json().data]);
    expect((await call(kari, 'GET', '/v3/iot/providers/bright/locations')).json().data).toEqual([]);

    expect((await call(kari, 'DELETE', `/v3/iot/providers/enode/locations/${KARI_FLAT}`)).statusCode).toBe(204);
    expect((await call(kari, 'DELETE', `/v3/iot/providers/enode/locations/${KARI_FLAT}`)).statusCode).toBe(404);
    expect((await call(kari, 'GET', '/v3/iot/providers/enode/locations')).json().data).toEqual([]);
  });

  it('refuses another account\'s location (404) and audits staff registering one', async () => {
    expect((await call(kari, 'POST', '/v3/iot/providers/enode/locations', { locationId: INGRID_HOUSE })).statusCode).toBe(404);
    expect(await count('SELECT count(*)::int AS n FROM iot_provider_locations')).toBe(0);
    const support = await t.asStaff('ORG_SUPPORT', 'BRIGHT');
    const staff = await call(support, 'POST', '/v3/iot/providers/enode/locations', { locationId: INGRID_HOUSE });
    expect(staff.statusCode).toBe(201);
    expect(await count("SELECT count(*)::int AS n FROM audit_log WHERE resource = 'iot-provider-locations' AND resource_id = $1", [staff.json().data.id])).toBe(1);
    // Kari's own registration above wrote no entry.
    expect(await count("SELECT count(*)::int AS n FROM audit_log WHERE resource = 'iot-provider-locations'")).toBe(1);
  });
});
