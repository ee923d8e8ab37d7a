/**
 * Where zone market data comes from (docs/decisions.md "Market-data source"): spot prices per
 * quarter-hour, and per hour the price, CO2 intensity, temperature and power mix of a price zone.
 * importSpotPrices (jobs/handlers/import-spot-prices.ts) reads a source and stores what it answers.
 * Until real providers arrive (ENTSO-E and others, issue 23) the only source is the demo's generator,
 * and only when the demo is on: with the demo off there is no source and the import fails saying so.
 */
import type { PriceZone } from '../../../schemas/geography.js';
import type { ServerConfig } from '../config.js';
import type { ZoneHour, ZoneQuarter } from '../repositories/zone-data.js';
import { demoMarketData } from './demo-market-data.js';

export interface MarketData {
  readonly quarters: readonly ZoneQuarter[];
  readonly hours: readonly ZoneHour[];
}

export interface MarketDataSource {
  /** How the source is named in job errors and logs. */
  readonly name: string;
  /**
   * The zone's data for the whole hours in [from, to): what the source has (day-ahead prices for
   * tomorrow are published around noon); hours it does not have yet are left out.
   */
  read(zone: PriceZone, from: Date, to: Date): Promise<MarketData>;
}

export const NO_MARKET_DATA_SOURCE = 'No market-data source is configured: spot prices, temperatures and CO2 cannot be imported (the demo source runs only with DEMO_FEED on)';

/** The configured source, or undefined when none is. */
export function marketDataSource(config: Pick<ServerConfig, 'demoFeed'>): MarketDataSource | undefined {
  return config.demoFeed ? demoMarketData : undefined;
}
