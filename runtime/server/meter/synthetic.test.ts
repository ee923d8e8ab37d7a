// @vitest-environment node
/**
 * The synthetic meter and zone data: a pure function of its inputs; hours that are the sum (or, for
 * prices, the average) of their quarters; yearly levels, seasons, daily peaks and weather that move
 * neighbouring zones together; household loads, solar and water in realistic ranges; daylight-saving days.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PriceZone } from '../../../schemas/geography.js';
import { startOfLocalDay } from '../local-time.js';
import {
  co2Intensity, consumption, districtHeating, hourlySpotPrice, outdoorTemperature, powerMix, solarProduction, spotPrice,
  spotPriceCurrency, waterConsumption, type LoadProfile,
} from './synthetic.js';

const MINUTE = 60_000;
const QUARTER = 15 * MINUTE;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const YEAR_START = Date.UTC(2025, 0, 1);
const YEAR_END = Date.UTC(2026, 0, 1);
const ZONES: PriceZone[] = ['SE1', 'SE2', 'SE3', 'SE4', 'NO1', 'NO2', 'NO3', 'NO4', 'NO5', 'FI', 'AT'];

const FLAT: LoadProfile = { kind: 'flat', heating: 'district', residents: 2, areaM2: 60 };
const ELECTRIC_HOUSE: LoadProfile = { kind: 'house', heating: 'electric', residents: 4, areaM2: 150 };
const HEAT_PUMP_HOUSE: LoadProfile = { kind: 'house', heating: 'heatPump', residents: 4, areaM2: 150 };
const BAKERY: LoadProfile = { kind: 'business', heating: 'district', residents: 4, areaM2: 150 };
const CABIN: LoadProfile = { kind: 'cabin', heating: 'electric', residents: 3, areaM2: 60 };

/** Hour starts of 2025 every `step` hours (5 is coprime with 24, so every hour of the day is sampled). */
function hoursOf2025(step = 1): Date[] {
  const out: Date[] = [];
  for (let t = YEAR_START; t < YEAR_END; t += step * HOUR) out.push(new Date(t));
  return out;
}

const mean = (values: number[]): number => values.reduce((a, b) => a + b, 0) / values.length;
const sum = (values: number[]): number => values.reduce((a, b) => a + b, 0);
const quarters = (hourStart: Date): Date[] => [0, 1, 2, 3].map((q) => new Date(hourStart.getTime() + q * QUARTER));

/** The instant of `hour` o'clock local time on `date` (not across a daylight-saving change). */
const localAt = (date: string, hour: number, timeZone: string): Date => new Date(startOfLocalDay(date, timeZone).getTime() + hour * HOUR);

function correlation(xs: number[], ys: number[]): number {
  const mx = mean(xs);
  const my = mean(ys);
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  xs.forEach((x, i) => {
    const y = ys[i]!;
    sxy += (x - mx) * (y - my);
    sxx += (x - mx) ** 2;
    syy += (y - my) ** 2;
  });
  return sxy / Math.sqrt(sxx * syy);
}

/** Weekdays (Monday–Friday) of a UTC month, as YYYY-MM-DD. */
function weekdaysOf(year: number, month: number): string[] {
  const out: string[] = [];
  for (let d = new Date(Date.UTC(year, month - 1, 1)); d.getUTCMonth() === month - 1; d = new Date(d.getTime() + DAY)) {
    if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6) out.push(d.toISOString().slice(0, 10));
  }
  return out;
}

const hourInstant = fc.integer({ min: 0, max: 2 * 8760 }).map((h) => new Date(YEAR_START + h * HOUR));
const zone = fc.constantFrom(...ZONES);

describe('determinism', () => {
  const at = new Date('2025-11-03T17:15:00Z');

  it('gives the same number for the same inputs', () => {
    expect(spotPrice('SE3', at)).toBe(spotPrice('SE3', new Date(at.getTime())));
    expect(co2Intensity('FI', at)).toBe(co2Intensity('FI', at));
    expect(powerMix('AT', at)).toEqual(powerMix('AT', at));
    expect(outdoorTemperature('NO4', at)).toBe(outdoorTemperature('NO4', at));
    expect(consumption(ELECTRIC_HOUSE, 'SE3', at, 15, 'a')).toBe(consumption({ ...ELECTRIC_HOUSE }, 'SE3', at, 15, 'a'));
    expect(solarProduction(5, 'SE4', new Date('2025-06-01T10:00:00Z'), 60, 'a')).toBe(solarProduction(5, 'SE4', new Date('2025-06-01T10:00:00Z'), 60, 'a'));
    expect(waterConsumption(3, 'NO1', at, 60, 'a')).toBe(waterConsumption(3, 'NO1', at, 60, 'a'));
    expect(districtHeating(FLAT, 'SE2', at, 60, 'a')).toBe(districtHeating(FLAT, 'SE2', at, 60, 'a'));
  });

  it('gives another series for another seed', () => {
    const day = Array.from({ length: 24 }, (_, h) => new Date(Date.UTC(2025, 5, 10, h)));
    const series = (seed: string) => ({
      load: day.map((t) => consumption(FLAT, 'SE3', t, 15, seed)),
      solar: day.map((t) => solarProduction(5, 'SE3', t, 15, seed)),
      water: day.map((t) => waterConsumption(2, 'SE3', t, 60, seed)),
    });
    const a = series('meter-1');
    const b = series('meter-2');
    expect(a.load).not.toEqual(b.load);
    expect(a.solar).not.toEqual(b.solar);
    expect(a.water).not.toEqual(b.water);
  });

  it('prices the currency of the zone', () => {
    expect(ZONES.map(spotPriceCurrency)).toEqual(['SEK', 'SEK', 'SEK', 'SEK', 'NOK', 'NOK', 'NOK', 'NOK', 'NOK', 'EUR', 'EUR']);
  });
});

describe('hours and quarters', () => {
  it('makes an hour of consumption the sum of its four quarters, and the quarters differ', () => {
    fc.assert(fc.property(hourInstant, zone, fc.constantFrom(FLAT, ELECTRIC_HOUSE, HEAT_PUMP_HOUSE, BAKERY, CABIN), fc.boolean(), (at, z, profile, ev) => {
      const p = { ...profile, ev };
      const parts = quarters(at).map((q) => consumption(p, z, q, 15, 'meter'));
      const hour = consumption(p, z, at, 60, 'meter');
      expect(hour).toBe(Math.round(sum(parts) * 1000) / 1000);
      expect(new Set(parts).size).toBeGreaterThan(1);
    }), { numRuns: 200 });
  });

  it('makes an hour of solar the sum of its four quarters', () => {
    fc.assert(fc.property(hourInstant, zone, fc.double({ min: 0.5, max: 20, noNaN: true }), (at, z, kwp) => {
      const parts = quarters(at).map((q) => solarProduction(kwp, z, q, 15, 'roof'));
      expect(solarProduction(kwp, z, at, 60, 'roof')).toBe(Math.round(sum(parts) * 1000) / 1000);
    }), { numRuns: 200 });
  });

  it('makes the hourly price the average of its quarters, which vary around it', () => {
    fc.assert(fc.property(hourInstant, zone, (at, z) => {
      const parts = quarters(at).map((q) => spotPrice(z, q));
      expect(hourlySpotPrice(z, at)).toBe(Math.round((sum(parts) / 4) * 100_000) / 100_000);
      expect(new Set(parts).size).toBeGreaterThan(1);
      for (const p of parts) expect(Math.abs(p - mean(parts))).toBeLessThanOrEqual(0.07 * Math.abs(mean(parts)) + 1e-5);
    }), { numRuns: 200 });
  });

  it('rounds prices to 5, temperatures and CO2 to 1, energy to 3 and water to 4 decimals', () => {
    const at = new Date('2025-02-11T07:45:00Z');
    const decimals = (n: number) => (String(n).split('.')[1] ?? '').length;
    expect(decimals(spotPrice('SE3', at))).toBeLessThanOrEqual(5);
    expect(decimals(outdoorTemperature('SE3', at))).toBeLessThanOrEqual(1);
    expect(decimals(co2Intensity('SE3', at))).toBeLessThanOrEqual(1);
    expect(decimals(consumption(ELECTRIC_HOUSE, 'SE3', at, 15, 's'))).toBeLessThanOrEqual(3);
    expect(decimals(waterConsumption(4, 'SE3', at, 60, 's'))).toBeLessThanOrEqual(4);
  });
});

describe('spot price', () => {
  const sample = hoursOf2025(5);
  const yearly = Object.fromEntries(ZONES.map((z) => [z, mean(sample.map((t) => spotPrice(z, t)))])) as Record<PriceZone, number>;

  it.each<[PriceZone[], number, number]>([
    [['NO1', 'NO2', 'NO5'], 0.6, 0.9],
    [['NO3', 'NO4'], 0.2, 0.4],
    [['SE1', 'SE2'], 0.2, 0.4],
    [['SE3'], 0.5, 0.7],
    [['SE4'], 0.8, 1.0],
    [['FI'], 0.05, 0.07],
    [['AT'], 0.09, 0.11],
  ])('averages %j between %d and %d a kWh over 2025', (zones, lo, hi) => {
    for (const z of zones) {
      expect(yearly[z]).toBeGreaterThanOrEqual(lo);
      expect(yearly[z]).toBeLessThanOrEqual(hi);
    }
  });

  it('is dearer in winter (Dec–Feb) than in summer (Jun–Aug) in every zone', () => {
    const months = (t: Date) => t.getUTCMonth();
    for (const z of ZONES) {
      const winter = mean(sample.filter((t) => [11, 0, 1].includes(months(t))).map((t) => spotPrice(z, t)));
      const summer = mean(sample.filter((t) => [5, 6, 7].includes(months(t))).map((t) => spotPrice(z, t)));
      expect(winter, z).toBeGreaterThan(1.2 * summer);
    }
  });

  it('peaks in the local morning and evening of weekdays and is low at 03:00', () => {
    for (const z of ['SE3', 'NO1', 'FI', 'AT'] as const) {
      const tz = { SE3: 'Europe/Stockholm', NO1: 'Europe/Oslo', FI: 'Europe/Helsinki', AT: 'Europe/Vienna' }[z];
      const at = (hour: number) => mean(weekdaysOf(2025, 11).map((d) => hourlySpotPrice(z, localAt(d, hour, tz))));
      expect(at(18), z).toBeGreaterThan(1.15 * at(3));
      expect(at(8), z).toBeGreaterThan(at(3));
      expect(at(18), z).toBeGreaterThan(at(13));
    }
  });

  it('is lower on weekends than on weekdays', () => {
    const byDayOff = (off: boolean) => mean(sample.filter((t) => [0, 6].includes(t.getUTCDay()) === off).map((t) => spotPrice('SE3', t)));
    expect(byDayOff(true)).toBeLessThan(byDayOff(false));
  });

  it('moves neighbouring zones together from day to day (NO1 and SE3, SE3 and FI)', () => {
    const days = Array.from({ length: 365 }, (_, d) => YEAR_START + d * DAY);
    const daily = (z: PriceZone) => days.map((d) => mean(Array.from({ length: 24 }, (_, h) => spotPrice(z, new Date(d + h * HOUR)))));
    const se3 = daily('SE3');
    expect(correlation(daily('NO1'), se3)).toBeGreaterThan(0.5);
    expect(correlation(se3, daily('FI'))).toBeGreaterThan(0.5);
  });

  it('goes below zero only rarely, at summer middays, and never in AT', () => {
    for (const z of ZONES) {
      const negative = sample.filter((t) => spotPrice(z, t) < 0);
      expect(negative.length, z).toBeLessThan(0.01 * sample.length);
      for (const t of negative) expect([4, 5, 6, 7]).toContain(t.getUTCMonth());
      if (z === 'AT') expect(negative).toEqual([]);
    }
  });
});

describe('CO2 and power mix', () => {
  const sample = hoursOf2025(7);

  it.each<[PriceZone, number, number]>([
    ['NO1', 10, 30], ['NO4', 10, 30], ['SE1', 15, 50], ['SE3', 15, 50], ['SE4', 15, 50], ['FI', 50, 120], ['AT', 100, 250],
  ])('keeps %s between %d and %d gCO2/kWh', (z, lo, hi) => {
    const values = sample.map((t) => co2Intensity(z, t));
    expect(Math.min(...values)).toBeGreaterThanOrEqual(lo);
    expect(Math.max(...values)).toBeLessThanOrEqual(hi);
    // It uses its band, not one value.
    expect(Math.max(...values) - Math.min(...values)).toBeGreaterThan((hi - lo) / 2);
  });

  it('is higher in winter and in dear hours', () => {
    const winter = mean(sample.filter((t) => t.getUTCMonth() === 0).map((t) => co2Intensity('SE3', t)));
    const summer = mean(sample.filter((t) => t.getUTCMonth() === 6).map((t) => co2Intensity('SE3', t)));
    expect(winter).toBeGreaterThan(summer);
    const pairs = sample.map((t) => [hourlySpotPrice('FI', t), co2Intensity('FI', t)] as const);
    expect(correlation(pairs.map((p) => p[0]), pairs.map((p) => p[1]))).toBeGreaterThan(0.5);
  });

  it('gives a mix whose co2 is co2Intensity, with non-negative shares summing to the total', () => {
    fc.assert(fc.property(hourInstant, zone, (at, z) => {
      const mix = powerMix(z, at);
      expect(mix.co2).toBe(co2Intensity(z, at));
      const shares = [mix.biomass, mix.coal, mix.gas, mix.hydro, mix.nuclear, mix.solar, mix.wind].map((v) => v ?? 0);
      for (const share of shares) expect(share).toBeGreaterThanOrEqual(0);
      expect(Math.abs(sum(shares) - (mix.total ?? 0))).toBeLessThan(0.5);
    }), { numRuns: 100 });
  });

  it('is mostly hydro in Norway, nuclear in SE3 and FI, hydro and gas in AT, and sunless at night', () => {
    const noon = new Date('2025-06-16T10:00:00Z');
    expect(powerMix('NO1', noon).hydro).toBeGreaterThan(75);
    expect(powerMix('SE3', noon).nuclear).toBeGreaterThan(35);
    expect(powerMix('FI', noon).nuclear).toBeGreaterThan(25);
    expect(powerMix('AT', noon).hydro).toBeGreaterThan(40);
    expect(powerMix('AT', noon).gas).toBeGreaterThan(0);
    expect(powerMix('SE3', new Date('2025-01-16T23:00:00Z')).solar).toBe(0);
  });
});

describe('outdoor temperature', () => {
  const monthMean = (z: PriceZone, month: number) => mean(hoursOf2025(3).filter((t) => t.getUTCMonth() === month).map((t) => outdoorTemperature(z, t)));

  it('is colder in January than in July everywhere, and colder in Tromsø than in Vienna in January', () => {
    for (const z of ZONES) expect(monthMean(z, 0), z).toBeLessThan(monthMean(z, 6) - 8);
    expect(monthMean('NO4', 0)).toBeLessThan(monthMean('AT', 0) - 3);
  });

  it('has the coldest yearly mean in Tromsø and the warmest in Vienna', () => {
    const yearly = ZONES.map((z) => [z, mean(hoursOf2025(5).map((t) => outdoorTemperature(z, t)))] as const).sort((a, b) => a[1] - b[1]);
    expect(yearly[0]![0]).toBe('NO4');
    expect(yearly.at(-1)![0]).toBe('AT');
  });

  it('is coldest around 05 and warmest around 15 local time', () => {
    const at = (hour: number) => mean(weekdaysOf(2025, 5).map((d) => outdoorTemperature('SE3', localAt(d, hour, 'Europe/Stockholm'))));
    expect(at(15)).toBeGreaterThan(at(10));
    expect(at(10)).toBeGreaterThan(at(5));
    expect(at(5)).toBeLessThan(at(1));
  });
});

describe('household load', () => {
  const yearly = (profile: LoadProfile, z: PriceZone = 'SE3') => sum(hoursOf2025().map((t) => consumption(profile, z, t, 60, 'meter-1')));

  it.each<[string, LoadProfile, number, number]>([
    ['a flat', FLAT, 2_500, 5_000],
    ['an electrically heated house', ELECTRIC_HOUSE, 15_000, 25_000],
    ['a heat pump house', HEAT_PUMP_HOUSE, 8_000, 14_000],
    ['a bakery', BAKERY, 30_000, 80_000],
  ])('uses a realistic yearly total for %s in SE3', (_name, profile, lo, hi) => {
    const total = yearly(profile);
    expect(total).toBeGreaterThan(lo);
    expect(total).toBeLessThan(hi);
  });

  it('uses much more in a heated house on a January evening than on a July night', () => {
    const winterEvening = consumption(ELECTRIC_HOUSE, 'SE3', localAt('2025-01-22', 18, 'Europe/Stockholm'), 60, 'h');
    const summerNight = consumption(ELECTRIC_HOUSE, 'SE3', localAt('2025-07-15', 3, 'Europe/Stockholm'), 60, 'h');
    expect(winterEvening).toBeGreaterThan(3 * summerNight);
  });

  it('heats more when it is colder', () => {
    const days = Array.from({ length: 120 }, (_, d) => new Date(Date.UTC(2025, 0, 1, 12) + d * DAY));
    const temps = days.map((t) => outdoorTemperature('SE3', t));
    const loads = days.map((t) => sum(Array.from({ length: 24 }, (_, h) => consumption(HEAT_PUMP_HOUSE, 'SE3', new Date(t.getTime() + (h - 12) * HOUR), 60, 'h'))));
    expect(correlation(temps, loads)).toBeLessThan(-0.5);
  });

  it('has evening peaks in a flat', () => {
    const at = (hour: number) => mean(weekdaysOf(2025, 3).map((d) => consumption(FLAT, 'SE3', localAt(d, hour, 'Europe/Stockholm'), 60, 'f')));
    expect(at(19)).toBeGreaterThan(2 * at(3));
    expect(at(7)).toBeGreaterThan(at(3));
  });

  it('bakes in a bakery at 06:00 on a weekday, not on a Sunday', () => {
    const monday = consumption(BAKERY, 'SE3', localAt('2025-03-10', 6, 'Europe/Stockholm'), 60, 'b');
    const sunday = consumption(BAKERY, 'SE3', localAt('2025-03-09', 6, 'Europe/Stockholm'), 60, 'b');
    expect(monday).toBeGreaterThan(3 * sunday);
  });

  it('adds a few thousand kWh a year of evening charging with an electric car', () => {
    const month = Array.from({ length: 31 * 24 }, (_, h) => new Date(Date.UTC(2025, 9, 1) + h * HOUR));
    const withCar = month.map((t) => consumption({ ...FLAT, ev: true }, 'SE3', t, 60, 'car'));
    const without = month.map((t) => consumption(FLAT, 'SE3', t, 60, 'car'));
    const extra = sum(withCar) - sum(without);
    expect(extra * 12).toBeGreaterThan(1_500);
    expect(extra * 12).toBeLessThan(5_000);
    const evening = month.filter((t, i) => withCar[i]! - without[i]! > 1).map((t) => new Date(t.getTime() + HOUR).getUTCHours());
    for (const hour of evening) expect(hour >= 17 || hour <= 2).toBe(true);
  });

  it('uses a cabin mostly on weekends', () => {
    const weeks = Array.from({ length: 26 * 7 }, (_, d) => YEAR_START + d * DAY);
    const daily = (d: number) => sum(Array.from({ length: 24 }, (_, h) => consumption({ ...CABIN, heating: 'none' }, 'SE3', new Date(d + h * HOUR), 60, 'c')));
    const saturdays = weeks.filter((d) => new Date(d).getUTCDay() === 6).map(daily);
    const tuesdays = weeks.filter((d) => new Date(d).getUTCDay() === 2).map(daily);
    expect(mean(saturdays)).toBeGreaterThan(1.5 * mean(tuesdays));
  });

  it('covers 92 quarter-hours on the spring-forward day and 100 on the fall-back day (Europe/Oslo)', () => {
    for (const [date, next, count] of [['2026-03-29', '2026-03-30', 92], ['2026-10-25', '2026-10-26', 100]] as const) {
      const start = startOfLocalDay(date, 'Europe/Oslo').getTime();
      const end = startOfLocalDay(next, 'Europe/Oslo').getTime();
      const instants = Array.from({ length: (end - start) / QUARTER }, (_, q) => new Date(start + q * QUARTER));
      expect(instants).toHaveLength(count);
      const byQuarter = sum(instants.map((t) => consumption(ELECTRIC_HOUSE, 'NO1', t, 15, 'dst')));
      const byHour = sum(instants.filter((_, q) => q % 4 === 0).map((t) => consumption(ELECTRIC_HOUSE, 'NO1', t, 60, 'dst')));
      expect(byHour).toBeCloseTo(byQuarter, 6);
      expect(byQuarter).toBeGreaterThan(0);
    }
  });
});

describe('solar production', () => {
  const hours = hoursOf2025();

  it('produces nothing at local midnight in SE3', () => {
    for (let d = 0; d < 365; d += 5) {
      const date = new Date(YEAR_START + d * DAY).toISOString().slice(0, 10);
      expect(solarProduction(10, 'SE3', startOfLocalDay(date, 'Europe/Stockholm'), 60, 'roof')).toBe(0);
    }
  });

  it('yields about 800–1 000 kWh per kWp a year in the southern Nordics, much more in June than December', () => {
    for (const z of ['SE3', 'SE4', 'NO1', 'FI'] as const) {
      const perHour = hours.map((t) => solarProduction(1, z, t, 60, 'roof'));
      expect(sum(perHour), z).toBeGreaterThan(800);
      expect(sum(perHour), z).toBeLessThan(1_000);
      const month = (m: number) => sum(perHour.filter((_, i) => hours[i]!.getUTCMonth() === m));
      expect(month(5), z).toBeGreaterThan(5 * month(11));
    }
  });

  it('peaks around local solar noon and scales with the plant', () => {
    const day = Array.from({ length: 24 }, (_, h) => new Date(Date.UTC(2025, 5, 20, h)));
    const values = day.map((t) => solarProduction(1, 'SE3', t, 60, 'roof'));
    const peakUtcHour = values.indexOf(Math.max(...values));
    expect(peakUtcHour).toBeGreaterThanOrEqual(9);
    expect(peakUtcHour).toBeLessThanOrEqual(11);
    const noon = new Date(Date.UTC(2025, 5, 20, 10));
    expect(solarProduction(10, 'SE3', noon, 60, 'roof')).toBeCloseTo(10 * solarProduction(1, 'SE3', noon, 60, 'roof'), 1);
  });
});

describe('water and district heating', () => {
  it('uses about 0.15 m³ per resident a day, with morning and evening peaks', () => {
    const days = Array.from({ length: 60 }, (_, d) => `2025-04-${String(1 + (d % 30)).padStart(2, '0')}`);
    const daily = days.map((d) => waterConsumption(3, 'SE3', startOfLocalDay(d, 'Europe/Stockholm'), 1440, 'w'));
    expect(mean(daily) / 3).toBeGreaterThan(0.12);
    expect(mean(daily) / 3).toBeLessThan(0.18);
    const at = (hour: number) => mean(weekdaysOf(2025, 4).map((d) => waterConsumption(3, 'SE3', localAt(d, hour, 'Europe/Stockholm'), 60, 'w')));
    expect(at(7)).toBeGreaterThan(3 * at(3));
    expect(at(19)).toBeGreaterThan(3 * at(3));
  });

  it('makes a day the sum of its local hours, 23 on the spring-forward day', () => {
    const start = startOfLocalDay('2026-03-29', 'Europe/Oslo');
    const hourly = Array.from({ length: 23 }, (_, h) => waterConsumption(2, 'NO1', new Date(start.getTime() + h * HOUR), 60, 'w'));
    expect(waterConsumption(2, 'NO1', start, 1440, 'w')).toBe(Math.round(sum(hourly) * 10_000) / 10_000);
  });

  it('takes much more district heat in January than in July, following the cold', () => {
    const house: LoadProfile = { kind: 'house', heating: 'district', residents: 4, areaM2: 150 };
    const month = (m: number) => sum(Array.from({ length: 28 * 24 }, (_, h) => districtHeating(house, 'SE3', new Date(Date.UTC(2025, m, 1) + h * HOUR), 60, 'd')));
    expect(month(0)).toBeGreaterThan(4 * month(6));
    // Hot water keeps summer above zero.
    expect(month(6)).toBeGreaterThan(0);
  });
});
