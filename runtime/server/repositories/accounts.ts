/**
 * Accounts and who holds a role on them. The contract Account is rebuilt from `accounts.doc` and the
 * columns: `users` always comes from account_users joined with users (the membership table is the
 * truth; the doc's copy could go stale), provider.customerId from the column.
 */
import type { Account, AccountType, AccountUser, PremiumFeatures, UserRole } from '../../../schemas/account.js';
import { one, type Queryable } from '../db/database.js';
import { containsPattern, type PageWindow } from './page-query.js';

interface AccountRow {
  id: string;
  organisation: string;
  customer_id: string | null;
  account_type: AccountType;
  doc: Partial<Account>;
  created_at: Date;
}

const COLUMNS = 'a.id, a.organisation, a.customer_id, a.account_type, a.doc, a.created_at';

/** Members of each account with their contact details, OWNER first. */
export async function accountMembers(q: Queryable, accountIds: readonly string[]): Promise<Map<string, AccountUser[]>> {
  const byAccount = new Map<string, AccountUser[]>(accountIds.map((id) => [id, []]));
  if (accountIds.length === 0) return byAccount;
  const { rows } = await q.query<{ account_id: string; user_id: string; role: UserRole; email: string | null; phone_number: string | null; doc: Record<string, unknown> }>(
    `SELECT au.account_id, au.user_id, au.role, u.email, u.phone_number, u.doc
       FROM account_users au JOIN users u ON u.id = au.user_id
      WHERE au.account_id = ANY($1)
      ORDER BY (au.role = 'OWNER') DESC, au.created_at, au.user_id`,
    [accountIds],
  );
  for (const r of rows) {
    const text = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);
    byAccount.get(r.account_id)?.push({
      userId: r.user_id,
      role: r.role,
      ...(text(r.email) ? { email: r.email as string } : {}),
      ...(text(r.doc.firstName) ? { firstName: r.doc.firstName as string } : {}),
      ...(text(r.doc.lastName) ? { lastName: r.doc.lastName as string } : {}),
      ...(text(r.phone_number) ? { phoneNumber: r.phone_number as string } : {}),
    });
  }
  return byAccount;
}

async function toAccounts(q: Queryable, rows: readonly AccountRow[]): Promise<Account[]> {
  const members = await accountMembers(q, rows.map((r) => r.id));
  return rows.map((r) => {
    const { provider, ...doc } = r.doc;
    return {
      ...doc,
      _id: r.id,
      organisation: r.organisation,
      accountType: r.account_type,
      createdAt: r.created_at,
      users: members.get(r.id) ?? [],
      accountOwner: r.doc.accountOwner ?? { email: '' },
      ...(r.customer_id ? { provider: { ...provider, customerId: r.customer_id } } : {}),
    } as Account;
  });
}

export async function findAccount(q: Queryable, id: string): Promise<Account | undefined> {
  const row = await one<AccountRow>(q, `SELECT ${COLUMNS} FROM accounts a WHERE a.id = $1`, [id]);
  return row ? (await toAccounts(q, [row]))[0] : undefined;
}

export interface AccountFilter {
  readonly ids?: readonly string[];
  readonly customerId?: string;
  readonly userId?: string;
}

/** GET /accounts (decision "Account list query"): every filter given must match; oldest first. */
export async function listAccounts(q: Queryable, organisation: string, filter: AccountFilter): Promise<Account[]> {
  const { rows } = await q.query<AccountRow>(
    `SELECT ${COLUMNS} FROM accounts a
      WHERE a.organisation = $1
        AND ($2::text[] IS NULL OR a.id = ANY($2))
        AND ($3::text IS NULL OR a.customer_id = $3)
        AND ($4::text IS NULL OR EXISTS (SELECT 1 FROM account_users au WHERE au.account_id = a.id AND au.user_id = $4))
      ORDER BY a.created_at, a.id LIMIT 500`,
    [organisation, filter.ids ?? null, filter.customerId ?? null, filter.userId ?? null],
  );
  return toAccounts(q, rows);
}

/** Staff search: free text over id, customer number and the owner's name and e-mail. */
export async function searchAccounts(
  q: Queryable, organisation: string, text: string | undefined, accountType: AccountType | undefined, window: PageWindow,
): Promise<{ rows: Account[]; total: number }> {
  const where = `a.organisation = $1 AND ($2::text IS NULL OR a.account_type = $2)
    AND ($3::text IS NULL OR concat_ws(' ', a.id, a.customer_id, a.doc->'accountOwner'->>'email', a.doc->'accountOwner'->>'firstName', a.doc->'accountOwner'->>'lastName') ILIKE $3)`;
  const values = [organisation, accountType ?? null, text ? containsPattern(text) : null];
  const total = (await one<{ n: number }>(q, `SELECT count(*)::int AS n FROM accounts a WHERE ${where}`, values))?.n ?? 0;
  const { rows } = await q.query<AccountRow>(
    `SELECT ${COLUMNS} FROM accounts a WHERE ${where} ORDER BY a.created_at DESC, a.id DESC LIMIT $4 OFFSET $5`,
    [...values, window.sqlLimit, window.offset],
  );
  return { rows: await toAccounts(q, rows), total };
}

/** Writes a new account (the doc without `users`: membership lives in account_users). */
export async function insertAccount(q: Queryable, account: Account, now: Date): Promise<void> {
  const { users: _users, ...doc } = account;
  await q.query(
    `INSERT INTO accounts (id, organisation, customer_id, account_type, doc, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [account._id, account.organisation, account.provider?.customerId ?? null, account.accountType ?? 'CUSTOMER', doc, account.createdAt, now],
  );
}

export async function customerIdTaken(q: Queryable, organisation: string, customerId: string): Promise<boolean> {
  return (await one(q, 'SELECT 1 FROM accounts WHERE organisation = $1 AND customer_id = $2', [organisation, customerId])) !== undefined;
}

/** False when the user already is a user of the account (perhaps added a moment ago by a concurrent request). */
export async function addMember(q: Queryable, accountId: string, userId: string, role: UserRole, now: Date): Promise<boolean> {
  const { rowCount } = await q.query(
    'INSERT INTO account_users (account_id, user_id, role, created_at) VALUES ($1, $2, $3, $4) ON CONFLICT (account_id, user_id) DO NOTHING',
    [accountId, userId, role, now],
  );
  return (rowCount ?? 0) > 0;
}

export async function memberRole(q: Queryable, accountId: string, userId: string): Promise<UserRole | undefined> {
  return (await one<{ role: UserRole }>(q, 'SELECT role FROM account_users WHERE account_id = $1 AND user_id = $2', [accountId, userId]))?.role;
}

export async function removeMember(q: Queryable, accountId: string, userId: string): Promise<boolean> {
  return ((await q.query('DELETE FROM account_users WHERE account_id = $1 AND user_id = $2', [accountId, userId])).rowCount ?? 0) > 0;
}

export async function ownerCount(q: Queryable, accountId: string): Promise<number> {
  return (await one<{ n: number }>(q, "SELECT count(*)::int AS n FROM account_users WHERE account_id = $1 AND role = 'OWNER'", [accountId]))?.n ?? 0;
}

/** Marks the account changed: a sync request, a history update. */
export async function touchAccount(q: Queryable, id: string, now: Date): Promise<void> {
  await q.query('UPDATE accounts SET updated_at = $2 WHERE id = $1', [id, now]);
}

export async function setPremiumFeatures(q: Queryable, id: string, features: PremiumFeatures, now: Date): Promise<void> {
  await q.query(`UPDATE accounts SET doc = jsonb_set(doc, '{premiumFeatures}', $2::jsonb), updated_at = $3 WHERE id = $1`, [id, JSON.stringify(features), now]);
}

/** Keeps the owner's copy on the account in step when the owner's e-mail changes. */
export async function setOwnerEmail(q: Queryable, userId: string, email: string, now: Date): Promise<void> {
  await q.query(
    `UPDATE accounts SET doc = jsonb_set(doc, '{accountOwner,email}', to_jsonb($2::text)), updated_at = $3
      WHERE doc->'accountOwner'->>'_id' = $1`,
    [userId, email, now],
  );
}

export async function deleteAccount(q: Queryable, id: string): Promise<boolean> {
  return ((await q.query('DELETE FROM accounts WHERE id = $1', [id])).rowCount ?? 0) > 0;
}

/** Accounts of `organisation` (all, or only `ids`) whose users may receive a push of `category`: subscribed, with a device. */
export async function pushSubscribers(
  q: Queryable, organisation: string, category: string, ids: readonly string[] | undefined,
): Promise<{ accountId: string; userId: string }[]> {
  const { rows } = await q.query<{ account_id: string; user_id: string }>(
    `SELECT DISTINCT au.account_id, au.user_id
       FROM accounts a
       JOIN account_users au ON au.account_id = a.id
       JOIN push_tokens pt ON pt.user_id = au.user_id
       LEFT JOIN user_settings us ON us.user_id = au.user_id
      WHERE a.organisation = $1 AND ($2::text[] IS NULL OR a.id = ANY($2))
        AND coalesce((us.notification_settings->$3->>'push')::boolean, true)
      ORDER BY au.account_id, au.user_id`,
    [organisation, ids ?? null, category],
  );
  return rows.map((r) => ({ accountId: r.account_id, userId: r.user_id }));
}

/** Numbers for GET /v3/account/statistics/{id} (decision "Account statistics"). */
export async function accountCounts(q: Queryable, id: string): Promise<{ users: number; locations: number; services: number }> {
  const row = await one<{ users: number; locations: number; services: number }>(
    q,
    `SELECT (SELECT count(*)::int FROM account_users WHERE account_id = $1) AS users,
            (SELECT count(*)::int FROM locations WHERE account_id = $1) AS locations,
            (SELECT coalesce(sum(jsonb_array_length(coalesce(doc->'services', '[]'::jsonb))), 0)::int FROM locations WHERE account_id = $1) AS services`,
    [id],
  );
  return row ?? { users: 0, locations: 0, services: 0 };
}

/** What a customer-information sync reads of an account, locked until its transaction ends. */
export interface SyncedAccountRow {
  readonly id: string;
  readonly customerId: string;
  readonly accountType: AccountType;
  readonly doc: Partial<Account>;
}

/** The organisation's accounts with a provider customer id (all, or the given ones), locked for the sync's transaction. */
export async function accountsForSync(q: Queryable, organisation: string, accountIds?: readonly string[]): Promise<SyncedAccountRow[]> {
  const { rows } = await q.query<{ id: string; customer_id: string; account_type: AccountType; doc: Partial<Account> }>(
    `SELECT id, customer_id, account_type, doc FROM accounts
      WHERE organisation = $1 AND customer_id IS NOT NULL AND customer_id <> '' AND ($2::text[] IS NULL OR id = ANY($2))
      ORDER BY id FOR UPDATE`,
    [organisation, accountIds ?? null],
  );
  return rows.map((r) => ({ id: r.id, customerId: r.customer_id, accountType: r.account_type, doc: r.doc }));
}

export async function saveSyncedAccount(q: Queryable, id: string, accountType: AccountType, accountOwner: Account['accountOwner'], now: Date): Promise<void> {
  await q.query(
    `UPDATE accounts SET account_type = $2, doc = jsonb_set(doc, '{accountOwner}', $3::jsonb), updated_at = $4 WHERE id = $1`,
    [id, accountType, JSON.stringify(accountOwner), now],
  );
}
