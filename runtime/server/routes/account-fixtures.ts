/** Test data for the accounts, users and portal tests: extra customers, written through the repositories. */
import type { UserRole } from '../../../schemas/account.js';
import { TEST_SEED_CONFIG } from '../test/constants.js';
import type { TestApp } from '../test/harness.js';
import { newId, stableId } from '../ids.js';
import { addMember, insertAccount } from '../repositories/accounts.js';
import { insertUser } from '../repositories/users.js';

const ORG = TEST_SEED_CONFIG.organisation;
export const KARI = stableId(`${ORG}:user:kari`);
export const KARI_ACCOUNT = stableId(`${ORG}:account:kari`);

/** A new user; with `accountId` a member of it, else the OWNER of a new account of `organisation`. */
export async function addCustomer(
  t: TestApp, name: string, options: { organisation?: string; accountId?: string; role?: UserRole } = {},
): Promise<{ userId: string; accountId: string; email: string }> {
  const organisation = options.organisation ?? ORG;
  const now = t.clock.now();
  const email = `${name}@example.no`;
  const userId = newId(now);
  if (!(await insertUser(t.db, organisation, { _id: userId, firstName: name, email, language: 'en' }, now))) throw new Error(`a user of ${organisation} has the e-mail ${email}`);
  let accountId = options.accountId;
  if (!accountId) {
    accountId = newId(now);
    await insertAccount(t.db, {
      _id: accountId, accountType: 'CUSTOMER', organisation, createdAt: now, users: [],
      accountOwner: { _id: userId, email, firstName: name }, provider: { customerId: `C-${accountId.slice(-8)}` },
    }, now);
  }
  await addMember(t.db, accountId, userId, options.role ?? (options.accountId ? 'GUEST' : 'OWNER'), now);
  return { userId, accountId, email };
}

export async function ensureOrganisation(t: TestApp, code: string): Promise<void> {
  await t.db.query('INSERT INTO organisations (code) VALUES ($1) ON CONFLICT DO NOTHING', [code]);
}

export async function count(t: TestApp, sql: string, values: unknown[] = []): Promise<number> {
  return (await t.db.query<{ n: number }>(sql, values)).rows[0]?.n ?? 0;
}
