/**
 * Writes the back-office part of the demo tenant: admins (passwords scrypt-hashed; an inspector also
 * gets a users row with its admin id and the INSPECTOR role on each account it inspects, which is
 * how the ADMIN sign-in finds the accounts) and the scheduled jobs.
 */
import type { Queryable } from '../db/database.js';
import { hashPassword } from '../auth/passwords.js';
import { insertAdmin } from '../repositories/admins.js';
import { addInspectorUser, assignInspectorRole } from '../repositories/inspectors.js';
import { insertJob } from '../repositories/jobs.js';
import type { DemoTenant } from './demo-tenant.js';
import type { SeedContext } from './index.js';

export async function loadBackOffice(q: Queryable, demo: DemoTenant, _ctx: SeedContext): Promise<void> {
  for (const a of demo.admins) {
    await insertAdmin(q, a.admin, await hashPassword(a.password));
    if (!a.inspects) continue;
    await addInspectorUser(q, a.admin);
    for (const accountId of a.inspects) await assignInspectorRole(q, a.admin._id, accountId);
  }
  for (const job of demo.jobs) await insertJob(q, job);
}
