// @vitest-environment node
/**
 * Predictions on the real server, from the demo tenant's two years of readings and zone temperatures
 * (today is 2026-11-16T09:00Z): strict bodies, the time zone required, a heated flat predicted higher
 * on colder days and close to what it measured, sent measurements, a meter by its measurementId, solar
 * production that follows the sun, a comparison of similar homes, and a customer kept to their own
 * meters and locations.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthEntry } from '../../../schemas/auth.js';
import { stableId } from '../ids.js';
import { MIN_METERS_SHOWN } from '../repositories/zone-meters.js';
import { bearer, testApp, type TestApp } from '../test/harness.js';

let t: TestApp;
let kari: AuthEntry;
let support: AuthEntry;
/** Location ids by code. */
const locations = new Map<string, string>();
const KARI_FLAT = '707057500012345678';
const INGRID_HOUSE = '707057500023456789';
const INGRID_SOLAR = '707057500045678901';

beforeAll(async () => {
  t = await testApp();
  kari = await t.asCustomer(stableId('BRIGHT:user:kari'));
  support = await t.asStaff('ORG_SUPPORT');
  for (const r of (await t.db.query<{ id: string; code: string }>('SELECT id, code FROM locations')).rows) locations.set(r.code, r.id);
});
afterAll(async () => t?.close());

interface Row { date: string; kWh?: number; temperature: number; hour: number; uvIndex: number; partOfDay?: string; predictedKwh: number; highKwh: number; lowKwh: number }

const post = async (op: string, body: unknown, status = 200, entry: AuthEntry = kari) => {
  const res = await t.app.inject({ method: 'POST', url: `/api/v3/predictions/${op}`, headers: { ...bearer(entry), 'content-type': 'application/json' }, payload: JSON.stringify(body) });
  expect(res.statusCode, `${op}: ${res.body.slice(0, 300)}`).toBe(status);
  return res.json();
};
const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api${url}` });
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  return res.json();
};
const options = (startDate: string, endDate: string, timeEntity = 'day', extra: Record<string, unknown> = {}) => ({ startDate, endDate, timeEntity, timeZone: 'Europe/Oslo', ...extra });
const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const checkBands = (rows: readonly Row[]) => {
  for (const r of rows) {
    expect(r.lowKwh).toBeGreaterThanOrEqual(0);
    expect(r.lowKwh).toBeLessThanOrEqual(r.predictedKwh);
    expect(r.predictedKwh).toBeLessThanOrEqual(r.highKwh);
  }
};

const bodies = () => ({
  predictions: { measurements: [{ date: '2026-11-01', kWh: 30 }], site: { type: 'consumption', area: 'Oslo' }, options: options('2026-11-16', '2026-11-18') },
  measurements: { measurementId: `${KARI_FLAT}-consumption`, site: { type: 'consumption', area: 'Oslo' }, options: options('2026-11-16', '2026-11-18') },
  locations: { locationId: locations.get(KARI_FLAT), options: options('2026-11-16', '2026-11-18') },
  compare: { date: '2026-11-17', timeZone: 'Europe/Oslo', service: 'consumption_trade', extra: {} },
});

describe('request bodies', () => {
  it.each(['predictions', 'measurements', 'locations', 'compare'] as const)('%s: an unknown field is 400 validationError, nothing predicted', async (op) => {
    const answer = await post(op, { ...bodies()[op], foo: 1 }, 400);
    expect(answer).toMatchObject({ name: 'ValidationError', status: 400, key: 'validationError', message: 'Unrecognized key: "foo"' });
    expect(answer.data.issues[0].path).toEqual(['body']);
  });

  it('refuses unknown fields inside options, site and a measurement too', async () => {
    const b = bodies();
    expect((await post('locations', { ...b.locations, options: { ...b.locations.options, horizon: 3 } }, 400)).data.issues[0]).toMatchObject({ path: ['body', 'options'], message: 'Unrecognized key: "horizon"' });
    expect((await post('predictions', { ...b.predictions, site: { ...b.predictions.site, size: 70 } }, 400)).data.issues[0]).toMatchObject({ path: ['body', 'site'], message: 'Unrecognized key: "size"' });
    expect((await post('predictions', { ...b.predictions, measurements: [{ date: '2026-11-01', kW: 1 }] }, 400)).data.issues[0]).toMatchObject({ path: ['body', 'measurements', 0], message: 'Unrecognized key: "kW"' });
  });

  it('requires a time zone in the options and in a comparison', async () => {
    const b = bodies();
    const { timeZone: _drop, ...noZone } = b.locations.options;
    const answer = await post('locations', { ...b.locations, options: noZone }, 400);
    expect(answer.key).toBe('validationError');
    expect(answer.data.issues[0].path).toEqual(['body', 'options', 'timeZone']);
    const { timeZone: _drop2, ...compare } = b.compare;
    expect((await post('compare', compare, 400)).data.issues[0].path).toEqual(['body', 'timeZone']);
    expect((await post('locations', { ...b.locations, options: { ...b.locations.options, timeZone: 'Europe/Paris' } }, 400)).data.issues[0].path).toEqual(['body', 'options', 'timeZone']);
  });

  it('takes dates as ISO strings only, an end after the start, and a window it can read', async () => {
    const b = bodies();
    expect((await post('locations', { ...b.locations, options: { ...b.locations.options, startDate: 1763251200000 } }, 400)).message).toBe('Must be an ISO date or date-time string');
    expect((await post('locations', { ...b.locations, options: options('2026-11-18', '2026-11-16') }, 400)).message).toBe('endDate must be after startDate');
    expect((await post('locations', { ...b.locations, options: options('2026-11-01', '2026-12-15', '15-minute') }, 400)).message).toBe('At most 31 days at timeEntity 15-minute');
  });
});

describe('a location\'s prediction', () => {
  it('predicts Kari\'s electrically heated flat higher on colder days, close to what it measured, with the zone\'s temperatures', async () => {
    const rows = (await post('locations', { locationId: locations.get(KARI_FLAT), options: options('2026-10-01', '2026-11-16', 'day', { addDeviations: true }) })).data as Row[];
    expect(rows).toHaveLength(46);
    expect(rows[0]!.date).toBe('2026-09-30T22:00:00.000Z');
    checkBands(rows);
    const byTemperature = [...rows].sort((a, b) => a.temperature - b.temperature);
    const coldest = byTemperature.slice(0, 8);
    const mildest = byTemperature.slice(-8);
    expect(coldest[0]!.temperature).toBeLessThan(mildest[0]!.temperature - 3);
    expect(mean(coldest.map((r) => r.predictedKwh))).toBeGreaterThan(1.2 * mean(mildest.map((r) => r.predictedKwh)));
    // Every row of a past day carries the measured day (addDeviations). Evenings charging the car make
    // single days unpredictable; over the weeks the model, fitted on the year before, is near what was used.
    expect(rows.every((r) => r.kWh !== undefined)).toBe(true);
    const measured = rows.reduce((s, r) => s + r.kWh!, 0);
    expect(Math.abs(rows.reduce((s, r) => s + r.predictedKwh, 0) - measured) / measured).toBeLessThan(0.15);
    expect(rows.filter((r) => r.kWh! >= r.lowKwh && r.kWh! <= r.highKwh).length).toBeGreaterThan(rows.length / 2);
    // The temperature of a day row is the day's mean of the zone's stored hours.
    const zone = (await get('/v3/data/temperature/zone/NO1/day/2026-10-15?timeZone=Europe/Oslo')).data as { value: { temperature: { avgHour: number } } }[];
    expect(rows[14]!.temperature).toBeCloseTo(mean(zone.map((h) => h.value.temperature.avgHour)), 0);
    expect(rows.every((r) => r.hour === 0 && r.partOfDay === undefined)).toBe(true);
  });

  it('shows measured values only where readings cover the row, and predicts beyond the stored weather', async () => {
    const rows = (await post('locations', { locationId: locations.get(KARI_FLAT), options: options('2026-11-13', '2026-12-01', 'day', { addDeviations: true }) })).data as Row[];
    expect(rows).toHaveLength(18);
    // Readings run to yesterday (the 15th); the 16th is not over.
    expect(rows.filter((r) => r.kWh !== undefined).map((r) => r.date)).toEqual(['2026-11-12T23:00:00.000Z', '2026-11-13T23:00:00.000Z', '2026-11-14T23:00:00.000Z']);
    // Zone data ends tomorrow; the days after come from the climatology of the stored years, still winter days.
    expect(rows.slice(-5).every((r) => r.predictedKwh > 0 && r.temperature < 10)).toBe(true);
    checkBands(rows);
    const plain = (await post('locations', { locationId: locations.get(KARI_FLAT), options: options('2026-11-13', '2026-11-16') })).data as Row[];
    expect(plain.every((r) => r.kWh === undefined)).toBe(true);
  });

  it('gives hours with their part of day and a UV index from the sun, and months as whole local months', async () => {
    const hours = (await post('locations', { locationId: locations.get(KARI_FLAT), options: options('2026-06-20T22:00:00Z', '2026-06-21T22:00:00Z', 'hour') })).data as Row[];
    expect(hours.map((h) => h.hour)).toEqual(Array.from({ length: 24 }, (_, i) => i));
    expect(hours.map((h) => h.partOfDay)).toEqual([...Array(6).fill('night'), ...Array(6).fill('morning'), ...Array(6).fill('day'), ...Array(6).fill('evening')]);
    expect(hours[1]!.uvIndex).toBe(0);
    expect(Math.max(...hours.map((h) => h.uvIndex))).toBeGreaterThan(5);
    checkBands(hours);
    const months = (await post('locations', { locationId: locations.get(KARI_FLAT), options: options('2026-01-10', '2026-03-20', 'month') })).data as Row[];
    expect(months.map((m) => m.date)).toEqual(['2025-12-31T23:00:00.000Z', '2026-01-31T23:00:00.000Z', '2026-02-28T23:00:00.000Z']);
    // A month predicts what its days do (the same history: both windows start on 1 January).
    const days = (await post('locations', { locationId: locations.get(KARI_FLAT), options: options('2026-01-01', '2026-03-01') })).data as Row[];
    const february = days.filter((d) => d.date >= months[1]!.date);
    expect(february).toHaveLength(28);
    expect(months[1]!.predictedKwh).toBeCloseTo(february.reduce((s, d) => s + d.predictedKwh, 0), 1);
    expect(months[0]!.uvIndex).toBeLessThan(months[2]!.uvIndex);
  });

  it('follows the sun for a solar site: nothing at night, most around noon', async () => {
    const hours = (await post('locations', { locationId: locations.get(INGRID_SOLAR), serviceType: 'production_trade', options: options('2026-05-31T22:00:00Z', '2026-06-01T22:00:00Z', 'hour') }, 200, support)).data as Row[];
    expect(hours).toHaveLength(24);
    const noon = hours.filter((h) => h.hour >= 11 && h.hour <= 15);
    const night = hours.filter((h) => h.hour >= 0 && h.hour <= 2);
    expect(Math.min(...noon.map((h) => h.predictedKwh))).toBeGreaterThan(5 * Math.max(0.01, ...night.map((h) => h.predictedKwh)));
  });

  it('keeps a customer to their own locations; staff reach the organisation\'s', async () => {
    const ingrid = { locationId: locations.get(INGRID_HOUSE), options: options('2026-11-16', '2026-11-18') };
    expect((await post('locations', ingrid, 404)).key).toBe('notFound');
    expect((await post('locations', ingrid, 200, support)).data).toHaveLength(2);
    expect((await post('locations', { ...ingrid, locationId: '0123456789abcdef01234567' }, 404)).key).toBe('notFound');
    // Kari's broadband is not measured: nothing to predict from.
    expect((await post('locations', { locationId: locations.get(KARI_FLAT), serviceType: 'broadband', options: options('2026-11-16', '2026-11-18') }, 404)).message).toBe('The location has no measured broadband service');
  });
});

describe('a meter by its measurementId', () => {
  it('predicts the meter\'s hours from its stored readings, and only for its household', async () => {
    const rows = (await post('measurements', { measurementId: `${KARI_FLAT}-consumption`, site: { type: 'consumption', area: 'Oslo' }, options: options('2026-11-15T23:00:00Z', '2026-11-16T23:00:00Z', 'hour') })).data as Row[];
    expect(rows).toHaveLength(24);
    checkBands(rows);
    // Kari's flat uses most on winter evenings.
    const evening = mean(rows.filter((r) => r.partOfDay === 'evening').map((r) => r.predictedKwh));
    const night = mean(rows.filter((r) => r.partOfDay === 'night').map((r) => r.predictedKwh));
    expect(evening).toBeGreaterThan(night);
    const ingridMeter = { measurementId: `${INGRID_HOUSE}-consumption`, site: { type: 'consumption', area: 'Bergen' }, options: options('2026-11-16', '2026-11-18') };
    expect((await post('measurements', ingridMeter, 404)).key).toBe('notFound');
    expect((await post('measurements', { ...ingridMeter, measurementId: 'no-such-meter' }, 404)).key).toBe('notFound');
    expect((await post('measurements', ingridMeter, 200, support)).data).toHaveLength(2);
  });

  it('takes 15-minute rows with quarter-hour readings beside them', async () => {
    const rows = (await post('measurements', { measurementId: `${KARI_FLAT}-consumption`, site: { type: 'consumption', area: 'NO1' }, options: options('2026-11-15T10:00:00Z', '2026-11-15T11:00:00Z', '15-minute', { addDeviations: true }) })).data as Row[];
    expect(rows.map((r) => r.date)).toEqual(['2026-11-15T10:00:00.000Z', '2026-11-15T10:15:00.000Z', '2026-11-15T10:30:00.000Z', '2026-11-15T10:45:00.000Z']);
    const stored = await t.db.query<{ value: number }>(
      `SELECT r.value FROM readings r JOIN meter_series s ON s.id = r.series_id WHERE s.measurement_id = $1 AND r.at >= $2 AND r.at < $3 ORDER BY r.at`,
      [`${KARI_FLAT}-consumption`, new Date('2026-11-15T10:00:00Z'), new Date('2026-11-15T11:00:00Z')]);
    expect(rows.map((r) => r.kWh)).toEqual(stored.rows.map((r) => Math.round(r.value * 1000) / 1000));
    expect(new Set(rows.map((r) => r.predictedKwh)).size).toBe(1);
  });
});

describe('measurements sent in the body', () => {
  /** Daily readings of a home using 2 kWh a day and 0.8 kWh per degree below 17 °C of the day's mean. */
  async function sentHome(from: string, days: number) {
    const zone = [] as { dateKey: string; value: { temperature: { avgHour: number } } }[];
    for (const month of ['2026-09', '2026-10', '2026-11']) zone.push(...(await get(`/v3/data/temperature/zone/NO1/month/${month}?timeZone=Europe/Oslo`)).data);
    const start = zone.findIndex((d) => d.dateKey === from);
    return zone.slice(start, start + days).map((d) => ({
      date: new Date(`${d.dateKey}T00:00:00+01:00`).toISOString(), kWh: Math.round((2 + 0.8 * Math.max(0, 17 - d.value.temperature.avgHour)) * 1000) / 1000,
    }));
  }

  it('learns the home\'s heating from its measurements and predicts the next days by their temperature', async () => {
    const measurements = await sentHome('2026-09-16', 60);
    const rows = (await post('predictions', { measurements, site: { type: 'consumption', area: 'Akershus' }, options: options('2026-11-14', '2026-11-17', 'day', { addDeviations: true }) })).data as Row[];
    expect(rows).toHaveLength(3);
    checkBands(rows);
    for (const r of rows) expect(r.predictedKwh).toBeCloseTo(2 + 0.8 * Math.max(0, 17 - r.temperature), -0.5);
    // Only the days the body measured carry kWh.
    expect(rows.map((r) => r.kWh !== undefined)).toEqual([true, false, false]);
    expect(rows[0]!.kWh).toBe(measurements.at(-1)!.kWh);
  });

  it('needs an area it can place and four measurements', async () => {
    const measurements = await sentHome('2026-10-01', 10);
    const unknown = await post('predictions', { measurements, site: { type: 'consumption', area: 'Atlantis' }, options: options('2026-11-14', '2026-11-17') }, 400);
    expect(unknown.message).toBe('Unknown area "Atlantis": give a price zone (SE1–SE4, NO1–NO5, FI, AT), a region or a city');
    const few = await post('predictions', { measurements: measurements.slice(0, 3), site: { type: 'consumption', area: 'Oslo' }, options: options('2026-11-14', '2026-11-17') }, 400);
    expect(few.message).toBe('At least 4 measurements with kWh or m3 are needed to predict');
    // An area named only by the organisation's own locations (Kari's city) places it too.
    await post('predictions', { measurements, site: { type: 'consumption', area: 'Thorvald Meyers gate' }, options: options('2026-11-14', '2026-11-17') }, 400);
    await t.db.query("UPDATE locations SET area = 'Grünerløkka' WHERE code = $1", [KARI_FLAT]);
    expect((await post('predictions', { measurements, site: { type: 'consumption', area: 'grünerløkka' }, options: options('2026-11-14', '2026-11-17') })).data).toHaveLength(3);
  });
});

describe('comparison with similar homes', () => {
  it('gives high ≥ medium ≥ low for the day, with an id only for the caller\'s own home', async () => {
    const body = { date: '2026-11-17', timeZone: 'Europe/Oslo', service: 'consumption_trade', extra: { propertyType: 'APPARTMENT', numberOfResidens: 2, heating: 'direct' } };
    const { high, medium, low } = (await post('compare', body)).data as Record<'high' | 'medium' | 'low', { kWh: number; id?: string }>;
    expect(high.kWh).toBeGreaterThanOrEqual(medium.kWh);
    expect(medium.kWh).toBeGreaterThanOrEqual(low.kWh);
    expect(low.kWh).toBeGreaterThan(0);
    expect(high.kWh).toBeGreaterThan(low.kWh);
    const ids = [high.id, medium.id, low.id].filter((id) => id !== undefined);
    expect(ids.every((id) => id === locations.get(KARI_FLAT))).toBe(true);
    // Staff see which home each level is nearest to.
    const staff = (await post('compare', body, 200, support)).data as typeof body & Record<'high' | 'medium' | 'low', { kWh: number; id?: string }>;
    expect([staff.high.id, staff.medium.id, staff.low.id].every((id) => id !== undefined && [...locations.values()].includes(id))).toBe(true);
    expect(staff.medium.kWh).toBe(medium.kWh);
  });

  it(`refuses a comparison with fewer than ${MIN_METERS_SHOWN} homes`, async () => {
    const answer = await post('compare', { date: '2026-11-17', timeZone: 'Europe/Oslo', service: 'heating', extra: {} }, 400);
    expect(answer.message).toBe(`Fewer than ${MIN_METERS_SHOWN} homes with heating readings to compare with`);
  });
});
