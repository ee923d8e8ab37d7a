/**
 * Handlers of the predictions area (schemas/endpoints/predictions.ts; docs/decisions.md "Prediction
 * model", "Prediction comparison", "Prediction access"): predicted consumption from measurements sent
 * in the body, from a meter's stored readings or from a location's service, and the consumption of
 * high, medium and low similar homes on a day. The model itself is runtime/server/meter/prediction-model.ts;
 * this file finds the history, the weather and the periods, and checks the caller reaches the meter.
 */
import type { PriceZone } from '../../../schemas/geography.js';
import type { HomeProfile } from '../../../schemas/home-profile.js';
import type { LocationService, LocationServiceType } from '../../../schemas/location.js';
import type { SiteType, TimeEntity } from '../../../schemas/measurement.js';
import { predictionsArea } from '../../../schemas/endpoints/predictions.js';
import type { PredictionRow } from '../../../schemas/prediction.js';
import { timeZoneFromPriceZone } from '../../format/geography.js';
import { boundOrganisation, type Principal } from '../auth/principal.js';
import { customerAccounts, reachAccount } from '../auth/reach.js';
import { reachLocation } from './location-access.js';
import { round } from '../meter/measurement-nodes.js';
import { defineHandlers } from '../contract/handlers.js';
import type { Queryable } from '../db/database.js';
import { problem } from '../errors.js';
import { addDays, localDate, nextMonthStart, startOfLocalDay } from '../local-time.js';
import { priceZoneOfArea } from '../meter/prediction-areas.js';
import {
  LEVEL_OF_ENTITY, MIN_OBSERVATIONS, NotEnoughHistory, ZONE_PLACES, buildHours, climatology, fitPredictionModel, localClock,
  measurementObservations, outputPeriods, predictPeriod, predictionRows,
  type Driver, type HourTable, type Level, type Observation, type Period, type Place, type PredictionModel,
} from '../meter/prediction-model.js';
import { locationRow, toLocation, type LocationRow } from '../repositories/locations.js';
import {
  compareHomes, meterPeriods, seriesByMeasurementId, zoneClimate, zoneOfArea, zoneTemperatures, type MeterPeriod, type PredictionSeries,
} from '../repositories/prediction-data.js';
import { MIN_METERS_SHOWN } from '../repositories/zone-meters.js';
import type { Services } from '../services.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** The history a stored meter is fitted on: the year before the prediction (every season once). */
const HISTORY_DAYS = 365;
/** The longest window one call predicts, by row length (as the zone-data calls read). */
const MAX_DAYS: Readonly<Record<Level, number>> = { quarter: 31, hour: 366, day: 5 * 366, month: 5 * 366, year: 5 * 366 };
/** The most homes one comparison fits a model for. */
const MAX_COMPARED_HOMES = 50;

export type Options = {
  readonly startDate: Date;
  readonly endDate: Date;
  readonly timeEntity: TimeEntity;
  readonly timeZone: string;
  readonly addDeviations?: boolean | undefined;
};

interface Window {
  readonly level: Level;
  readonly periods: readonly Period[];
  readonly from: Date;
  readonly to: Date;
}

/** The rows' periods: whole periods of the time entity overlapping [startDate, endDate), at most MAX_DAYS. */
function windowOf(options: Options): Window {
  const { startDate, endDate, timeEntity, timeZone } = options;
  if (endDate <= startDate) throw problem('validationError', { message: 'endDate must be after startDate' });
  const level = LEVEL_OF_ENTITY[timeEntity];
  // Two hours of slack: a span of whole local days crosses a daylight-saving change.
  if (endDate.getTime() - startDate.getTime() > MAX_DAYS[level] * DAY + 2 * HOUR) {
    throw problem('validationError', { message: `At most ${MAX_DAYS[level]} days at timeEntity ${timeEntity}` });
  }
  const periods = outputPeriods(startDate, endDate, timeEntity, timeZone);
  return { level, periods, from: periods[0]?.start ?? startDate, to: periods.at(-1)?.end ?? endDate };
}

/** Production follows the sun; everything else the heating degrees (a water meter simply gets a flat slope). */
const driverOfSite = (type: SiteType): Driver => (type.startsWith('production') ? 'sun' : 'heating');
const driverOfService = (type: string): Driver => (type.startsWith('production') ? 'sun' : 'heating');

const placeOfZone = (zone: PriceZone): Place => ({ ...ZONE_PLACES[zone], timeZone: timeZoneFromPriceZone(zone) });

function placeOfLocation(row: LocationRow): Place {
  const loc = toLocation(row);
  const zonePlace = placeOfZone(row.price_zone);
  return loc.latitude !== undefined && loc.longitude !== undefined ? { ...zonePlace, latitude: loc.latitude, longitude: loc.longitude } : zonePlace;
}

/** The price zone of site.area: a zone code or a known region (prediction-areas.ts), else the organisation's locations of that area. */
async function zoneOfSiteArea(q: Queryable, principal: Principal, area: string): Promise<PriceZone | undefined> {
  return priceZoneOfArea(area) ?? (await zoneOfArea(q, principal.organisation, area));
}

/**
 * The hourly temperatures of a zone for hours in the ranges (and the day before each, for the
 * smoothing): stored ones, and the climatology of the stored years for hours without data.
 */
async function temperatureSource(q: Queryable, zone: PriceZone, ranges: readonly Period[]): Promise<(hourStart: number) => number> {
  const stored = new Map<number, number>();
  let missing = false;
  for (const r of ranges) {
    const from = Math.floor(r.start.getTime() / HOUR) * HOUR - DAY;
    for (const [at, t] of await zoneTemperatures(q, zone, new Date(from), r.end)) stored.set(at, t);
    for (let t = from; t < r.end.getTime() && !missing; t += HOUR) missing = !stored.has(t);
  }
  const timeZone = timeZoneFromPriceZone(zone);
  const climate = missing ? climatology(await zoneClimate(q, zone, timeZone)) : undefined;
  const clock = localClock(timeZone);
  return (hourStart) => {
    let value = stored.get(hourStart);
    if (value === undefined && climate) {
      const local = clock(hourStart);
      value = climate(local.dayOfYear, local.hour);
    }
    if (value === undefined) throw problem('validationError', { message: `No temperatures are stored for price zone ${zone}` });
    return value;
  };
}

const spanOf = (observations: readonly Observation[]): Period => ({
  start: new Date(Math.min(...observations.map((o) => o.start.getTime()))),
  end: new Date(Math.max(...observations.map((o) => o.end.getTime()))),
});

interface Prediction {
  readonly zone: PriceZone;
  readonly place: Place;
  readonly driver: Driver;
  readonly history: readonly Observation[];
  /** The length of the history's readings. */
  readonly level: Level;
  readonly window: Window;
  readonly timeZone: string;
  readonly measured?: readonly Observation[] | undefined;
}

/** Fits the model on the history and predicts the window's rows. */
async function predictRows(q: Queryable, p: Prediction): Promise<PredictionRow[]> {
  const history = spanOf(p.history);
  const window: Period = { start: p.window.from, end: p.window.to };
  const temperatureAt = await temperatureSource(q, p.zone, [history, window]);
  const model = fitPredictionModel(p.history, buildHours(history.start, history.end, temperatureAt, p.place), { driver: p.driver, level: p.level });
  const hours = buildHours(window.start, window.end, temperatureAt, p.place);
  return predictionRows(model, hours, p.window.periods, { level: p.window.level, timeZone: p.timeZone, ...(p.measured ? { measured: p.measured } : {}) });
}

// —— stored meters ——

const NATIVE_STEP: Readonly<Record<'15min' | 'hour', number>> = { '15min': 15 * MINUTE, hour: HOUR };

/** A stored period as a reading: a native reading lasts its resolution; a roll-up of finer readings the readings it holds. */
function observationOf(series: PredictionSeries, level: '15min' | 'hour' | 'day' | 'month', p: MeterPeriod): Observation {
  const start = p.start.getTime();
  const { resolution, timeZone } = series;
  let end: number;
  if (resolution === '15min' || resolution === 'hour') end = start + p.points * NATIVE_STEP[resolution];
  else if (level === 'day') end = startOfLocalDay(addDays(localDate(p.start, timeZone), 1), timeZone).getTime();
  else end = startOfLocalDay(nextMonthStart(localDate(p.start, timeZone)), timeZone).getTime();
  return { start: p.start, end: new Date(end), value: p.total };
}

/** Hourly meters are read by the hour (15-minute ones through their hour roll-up); daily and monthly ones as they read. */
const trainingLevel = (series: PredictionSeries): { read: '15min' | 'hour' | 'day' | 'month'; level: Level } =>
  series.resolution === 'day' || series.resolution === 'month' ? { read: series.resolution, level: series.resolution } : { read: 'hour', level: 'hour' };

/** The year of history before `end` (never past now) as readings; too few is 404, the meter cannot predict. */
async function storedHistory(q: Queryable, series: PredictionSeries, before: Date, now: Date): Promise<{ history: Observation[]; level: Level }> {
  const end = new Date(Math.min(before.getTime(), Math.floor(now.getTime() / HOUR) * HOUR));
  const { read, level } = trainingLevel(series);
  const history = (await meterPeriods(q, series, read, new Date(end.getTime() - HISTORY_DAYS * DAY), end))
    .map((p) => observationOf(series, read, p))
    .filter((o) => o.end <= end);
  if (history.length < MIN_OBSERVATIONS) {
    throw problem('notFound', { message: `Too few readings of ${series.measurementId} before ${end.toISOString()} to predict from` });
  }
  return { history, level };
}

/** The readings shown next to the prediction (addDeviations): quarter-hours only for 15-minute rows of a 15-minute meter. */
async function storedMeasured(q: Queryable, series: PredictionSeries, window: Window): Promise<Observation[]> {
  const read = window.level === 'quarter' && series.resolution === '15min' ? '15min' : trainingLevel(series).read;
  return (await meterPeriods(q, series, read, window.from, window.to)).map((p) => observationOf(series, read, p));
}

async function predictSeries(
  services: Services, series: PredictionSeries, zone: PriceZone, place: Place, driver: Driver, options: Options,
): Promise<PredictionRow[]> {
  const q = services.db;
  const window = windowOf(options);
  const { history, level } = await storedHistory(q, series, window.from, services.clock.now());
  const measured = options.addDeviations ? await storedMeasured(q, series, window) : undefined;
  return predictRows(q, { zone, place, driver, history, level, window, timeZone: options.timeZone, measured });
}

/** The meter's location, if the caller reaches its account (404 as if absent otherwise). */
async function reachSeriesLocation(q: Queryable, principal: Principal, access: Parameters<typeof reachAccount>[2], series: PredictionSeries): Promise<LocationRow> {
  const row = await locationRow(q, series.locationId);
  if (!row) throw problem('notFound');
  await reachAccount(q, principal, access, row.account_id);
  return row;
}

/** The service a location prediction reads: the one asked for, else consumption_grid, else the first consumption service. */
function serviceOf(services: readonly LocationService[], type: LocationServiceType | undefined): LocationService | undefined {
  if (type) return services.find((s) => s.type === type);
  return services.find((s) => s.type === 'consumption_grid') ?? services.find((s) => s.type.startsWith('consumption'));
}

/**
 * The rows of a location's service for `options`, once the caller is known to reach the location:
 * what createLocationPrediction answers, and the site's deviations (routes/site-analysis.ts) with
 * addDeviations. The service is `serviceType`'s, else the location's consumption meter (serviceOf).
 */
export async function locationPrediction(services: Services, row: LocationRow, serviceType: LocationServiceType | undefined, options: Options): Promise<PredictionRow[]> {
  const service = serviceOf(toLocation(row).services, serviceType);
  if (!service?.measurementId || service.measurementResolution === 'none') {
    throw problem('notFound', { message: `The location has no measured ${serviceType ?? 'consumption'} service` });
  }
  const series = await seriesByMeasurementId(services.db, service.measurementId, row.organisation);
  if (!series) throw problem('notFound', { message: `No readings of ${service.measurementId} yet` });
  return predictSeries(services, series, row.price_zone, placeOfLocation(row), driverOfService(service.type), options);
}

// —— comparison ——

/** The home-profile fields a comparison matches, dropped last to first while fewer than MIN_METERS_SHOWN homes match. */
const COMPARED = ['propertyType', 'heating', 'numberOfResidens'] as const;

function criteriaOf(extra: Record<string, unknown>): Partial<HomeProfile> {
  // The platform spells residents numberOfResidents, the portal numberOfResidens: both are read.
  const given: Record<string, unknown> = { ...extra, numberOfResidens: extra.numberOfResidens ?? extra.numberOfResidents };
  return Object.fromEntries(COMPARED.filter((k) => given[k] !== undefined && given[k] !== null).map((k) => [k, given[k]]));
}

/** The value at fraction `p` of the sorted values, interpolated between neighbours. */
function percentile(sorted: readonly number[], p: number): number {
  const pos = p * (sorted.length - 1);
  const lo = Math.floor(pos);
  const a = sorted[lo] ?? 0;
  return a + ((sorted[Math.min(lo + 1, sorted.length - 1)] ?? a) - a) * (pos - lo);
}


export const predictionsHandlers = defineHandlers(predictionsArea, {
  async createPrediction(ctx) {
    const { measurements, site, options } = ctx.body;
    const q = ctx.services.db;
    const zone = await zoneOfSiteArea(q, ctx.principal, site.area);
    if (!zone) throw problem('validationError', { message: `Unknown area "${site.area}": give a price zone (SE1–SE4, NO1–NO5, FI, AT), a region or a city` });
    const place = placeOfZone(zone);
    const window = windowOf(options);
    const { observations, level } = measurementObservations(measurements, place.timeZone);
    if (observations.length < MIN_OBSERVATIONS) {
      throw problem('validationError', { message: `At least ${MIN_OBSERVATIONS} measurements with kWh or m3 are needed to predict` });
    }
    const rows = await predictRows(q, {
      zone, place, driver: driverOfSite(site.type), history: observations, level, window, timeZone: options.timeZone,
      measured: options.addDeviations ? observations : undefined,
    });
    return { data: rows };
  },

  async createMeasurementPrediction(ctx) {
    const { measurementId, site, options } = ctx.body;
    const q = ctx.services.db;
    const series = await seriesByMeasurementId(q, measurementId, boundOrganisation(ctx.principal));
    if (!series) throw problem('notFound');
    const row = await reachSeriesLocation(q, ctx.principal, ctx.endpoint.access, series);
    // The meter's place is known: an area the server cannot place falls back to it instead of refusing.
    const zone = (await zoneOfSiteArea(q, ctx.principal, site.area)) ?? row.price_zone;
    const place = zone === row.price_zone ? placeOfLocation(row) : placeOfZone(zone);
    return { data: await predictSeries(ctx.services, series, zone, place, driverOfSite(site.type), options) };
  },

  async createLocationPrediction(ctx) {
    const { locationId, serviceType, options } = ctx.body;
    const q = ctx.services.db;
    const { row } = await reachLocation(q, ctx.principal, ctx.endpoint.access, undefined, locationId);
    return { data: await locationPrediction(ctx.services, row, serviceType, options) };
  },

  async comparePredictions(ctx) {
    const { date, timeZone, service, extra } = ctx.body;
    const q = ctx.services.db;
    const day = localDate(date, timeZone);
    const from = startOfLocalDay(day, timeZone);
    const to = startOfLocalDay(addDays(day, 1), timeZone);
    const criteria = criteriaOf(extra);
    let homes = await compareHomes(q, ctx.principal.organisation, service, criteria, MAX_COMPARED_HOMES);
    for (let kept = COMPARED.length - 1; homes.length < MIN_METERS_SHOWN && kept >= 0; kept--) {
      const relaxed = Object.fromEntries(Object.entries(criteria).filter(([k]) => COMPARED.indexOf(k as (typeof COMPARED)[number]) < kept));
      homes = await compareHomes(q, ctx.principal.organisation, service, relaxed, MAX_COMPARED_HOMES);
    }

    // One weather table per zone, for the history and for the day; each home predicted under its own zone's weather.
    const now = ctx.services.clock.now();
    const historyEnd = new Date(Math.min(from.getTime(), Math.floor(now.getTime() / HOUR) * HOUR));
    const history: Period = { start: new Date(historyEnd.getTime() - HISTORY_DAYS * DAY), end: historyEnd };
    const tables = new Map<PriceZone, { history: HourTable; day: HourTable }>();
    const predicted: { kWh: number; locationId: string; accountId: string }[] = [];
    for (const home of homes) {
      // Daily totals are enough for a day's figure, and a year of them is 365 rows a home.
      const read = home.series.resolution === 'month' ? 'month' : 'day';
      const observations = (await meterPeriods(q, home.series, read, history.start, history.end))
        .map((p) => observationOf(home.series, read, p))
        .filter((o) => o.end <= historyEnd);
      let table = tables.get(home.priceZone);
      if (!table) {
        const temperatureAt = await temperatureSource(q, home.priceZone, [history, { start: from, end: to }]);
        const place = placeOfZone(home.priceZone);
        table = { history: buildHours(history.start, history.end, temperatureAt, place), day: buildHours(from, to, temperatureAt, place) };
        tables.set(home.priceZone, table);
      }
      let model: PredictionModel;
      try {
        model = fitPredictionModel(observations, table.history, { driver: driverOfService(service), level: read });
      } catch (error) {
        // A home without a usable year of readings (moved in last week) is left out, not guessed.
        if (error instanceof NotEnoughHistory) continue;
        throw error;
      }
      predicted.push({ kWh: predictPeriod(model, table.day, from, to, 'day').predicted, locationId: home.series.locationId, accountId: home.accountId });
    }
    if (predicted.length < MIN_METERS_SHOWN) {
      throw problem('validationError', { message: `Fewer than ${MIN_METERS_SHOWN} homes with ${service} readings to compare with` });
    }

    const visible = ctx.principal.kind === 'customer' ? new Set((await customerAccounts(q, ctx.principal.userId)).map((a) => a.accountId)) : undefined;
    const sorted = predicted.map((p) => p.kWh).sort((a, b) => a - b);
    const level = (p: number) => {
      const kWh = percentile(sorted, p);
      const nearest = predicted.reduce((best, h) => (Math.abs(h.kWh - kWh) < Math.abs(best.kWh - kWh) ? h : best));
      const shown = !visible || visible.has(nearest.accountId);
      return { kWh: round(kWh, 2), ...(shown ? { id: nearest.locationId } : {}) };
    };
    return { data: { high: level(0.8), medium: level(0.5), low: level(0.2) } };
  },
});
