/**
 * Customer users. The contract User is `users.doc` with the searchable columns laid over it
 * (email, phone number, username: the columns win). Passwords live only in password_hash.
 */
import type { User, UserRole } from '../../../schemas/account.js';
import { one, type Queryable } from '../db/database.js';
import { containsPattern, type PageWindow } from './page-query.js';

interface UserRow {
  id: string;
  organisation: string;
  username: string | null;
  email: string | null;
  phone_number: string | null;
  doc: Partial<User>;
}

export interface StoredUser {
  readonly user: User;
  readonly organisation: string;
}

const COLUMNS = 'u.id, u.organisation, u.username, u.email, u.phone_number, u.doc';

function toUser(r: UserRow): User {
  const { email: _e, phoneNumber: _p, username: _u, ...doc } = r.doc;
  return {
    ...doc,
    _id: r.id,
    ...(r.email ? { email: r.email } : {}),
    ...(r.phone_number ? { phoneNumber: r.phone_number } : {}),
    ...(r.username ? { username: r.username } : {}),
  };
}

export async function findUser(q: Queryable, id: string): Promise<StoredUser | undefined> {
  const row = await one<UserRow>(q, `SELECT ${COLUMNS} FROM users u WHERE u.id = $1`, [id]);
  return row ? { user: toUser(row), organisation: row.organisation } : undefined;
}

/** The user of `organisation` with this e-mail (case-insensitive), oldest first when several share it. */
export async function findUserByEmail(q: Queryable, organisation: string, email: string): Promise<StoredUser | undefined> {
  const row = await one<UserRow>(
    q, `SELECT ${COLUMNS} FROM users u WHERE u.organisation = $1 AND lower(u.email) = lower($2) ORDER BY u.created_at, u.id LIMIT 1`, [organisation, email],
  );
  return row ? { user: toUser(row), organisation: row.organisation } : undefined;
}

/** Whether another user of the organisation already signs in with this e-mail. */
export async function emailTaken(q: Queryable, organisation: string, email: string, exceptUserId: string): Promise<boolean> {
  return (await one(q, 'SELECT 1 FROM users WHERE organisation = $1 AND lower(email) = lower($2) AND id <> $3', [organisation, email, exceptUserId])) !== undefined;
}

/**
 * False when a user of the organisation already has this e-mail or username (unique, 0001 and 0105),
 * perhaps added a moment ago by a concurrent request: its transaction is waited for, then nothing is written.
 */
export async function insertUser(q: Queryable, organisation: string, user: User, now: Date, personalId?: string): Promise<boolean> {
  const { rowCount } = await q.query(
    `INSERT INTO users (id, organisation, username, email, phone_number, personal_id, doc, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8)
     ON CONFLICT DO NOTHING`,
    [user._id, organisation, user.username ?? null, user.email ?? null, user.phoneNumber ?? null, personalId ?? null, user, now],
  );
  return (rowCount ?? 0) > 0;
}

export interface UserChange {
  readonly email?: string;
  readonly phoneNumber?: string;
  readonly language?: string;
  readonly passwordHash?: string;
}

/** Applies the given fields (columns and doc in one statement); the updated user. */
export async function updateUser(q: Queryable, id: string, change: UserChange, now: Date): Promise<User | undefined> {
  const docPatch: Record<string, string> = {};
  if (change.email !== undefined) docPatch.email = change.email;
  if (change.phoneNumber !== undefined) docPatch.phoneNumber = change.phoneNumber;
  if (change.language !== undefined) docPatch.language = change.language;
  const row = await one<UserRow>(
    q,
    `UPDATE users u SET
        email = coalesce($2, u.email), phone_number = coalesce($3, u.phone_number),
        password_hash = coalesce($4, u.password_hash), doc = u.doc || $5::jsonb, updated_at = $6
      WHERE u.id = $1 RETURNING ${COLUMNS}`,
    [id, change.email ?? null, change.phoneNumber ?? null, change.passwordHash ?? null, JSON.stringify(docPatch), now],
  );
  return row ? toUser(row) : undefined;
}

/** Staff search: free text over id, username, e-mail, phone and name. */
export async function searchUsers(q: Queryable, organisation: string, text: string | undefined, window: PageWindow): Promise<{ rows: User[]; total: number }> {
  const where = `u.organisation = $1 AND ($2::text IS NULL OR concat_ws(' ', u.id, u.username, u.email, u.phone_number, u.doc->>'firstName', u.doc->>'lastName', u.doc->>'fullName', u.doc->>'customerNumber') ILIKE $2)`;
  const values = [organisation, text ? containsPattern(text) : null];
  const total = (await one<{ n: number }>(q, `SELECT count(*)::int AS n FROM users u WHERE ${where}`, values))?.n ?? 0;
  const { rows } = await q.query<UserRow>(`SELECT ${COLUMNS} FROM users u WHERE ${where} ORDER BY u.created_at DESC, u.id DESC LIMIT $3 OFFSET $4`, [
    ...values, window.sqlLimit, window.offset,
  ]);
  return { rows: rows.map(toUser), total };
}

/** The accounts a user holds a role on, with the role. */
export async function userMemberships(q: Queryable, userId: string): Promise<{ accountId: string; role: UserRole }[]> {
  const { rows } = await q.query<{ account_id: string; role: UserRole }>(
    `SELECT account_id, role FROM account_users WHERE user_id = $1 ORDER BY (role = 'OWNER') DESC, created_at, account_id`, [userId],
  );
  return rows.map((r) => ({ accountId: r.account_id, role: r.role }));
}

/** Whether `ownerId` is OWNER or BS_OWNER of an account `userId` belongs to: what lets an owner manage their household. */
export async function ownsAccountOf(q: Queryable, ownerId: string, userId: string): Promise<boolean> {
  return (await one(
    q,
    `SELECT 1 FROM account_users mine JOIN account_users theirs ON theirs.account_id = mine.account_id
      WHERE mine.user_id = $1 AND mine.role IN ('OWNER', 'BS_OWNER') AND theirs.user_id = $2 LIMIT 1`,
    [ownerId, userId],
  )) !== undefined;
}

/** Accounts where this user is the only OWNER: deleting the user deletes them (nobody else could run them). */
export async function accountsOnlyOwnedBy(q: Queryable, userId: string): Promise<string[]> {
  const { rows } = await q.query<{ account_id: string }>(
    `SELECT au.account_id FROM account_users au
      WHERE au.user_id = $1 AND au.role = 'OWNER'
        AND NOT EXISTS (SELECT 1 FROM account_users o WHERE o.account_id = au.account_id AND o.role = 'OWNER' AND o.user_id <> $1)`,
    [userId],
  );
  return rows.map((r) => r.account_id);
}

export async function deleteUserRow(q: Queryable, id: string): Promise<boolean> {
  return ((await q.query('DELETE FROM users WHERE id = $1', [id])).rowCount ?? 0) > 0;
}

/**
 * Moves what `fromId` had to `toId` (importUserFrom): memberships the target does not already hold,
 * push tokens, settings when the target has none. The source user is deleted after.
 */
export async function moveUserData(q: Queryable, fromId: string, toId: string): Promise<string[]> {
  const moved = await q.query<{ account_id: string }>(
    `INSERT INTO account_users (account_id, user_id, role, created_at)
       SELECT account_id, $2, role, created_at FROM account_users WHERE user_id = $1
     ON CONFLICT (account_id, user_id) DO NOTHING RETURNING account_id`,
    [fromId, toId],
  );
  await q.query('UPDATE push_tokens SET user_id = $2 WHERE user_id = $1', [fromId, toId]);
  await q.query(
    `INSERT INTO user_settings (user_id, notification_settings, active_account_id, updated_at)
       SELECT $2, notification_settings, active_account_id, updated_at FROM user_settings WHERE user_id = $1
     ON CONFLICT (user_id) DO NOTHING`,
    [fromId, toId],
  );
  await q.query('UPDATE push_notifications SET user_id = $2 WHERE user_id = $1', [fromId, toId]);
  await q.query(`UPDATE accounts SET doc = jsonb_set(doc, '{accountOwner,_id}', to_jsonb($2::text)) WHERE doc->'accountOwner'->>'_id' = $1`, [fromId, toId]);
  await q.query('DELETE FROM users WHERE id = $1', [fromId]);
  return moved.rows.map((r) => r.account_id);
}

export async function recordDeletionRequest(q: Queryable, id: string, userId: string, organisation: string, requestedBy: unknown, now: Date): Promise<void> {
  await q.query('INSERT INTO user_deletion_requests (id, user_id, organisation, requested_by, created_at) VALUES ($1, $2, $3, $4, $5)', [
    id, userId, organisation, JSON.stringify(requestedBy), now,
  ]);
}

export async function userCreatedAt(q: Queryable, id: string): Promise<Date | undefined> {
  return (await one<{ created_at: Date }>(q, 'SELECT created_at FROM users WHERE id = $1', [id]))?.created_at;
}
