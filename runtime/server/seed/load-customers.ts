/** Writes the customers part of the demo tenant. */
import type { Queryable } from '../db/database.js';
import type { DemoTenant } from './demo-tenant.js';
import type { SeedContext } from './index.js';

export async function loadCustomers(_q: Queryable, _demo: DemoTenant, _ctx: SeedContext): Promise<void> {}
