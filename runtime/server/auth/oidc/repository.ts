/**
 * Every SQL statement of the OpenID Connect step: the identity provider's model storage (an
 * oidc-provider adapter over `oidc_models`) and the user lookups of the login page and the relying party.
 */
import { errors, type Adapter, type AdapterPayload } from 'oidc-provider';
import type { Db, Queryable } from '../../db/database.js';
import { one } from '../../db/database.js';
import { isStorableText, unstorableTextAt, UNSTORABLE_TEXT_MESSAGE } from '../../storable-text.js';

/**
 * One adapter per oidc-provider model name. Expiry uses the database's clock, as oidc-provider
 * uses the real clock (not the app's test clock) for its own records. The provider reads its own
 * request bodies (index.ts), past the app's text check (storable-text.ts): here a value PostgreSQL
 * cannot store is never found, and a record holding one is refused as an invalid request.
 */
export function pgAdapter(db: Db, model: string): Adapter {
  const live = 'AND (expires_at IS NULL OR expires_at > now())';
  const payloadWhere = async (column: 'id' | 'uid' | 'user_code', value: string): Promise<AdapterPayload | undefined> => {
    if (!isStorableText(value)) return undefined;
    const row = await one<{ payload: AdapterPayload; consumed: number | null }>(
      db,
      `SELECT payload, extract(epoch FROM consumed_at)::bigint AS consumed FROM oidc_models WHERE model = $1 AND ${column} = $2 ${live} LIMIT 1`,
      [model, value],
    );
    if (!row) return undefined;
    return row.consumed === null ? row.payload : { ...row.payload, consumed: Number(row.consumed) };
  };
  return {
    async upsert(id, payload, expiresIn) {
      if (!isStorableText(id) || unstorableTextAt(payload)) throw new errors.InvalidRequest(UNSTORABLE_TEXT_MESSAGE);
      // Sweeping expired rows of this model on write keeps the table small without a job.
      await db.query('DELETE FROM oidc_models WHERE model = $1 AND expires_at < now() - interval \'1 hour\'', [model]);
      await db.query(
        `INSERT INTO oidc_models (model, id, payload, grant_id, user_code, uid, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, CASE WHEN $7::int IS NULL THEN NULL ELSE now() + make_interval(secs => $7::int) END)
         ON CONFLICT (model, id) DO UPDATE SET payload = EXCLUDED.payload, grant_id = EXCLUDED.grant_id, user_code = EXCLUDED.user_code,
           uid = EXCLUDED.uid, expires_at = EXCLUDED.expires_at`,
        [model, id, payload, payload.grantId ?? null, payload.userCode ?? null, payload.uid ?? null, typeof expiresIn === 'number' ? Math.ceil(expiresIn) : null],
      );
    },
    find: (id) => payloadWhere('id', id),
    findByUid: (uid) => payloadWhere('uid', uid),
    findByUserCode: (userCode) => payloadWhere('user_code', userCode),
    async consume(id) {
      if (!isStorableText(id)) return;
      await db.query('UPDATE oidc_models SET consumed_at = now() WHERE model = $1 AND id = $2', [model, id]);
    },
    async destroy(id) {
      if (!isStorableText(id)) return;
      await db.query('DELETE FROM oidc_models WHERE model = $1 AND id = $2', [model, id]);
    },
    async revokeByGrantId(grantId) {
      if (!isStorableText(grantId)) return;
      await db.query('DELETE FROM oidc_models WHERE grant_id = $1', [grantId]);
    },
  };
}

/**
 * Ends a user's standing at the identity provider: its login sessions, grants, codes and tokens
 * (each model's payload names the account), so a browser still signed in at the IdP must give the
 * new password before it signs in again (a password change or reset).
 */
export async function endIdpSessions(q: Queryable, userId: string): Promise<void> {
  await q.query("DELETE FROM oidc_models WHERE payload->>'accountId' = $1", [userId]);
}

export interface IdpUser {
  readonly id: string;
  readonly username: string | null;
  readonly email: string | null;
  readonly passwordHash: string | null;
  readonly firstName?: string;
  readonly lastName?: string;
}

interface UserRow { id: string; username: string | null; email: string | null; password_hash: string | null; first_name: string | null; last_name: string | null }

const USER_COLUMNS = "id, username, email, password_hash, doc->>'firstName' AS first_name, doc->>'lastName' AS last_name";

function toUser(r: UserRow): IdpUser {
  return {
    id: r.id, username: r.username, email: r.email, passwordHash: r.password_hash,
    ...(r.first_name ? { firstName: r.first_name } : {}), ...(r.last_name ? { lastName: r.last_name } : {}),
  };
}

export async function userById(q: Queryable, organisation: string, id: string): Promise<IdpUser | undefined> {
  const r = await one<UserRow>(q, `SELECT ${USER_COLUMNS} FROM users WHERE organisation = $1 AND id = $2`, [organisation, id]);
  return r && toUser(r);
}

export async function userByUsername(q: Queryable, organisation: string, username: string): Promise<IdpUser | undefined> {
  const r = await one<UserRow>(q, `SELECT ${USER_COLUMNS} FROM users WHERE organisation = $1 AND lower(username) = lower($2) LIMIT 1`, [organisation, username]);
  return r && toUser(r);
}

/** Only ever called with an address the issuer says it verified. */
export async function userByEmail(q: Queryable, organisation: string, email: string): Promise<IdpUser | undefined> {
  const rows = (await q.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE organisation = $1 AND lower(email) = lower($2) LIMIT 2`, [organisation, email])).rows;
  // Two users sharing an address: which one signed in is unknown, so neither.
  return rows.length === 1 ? toUser(rows[0]!) : undefined;
}
