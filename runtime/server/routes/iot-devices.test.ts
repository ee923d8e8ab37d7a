// @vitest-environment node
/**
 * Brand devices on the real server with the seeded demo tenant: what each category shows, who reaches
 * a device (another account's is 404, a guest reads but may not change), switching, heating modes of
 * a device and of one unit, an offline device, realtime history, charging sessions in a period, timer
 * actions (their hours, calculate and run in the location's local time), the device-control web view,
 * staff changes audited and a customer's own not, and bad input on every mutating call: 400 with a
 * key, nothing written.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AuthEntry } from '../../../schemas/auth.js';
import { bearer, testApp, type TestApp } from '../test/harness.js';
import { TEST_TODAY } from '../test/constants.js';
import { INGRID, INGRID_ACCOUNT, INGRID_HOUSE, INGRID_IOT, KARI, KARI_ACCOUNT, KARI_FLAT, KARI_IOT, KARI_TIMER, OLA, remoteIdOf } from '../test/iot-demo.js';
import type { IotBrand } from '../../../schemas/iot.js';

const HEAT_PUMP = remoteIdOf(KARI_IOT, 'ngenic');
const SENSOR = remoteIdOf(KARI_IOT, 'hark');
const INVERTER = remoteIdOf(INGRID_IOT, 'solaredge');
const CHARGER = remoteIdOf(INGRID_IOT, 'zaptec');
const CENTRE = remoteIdOf(INGRID_IOT, 'homeside');
const device = (brand: IotBrand, remoteId: string) => `/v3/iot/brands/${brand}/devices/${remoteId}`;

const HOUR = 3_600_000;
const QUARTER = 15 * 60_000;

let t: TestApp;
let kari: AuthEntry;
let ingrid: AuthEntry;
let ola: AuthEntry;
let support: AuthEntry;

const call = (entry: AuthEntry, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url: `/api${url}`, headers: bearer(entry), ...(payload === undefined ? {} : { payload: payload as object }) });
const get = (entry: AuthEntry, url: string) => call(entry, 'GET', url);
const count = async (sql: string, values: unknown[] = []) => (await t.db.query<{ n: number }>(sql, values)).rows[0]!.n;
const stored = async (vendor: string, remoteId: string) =>
  (await t.db.query<{ state: Record<string, unknown>; is_online: boolean }>('SELECT state, is_online FROM iot_devices WHERE vendor = $1 AND remote_id = $2', [vendor, remoteId])).rows[0]!;
const audits = (resource: string, resourceId: string) =>
  count('SELECT count(*)::int AS n FROM audit_log WHERE resource = $1 AND resource_id = $2', [resource, resourceId]);
/** Everything a device or action call could write, to compare before and after a refused call. */
const snapshot = async () => ({
  devices: (await t.db.query('SELECT vendor, remote_id, state, is_online FROM iot_devices ORDER BY vendor, remote_id')).rows,
  actions: (await t.db.query('SELECT id, doc, last_run_at, updated_at FROM iot_actions ORDER BY id')).rows,
  audit: await count('SELECT count(*)::int AS n FROM audit_log'),
});

/** Moves the test clock; access tokens live an hour, so everyone signs in again at the new time. */
async function at(when: Date): Promise<void> {
  t.clock.set(when);
  kari = await t.asCustomer(KARI, KARI_ACCOUNT);
  ingrid = await t.asCustomer(INGRID, INGRID_ACCOUNT);
  ola = await t.asCustomer(OLA, KARI_ACCOUNT);
  support = await t.asStaff('ORG_SUPPORT', 'BRIGHT');
}

beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => t?.close());
beforeEach(() => at(TEST_TODAY));

describe('getBrandDevice', () => {
  it('shows a heat pump with its one HVAC group and a HomeSide centre with its two units', async () => {
    const pump = await get(kari, `${device('ngenic', HEAT_PUMP)}?settingsId=${KARI_IOT}`);
    expect(pump.statusCode).toBe(200);
    expect(pump.json().data).toMatchObject({ category: 'heating', brand: 'ngenic', remoteId: HEAT_PUMP, locationId: KARI_FLAT, isOnline: true });
    expect(pump.json().data.groups).toHaveLength(1);
    expect(pump.json().data.groups[0].units.map((u: { id: string }) => u.id)).toEqual(['main']);
    const centre = (await get(ingrid, `${device('homeside', CENTRE)}?settingsId=${INGRID_IOT}`)).json().data;
    expect(centre.groups[0].units.map((u: { id: string }) => u.id)).toEqual(['radiators', 'floor']);
  });

  it("shows a realtime meter's reading at the last quarter-hour", async () => {
    await at(new Date('2026-11-16T09:07:00Z'));
    const res = await get(kari, `${device('hark', SENSOR)}?settingsId=${KARI_IOT}`);
    expect(res.json().data).toMatchObject({ category: 'realtime', reading: { date: '2026-11-16T09:00:00.000Z', isOnline: true } });
    expect(res.json().data.reading.watt).toBeGreaterThan(0);
  });

  it("shows a solar inverter producing in the morning, installed when it was connected", async () => {
    const res = await get(ingrid, `${device('solaredge', INVERTER)}?settingsId=${INGRID_IOT}`);
    const { connected_at } = (await t.db.query<{ connected_at: Date }>("SELECT connected_at FROM iot_devices WHERE vendor = 'solaredge'")).rows[0]!;
    const data = res.json().data;
    expect(data.category).toBe('solar');
    expect(data.inverter.installationDate).toBe(connected_at.toISOString().slice(0, 10));
    expect(data.inverter.reading.productionRate).toBeGreaterThan(0);
    expect(data.inverter.reading.isProducing).toBe(true);
  });

  it("summarises a charging station's last 30 days, costed at 1.25 a kWh", async () => {
    const data = (await get(ingrid, `${device('zaptec', CHARGER)}?settingsId=${INGRID_IOT}`)).json().data;
    expect(data.category).toBe('chargingstation');
    expect(data.summary.total.consumption).toBeGreaterThan(0);
    expect(data.summary.total.cost).toBe(Math.round(data.summary.total.consumption * 1.25 * 100) / 100);
    expect(data.summary.latest.consumption).toBeGreaterThan(0);
    expect(new Date(data.summary.total.from).getTime()).toBe(TEST_TODAY.getTime() - 30 * 24 * HOUR);
    expect(data.reading.date).toBe(TEST_TODAY.toISOString());
  });

  it('answers 404 for settings the device is not on, and for a device of another account', async () => {
    expect((await get(ingrid, `${device('zaptec', CHARGER)}?settingsId=${KARI_IOT}`)).statusCode).toBe(404);
    expect((await get(kari, `${device('ngenic', HEAT_PUMP)}?settingsId=${'0'.repeat(24)}`)).statusCode).toBe(404);
    const foreign = await get(kari, `${device('zaptec', CHARGER)}?settingsId=${INGRID_IOT}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ key: 'notFound' });
    expect((await get(kari, `${device('ngenic', 'NGNOSUCHDEVICE')}?settingsId=${KARI_IOT}`)).statusCode).toBe(404);
  });

  it('lets staff of the organisation read a customer device', async () => {
    expect((await get(support, `${device('ngenic', HEAT_PUMP)}?settingsId=${KARI_IOT}`)).statusCode).toBe(200);
  });
});

describe('switchBrandDevice', () => {
  it('lets the guest Ola read Kari\'s heat pump but not switch it (403)', async () => {
    expect((await get(ola, `${device('ngenic', HEAT_PUMP)}?settingsId=${KARI_IOT}`)).statusCode).toBe(200);
    const res = await call(ola, 'PUT', `${device('ngenic', HEAT_PUMP)}/switch`, { switchOn: false });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ key: 'forbidden' });
    expect((await stored('ngenic', HEAT_PUMP)).state).not.toHaveProperty('isOn');
  });

  it('answers badState for a solar inverter, which cannot be switched', async () => {
    const res = await call(ingrid, 'PUT', `${device('solaredge', INVERTER)}/switch`, { switchOn: false });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ success: false, code: 'badState' });
    expect((await stored('solaredge', INVERTER)).state).toEqual({});
  });

  it("answers 404 for another account's device, changing nothing", async () => {
    const res = await call(kari, 'PUT', `${device('zaptec', CHARGER)}/switch`, { switchOn: false });
    expect(res.statusCode).toBe(404);
    expect((await stored('zaptec', CHARGER)).state).toEqual({});
  });

  it('switches a charger off: its sessions then show no charging, and on again', async () => {
    const data = `${device('zaptec', CHARGER)}/sessions/data?startDate=2026-11-10&endDate=2026-11-12`;
    const before = (await get(ingrid, data)).json().data as { readings: { isCharging: boolean }[] }[];
    expect(before).toHaveLength(3);
    expect(before.flatMap((s) => s.readings).some((r) => r.isCharging)).toBe(true);

    const off = await call(ingrid, 'PUT', `${device('zaptec', CHARGER)}/switch`, { switchOn: false });
    expect(off.json().data).toEqual({ success: true });
    expect((await stored('zaptec', CHARGER)).state).toMatchObject({ isOn: false });
    const after = (await get(ingrid, data)).json().data as { readings: { isCharging: boolean; watt: number }[] }[];
    expect(after.flatMap((s) => s.readings).length).toBeGreaterThan(0);
    for (const r of after.flatMap((s) => s.readings)) expect(r).toMatchObject({ isCharging: false, watt: 0 });

    // Asking for what the device already is succeeds and writes nothing.
    expect((await call(ingrid, 'PUT', `${device('zaptec', CHARGER)}/switch`, { switchOn: false })).json().data).toEqual({ success: true });
    expect((await call(ingrid, 'PUT', `${device('zaptec', CHARGER)}/switch`, { switchOn: true })).json().data).toEqual({ success: true });
    expect((await stored('zaptec', CHARGER)).state).toMatchObject({ isOn: true });
    expect(await audits('iot-devices', `zaptec:${CHARGER}`)).toBe(0);
  });

  it('audits a switch by staff, not by the customer', async () => {
    const key = `ngenic:${HEAT_PUMP}`;
    expect((await call(kari, 'PUT', `${device('ngenic', HEAT_PUMP)}/switch`, { switchOn: false })).json().data).toEqual({ success: true });
    expect(await audits('iot-devices', key)).toBe(0);
    expect((await call(support, 'PUT', `${device('ngenic', HEAT_PUMP)}/switch`, { switchOn: true })).json().data).toEqual({ success: true });
    const rows = (await t.db.query<{ action: string; organisation: string; changes: unknown }>(
      "SELECT action, organisation, changes FROM audit_log WHERE resource = 'iot-devices' AND resource_id = $1", [key])).rows;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'update', organisation: 'BRIGHT' });
    expect(JSON.stringify(rows[0]!.changes)).toContain('isOn');
    expect((await stored('ngenic', HEAT_PUMP)).state).toMatchObject({ isOn: true });
  });
});

describe('updateBrandDeviceState', () => {
  const url = `${device('ngenic', HEAT_PUMP)}/state`;
  const returnAt = '2026-11-20T15:00:00.000Z';

  it('sets away mode until a time to come, shown on the device; the same again is unchanged', async () => {
    const res = await call(kari, 'PUT', url, { state: 1, returnDateTime: returnAt });
    expect(res.json().data).toEqual({ success: true });
    const unit = (await get(kari, `${device('ngenic', HEAT_PUMP)}?settingsId=${KARI_IOT}`)).json().data.groups[0].units[0];
    expect(unit.state).toBe(1);
    expect(unit.reading.targetDateTime).toBe(returnAt);
    expect((await stored('ngenic', HEAT_PUMP)).state).toMatchObject({ heatingMode: 1, returnDateTime: returnAt });

    const again = await call(kari, 'PUT', url, { state: 1, returnDateTime: returnAt });
    expect(again.json().data).toEqual({ success: false, code: 'hvacStateUnchanged' });
  });

  it('moves the return time when only it changes, and drops it back in the default mode', async () => {
    expect((await call(kari, 'PUT', url, { state: 1, returnDateTime: '2026-11-21T15:00:00.000Z' })).json().data).toEqual({ success: true });
    expect((await stored('ngenic', HEAT_PUMP)).state).toMatchObject({ returnDateTime: '2026-11-21T15:00:00.000Z' });
    expect((await call(kari, 'PUT', url, { state: 0, targetTemperature: 22 })).json().data).toEqual({ success: true });
    const state = (await stored('ngenic', HEAT_PUMP)).state;
    expect(state).toMatchObject({ heatingMode: 0, targetTemperature: 22 });
    expect(state).not.toHaveProperty('returnDateTime');
    const unit = (await get(kari, `${device('ngenic', HEAT_PUMP)}?settingsId=${KARI_IOT}`)).json().data.groups[0].units[0];
    expect(unit).toMatchObject({ state: 0, reading: { targetTemperature: 22 } });
    expect(unit.reading).not.toHaveProperty('targetDateTime');
  });

  it('comes home to the temperature it left: away lowers the target, the default mode without a target restores it', async () => {
    expect((await call(kari, 'PUT', url, { state: 0, targetTemperature: 21.5 })).json().data).toEqual({ success: true });
    expect((await call(kari, 'PUT', url, { state: 1, targetTemperature: 16, returnDateTime: returnAt })).json().data).toEqual({ success: true });
    expect((await stored('ngenic', HEAT_PUMP)).state).toMatchObject({ heatingMode: 1, targetTemperature: 16, homeTemperature: 21.5 });
    // Vacation after away still remembers the first departure's home temperature.
    expect((await call(kari, 'PUT', url, { state: 2, targetTemperature: 12, returnDateTime: returnAt })).json().data).toEqual({ success: true });
    expect((await call(kari, 'PUT', url, { state: 0 })).json().data).toEqual({ success: true });
    const state = (await stored('ngenic', HEAT_PUMP)).state;
    expect(state).toMatchObject({ heatingMode: 0, targetTemperature: 21.5 });
    expect(state).not.toHaveProperty('homeTemperature');
  });

  it('answers badState for a return time already past, and for a device that does not heat', async () => {
    const before = await stored('ngenic', HEAT_PUMP);
    expect((await call(kari, 'PUT', url, { state: 2, returnDateTime: '2026-11-16T08:00:00.000Z' })).json().data).toEqual({ success: false, code: 'badState' });
    expect((await stored('ngenic', HEAT_PUMP)).state).toEqual(before.state);
    const sensor = await call(kari, 'PUT', `${device('hark', SENSOR)}/state`, { state: 1 });
    expect(sensor.json().data).toEqual({ success: false, code: 'badState' });
    expect((await stored('hark', SENSOR)).state).toEqual({});
  });

  it("answers 403 to the guest and 404 for another account's centre", async () => {
    expect((await call(ola, 'PUT', url, { state: 2 })).statusCode).toBe(403);
    expect((await call(kari, 'PUT', `${device('homeside', CENTRE)}/state`, { state: 2 })).statusCode).toBe(404);
  });
});

describe('updateBrandDeviceSubstate', () => {
  const url = `${device('homeside', CENTRE)}/substate`;

  it('answers badState for a unit the device does not have', async () => {
    const res = await call(ingrid, 'PUT', url, { unitId: 'attic', state: 1 });
    expect(res.json().data).toEqual({ success: false, code: 'badState' });
    expect((await stored('homeside', CENTRE)).state).toEqual({});
  });

  it('sets the floor heating alone, leaving the radiators as they were; the same again is unchanged', async () => {
    const res = await call(ingrid, 'PUT', url, { unitId: 'floor', state: 2, targetTemperature: 18.5 });
    expect(res.json().data).toEqual({ success: true });
    const units = (await get(ingrid, `${device('homeside', CENTRE)}?settingsId=${INGRID_IOT}`)).json().data.groups[0].units;
    expect(units).toMatchObject([
      { id: 'radiators', state: 0, reading: { targetTemperature: 21 } },
      { id: 'floor', state: 2, reading: { targetTemperature: 18.5 } },
    ]);
    expect((await stored('homeside', CENTRE)).state).toEqual({ units: { floor: { state: 2, targetTemperature: 18.5 } } });
    expect((await call(ingrid, 'PUT', url, { unitId: 'floor', state: 2 })).json().data).toEqual({ success: false, code: 'hvacStateUnchanged' });
  });

  it('answers badState on a device that does not heat', async () => {
    expect((await call(ingrid, 'PUT', `${device('zaptec', CHARGER)}/substate`, { unitId: 'main', state: 1 })).json().data).toEqual({ success: false, code: 'badState' });
  });
});

describe('an offline device', () => {
  it('refuses a switch (409 deviceOffline), has no reading (404 noReadings) and no latest realtime reading', async () => {
    await t.db.query("UPDATE iot_devices SET is_online = false WHERE vendor = 'ngenic' AND remote_id = $1", [HEAT_PUMP]);
    try {
      const before = await stored('ngenic', HEAT_PUMP);
      const sw = await call(kari, 'PUT', `${device('ngenic', HEAT_PUMP)}/switch`, { switchOn: !(before.state.isOn ?? true) });
      expect(sw.statusCode).toBe(409);
      expect(sw.json()).toMatchObject({ key: 'deviceOffline' });
      const state = await call(kari, 'PUT', `${device('ngenic', HEAT_PUMP)}/state`, { state: 2 });
      expect(state.statusCode).toBe(409);
      expect((await stored('ngenic', HEAT_PUMP)).state).toEqual(before.state);
      const reading = await get(kari, `${device('ngenic', HEAT_PUMP)}/reading`);
      expect(reading.statusCode).toBe(404);
      expect(reading.json()).toMatchObject({ key: 'noReadings' });
      const realtime = await get(kari, `${device('ngenic', HEAT_PUMP)}/realtime`);
      expect(realtime.statusCode).toBe(200);
      expect(realtime.json().data.latest).toBeNull();
      const detail = (await get(kari, `${device('ngenic', HEAT_PUMP)}?settingsId=${KARI_IOT}`)).json().data;
      expect(detail.isOnline).toBe(false);
      expect(detail.groups[0].units[0].reading.currentTemperature).toBeNull();
    } finally {
      await t.db.query("UPDATE iot_devices SET is_online = true WHERE vendor = 'ngenic' AND remote_id = $1", [HEAT_PUMP]);
    }
  });

  it('shows no reading in the detail of an offline meter, charger or inverter', async () => {
    await t.db.query("UPDATE iot_devices SET is_online = false WHERE vendor IN ('hark', 'zaptec', 'solaredge')");
    try {
      expect((await get(kari, `${device('hark', SENSOR)}?settingsId=${KARI_IOT}`)).json().data).toMatchObject({ isOnline: false, reading: null });
      const charger = (await get(ingrid, `${device('zaptec', CHARGER)}?settingsId=${INGRID_IOT}`)).json().data;
      expect(charger.reading).toBeNull();
      expect(charger.summary.total.consumption).toBeGreaterThan(0);
      const inverter = (await get(ingrid, `${device('solaredge', INVERTER)}?settingsId=${INGRID_IOT}`)).json().data.inverter;
      expect(inverter.reading.isOnline).toBe(false);
    } finally {
      await t.db.query("UPDATE iot_devices SET is_online = true WHERE vendor IN ('hark', 'zaptec', 'solaredge')");
    }
    expect((await get(kari, `${device('hark', SENSOR)}?settingsId=${KARI_IOT}`)).json().data.reading.date).toBe(TEST_TODAY.toISOString());
    const inverter = (await get(ingrid, `${device('solaredge', INVERTER)}?settingsId=${INGRID_IOT}`)).json().data.inverter;
    expect(inverter.reading.isOnline).toBe(true);
  });

  it('reads normally once online', async () => {
    const reading = await get(kari, `${device('ngenic', HEAT_PUMP)}/reading`);
    expect(reading.statusCode).toBe(200);
    expect(reading.json().data.date).toBe(TEST_TODAY.toISOString());
  });
});

describe('getBrandDeviceRealtime', () => {
  const check = (data: { latest: { date: string }; history: { date: string }[] }, lastQuarter: string) => {
    expect(data.latest.date).toBe(lastQuarter);
    expect(data.history).toHaveLength(96);
    expect(data.history.at(-1)!.date).toBe(lastQuarter);
    const times = data.history.map((r) => new Date(r.date).getTime());
    for (let i = 1; i < times.length; i++) expect(times[i]! - times[i - 1]!).toBe(QUARTER);
  };

  it('gives the last 24 hours as 96 quarter-hours ending at the last quarter-hour', async () => {
    await at(new Date('2026-11-16T09:07:30Z'));
    check((await get(kari, `${device('hark', SENSOR)}/realtime?withHistory=true`)).json().data, '2026-11-16T09:00:00.000Z');
  });

  it('gives 96 too when now is exactly on a quarter-hour', async () => {
    check((await get(kari, `${device('hark', SENSOR)}/realtime?withHistory=true`)).json().data, TEST_TODAY.toISOString());
  });

  it('leaves the history out unless asked for', async () => {
    for (const q of ['', '?withHistory=false']) {
      const data = (await get(kari, `${device('hark', SENSOR)}/realtime${q}`)).json().data;
      expect(data.latest.date).toBe(TEST_TODAY.toISOString());
      expect(data).not.toHaveProperty('history');
    }
  });
});

describe('sessions', () => {
  const url = (q: string) => `${device('zaptec', CHARGER)}/sessions?settingsId=${INGRID_IOT}&${q}`;

  it('lists the sessions that started in the period, both ends included', async () => {
    const res = await get(ingrid, url('startDate=2026-11-01&endDate=2026-11-10'));
    expect(res.statusCode).toBe(200);
    const list = res.json().data as { start: string; stop: string | null }[];
    expect(list).toHaveLength(10);
    for (const s of list) {
      expect(s.start >= '2026-11-01T00:00:00.000Z' && s.start < '2026-11-11T00:00:00.000Z').toBe(true);
      expect(s.stop! > s.start).toBe(true);
    }
  });

  it('starts none before the charger was connected', async () => {
    const { connected_at } = (await t.db.query<{ connected_at: Date }>("SELECT connected_at FROM iot_devices WHERE vendor = 'zaptec'")).rows[0]!;
    const list = (await get(ingrid, url('startDate=2026-07-01&endDate=2026-08-31'))).json().data as { start: string }[];
    expect(list.length).toBeGreaterThan(0);
    for (const s of list) expect(new Date(s.start).getTime()).toBeGreaterThanOrEqual(connected_at.getTime());
    expect(list.length).toBeLessThan(62);
  });

  it('starts none after now', async () => {
    const list = (await get(ingrid, url('startDate=2026-11-15&endDate=2026-11-20'))).json().data as { start: string }[];
    expect(list).toHaveLength(1);
    expect(list[0]!.start.startsWith('2026-11-15')).toBe(true);
  });

  it('refuses an end before the start, and a period over 366 days (400)', async () => {
    const backwards = await get(ingrid, url('startDate=2026-11-10&endDate=2026-11-09'));
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({ key: 'validationError' });
    expect((await get(ingrid, url('startDate=2025-11-01&endDate=2026-11-02'))).statusCode).toBe(400);
    expect((await get(ingrid, url('startDate=2025-11-01&endDate=2026-11-01'))).statusCode).toBe(200);
    expect((await get(ingrid, `${device('zaptec', CHARGER)}/sessions/data?startDate=2026-11-10&endDate=2026-11-01`)).statusCode).toBe(400);
  });

  it('answers 404 with settings the charger is not on, and for another account', async () => {
    expect((await get(ingrid, `${device('zaptec', CHARGER)}/sessions?settingsId=${KARI_IOT}&startDate=2026-11-01&endDate=2026-11-02`)).statusCode).toBe(404);
    expect((await get(kari, url('startDate=2026-11-01&endDate=2026-11-02'))).statusCode).toBe(404);
    expect((await get(kari, `${device('zaptec', CHARGER)}/sessions/data?startDate=2026-11-01&endDate=2026-11-02`)).statusCode).toBe(404);
  });

  it('gives each session its quarter-hour readings, all inside it', async () => {
    const list = (await get(ingrid, `${device('zaptec', CHARGER)}/sessions/data?startDate=2026-11-05&endDate=2026-11-07`)).json().data as
      { start: string; stop: string; readings: { date: string }[] }[];
    expect(list).toHaveLength(3);
    for (const s of list) {
      const hours = (new Date(s.stop).getTime() - new Date(s.start).getTime()) / HOUR;
      expect(s.readings.length).toBeGreaterThanOrEqual(hours * 4);
      for (const r of s.readings) expect(r.date >= s.start && r.date <= s.stop).toBe(true);
    }
  });

  it("lists Ingrid's charger's sessions in /v3/iot/sessions, Kari none; staff without an account get 404", async () => {
    const res = await get(ingrid, '/v3/iot/sessions?startDate=2026-11-01&endDate=2026-11-10');
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { brand: string; remoteId: string; sessions: unknown[] }[];
    expect(data.map((d) => [d.brand, d.remoteId])).toEqual([['zaptec', CHARGER]]);
    expect(data[0]!.sessions).toEqual((await get(ingrid, url('startDate=2026-11-01&endDate=2026-11-10'))).json().data);
    expect((await get(kari, '/v3/iot/sessions?startDate=2026-11-01&endDate=2026-11-10')).json().data).toEqual([]);
    expect((await get(support, '/v3/iot/sessions?startDate=2026-11-01&endDate=2026-11-10')).statusCode).toBe(404);
    expect((await get(ingrid, '/v3/iot/sessions?startDate=2026-11-10&endDate=2026-11-01')).statusCode).toBe(400);
  });
});

describe('timer actions', () => {
  const timer = (over: Record<string, unknown> = {}) => ({
    settingsId: KARI_IOT, brand: 'ngenic', remoteId: HEAT_PUMP, type: 'timer', enabled: true, hours: 2, window: { from: '22:00', to: '06:00' }, days: [4, 0, 2, 0], ...over,
  });
  const actions = () => count('SELECT count(*)::int AS n FROM iot_actions');
  let created: string;

  it("creates a timer on Kari's heat pump (201), weekdays sorted and once, not audited", async () => {
    const res = await call(kari, 'POST', '/v3/iot/actions', timer());
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data).toMatchObject({ settingsId: KARI_IOT, brand: 'ngenic', remoteId: HEAT_PUMP, hours: 2, days: [0, 2, 4], lastRunAt: null, createdAt: TEST_TODAY.toISOString() });
    created = data._id;
    const row = (await t.db.query('SELECT doc FROM iot_actions WHERE id = $1', [created])).rows[0];
    expect(row?.doc).toMatchObject({ hours: 2, window: { from: '22:00', to: '06:00' }, days: [0, 2, 4] });
    expect((await get(kari, `/v3/iot/actions/${created}`)).json().data).toEqual(data);
    expect(await audits('iot-actions', created)).toBe(0);
  });

  it('refuses hours that do not fit in the window (400), writing nothing', async () => {
    const before = await actions();
    const res = await call(kari, 'POST', '/v3/iot/actions', timer({ hours: 5, window: { from: '04:00', to: '08:00' } }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ key: 'validationError' });
    expect(await actions()).toBe(before);
  });

  it('refuses a timer on a device that cannot be switched (400) and a device of another account (404)', async () => {
    const before = await actions();
    const meter = await call(kari, 'POST', '/v3/iot/actions', timer({ brand: 'hark', remoteId: SENSOR }));
    expect(meter.statusCode).toBe(400);
    expect(meter.json()).toMatchObject({ key: 'validationError' });
    expect((await call(kari, 'POST', '/v3/iot/actions', timer({ brand: 'zaptec', remoteId: CHARGER }))).statusCode).toBe(404);
    expect((await call(kari, 'POST', '/v3/iot/actions', timer({ settingsId: INGRID_IOT, brand: 'zaptec', remoteId: CHARGER }))).statusCode).toBe(404);
    expect((await call(ola, 'POST', '/v3/iot/actions', timer())).statusCode).toBe(403);
    expect(await actions()).toBe(before);
  });

  it('merges an update into the timer, and refuses one that leaves the hours outside the window', async () => {
    await at(new Date(TEST_TODAY.getTime() + HOUR));
    const res = await call(kari, 'PUT', `/v3/iot/actions/${created}`, { hours: 3, days: [1, 1] });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ hours: 3, days: [1], window: { from: '22:00', to: '06:00' }, enabled: true, updatedAt: new Date(TEST_TODAY.getTime() + HOUR).toISOString(), createdAt: TEST_TODAY.toISOString() });
    const bad = await call(kari, 'PUT', `/v3/iot/actions/${created}`, { window: { from: '04:00', to: '06:00' } });
    expect(bad.statusCode).toBe(400);
    expect((await get(kari, `/v3/iot/actions/${created}`)).json().data).toMatchObject({ hours: 3, window: { from: '22:00', to: '06:00' } });
    expect((await call(ola, 'PUT', `/v3/iot/actions/${created}`, { hours: 1 })).statusCode).toBe(403);
    expect((await call(ingrid, 'PUT', `/v3/iot/actions/${created}`, { hours: 1 })).statusCode).toBe(404);
  });

  it('lists the timers by device and by settings', async () => {
    const byDevice = (await get(kari, `/v3/iot/actions/brands/ngenic/devices/${HEAT_PUMP}`)).json().data as { _id: string }[];
    expect(byDevice.map((a) => a._id)).toEqual([KARI_TIMER, created]);
    const bySettings = (await get(kari, `/v3/iot/settings/${KARI_IOT}/actions`)).json().data as { _id: string }[];
    expect(bySettings.map((a) => a._id)).toEqual([KARI_TIMER, created]);
    expect((await get(kari, `/v3/iot/actions/brands/hark/devices/${SENSOR}`)).json().data).toEqual([]);
    expect((await get(ingrid, `/v3/iot/actions/brands/ngenic/devices/${HEAT_PUMP}`)).statusCode).toBe(404);
  });

  it("calculates the seeded morning timer: the window's three cheapest hours by the zone's stored prices", async () => {
    // Monday 2026-11-16 in Oslo (NO1): the window 04:00–08:00 is 03:00–07:00 UTC.
    const prices = (await t.db.query<{ hour: number; price: number }>(
      "SELECT extract(hour FROM at AT TIME ZONE 'Europe/Oslo')::int AS hour, price FROM zone_hours WHERE zone = 'NO1' AND at >= '2026-11-16T03:00:00Z' AND at < '2026-11-16T07:00:00Z'")).rows;
    expect(prices).toHaveLength(4);
    const cheapest = [...prices].sort((a, b) => a.price - b.price || a.hour - b.hour).slice(0, 3).map((p) => p.hour).sort((a, b) => a - b);
    const inside = await get(kari, `/v3/iot/actions/${KARI_TIMER}/calculate?currentHour=${cheapest[0]}`);
    expect(inside.statusCode).toBe(200);
    expect(inside.json().data).toEqual({ hours: cheapest, isOn: true });
    const left = [4, 5, 6, 7].find((h) => !cheapest.includes(h))!;
    expect((await get(kari, `/v3/iot/actions/${KARI_TIMER}/calculate?currentHour=${left}`)).json().data).toEqual({ hours: cheapest, isOn: false });
    expect((await get(ola, `/v3/iot/actions/${KARI_TIMER}/calculate?currentHour=${cheapest[1]}`)).json().data.isOn).toBe(true);
  });

  it('picks the cheap hours around an evening peak, not the window\'s first', async () => {
    // Monday 2026-11-16, window 16:00–22:00 in Oslo (15:00–21:00 UTC): the evening peak sits in the middle.
    const prices = (await t.db.query<{ hour: number; price: number }>(
      "SELECT extract(hour FROM at AT TIME ZONE 'Europe/Oslo')::int AS hour, price FROM zone_hours WHERE zone = 'NO1' AND at >= '2026-11-16T15:00:00Z' AND at < '2026-11-16T21:00:00Z'")).rows;
    const cheapest = [...prices].sort((a, b) => a.price - b.price || a.hour - b.hour).slice(0, 2).map((p) => p.hour).sort((a, b) => a - b);
    expect(cheapest).not.toEqual([16, 17]);
    const evening = await call(kari, 'POST', '/v3/iot/actions', timer({ hours: 2, window: { from: '16:00', to: '22:00' }, days: [0] }));
    expect(evening.statusCode).toBe(201);
    const id = evening.json().data._id as string;
    try {
      expect((await get(kari, `/v3/iot/actions/${id}/calculate?currentHour=${cheapest[1]}`)).json().data).toEqual({ hours: cheapest, isOn: true });
    } finally {
      await call(kari, 'DELETE', `/v3/iot/actions/${id}`);
    }
  });

  it('runs the first hours of the window on a day whose prices are not stored', async () => {
    await at(new Date('2030-01-07T02:00:00Z'));  // a Monday, years after the stored prices
    expect((await get(kari, `/v3/iot/actions/${KARI_TIMER}/calculate?currentHour=5`)).json().data).toEqual({ hours: [4, 5, 6], isOn: true });
  });

  it('calculates off on a weekday the timer leaves out, and by the local hour when none is given', async () => {
    await at(new Date('2026-11-21T04:30:00Z'));
    expect((await get(kari, `/v3/iot/actions/${KARI_TIMER}/calculate?currentHour=5`)).json().data.isOn).toBe(false);
    // Monday 04:30 UTC is 05:30 in Oslo: on. 06:30 UTC is 07:30 in Oslo: off, though UTC hour 6 is chosen.
    await at(new Date('2026-11-16T04:30:00Z'));
    expect((await get(kari, `/v3/iot/actions/${KARI_TIMER}/calculate`)).json().data.isOn).toBe(true);
    await at(new Date('2026-11-16T06:30:00Z'));
    expect((await get(kari, `/v3/iot/actions/${KARI_TIMER}/calculate`)).json().data.isOn).toBe(false);
  });

  it('runs the timer: switches the heat pump off outside its hours and on inside, noting the run', async () => {
    const off = new Date('2026-11-16T06:30:00Z');
    await at(off);
    const first = await call(kari, 'PUT', `/v3/iot/actions/${KARI_TIMER}/run`);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ success: true });
    expect((await stored('ngenic', HEAT_PUMP)).state.isOn).toBe(false);
    expect((await get(kari, `/v3/iot/actions/${KARI_TIMER}`)).json().data.lastRunAt).toBe(off.toISOString());

    const on = new Date('2026-11-17T04:15:00Z');
    await at(on);
    expect((await call(kari, 'PUT', `/v3/iot/actions/${KARI_TIMER}/run`)).json().data).toEqual({ success: true });
    expect((await stored('ngenic', HEAT_PUMP)).state.isOn).toBe(true);
    expect((await get(kari, `/v3/iot/actions/${KARI_TIMER}`)).json().data.lastRunAt).toBe(on.toISOString());
    expect(await audits('iot-devices', `ngenic:${HEAT_PUMP}`)).toBe(1);
    expect((await call(ola, 'PUT', `/v3/iot/actions/${KARI_TIMER}/run`)).statusCode).toBe(403);
  });

  it('runs a disabled timer as badState, leaving the device as it is', async () => {
    await at(new Date('2026-11-16T06:30:00Z'));
    expect((await call(kari, 'PUT', `/v3/iot/actions/${KARI_TIMER}`, { enabled: false })).statusCode).toBe(200);
    try {
      const before = await stored('ngenic', HEAT_PUMP);
      expect((await call(kari, 'PUT', `/v3/iot/actions/${KARI_TIMER}/run`)).json().data).toEqual({ success: false, code: 'badState' });
      expect(await stored('ngenic', HEAT_PUMP)).toEqual(before);
    } finally {
      await call(kari, 'PUT', `/v3/iot/actions/${KARI_TIMER}`, { enabled: true });
    }
  });

  it('refuses to run a timer on an offline device (409), changing nothing', async () => {
    await at(new Date('2026-11-16T06:30:00Z'));
    await t.db.query("UPDATE iot_devices SET is_online = false WHERE vendor = 'ngenic' AND remote_id = $1", [HEAT_PUMP]);
    try {
      const before = await snapshot();
      const res = await call(kari, 'PUT', `/v3/iot/actions/${KARI_TIMER}/run`);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ key: 'deviceOffline' });
      expect(await snapshot()).toEqual(before);
    } finally {
      await t.db.query("UPDATE iot_devices SET is_online = true WHERE vendor = 'ngenic' AND remote_id = $1", [HEAT_PUMP]);
    }
  });

  it('deletes a timer (204): then it is 404', async () => {
    expect((await call(ola, 'DELETE', `/v3/iot/actions/${created}`)).statusCode).toBe(403);
    expect((await call(kari, 'DELETE', `/v3/iot/actions/${created}`)).statusCode).toBe(204);
    expect((await get(kari, `/v3/iot/actions/${created}`)).statusCode).toBe(404);
    expect((await call(kari, 'DELETE', `/v3/iot/actions/${created}`)).statusCode).toBe(404);
    expect((await call(kari, 'PUT', `/v3/iot/actions/${created}/run`)).statusCode).toBe(404);
    expect((await get(kari, `/v3/iot/actions/${created}/calculate`)).statusCode).toBe(404);
    expect(await audits('iot-actions', created)).toBe(0);
  });

  it('audits what staff create, change and delete', async () => {
    const res = await call(support, 'POST', '/v3/iot/actions', timer({ hours: 1 }));
    expect(res.statusCode).toBe(201);
    const staffTimer = res.json().data._id as string;
    expect((await call(support, 'PUT', `/v3/iot/actions/${staffTimer}`, { enabled: false })).statusCode).toBe(200);
    expect((await call(support, 'DELETE', `/v3/iot/actions/${staffTimer}`)).statusCode).toBe(204);
    const rows = (await t.db.query<{ action: string; organisation: string }>(
      "SELECT action, organisation FROM audit_log WHERE resource = 'iot-actions' AND resource_id = $1 ORDER BY created_at, id", [staffTimer])).rows;
    expect(rows.map((r) => r.action).sort()).toEqual(['create', 'delete', 'update']);
    for (const r of rows) expect(r.organisation).toBe('BRIGHT');
  });
});

describe('getIotIntegrationWebview', () => {
  it('gives the control page of the location with the language and a link token, the extra query appended', async () => {
    const res = await get(kari, `/v3/iot/integration/${KARI_FLAT}/webview?language=nb&extraQueryString=${encodeURIComponent('?theme=dark&x=1')}`);
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json().data.url);
    expect(`${url.origin}${url.pathname}`).toBe(`https://ampere.test/iot/control/${KARI_FLAT}`);
    expect(url.searchParams.get('language')).toBe('nb');
    expect(url.searchParams.get('theme')).toBe('dark');
    expect(url.searchParams.get('x')).toBe('1');
    expect(res.json().data.url.endsWith('&theme=dark&x=1')).toBe(true);
    const principal = await t.services.tokens.verify(url.searchParams.get('accessToken')!, { shortOnly: true });
    expect(principal).toMatchObject({ kind: 'customer', userId: KARI });
  });

  it('has no extra query when none is asked for', async () => {
    const url = new URL((await get(ingrid, `/v3/iot/integration/${INGRID_HOUSE}/webview?language=en`)).json().data.url);
    expect([...url.searchParams.keys()]).toEqual(['language', 'accessToken']);
  });

  it("answers 404 for another account's location, and 400 for an unknown language", async () => {
    expect((await get(kari, `/v3/iot/integration/${INGRID_HOUSE}/webview?language=nb`)).statusCode).toBe(404);
    expect((await get(kari, `/v3/iot/integration/${'0'.repeat(24)}/webview?language=nb`)).statusCode).toBe(404);
    expect((await get(kari, `/v3/iot/integration/${KARI_FLAT}/webview?language=xx`)).statusCode).toBe(400);
  });
});

describe('bad input', () => {
  it('answers 400 validationError on every mutating call and writes nothing', async () => {
    const calls: [AuthEntry, 'POST' | 'PUT' | 'DELETE', string, unknown][] = [
      [kari, 'PUT', `${device('ngenic', HEAT_PUMP)}/switch`, { switchOn: false, force: true }],
      [kari, 'PUT', `${device('ngenic', HEAT_PUMP)}/switch`, { switchOn: 'no' }],
      [kari, 'PUT', `${device('ngenic', HEAT_PUMP)}/switch`, {}],
      [kari, 'PUT', `${device('ngenic', HEAT_PUMP)}/state`, { state: 7 }],
      [kari, 'PUT', `${device('ngenic', HEAT_PUMP)}/state`, { state: 1, returnDateTime: 'tomorrow' }],
      [kari, 'PUT', `${device('ngenic', HEAT_PUMP)}/state`, { state: 1, targetTemperature: 80 }],
      [kari, 'PUT', `${device('ngenic', HEAT_PUMP)}/state`, { state: 1, mode: 'away' }],
      [ingrid, 'PUT', `${device('homeside', CENTRE)}/substate`, { unitId: 'floor', state: 7 }],
      [ingrid, 'PUT', `${device('homeside', CENTRE)}/substate`, { unitId: '', state: 1 }],
      [ingrid, 'PUT', `${device('homeside', CENTRE)}/substate`, { unitId: 'floor', state: 1, extra: 1 }],
      [kari, 'POST', '/v3/iot/actions', { settingsId: KARI_IOT, brand: 'ngenic', remoteId: HEAT_PUMP, type: 'timer', enabled: true, hours: 0, window: { from: '22:00', to: '06:00' }, days: [0] }],
      [kari, 'POST', '/v3/iot/actions', { settingsId: KARI_IOT, brand: 'ngenic', remoteId: HEAT_PUMP, type: 'timer', enabled: true, hours: 2, window: { from: '25:00', to: '06:00' }, days: [0] }],
      [kari, 'POST', '/v3/iot/actions', { settingsId: KARI_IOT, brand: 'ngenic', remoteId: HEAT_PUMP, type: 'timer', enabled: true, hours: 2, window: { from: '22:00', to: '06:00' }, days: [] }],
      [kari, 'POST', '/v3/iot/actions', { settingsId: KARI_IOT, brand: 'ngenic', remoteId: HEAT_PUMP, type: 'timer', enabled: true, hours: 2, window: { from: '22:00', to: '06:00' }, days: [7] }],
      [kari, 'POST', '/v3/iot/actions', { settingsId: KARI_IOT, brand: 'ngenic', remoteId: HEAT_PUMP, type: 'schedule', enabled: true, hours: 2, window: { from: '22:00', to: '06:00' }, days: [0] }],
      [kari, 'POST', '/v3/iot/actions', { settingsId: KARI_IOT, brand: 'ngenic', remoteId: HEAT_PUMP, type: 'timer', enabled: true, hours: 2, window: { from: '22:00', to: '06:00' }, days: [0], lastRunAt: null }],
      [kari, 'POST', '/v3/iot/actions', { settingsId: 'nope', brand: 'ngenic', remoteId: HEAT_PUMP, type: 'timer', enabled: true, hours: 2, window: { from: '22:00', to: '06:00' }, days: [0] }],
      [kari, 'PUT', `/v3/iot/actions/${KARI_TIMER}`, { hours: 0 }],
      [kari, 'PUT', `/v3/iot/actions/${KARI_TIMER}`, { hours: 25 }],
      [kari, 'PUT', `/v3/iot/actions/${KARI_TIMER}`, { window: { from: '04:00', to: '25:00' } }],
      [kari, 'PUT', `/v3/iot/actions/${KARI_TIMER}`, { settingsId: INGRID_IOT }],
      [kari, 'PUT', `/v3/iot/actions/${KARI_TIMER}`, { enabled: 'yes' }],
      [kari, 'PUT', '/v3/iot/actions/nope', { hours: 1 }],
      [kari, 'PUT', '/v3/iot/actions/nope/run', undefined],
      [kari, 'DELETE', '/v3/iot/actions/nope', undefined],
    ];
    const before = await snapshot();
    for (const [entry, method, url, payload] of calls) {
      const res = await call(entry, method, url, payload);
      expect({ url, payload, status: res.statusCode }).toEqual({ url, payload, status: 400 });
      expect(res.json()).toMatchObject({ key: 'validationError' });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses bad queries on the reading calls (400)', async () => {
    for (const url of [
      `${device('zaptec', CHARGER)}/sessions?settingsId=${INGRID_IOT}&startDate=2026-13-01&endDate=2026-11-02`,
      `${device('zaptec', CHARGER)}/sessions?startDate=2026-11-01&endDate=2026-11-02`,
      `${device('hark', SENSOR)}/realtime?withHistory=yes`,
      `/v3/iot/actions/${KARI_TIMER}/calculate?currentHour=24`,
      `${device('ngenic', HEAT_PUMP)}?settingsId=nope`,
    ]) {
      const res = await get(url.includes('zaptec') ? ingrid : kari, url);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 400 });
    }
  });
});
