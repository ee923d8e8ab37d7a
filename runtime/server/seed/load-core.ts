/**
 * Writes the core of the demo tenant: the organisation, its customers' users (passwords hashed)
 * and accounts, and who holds which role on each account.
 */
import type { Queryable } from '../db/database.js';
import { hashPassword } from '../auth/passwords.js';
import type { DemoTenant } from './demo-tenant.js';
import type { SeedContext } from './index.js';

export async function loadCore(q: Queryable, demo: DemoTenant, ctx: SeedContext): Promise<void> {
  const org = demo.organisation;
  await q.query('INSERT INTO organisations (code, doc) VALUES ($1, $2)', [org.code, { name: org.name, tenant: org.tenant }]);
  // A person joined when their first account was made: the tenant's own dates, not the day of seeding.
  const joined = new Map<string, Date>();
  for (const a of demo.accounts) {
    for (const m of a.members) {
      const seen = joined.get(m.customer);
      if (!seen || a.account.createdAt < seen) joined.set(m.customer, a.account.createdAt);
    }
  }
  for (const c of demo.customers) {
    const passwordHash = c.signIn.password ? await hashPassword(c.signIn.password) : null;
    const since = joined.get(c.key) ?? ctx.now;
    await q.query(
      `INSERT INTO users (id, organisation, username, email, personal_id, phone_number, password_hash, doc, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9)`,
      [c.user._id, org.code, c.signIn.username ?? c.user.username ?? null, c.user.email ?? null, c.signIn.personalId ?? null, c.signIn.phoneNumber ?? c.user.phoneNumber ?? null, passwordHash, c.user, since],
    );
  }
  const userIds = new Map(demo.customers.map((c) => [c.key, c.user._id]));
  for (const a of demo.accounts) {
    await q.query(
      'INSERT INTO accounts (id, organisation, customer_id, account_type, doc, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $6)',
      [a.account._id, org.code, a.account.provider?.customerId ?? null, a.account.accountType ?? 'CUSTOMER', a.account, a.account.createdAt],
    );
    for (const m of a.members) {
      const userId = userIds.get(m.customer);
      if (!userId) throw new Error(`Demo account ${a.account._id}: no customer '${m.customer}'`);
      await q.query('INSERT INTO account_users (account_id, user_id, role) VALUES ($1, $2, $3)', [a.account._id, userId, m.role]);
    }
  }
}
