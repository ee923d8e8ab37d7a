// @vitest-environment node
/**
 * Meter readings arriving on the real server (POST /v3/data/readings and /csv): a batch lands whole
 * or not at all, the first bad row is named, the same reading twice changes nothing, a correction
 * replaces the value and its roll-ups, CSV reads both comma and semicolon files, the organisation is
 * the caller's, and each batch is audited.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthEntry } from '../../../schemas/auth.js';
import { bearer, testApp, type TestApp } from '../test/harness.js';
import { startOfLocalDay } from '../local-time.js';

const METER = '707057500012345678-consumption';   // Kari's flat, 15-minute, NO1
const DAILY = '707057500023456789-heating';         // Ingrid's district heating, daily
const DAY = '2027-02-10';   // after the demo tenant's readings, so this file's are the only ones
const QUARTER = 15 * 60_000;

let t: TestApp;
let service: AuthEntry;

beforeAll(async () => {
  t = await testApp();
  service = await t.asStaff('SERVICE', 'BRIGHT');
  await t.db.query("INSERT INTO organisations (code) VALUES ('OTHER') ON CONFLICT DO NOTHING");
});
afterAll(async () => t?.close());

const dayStart = () => startOfLocalDay(DAY, 'Europe/Oslo').getTime();
const quarters = (n: number, value = (i: number) => 0.1 + i / 1000) =>
  Array.from({ length: n }, (_, i) => ({ measurementId: METER, date: new Date(dayStart() + i * QUARTER).toISOString(), value: value(i) }));

const post = (entry: AuthEntry, payload: unknown, organisation = 'BRIGHT') =>
  t.app.inject({ method: 'POST', url: `/api/v3/data/readings?organisation=${organisation}`, headers: bearer(entry), payload: payload as object });
const csv = (entry: AuthEntry, text: string) =>
  t.app.inject({ method: 'POST', url: '/api/v3/data/readings/csv?organisation=BRIGHT', headers: { ...bearer(entry), 'content-type': 'text/csv' }, payload: text });

const count = async (sql: string, values: unknown[] = []) => (await t.db.query<{ n: number }>(sql, values)).rows[0]!.n;
const readings = () => count('SELECT count(*)::int AS n FROM readings');
async function dayTotal(measurementId: string, key: string): Promise<{ total: number; points: number } | undefined> {
  const rows = await t.db.query<{ total: number; points: number }>(
    "SELECT u.total, u.points FROM readings_rollup u JOIN meter_series s ON s.id = u.series_id WHERE s.measurement_id = $1 AND u.level = 'day' AND u.key = $2", [measurementId, key]);
  return rows.rows[0];
}

describe('JSON batches', () => {
  it('stores a day of quarter-hours with its roll-ups; the same again changes nothing', async () => {
    const res = await post(service, { readings: quarters(96) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ received: 96, changed: 96, unchanged: 0, meters: 1, from: quarters(1)[0]!.date, to: quarters(96)[95]!.date });
    const expected = quarters(96).reduce((n, r) => n + r.value, 0);
    expect((await dayTotal(METER, DAY))!.total).toBeCloseTo(expected, 9);
    expect((await dayTotal(METER, DAY))!.points).toBe(96);
    const again = await post(service, { readings: quarters(96) });
    expect(again.json().data).toMatchObject({ changed: 0, unchanged: 96 });
  });

  it('replaces a corrected reading and every roll-up above it', async () => {
    const before = (await dayTotal(METER, DAY))!.total;
    const fix = { ...quarters(1)[0]!, value: 5, source: 'corrected' };
    expect((await post(service, { readings: [fix] })).json().data).toMatchObject({ changed: 1 });
    expect((await dayTotal(METER, DAY))!.total).toBeCloseTo(before - 0.1 + 5, 9);
    const month = await t.db.query<{ total: number }>("SELECT u.total FROM readings_rollup u JOIN meter_series s ON s.id = u.series_id WHERE s.measurement_id = $1 AND u.level = 'month' AND u.key = '2027-02'", [METER]);
    expect(month.rows[0]!.total).toBeCloseTo(before - 0.1 + 5, 9);
    const source = await t.db.query<{ source: string }>('SELECT r.source FROM readings r JOIN meter_series s ON s.id = r.series_id WHERE s.measurement_id = $1 AND r.at = $2', [METER, fix.date]);
    expect(source.rows[0]!.source).toBe('corrected');
  });

  it('refuses a batch with a bad row, naming it, and writes none of it', async () => {
    const before = await readings();
    const later = quarters(4).map((r) => ({ ...r, date: new Date(new Date(r.date).getTime() + 2 * 86_400_000).toISOString() }));
    const cases: [unknown, string][] = [
      [{ readings: [...later.slice(0, 2), { ...later[2]!, value: 'x' }] }, 'Row 3 (value): '],
      [{ readings: [later[0], { ...later[1]!, measurementId: 'no-such-meter' }] }, "Row 2: no measured service with measurementId 'no-such-meter' in BRIGHT"],
      [{ readings: [later[0], { ...later[1]!, date: new Date(dayStart() + 7 * 60_000).toISOString() }] }, 'Row 2: date must start a quarter-hour'],
      [{ readings: [later[0], later[1], later[0]] }, 'Row 3: the same meter and date as row 1'],
      [{ readings: [{ measurementId: DAILY, date: '2027-02-10T12:00:00.000Z', value: 40 }] }, 'Row 1: date must be local midnight (Europe/Oslo)'],
      [{ readings: [{ ...later[0], meter: 'x' }] }, 'Row 1'],
      [{ readings: [] }, ''],
    ];
    for (const [payload, message] of cases) {
      const res = await post(service, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json().key).toBe('validationError');
      expect(res.json().message).toContain(message);
    }
    expect(await readings()).toBe(before);
  });

  it('takes a daily meter at local midnight', async () => {
    const res = await post(service, { readings: [{ measurementId: DAILY, date: startOfLocalDay(DAY, 'Europe/Oslo').toISOString(), value: 41.5, certainty: 0.5 }] });
    expect(res.statusCode).toBe(200);
    const month = await t.db.query<{ total: number; certainty: number }>("SELECT u.total, u.certainty FROM readings_rollup u JOIN meter_series s ON s.id = u.series_id WHERE s.measurement_id = $1 AND u.level = 'month' AND u.key = '2027-02'", [DAILY]);
    expect(month.rows).toEqual([{ total: 41.5, certainty: 0.5 }]);
  });

  it('is for the meter-data system and the organisation\'s admins; another organisation\'s staff are refused', async () => {
    expect((await post(await t.asStaff('ORG_ADMIN', 'BRIGHT'), { readings: quarters(1) })).statusCode).toBe(200);
    expect((await post(await t.asStaff('ORG_SUPPORT', 'BRIGHT'), { readings: quarters(1) })).statusCode).toBe(403);
    expect((await post(await t.asStaff('ORG_ADMIN', 'OTHER'), { readings: quarters(1) })).statusCode).toBe(403);
    const kari = (await t.db.query<{ id: string }>("SELECT id FROM users WHERE username = 'kari'")).rows[0]!.id;
    expect((await post(await t.asCustomer(kari), { readings: quarters(1) })).statusCode).toBe(403);
    // Another organisation has no such meter.
    const res = await post(service, { readings: quarters(1) }, 'OTHER');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain("no measured service with measurementId '707057500012345678-consumption' in OTHER");
  });

  it('writes one audit entry a batch with its counts', async () => {
    const before = await count("SELECT count(*)::int AS n FROM audit_log WHERE resource = 'meter-readings'");
    await post(service, { readings: quarters(8, () => 0.3) });
    const entries = await t.db.query<{ changes: { path: string; after: number }[] }>("SELECT changes FROM audit_log WHERE resource = 'meter-readings' ORDER BY created_at DESC, id DESC LIMIT 1");
    expect(await count("SELECT count(*)::int AS n FROM audit_log WHERE resource = 'meter-readings'")).toBe(before + 1);
    expect(entries.rows[0]!.changes).toEqual([{ path: 'received', after: 8 }, { path: 'changed', after: 8 }, { path: 'meters', after: 1 }]);
  });
});

describe('CSV', () => {
  it('reads a comma file and a semicolon file with decimal commas the same', async () => {
    const rows = quarters(4, () => 0.25).map((r) => new Date(new Date(r.date).getTime() + 5 * 86_400_000).toISOString());
    const comma = `measurementId,date,value,source\n${rows.map((d) => `${METER},${d},0.5,measured`).join('\n')}\n`;
    const res = await csv(service, comma);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ received: 4, changed: 4 });
    const semicolon = `\uFEFFdate;value;measurementId\r\n${rows.map((d) => `${d};0,5;${METER}`).join('\r\n')}`;
    expect((await csv(service, semicolon)).json().data).toMatchObject({ received: 4, changed: 0, unchanged: 4 });
  });

  it('names the bad row and line, and writes nothing', async () => {
    const before = await readings();
    const at = (i: number) => new Date(dayStart() + 10 * 86_400_000 + i * QUARTER).toISOString();
    const cases: [string, string][] = [
      [`measurementId,date,value\n${METER},${at(0)},1\n${METER},${at(1)},abc`, 'Row 2 (line 3, value): '],
      [`measurementId,date,value\n${METER},${at(0)},1\n\n${METER},2026-11-20,1`, 'Row 2 (line 4, date): '],
      [`measurementId,date,value\n${METER},${at(0)}`, 'Row 1 (line 2): 2 cells where the header has 3'],
      [`meter,date,value\n${METER},${at(0)},1`, 'The header must name the column measurementId'],
      [`measurementId,date,value,unit\n${METER},${at(0)},1,kWh`, "Unknown column 'unit'"],
      ['measurementId,date,value\n', 'The file has no readings'],
      [`measurementId,date,value\n${METER},${at(0)},1\nother-meter,${at(1)},1`, "Row 2: no measured service with measurementId 'other-meter'"],
    ];
    for (const [text, message] of cases) {
      const res = await csv(service, text);
      expect(res.statusCode, text).toBe(400);
      expect(res.json()).toMatchObject({ key: 'validationError' });
      expect(res.json().message).toContain(message);
    }
    expect(await readings()).toBe(before);
  });
});
