// @vitest-environment node
/**
 * importSpotPrices on the test database: the demo's market data fills every zone to the end of
 * tomorrow from where it ends and the demo meters to the end of yesterday, a second run writes
 * nothing, and with the demo off and no source configured the run fails saying so.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PriceZone } from '../../../../schemas/geography.js';
import { testApp, type TestApp } from '../../test/harness.js';
import { TEST_TODAY } from '../../test/constants.js';
import { findJobRow } from '../../repositories/jobs.js';
import { zoneDataEnds } from '../../repositories/zone-data.js';
import { stableId } from '../../ids.js';
import { endOfTomorrow } from '../../meter/zone-feed.js';
import { NO_MARKET_DATA_SOURCE } from '../../sources/market-data.js';
import { importSpotPrices } from './import-spot-prices.js';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => t?.close());

const DAY = 86_400_000;
const counts = async () => (await t.db.query<{ hours: number; quarters: number; readings: number }>(
  'SELECT (SELECT count(*)::int FROM zone_hours) AS hours, (SELECT count(*)::int FROM zone_prices) AS quarters, (SELECT count(*)::int FROM readings) AS readings')).rows[0]!;
const lastReading = async () => (await t.db.query<{ at: Date }>('SELECT max(at) AS at FROM readings')).rows[0]!.at;

describe('importSpotPrices', () => {
  it('fills every zone to the end of tomorrow and the demo meters to yesterday, and a second run writes nothing', async () => {
    const job = (await findJobRow(t.db, stableId('BRIGHT:job:importSpotPrices')))!.job;
    const now = new Date(TEST_TODAY.getTime() + 3 * DAY);
    t.clock.set(now);
    const before = await counts();
    const readingsEnd = await lastReading();
    await importSpotPrices.run({ services: t.services, job, data: {}, now });
    const ends = await zoneDataEnds(t.db);
    for (const zone of PriceZone.options) expect(ends.get(zone)?.toISOString(), zone).toBe(endOfTomorrow(zone, now).toISOString());
    const after = await counts();
    // Three more days of every zone's hours and quarters.
    expect(after.hours - before.hours).toBe(PriceZone.options.length * 3 * 24);
    expect(after.quarters - before.quarters).toBe(PriceZone.options.length * 3 * 96);
    expect(after.readings).toBeGreaterThan(before.readings);
    expect((await lastReading()).getTime()).toBeGreaterThan(readingsEnd.getTime() + 2 * DAY);

    await importSpotPrices.run({ services: t.services, job, data: {}, now });
    expect(await counts()).toEqual(after);
  });

  it('fails saying no market-data source is configured when the demo is off', async () => {
    const job = (await findJobRow(t.db, stableId('BRIGHT:job:importSpotPrices')))!.job;
    const before = await counts();
    const services = { ...t.services, config: { ...t.services.config, demoFeed: false } };
    const now = new Date(TEST_TODAY.getTime() + 6 * DAY);
    await expect(importSpotPrices.run({ services, job, data: {}, now })).rejects.toThrow(NO_MARKET_DATA_SOURCE);
    expect(await counts()).toEqual(before);
  });
});
