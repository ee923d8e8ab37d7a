/**
 * The meter-data source over HTTP(S) (docs/sources.md "Meter data"): GET
 * METER_SOURCE_URL?organisation=…&from=…&to=…[&measurementId=…] with the bearer token, answering a
 * MeterSourceDocument; each reading is checked on its own.
 */
import { MeterSourceReading } from '../../../schemas/sources.js';
import type { SourceConfig } from '../config.js';
import type { MeterDataSource } from './meter-data.js';
import { checkRows, fetchDocument, rowsOf, type HttpSourceOptions } from './http-source.js';

const WHAT = 'The meter-data source';

export function httpMeterSource(config: SourceConfig, options: HttpSourceOptions = {}): MeterDataSource {
  return {
    name: `HTTP ${new URL(config.url).origin}`,
    async readings({ organisation, from, to, measurementIds }) {
      const query = new URLSearchParams({ organisation, from: from.toISOString(), to: to.toISOString() });
      for (const id of measurementIds ?? []) query.append('measurementId', id);
      const document = await fetchDocument(WHAT, 'METER_SOURCE', config, query, options);
      return checkRows('readings', rowsOf(WHAT, document, 'readings'), MeterSourceReading);
    },
  };
}
