/**
 * Seeds the demo tenant into an empty database (no organisations yet), all in one transaction: a
 * half-seeded database never happens. The data is deterministic (seed/demo/), the same every run.
 */
import type { ServerConfig } from '../config.js';
import type { Db } from '../db/database.js';
import { systemClock, type Clock } from '../clock.js';
import { demoTenant } from './demo/index.js';
import { loadCore } from './load-core.js';
import { loadCustomers } from './load-customers.js';
import { loadBackOffice } from './load-back-office.js';
import { loadContent } from './load-content.js';
import { loadIot } from './load-iot.js';
import { addMonths, monthStart } from './demo/calendar.js';
import { extendZoneData } from '../meter/zone-feed.js';
import { demoMarketData } from '../sources/demo-market-data.js';
import { extendDemoReadings } from '../meter/demo-readings.js';
import { generateDueReports } from '../meter/monthly-report-schedule.js';
import type { DemoTenant } from './demo-tenant.js';

export interface SeedContext {
  readonly config: Pick<ServerConfig, 'organisation' | 'tenant'>;
  readonly now: Date;
}

/** Writes `demo` (all parts) in one transaction. */
export async function seed(db: Db, demo: DemoTenant, ctx: SeedContext): Promise<void> {
  await db.tx(async (q) => {
    await loadCore(q, demo, ctx);
    await loadCustomers(q, demo, ctx);
    await loadBackOffice(q, demo, ctx);
    await loadContent(q, demo, ctx);
    await loadIot(q, demo, ctx);
    // Two years of zone data before the seeding month, up to the end of tomorrow (meter/zone-feed.ts).
    await extendZoneData(q, ctx.now, demoMarketData, addMonths(monthStart(ctx.now), -24));
    // And the readings of every measured demo service over the same two years (meter/demo-readings.ts).
    await extendDemoReadings(q, demo.organisation.code, ctx.now, addMonths(monthStart(ctx.now), -24));
    // And the monthly reports of the last year's complete months, as the running server makes them (meter/monthly-report-schedule.ts).
    await generateDueReports(q, ctx.now, demo.organisation.code);
  });
  // Millions of rows just arrived: plan the first queries on their real size, not autovacuum's later guess.
  await db.query('ANALYZE readings; ANALYZE readings_rollup; ANALYZE zone_hours; ANALYZE zone_prices; ANALYZE zone_rollup');
}

/** Seeds when no organisation exists yet; true when it did. */
export async function seedIfEmpty(db: Db, config: Pick<ServerConfig, 'organisation' | 'tenant'>, clock: Clock = systemClock): Promise<boolean> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM organisations');
  if ((rows[0]?.n ?? 0) > 0) return false;
  const now = clock.now();
  await seed(db, demoTenant(config, now), { config, now });
  return true;
}
