/**
 * Who a sign-in names: customer users by username, personal id, phone or provider customer id,
 * admins by e-mail. Lookups are scoped to the organisation the sign-in names; the identity forms
 * people type (separators in personal ids, spaces and trunk zeros in phone numbers) are compared
 * in their normalised form (decision "Sign-in identity matching").
 */
import type { User } from '../../../schemas/account.js';
import type { AdminScope } from '../../../schemas/admin.js';
import { one, type Queryable } from '../db/database.js';

export interface SignInUser {
  readonly id: string;
  readonly organisation: string;
  readonly email: string | null;
  readonly passwordHash: string | null;
  readonly doc: User;
}

interface UserRow { id: string; organisation: string; email: string | null; password_hash: string | null; doc: User }
const USER_COLUMNS = 'u.id, u.organisation, u.email, u.password_hash, u.doc';
const fromRow = (r: UserRow): SignInUser => ({ id: r.id, organisation: r.organisation, email: r.email, passwordHash: r.password_hash, doc: r.doc });

export async function userByUsername(q: Queryable, organisation: string, username: string): Promise<SignInUser | undefined> {
  const r = await one<UserRow>(q, `SELECT ${USER_COLUMNS} FROM users u WHERE u.organisation = $1 AND lower(u.username) = lower($2)`, [organisation, username]);
  return r && fromRow(r);
}

export async function userById(q: Queryable, id: string): Promise<SignInUser | undefined> {
  const r = await one<UserRow>(q, `SELECT ${USER_COLUMNS} FROM users u WHERE u.id = $1`, [id]);
  return r && fromRow(r);
}

/** Separators dropped, upper case: '19900101-1234' and '199001011234' are one person. */
export function personalIdKey(personalId: string): string {
  return personalId.replace(/[\s+-]/g, '').toUpperCase();
}

/** A Swedish 12-digit id also matches its 10-digit form (the century is optional, platform-contract §5). */
function personalIdKeys(personalId: string): string[] {
  const key = personalIdKey(personalId);
  return /^\d{12}$/.test(key) ? [key, key.slice(2)] : /^\d{10}$/.test(key) ? [key] : [key];
}

export async function userByPersonalId(q: Queryable, organisation: string, personalId: string): Promise<SignInUser | undefined> {
  const keys = personalIdKeys(personalId);
  // Stored ids may carry a century the caller left out: compare on the last ten digits as well.
  const r = await one<UserRow>(
    q,
    `SELECT ${USER_COLUMNS} FROM users u
      WHERE u.organisation = $1 AND u.personal_id IS NOT NULL
        AND (upper(regexp_replace(u.personal_id, '[\\s+-]', '', 'g')) = ANY($2)
             OR right(regexp_replace(u.personal_id, '[\\s+-]', '', 'g'), 10) = ANY($2))
      ORDER BY u.created_at, u.id LIMIT 1`,
    [organisation, keys],
  );
  return r && fromRow(r);
}

/** The forms a phone-style identity may be stored in: as normalised, and the national form with its trunk zero. */
export function phoneKeys(normalised: string): string[] {
  const keys = new Set([normalised]);
  const m = /^\+(46|47|358|43|44|49)(\d+)$/.exec(normalised);
  if (m) keys.add(`0${m[2]}`);
  if (/^0\d+$/.test(normalised)) keys.add(`+46${normalised.slice(1)}`);
  return [...keys];
}

export async function userByPhone(q: Queryable, organisation: string, normalised: string): Promise<SignInUser | undefined> {
  const r = await one<UserRow>(
    q,
    `SELECT ${USER_COLUMNS} FROM users u
      WHERE u.organisation = $1 AND u.phone_number IS NOT NULL AND regexp_replace(u.phone_number, '[\\s-]', '', 'g') = ANY($2)
      ORDER BY u.created_at, u.id LIMIT 1`,
    [organisation, phoneKeys(normalised)],
  );
  return r && fromRow(r);
}

/**
 * The owner of the account with this provider customer id; `business` also finds a business
 * account by its organisation number, kept as the provider customer id or as `organisationId` on
 * the account document (decision "EMAIL_LINK organisation id").
 */
export async function ownerOfCustomer(q: Queryable, organisation: string, id: string, business: boolean): Promise<SignInUser | undefined> {
  const r = await one<UserRow>(
    q,
    `SELECT ${USER_COLUMNS} FROM accounts a
       JOIN account_users au ON au.account_id = a.id AND au.role IN ('OWNER', 'BS_OWNER')
       JOIN users u ON u.id = au.user_id
      WHERE a.organisation = $1
        AND ${business
          ? "(a.account_type = 'BUSINESS' AND (a.customer_id = $2 OR a.doc->>'organisationId' = $2))"
          : "a.customer_id = $2 AND a.account_type <> 'BUSINESS'"}
      ORDER BY (au.role = 'OWNER') DESC, au.created_at, u.id LIMIT 1`,
    [organisation, id],
  );
  return r && fromRow(r);
}

/** A user made by a sign-in that may create one (BankID createUserIfMissing): no accounts yet. */
export async function insertSignInUser(q: Queryable, s: { id: string; organisation: string; personalId: string; now: Date }): Promise<SignInUser> {
  const doc: User = { _id: s.id };
  await q.query(
    'INSERT INTO users (id, organisation, personal_id, doc, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $5)',
    [s.id, s.organisation, s.personalId, doc, s.now],
  );
  return { id: s.id, organisation: s.organisation, email: null, passwordHash: null, doc };
}

export interface SignInAdmin {
  readonly id: string;
  readonly organisation: string;
  readonly email: string;
  readonly scope: AdminScope;
  readonly passwordHash: string | null;
}

export async function adminByEmail(q: Queryable, email: string): Promise<SignInAdmin | undefined> {
  const r = await one<{ id: string; organisation: string; email: string; scope: AdminScope; password_hash: string | null }>(
    q, 'SELECT id, organisation, email, scope, password_hash FROM admins WHERE lower(email) = lower($1)', [email],
  );
  return r && { id: r.id, organisation: r.organisation, email: r.email, scope: r.scope, passwordHash: r.password_hash };
}

/** Whether the admin inspects accounts: a user row with the admin's id holding INSPECTOR roles. */
export async function inspectsAccounts(q: Queryable, adminId: string): Promise<boolean> {
  const r = await one<{ n: number }>(q, "SELECT count(*)::int AS n FROM account_users WHERE user_id = $1 AND role = 'INSPECTOR'", [adminId]);
  return (r?.n ?? 0) > 0;
}

export async function adminById(q: Queryable, id: string): Promise<SignInAdmin | undefined> {
  const r = await one<{ id: string; organisation: string; email: string; scope: AdminScope; password_hash: string | null }>(
    q, 'SELECT id, organisation, email, scope, password_hash FROM admins WHERE id = $1', [id],
  );
  return r && { id: r.id, organisation: r.organisation, email: r.email, scope: r.scope, passwordHash: r.password_hash };
}

/** Who a token session belongs to (a refresh names only its session). */
export async function tokenSessionSubject(q: Queryable, sessionId: string): Promise<{ kind: 'customer' | 'staff'; subjectId: string; organisation: string; accessType: string | null } | undefined> {
  const r = await one<{ subject_kind: 'customer' | 'staff'; subject_id: string; organisation: string; access_type: string | null }>(
    q, 'SELECT subject_kind, subject_id, organisation, access_type FROM token_sessions WHERE id = $1', [sessionId],
  );
  return r && { kind: r.subject_kind, subjectId: r.subject_id, organisation: r.organisation, accessType: r.access_type };
}

/** Whether the user still holds a role on the account (a refresh after removal is refused). */
export async function holdsAccount(q: Queryable, userId: string, accountId: string): Promise<boolean> {
  return (await one(q, 'SELECT 1 FROM account_users WHERE user_id = $1 AND account_id = $2', [userId, accountId])) !== undefined;
}

/** BankID orders waiting for the person (the simulator page lists them). */
export async function pendingBankIdOrders(q: Queryable, now: Date): Promise<{ ref: string; organisation: string; data: Record<string, unknown>; createdAt: Date }[]> {
  const { rows } = await q.query<{ ref: string; organisation: string; data: Record<string, unknown>; created_at: Date }>(
    "SELECT ref, organisation, data, created_at FROM sign_in_sessions WHERE access_type = 'BANKID' AND status = 'process' AND expires_at > $1 ORDER BY created_at DESC LIMIT 50",
    [now],
  );
  return rows.map((r) => ({ ref: r.ref, organisation: r.organisation, data: r.data, createdAt: r.created_at }));
}

/** The customer an admin in support mode names: by personal id, provider customer id (its owner) or username. */
export async function supportModeCustomer(
  q: Queryable, organisation: string, by: { personalId?: string | undefined; customerId?: string | undefined; username?: string | undefined },
): Promise<SignInUser | undefined> {
  if (by.personalId) return userByPersonalId(q, organisation, by.personalId);
  if (by.customerId) return (await ownerOfCustomer(q, organisation, by.customerId, false)) ?? ownerOfCustomer(q, organisation, by.customerId, true);
  if (by.username) return userByUsername(q, organisation, by.username);
  return undefined;
}
