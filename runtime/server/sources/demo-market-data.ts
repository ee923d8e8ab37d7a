/**
 * The demo's market data (docs/decisions.md "Zone data", "Market-data source"): the documented
 * generator (meter/synthetic.ts) answers every hour asked for, as if tomorrow's day-ahead prices were
 * always published. Used only when the demo is on (sources/market-data.ts).
 */
import type { PriceZone } from '../../../schemas/geography.js';
import { co2Intensity, hourlySpotPrice, outdoorTemperature, powerMix, spotPrice } from '../meter/synthetic.js';
import type { ZoneHour, ZoneQuarter } from '../repositories/zone-data.js';
import type { MarketData, MarketDataSource } from './market-data.js';

const QUARTER = 15 * 60_000;
const HOUR = 60 * 60_000;

export const demoMarketData: MarketDataSource = {
  name: 'demo generator',
  async read(zone: PriceZone, from: Date, to: Date): Promise<MarketData> {
    const quarters: ZoneQuarter[] = [];
    const hours: ZoneHour[] = [];
    for (let h = Math.ceil(from.getTime() / HOUR) * HOUR; h < to.getTime(); h += HOUR) {
      const at = new Date(h);
      for (let m = 0; m < HOUR; m += QUARTER) quarters.push({ zone, at: new Date(h + m), value: spotPrice(zone, new Date(h + m)) });
      hours.push({ zone, at, price: hourlySpotPrice(zone, at), co2: co2Intensity(zone, at), temperature: outdoorTemperature(zone, at), mix: powerMix(zone, at) });
    }
    return { quarters, hours };
  },
};
