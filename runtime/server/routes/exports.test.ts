// @vitest-environment node
/**
 * Exports on the real server, through the short-lived token link: a day of hours as CSV with the
 * spec's columns and the same values the portal shows, a month as an XLSX read back, the site's CSV,
 * the resolution rules, and a link that only opens for its own customer.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthEntry } from '../../../schemas/auth.js';
import type { MeasurementNode } from '../../../schemas/measurement.js';
import { reviveTimestamps } from '../../../schemas/core/wire.js';
import { bearer, testApp, type TestApp } from '../test/harness.js';
import { INGRID, INGRID_ACCOUNT, KARI, KARI_ACCOUNT, KARI_FLAT } from '../test/iot-demo.js';
import { KARI_CONSUMPTION, KARI_GRID } from '../test/meter-demo.js';

let t: TestApp;
let kari: AuthEntry;
let ingrid: AuthEntry;
beforeAll(async () => {
  t = await testApp();
  kari = await t.asCustomer(KARI, KARI_ACCOUNT);
  ingrid = await t.asCustomer(INGRID, INGRID_ACCOUNT);
});
afterAll(async () => t?.close());

async function short(who: AuthEntry): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: '/api/v3/auth/short-accesstoken', headers: bearer(who) });
  expect(res.statusCode).toBe(200);
  return res.json().data.accessToken as string;
}

const exportOf = async (who: AuthEntry, service: string, query: string) =>
  t.app.inject({ method: 'GET', url: `/api/v3/insights/data/${service}/export?accessToken=${await short(who)}&${query}` });

const HEADER = 'Date,Consumption (kWh),Production (kWh),Water (m³),Cost (kr),CO2 emissions (g),Spot price (kr/kWh),CO2 emissions (g/kWh),Average temperature (°C)';

describe('service export', () => {
  it("gives a day of hours as CSV with the spec's columns and the portal's values", async () => {
    const res = await exportOf(kari, KARI_CONSUMPTION, 'dateKey=2026-11-10&format=csv&period=day&resolution=hour');
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('2026-11-10.csv');
    const lines = res.body.replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(lines[0]).toBe(HEADER);
    expect(lines).toHaveLength(25);
    const nodes = reviveTimestamps<{ data: MeasurementNode[] }>((await t.app.inject({ method: 'GET', url: `/api/v3/insights/data/${KARI_CONSUMPTION}/day/2026-11-10`, headers: bearer(kari) })).json()).data;
    for (const [i, line] of lines.slice(1).entries()) {
      const cells = line.split(',');
      expect(cells[0]).toBe(`2026-11-10 ${String(i).padStart(2, '0')}:00`);
      expect(Number(cells[1])).toBeCloseTo(nodes[i]!.value.consumption!.total, 3);
      expect(cells[2]).toBe('');
      expect(Number(cells[4])).toBeCloseTo(nodes[i]!.value.cost!.total, 2);
      expect(Number(cells[5])).toBeCloseTo(nodes[i]!.value.co2cost!.total, 0);
      expect(Number(cells[6])).toBeCloseTo(nodes[i]!.value.price!.avgHour, 4);
      expect(Number(cells[8])).toBeCloseTo(nodes[i]!.value.temperature!.avgHour, 1);
    }
  });

  it('gives a month of days as an XLSX that reads back with the same totals', async () => {
    const res = await exportOf(kari, KARI_CONSUMPTION, 'dateKey=2026-10&format=xlsx&period=month&resolution=day');
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.rowCount).toBe(32);
    const days = reviveTimestamps<{ data: MeasurementNode[] }>((await t.app.inject({ method: 'GET', url: `/api/v3/insights/data/${KARI_CONSUMPTION}/month/2026-10`, headers: bearer(kari) })).json()).data;
    let kwh = 0;
    for (let r = 2; r <= 32; r++) kwh += Number(sheet.getRow(r).getCell(2).value);
    expect(kwh).toBeCloseTo(days.reduce((s, d) => s + d.value.consumption!.total, 0), 1);
  });

  it('refuses hourly values for a year, values finer than the meter, and a period the key is not: 400', async () => {
    expect((await exportOf(kari, KARI_CONSUMPTION, 'dateKey=2026&format=csv&period=year&resolution=hour')).statusCode).toBe(400);
    expect((await exportOf(kari, KARI_GRID, 'dateKey=2026-11-10&format=csv&period=day&resolution=15min')).statusCode).toBe(400);
    expect((await exportOf(kari, KARI_CONSUMPTION, 'dateKey=2026-11&format=csv&period=day&resolution=hour')).statusCode).toBe(400);
    expect((await exportOf(kari, KARI_CONSUMPTION, 'dateKey=2020&format=csv&period=year&resolution=month')).statusCode).toBe(404);
  });

  it("opens only for its own customer: another customer's link is 404, no token 401", async () => {
    expect((await exportOf(ingrid, KARI_CONSUMPTION, 'dateKey=2026-10&format=csv&period=month&resolution=day')).statusCode).toBe(404);
    const bare = await t.app.inject({ method: 'GET', url: `/api/v3/insights/data/${KARI_CONSUMPTION}/export?dateKey=2026-10&format=csv&period=month&resolution=day` });
    expect([400, 401]).toContain(bare.statusCode);
  });
});

describe('site export', () => {
  it("gives a site's month by day: its trade consumption, and the cost of all its services", async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v4/BRIGHT/account/sites/${KARI_FLAT}/data/export?accessToken=${await short(kari)}&dateKey=2026-10&resolution=day` });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    const lines = res.body.replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(lines[0]).toBe(HEADER);
    expect(lines).toHaveLength(32);
    const get = async (service: string) => reviveTimestamps<{ data: MeasurementNode[] }>((await t.app.inject({ method: 'GET', url: `/api/v3/insights/data/${service}/month/2026-10`, headers: bearer(kari) })).json()).data;
    const [trade, grid] = [await get(KARI_CONSUMPTION), await get(KARI_GRID)];
    const first = lines[1]!.split(',');
    expect(Number(first[1])).toBeCloseTo(trade[0]!.value.consumption!.total, 3);
    expect(Number(first[4])).toBeCloseTo(trade[0]!.value.cost!.total + grid[0]!.value.cost!.total, 1);
  });
});
