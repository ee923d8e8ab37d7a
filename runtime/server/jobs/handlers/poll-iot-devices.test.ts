// @vitest-environment node
/**
 * pollIotDevices against the real test database, its handler called with the test clock's time: every
 * connected device of the organisation is read and its reading stored once; a weekday 06:30 timer in
 * Europe/Oslo switches its device at 06:30 and not before, once (a second poll, or a poll after the
 * owner's own switch, applies nothing); an override of smart charging ends when its time has run out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Job } from '../../../../schemas/job.js';
import { timeZoneFromPriceZone } from '../../../format/geography.js';
import { testApp, type TestApp } from '../../test/harness.js';
import { stableId } from '../../ids.js';
import { actionById, deviceByKey, updateDevice } from '../../repositories/iot.js';
import { findJobRow } from '../../repositories/jobs.js';
import { priceZoneOf } from '../../repositories/locations.js';
import { pollDevices, pollIotDevicesHandler } from './poll-iot-devices.js';

let t: TestApp;
let job: Job;
let ngenic: { vendor: string; remoteId: string };
let zaptec: { vendor: string; remoteId: string };
const org = 'BRIGHT';
const actionId = stableId(`${org}:iot-action:kari-heating`);

const deviceOf = async (settingsKey: string, vendor: string) => {
  const r = await t.db.query<{ remote_id: string }>('SELECT remote_id FROM iot_devices WHERE settings_id = $1 AND vendor = $2', [stableId(`${org}:iot:${settingsKey}`), vendor]);
  return { vendor, remoteId: r.rows[0]!.remote_id };
};
const isOn = async () => (await deviceByKey(t.db, ngenic.vendor, ngenic.remoteId))!.state.isOn ?? true;
const readingsCount = async () => Number((await t.db.query<{ n: string }>(
  'SELECT count(*) AS n FROM iot_readings r JOIN iot_devices d USING (vendor, remote_id) JOIN iot_settings s ON s.id = d.settings_id WHERE s.organisation = $1', [org])).rows[0]!.n);
const poll = (at: string) => pollDevices({ services: t.services, job, data: {}, now: new Date(at) });

beforeAll(async () => {
  t = await testApp();
  job = (await findJobRow(t.db, stableId(`${org}:job:pollIotDevices`)))!.job;
  ngenic = await deviceOf('kari', 'ngenic');
  zaptec = await deviceOf('ingrid', 'zaptec');
  // Kari's heat pump timer: two hours from 06:30 on weekdays (the window's two hours, whatever the prices).
  await t.db.query('UPDATE iot_actions SET doc = $2, last_run_at = NULL, applied_on = NULL WHERE id = $1',
    [actionId, JSON.stringify({ type: 'timer', enabled: true, hours: 2, window: { from: '06:30', to: '08:00' }, days: [0, 1, 2, 3, 4] })]);
});
afterAll(async () => {
  await t?.close();
});

describe('pollIotDevices', () => {
  it('counts the timer in Europe/Oslo: the device is at a Norwegian location', async () => {
    const device = (await deviceByKey(t.db, ngenic.vendor, ngenic.remoteId))!;
    const account = (await t.db.query<{ account_id: string }>('SELECT account_id FROM iot_settings WHERE id = $1', [device.settings_id])).rows[0]!.account_id;
    expect(timeZoneFromPriceZone((await priceZoneOf(t.db, device.location_id, account))!)).toBe('Europe/Oslo');
  });

  it('reads every connected device of the organisation and stores each reading once', async () => {
    const devices = Number((await t.db.query<{ n: string }>('SELECT count(*) AS n FROM iot_devices d JOIN iot_settings s ON s.id = d.settings_id WHERE s.organisation = $1', [org])).rows[0]!.n);
    expect(devices).toBeGreaterThan(1);
    // Monday 16 November 2026, 06:15 in Oslo (UTC+1).
    const first = await poll('2026-11-16T05:15:00Z');
    expect(first.polled).toBe(devices);
    expect(await readingsCount()).toBe(devices);
    await poll('2026-11-16T05:20:00Z');
    expect(await readingsCount()).toBe(devices);
    const stored = await t.db.query<{ at: Date }>('SELECT at FROM iot_readings WHERE vendor = $1 AND remote_id = $2', [ngenic.vendor, ngenic.remoteId]);
    expect(stored.rows.map((r) => r.at.toISOString())).toEqual(['2026-11-16T05:15:00.000Z']);
    expect((await deviceByKey(t.db, ngenic.vendor, ngenic.remoteId))!.polled_at?.toISOString()).toBe('2026-11-16T05:20:00.000Z');
  });

  it('applied the timer\'s "off" before 06:30 once, and switches the device on at 06:30, not before, not twice', async () => {
    // The 06:15 poll above applied the timer's first decision: off until 06:30.
    expect(await isOn()).toBe(false);
    expect((await actionById(t.db, actionId))!.lastRunAt?.toISOString()).toBe('2026-11-16T05:15:00.000Z');

    expect((await poll('2026-11-16T05:29:59Z')).timersApplied).toBe(0);
    expect(await isOn()).toBe(false);

    expect((await poll('2026-11-16T05:30:00Z')).timersApplied).toBe(1);
    expect(await isOn()).toBe(true);
    expect((await actionById(t.db, actionId))!.lastRunAt?.toISOString()).toBe('2026-11-16T05:30:00.000Z');

    // A second poll (or a second server's) at the same time, and the next quarter's, apply nothing.
    expect((await poll('2026-11-16T05:30:00Z')).timersApplied).toBe(0);
    expect((await poll('2026-11-16T05:45:00Z')).timersApplied).toBe(0);
    expect((await actionById(t.db, actionId))!.lastRunAt?.toISOString()).toBe('2026-11-16T05:30:00.000Z');
  });

  it('leaves the owner\'s own switch until the timer decides otherwise (08:00 off)', async () => {
    const d = (await deviceByKey(t.db, ngenic.vendor, ngenic.remoteId))!;
    await updateDevice(t.db, d.vendor, d.remote_id, { state: { ...d.state, isOn: false } });
    await poll('2026-11-16T06:15:00Z');
    expect(await isOn()).toBe(false);
    await updateDevice(t.db, d.vendor, d.remote_id, { state: { ...d.state, isOn: true } });
    expect((await poll('2026-11-16T07:00:00Z')).timersApplied).toBe(1);
    expect(await isOn()).toBe(false);
  });

  it('does not run the weekday timer on a Saturday at 06:30', async () => {
    // Saturday 21 November: the decision stays off (applied at 08:00 on Monday), so nothing is applied.
    expect((await poll('2026-11-21T05:30:00Z')).timersApplied).toBe(0);
    expect(await isOn()).toBe(false);
  });

  it('ends a smart-charging override whose time has run out, and keeps one still running', async () => {
    const d = (await deviceByKey(t.db, zaptec.vendor, zaptec.remoteId))!;
    const override = (until: string) => ({ enabled: true, spoOverridden: true, skipSpoUntil: new Date(until) });
    await updateDevice(t.db, d.vendor, d.remote_id, { state: { ...d.state, isOn: true, smartCharging: override('2026-11-22T08:00:00.000Z') } });
    expect((await poll('2026-11-22T07:59:59Z')).overridesEnded).toBe(0);
    expect((await deviceByKey(t.db, d.vendor, d.remote_id))!.state.smartCharging).toMatchObject({ spoOverridden: true });
    expect((await poll('2026-11-22T08:00:00Z')).overridesEnded).toBe(1);
    expect((await deviceByKey(t.db, d.vendor, d.remote_id))!.state.smartCharging).toMatchObject({ enabled: true, spoOverridden: false, skipSpoUntil: null });
    expect((await poll('2026-11-22T08:15:00Z')).overridesEnded).toBe(0);
  });

  it('is the handler the engine runs', async () => {
    await expect(pollIotDevicesHandler.run({ services: t.services, job, data: {}, now: new Date('2026-11-22T08:30:00Z') })).resolves.toBeUndefined();
  });
});
