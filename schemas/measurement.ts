/**
 * Meter data: data items, value types, spot prices, zone aggregation, power mix
 * (platform-contract §3 Measurement data; portal §3 Measurement node).
 * OWNED BY: meter-data work. Enums first, then entities, then rules; the manifest last.
 */
import { z } from 'zod';
import { defineDomain } from './core/domain.js';

/** Reading periods as platform-contract §3 lists them: six, WITH YEARLY. The portal's list is `PortalReadingPeriod`. */
export const ReadingPeriod = z.enum(['NONE', '15M', 'HOURLY', 'DAILY', 'MONTHLY', 'YEARLY']);
export type ReadingPeriod = z.infer<typeof ReadingPeriod>;

/** Reading periods as portal §3 lists them: five, WITHOUT YEARLY ("also YEARLY in the shared enumeration"). */
export const PortalReadingPeriod = z.enum(['NONE', 'MONTHLY', 'DAILY', 'HOURLY', '15M']);
export type PortalReadingPeriod = z.infer<typeof PortalReadingPeriod>;

/** Site types (platform-contract §3 Measurement data). */
export const SiteType = z.enum(['consumption', 'consumption-net', 'production', 'production-net', 'water', 'heating', 'gas', 'gas-net', 'waste', 'broadband', 'tv']);
export type SiteType = z.infer<typeof SiteType>;

export const measurementDomain = defineDomain({
  name: 'measurement',
  spec: ['platform-contract §3 Measurement data', 'portal §3'],
  enums: { ReadingPeriod, PortalReadingPeriod, SiteType },
  entities: {},
});
