/**
 * The prediction model (docs/decisions.md "Prediction model"): least squares that recovers a known
 * line, a model that recovers the heating slope of noise-free homes whatever their history's
 * resolution, predictions that are never negative inside a band that holds them, and the pieces
 * (sun, UV, parts of day, climatology, periods, measured totals, sent measurements).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BAND_Z, BASE_TEMPERATURE, buildHours, chooseShape, climatology, clearSkyUvIndex, fitOls, fitPredictionModel, heatingDegree, hourlyRate,
  measuredTotal, measurementObservations, NotEnoughHistory, outputPeriods, partOfDay, predictionRows, predictPeriod, sunElevation,
  type HourTable, type Observation, type Place,
} from './prediction-model.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const OSLO: Place = { latitude: 59.91, longitude: 10.75, timeZone: 'Europe/Oslo' };
const START = Date.UTC(2026, 0, 4, 23); // local midnight, Monday 5 January 2026

/** Hours of `days` local days whose temperature is constant through each day (the day before the first repeats it). */
function hoursOf(dayTemps: readonly number[]): HourTable {
  const at = (t: number) => dayTemps[Math.min(dayTemps.length - 1, Math.max(0, Math.floor((t - START) / DAY)))] ?? 0;
  return buildHours(new Date(START), new Date(START + dayTemps.length * DAY), at, OSLO);
}

/** The readings a noise-free home a + b·degree would give, of `lengthHours` each. */
function readings(table: HourTable, lengthHours: number, rate: (h: HourTable['hours'][number]) => number): Observation[] {
  const out: Observation[] = [];
  for (let i = 0; i + lengthHours <= table.hours.length; i += lengthHours) {
    const hours = table.hours.slice(i, i + lengthHours);
    out.push({ start: new Date(hours[0]!.start), end: new Date(hours[0]!.start + lengthHours * HOUR), value: hours.reduce((s, h) => s + rate(h), 0) });
  }
  return out;
}

const close = (actual: number, expected: number, scale: number) => Math.abs(actual - expected) <= 1e-6 * (1 + scale);

describe('least squares', () => {
  it('recovers a and b of noise-free y = a + b·x', () => {
    fc.assert(fc.property(
      fc.double({ min: -10, max: 10, noNaN: true }), fc.double({ min: -5, max: 5, noNaN: true }),
      fc.array(fc.double({ min: 0, max: 40, noNaN: true }), { minLength: 3, maxLength: 200 }),
      (a, b, xs) => {
        fc.pre(Math.max(...xs) - Math.min(...xs) > 0.5);
        const fit = fitOls(xs.map((x) => [1, x]), xs.map((x) => a + b * x));
        expect(close(fit.coefficients[0]!, a, Math.abs(a) + 40 * Math.abs(b))).toBe(true);
        expect(close(fit.coefficients[1]!, b, Math.abs(b))).toBe(true);
        expect(fit.rank).toBe(2);
      },
    ));
  });

  it('gives a column the data cannot tell apart coefficient 0 instead of failing', () => {
    const xs = [1, 2, 3, 4, 5];
    const fit = fitOls(xs.map((x) => [1, x, 0, 2 * x]), xs.map((x) => 3 + 2 * x));
    expect(fit.rank).toBe(2);
    expect(fit.coefficients[2]).toBe(0);
    expect(fit.coefficients[3]).toBe(0);
    expect(fit.coefficients[1]).toBeCloseTo(2, 9);
  });
});

describe('the model', () => {
  it('recovers a and b of a noise-free home a + b·degree, from hourly or daily readings', () => {
    fc.assert(fc.property(
      fc.double({ min: 0, max: 5, noNaN: true }), fc.double({ min: 0, max: 3, noNaN: true }),
      fc.array(fc.double({ min: -25, max: 25, noNaN: true }), { minLength: 8, maxLength: 45 }),
      fc.constantFrom(1, 24),
      (a, b, temps, lengthHours) => {
        const table = hoursOf(temps);
        const history = readings(table, lengthHours, (h) => a + b * heatingDegree(h.smoothed));
        const degrees = readings(table, 24, (h) => heatingDegree(h.smoothed)).map((o) => o.value / 24);
        fc.pre(Math.max(...degrees) - Math.min(...degrees) > 1);
        const model = fitPredictionModel(history, table, { driver: 'heating', level: lengthHours === 1 ? 'hour' : 'day' });
        expect(close(model.coefficients[0]!, a, a + 40 * b)).toBe(true);
        expect(close(model.coefficients[1]!, b, b)).toBe(true);
        // Every other term (hour of day, day off) is 0 for such a home.
        for (const c of model.coefficients.slice(2)) expect(Math.abs(c)).toBeLessThan(1e-6 * (1 + a + 40 * b));
      },
    ), { numRuns: 60 });
  });

  it('never predicts below zero, and each row has low ≤ predicted ≤ high', () => {
    fc.assert(fc.property(
      fc.array(fc.double({ min: -25, max: 25, noNaN: true }), { minLength: 10, maxLength: 40 }),
      fc.array(fc.double({ min: -20, max: 60, noNaN: true }), { minLength: 10, maxLength: 40 }),
      fc.constantFrom('15-minute', 'hour', 'day', 'month', 'year', 'years') as fc.Arbitrary<'15-minute' | 'hour' | 'day' | 'month' | 'year' | 'years'>,
      fc.constantFrom('heating', 'sun') as fc.Arbitrary<'heating' | 'sun'>,
      fc.integer({ min: 0, max: 5 * 24 }),
      (temps, values, entity, driver, offsetHours) => {
        const table = hoursOf(temps);
        const history = values.map((value, i): Observation => ({ start: new Date(START + i * DAY), end: new Date(START + (i + 1) * DAY), value }))
          .filter((o) => o.end.getTime() <= table.to);
        fc.pre(history.length >= 4);
        const model = fitPredictionModel(history, table, { driver, level: 'day' });
        const from = new Date(START + offsetHours * HOUR);
        const periods = outputPeriods(from, new Date(from.getTime() + 3 * DAY), entity, OSLO.timeZone);
        const hours = buildHours(periods[0]!.start, periods.at(-1)!.end, (t) => temps[Math.floor(t / DAY) % temps.length] ?? 0, OSLO);
        const rows = predictionRows(model, hours, periods, { level: entity === '15-minute' ? 'quarter' : entity === 'years' ? 'year' : entity, timeZone: OSLO.timeZone, measured: history });
        expect(rows.length).toBe(periods.length);
        for (const r of rows) {
          expect(r.predictedKwh).toBeGreaterThanOrEqual(0);
          expect(r.lowKwh).toBeGreaterThanOrEqual(0);
          expect(r.lowKwh).toBeLessThanOrEqual(r.predictedKwh);
          expect(r.predictedKwh).toBeLessThanOrEqual(r.highKwh);
          expect(r.uvIndex).toBeGreaterThanOrEqual(0);
        }
      },
    ), { numRuns: 80 });
  });

  it('predicts more on colder days for a heated home, and drops a heating slope the noise made negative', () => {
    const temps = Array.from({ length: 40 }, (_, i) => (i % 5) * 5 - 10);
    const table = hoursOf(temps);
    const heated = fitPredictionModel(readings(table, 24, (h) => 0.3 + 0.1 * heatingDegree(h.smoothed)), table, { driver: 'heating', level: 'day' });
    const cold = predictPeriod(heated, table, new Date(START + 5 * DAY), new Date(START + 6 * DAY), 'day');
    const mild = predictPeriod(heated, table, new Date(START + 9 * DAY), new Date(START + 10 * DAY), 'day');
    expect(temps[5]).toBeLessThan(temps[9]!);
    expect(cold.predicted).toBeGreaterThan(mild.predicted + 1);

    const odd = fitPredictionModel(readings(table, 24, (h) => 5 - 0.05 * heatingDegree(h.smoothed)), table, { driver: 'heating', level: 'day' });
    expect(odd.coefficients[1]).toBe(0);
    expect(hourlyRate(odd, table.hours[0]!)).toBeGreaterThan(0);
  });

  it('uses hour-of-day terms only from hourly readings, and no terms beside the sun for production', () => {
    expect(chooseShape('heating', 'hour', 24 * 30)).toBe('hourly');
    expect(chooseShape('heating', 'quarter', 100)).toBe('daily');
    expect(chooseShape('heating', 'day', 365)).toBe('daily');
    expect(chooseShape('heating', 'day', 20)).toBe('none');
    expect(chooseShape('heating', 'month', 24)).toBe('none');
    expect(chooseShape('sun', 'hour', 8760)).toBe('none');
  });

  it('bands a period with the spread of the history at that length, times its hours', () => {
    const temps = Array.from({ length: 120 }, (_, i) => Math.sin(i / 7) * 12);
    const table = hoursOf(temps);
    // Noise that is the same all day: hourly residuals then add up over a day instead of cancelling.
    const history = readings(table, 1, (h) => 0.5 + 0.1 * heatingDegree(h.smoothed) + 0.2 * Math.sin(Math.floor((h.start - START) / DAY) * 2.3));
    const model = fitPredictionModel(history, table, { driver: 'heating', level: 'hour' });
    expect(model.spread.hour).toBeGreaterThan(0);
    expect(model.spread.day).toBeGreaterThan(0);
    const day = predictPeriod(model, table, new Date(START + 10 * DAY), new Date(START + 11 * DAY), 'day');
    expect(day.high - day.predicted).toBeCloseTo(BAND_Z * model.spread.day! * 24, 9);
    const hour = predictPeriod(model, table, new Date(START + 10 * DAY), new Date(START + 10 * DAY + HOUR), 'hour');
    expect(hour.high - hour.predicted).toBeCloseTo(BAND_Z * model.spread.hour!, 9);
  });

  it('refuses a history of fewer than four readings', () => {
    const table = hoursOf([0, 0, 0]);
    expect(() => fitPredictionModel(readings(table, 24, () => 1), table, { driver: 'heating', level: 'day' })).toThrow(NotEnoughHistory);
  });
});

describe('sun, UV and parts of day', () => {
  const maxElevation = (lat: number, lon: number, day: number) =>
    Math.max(...Array.from({ length: 24 * 12 }, (_, i) => sunElevation(lat, lon, new Date(day + i * 5 * 60_000))));

  it('puts the sun where it is: Oslo at midsummer and equinox noon, below the horizon at winter midnight, up at midnight in Tromsø in June', () => {
    expect(maxElevation(59.91, 10.75, Date.UTC(2026, 5, 21))).toBeCloseTo(90 - 59.91 + 23.44, 0);
    expect(Math.abs(maxElevation(59.91, 10.75, Date.UTC(2026, 2, 20)) - (90 - 59.91))).toBeLessThan(0.7);
    expect(sunElevation(59.91, 10.75, new Date('2026-12-21T23:00:00Z'))).toBeLessThan(-40);
    expect(sunElevation(69.65, 18.96, new Date('2026-06-21T22:00:00Z'))).toBeGreaterThan(0);
  });

  it('gives a clear-sky UV index of 0 at night, rising with the sun to 12.5 at the zenith', () => {
    expect(clearSkyUvIndex(-5)).toBe(0);
    expect(clearSkyUvIndex(90)).toBeCloseTo(12.5, 9);
    expect(clearSkyUvIndex(20)).toBeLessThan(clearSkyUvIndex(50));
    // Midsummer noon in Oslo: about 7; midwinter noon: almost nothing.
    expect(clearSkyUvIndex(53.5)).toBeGreaterThan(6);
    expect(clearSkyUvIndex(6.6)).toBeLessThan(0.1);
  });

  it('splits the day into four six-hour parts', () => {
    expect([0, 5, 6, 11, 12, 17, 18, 23].map(partOfDay)).toEqual(['night', 'night', 'morning', 'morning', 'day', 'day', 'evening', 'evening']);
  });
});

describe('climatology', () => {
  it('averages the same hour within a week of the date, then the hour over the year, and knows nothing without data', () => {
    const c = climatology([
      { dayOfYear: 10, hour: 5, mean: -10, count: 2 },
      { dayOfYear: 14, hour: 5, mean: -4, count: 1 },
      { dayOfYear: 200, hour: 5, mean: 20, count: 1 },
      { dayOfYear: 363, hour: 5, mean: -6, count: 1 },
    ]);
    expect(c(12, 5)).toBeCloseTo((-20 - 4) / 3, 9);
    // The window wraps round the new year.
    expect(c(4, 5)).toBeCloseTo((-20 - 6) / 3, 9);
    expect(c(2, 5)).toBeCloseTo(-6, 9);
    expect(c(100, 5)).toBeCloseTo((-20 - 4 + 20 - 6) / 5, 9);
    expect(c(100, 6)).toBeUndefined();
    expect(climatology([])(1, 1)).toBeUndefined();
  });
});

describe('periods, measured totals and measurements sent', () => {
  it('gives whole local periods between the boundaries nearest the window\'s ends, 25 hours on the autumn change', () => {
    // Dates sent as "2026-10-24" arrive as UTC midnight: they name the local days in Oslo.
    const days = outputPeriods(new Date('2026-10-24T00:00:00Z'), new Date('2026-10-26T00:00:00Z'), 'day', 'Europe/Oslo');
    expect(days.map((d) => d.start.toISOString())).toEqual(['2026-10-23T22:00:00.000Z', '2026-10-24T22:00:00.000Z']);
    expect((days[1]!.end.getTime() - days[1]!.start.getTime()) / HOUR).toBe(25);
    expect(outputPeriods(new Date('2026-10-24T14:00:00Z'), new Date('2026-10-26T12:00:00Z'), 'day', 'Europe/Oslo').map((d) => d.start.toISOString()))
      .toEqual(['2026-10-24T22:00:00.000Z', '2026-10-25T23:00:00.000Z']);
    const months = outputPeriods(new Date('2026-11-10T00:00:00Z'), new Date('2027-01-20T00:00:00Z'), 'month', 'Europe/Helsinki');
    expect(months.map((m) => m.start.toISOString())).toEqual(['2026-10-31T22:00:00.000Z', '2026-11-30T22:00:00.000Z', '2026-12-31T22:00:00.000Z']);
    expect(outputPeriods(new Date('2026-11-20T10:07:00Z'), new Date('2026-11-20T11:00:00Z'), '15-minute', 'Europe/London')).toHaveLength(4);
    // A window inside one period gives that period.
    expect(outputPeriods(new Date('2026-11-20T10:00:00Z'), new Date('2026-11-20T11:00:00Z'), 'year', 'Europe/Vienna').map((y) => y.start.toISOString())).toEqual(['2025-12-31T23:00:00.000Z']);
  });

  it('totals readings only where they cover the whole period', () => {
    const q = (m: number, value: number): Observation => ({ start: new Date(START + m * 900_000), end: new Date(START + (m + 1) * 900_000), value });
    const measured = [q(0, 1), q(1, 2), q(2, 3), q(3, 4), q(4, 5), q(6, 7)];
    expect(measuredTotal(measured, new Date(START), new Date(START + HOUR))).toBe(10);
    expect(measuredTotal(measured, new Date(START + HOUR), new Date(START + 2 * HOUR))).toBeUndefined();
    expect(measuredTotal(measured, new Date(START + 900_000), new Date(START + 1_800_000))).toBe(2);
  });

  it('reads sent measurements: kWh else m3, the later of one date, each lasting until the next, months to the next local month', () => {
    const daily = measurementObservations([
      { date: new Date('2026-11-01T23:00:00Z'), kWh: 10 }, { date: new Date('2026-11-02T23:00:00Z'), m3: 0.4 },
      { date: new Date('2026-11-02T23:00:00Z'), kWh: 12 }, { date: new Date('2026-11-03T23:00:00Z'), kWh: 11 }, { date: new Date('2026-11-05T23:00:00Z') },
    ], 'Europe/Oslo');
    expect(daily.level).toBe('day');
    expect(daily.observations.map((o) => o.value)).toEqual([10, 12, 11]);
    expect(daily.observations[2]!.end.toISOString()).toBe('2026-11-04T23:00:00.000Z');
    const monthly = measurementObservations(['2026-01', '2026-02', '2026-03'].map((m, i) => ({ date: new Date(`${m}-01T00:00:00+01:00`), kWh: 900 - i * 100 })), 'Europe/Oslo');
    expect(monthly.level).toBe('month');
    expect(monthly.observations[2]!.end.toISOString()).toBe('2026-03-31T22:00:00.000Z');
    expect(BASE_TEMPERATURE).toBe(17);
  });
});
