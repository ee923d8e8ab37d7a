/**
 * The demo's meter-data source: the documented reading generator (meter/demo-readings.ts,
 * meter/synthetic.ts) for the demo tenant's reporting meters. It is deterministic, so importing a
 * period twice reads the same values and the second import changes nothing.
 */
import type { Db } from '../db/database.js';
import { generatedReadings } from '../meter/demo-readings.js';
import type { MeterDataSource } from './meter-data.js';

export function demoMeterSource(db: Db, now: () => Date): MeterDataSource {
  return {
    name: 'demo',
    async readings({ organisation, from, to, measurementIds }) {
      return { rows: await generatedReadings(db, organisation, from, to, now(), measurementIds), rejected: [] };
    },
  };
}
