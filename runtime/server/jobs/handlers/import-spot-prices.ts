/**
 * importSpotPrices (docs/decisions.md "Market-data source"): every price zone's spot prices,
 * temperatures, CO2 and power mix from the configured market-data source, from where each zone's
 * data ends to the end of tomorrow. With the demo on, the demo organisation's meters are then read up
 * to the end of yesterday (meter/demo-readings.ts), so the demo never goes stale however seldom the
 * job runs; with no source configured the run fails saying so.
 */
import { extendDemoReadings } from '../../meter/demo-readings.js';
import { extendZoneData } from '../../meter/zone-feed.js';
import { marketDataSource, NO_MARKET_DATA_SOURCE } from '../../sources/market-data.js';
import type { JobHandler } from '../handler.js';

export const importSpotPrices: JobHandler = {
  async run({ services, now }) {
    const { db, config, jobs, log } = services;
    const source = marketDataSource(config);
    if (!source) throw new Error(NO_MARKET_DATA_SOURCE);
    const hours = await extendZoneData(db, now, source);
    const readings = config.demoFeed ? await db.tx((q) => extendDemoReadings(q, config.organisation, now, undefined, undefined, jobs)) : 0;
    log.info({ source: source.name, hours, readings }, 'zone data imported');
  },
};
