/**
 * Account prospects and account-creation logs (platform-contract §3, §7 Accounts prospects), and
 * the account a prospect becomes: the accounts row, its OWNER, its site (the prospect's) and the
 * creation log, written in the caller's transaction.
 */
import type { Account, AccountOwner, AccountType, User } from '../../../schemas/account.js';
import type { AccountCreationLog, AccountProspect, ProspectStatus } from '../../../schemas/prospect.js';
import { reviveTimestamps } from '../../../schemas/core/wire.js';
import { one, type Queryable } from '../db/database.js';
import { createLocationFromData } from './locations.js';
import { containsPattern, type PageWindow } from './page-query.js';

/** A prospect as stored: the contract document may still lack an owner e-mail or a site (a sign-in's prospect). */
export type ProspectDoc = Omit<AccountProspect, 'accountOwner' | 'site'> & {
  accountOwner: Partial<AccountOwner>;
  site?: AccountProspect['site'];
};

export interface ProspectRecord {
  readonly id: string;
  readonly ref: string;
  readonly organisation: string;
  readonly status: ProspectStatus;
  /** The owner's user: the signed-in one (ownerSignedIn), or the one made for the proven address. */
  readonly userId: string | null;
  /** A sign-in made the prospect (a token fetch's 409), so its user is proven. */
  readonly ownerSignedIn: boolean;
  readonly accountId: string | null;
  readonly doc: ProspectDoc;
  readonly language: string | null;
  readonly validationCodeHash: string | null;
  readonly validatedAt: Date | null;
  /** The normalised address the opened link proved (decision "Prospect state machine and who may move it"). */
  readonly validatedEmail: string | null;
  /** When customer staff confirmed the provider customer and site as they stand; null once they change. */
  readonly providerResolvedAt: Date | null;
  /** Why it ended without an account (account_failed, provider_failed, abandoned). */
  readonly failure: string | null;
}

interface Row {
  id: string; ref: string; organisation: string; status: ProspectStatus; user_id: string | null; owner_signed_in: boolean; account_id: string | null; doc: ProspectDoc;
  language: string | null; validation_code_hash: string | null; validated_at: Date | null; validated_email: string | null;
  provider_resolved_at: Date | null; failure: string | null; created_at: Date; updated_at: Date;
}

const fromRow = (r: Row): ProspectRecord => ({
  id: r.id, ref: r.ref, organisation: r.organisation, status: r.status, userId: r.user_id, ownerSignedIn: r.owner_signed_in, accountId: r.account_id,
  // The columns are the truth for status and times (decision "Server storage"); jsonb keeps the
  // document's times as strings, and the contract's timestamps are Dates.
  doc: { ...reviveTimestamps<ProspectDoc>(r.doc), _id: r.id, ref: r.ref, status: r.status, createdAt: r.created_at, updatedAt: r.updated_at },
  language: r.language, validationCodeHash: r.validation_code_hash, validatedAt: r.validated_at, validatedEmail: r.validated_email,
  providerResolvedAt: r.provider_resolved_at, failure: r.failure,
});

/** A new prospect; with `userId` one a sign-in made, whose owner is that user. */
export async function insertProspect(
  q: Queryable,
  p: { doc: ProspectDoc; userId?: string | null; language?: string | null },
): Promise<ProspectRecord> {
  const r = await one<Row>(
    q,
    `INSERT INTO account_prospects (id, ref, organisation, status, user_id, owner_signed_in, doc, language, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9) RETURNING *`,
    [p.doc._id, p.doc.ref, p.doc.organisation, p.doc.status, p.userId ?? null, p.userId != null, p.doc, p.language ?? null, p.doc.createdAt],
  );
  return fromRow(r!);
}

/** By ref, locked for the caller's transaction (updates and polls race on the same prospect). */
export async function prospectByRef(q: Queryable, organisation: string, ref: string, lock = false): Promise<ProspectRecord | undefined> {
  const r = await one<Row>(q, `SELECT * FROM account_prospects WHERE organisation = $1 AND ref = $2${lock ? ' FOR UPDATE' : ''}`, [organisation, ref]);
  return r && fromRow(r);
}

export async function prospectById(q: Queryable, organisation: string, id: string, lock = false): Promise<ProspectRecord | undefined> {
  const r = await one<Row>(q, `SELECT * FROM account_prospects WHERE organisation = $1 AND id = $2${lock ? ' FOR UPDATE' : ''}`, [organisation, id]);
  return r && fromRow(r);
}

export async function saveProspect(
  q: Queryable,
  p: { id: string; status: ProspectStatus; doc: ProspectDoc; accountId?: string | null; userId?: string | null; failure?: string; now: Date },
): Promise<void> {
  await q.query(
    `UPDATE account_prospects SET status = $2, doc = $3, updated_at = $4,
        account_id = COALESCE($5, account_id), user_id = COALESCE($6, user_id), failure = COALESCE($7, failure)
      WHERE id = $1`,
    [p.id, p.status, { ...p.doc, status: p.status, updatedAt: p.now }, p.now, p.accountId ?? null, p.userId ?? null, p.failure ?? null],
  );
  // The save that hands the prospect its new account (the only one given an accountId) also makes the
  // prospect's site that account's location, in the same transaction: 409 when its code is taken.
  if (p.accountId && p.doc.site) {
    await createLocationFromData(q, { accountId: p.accountId, organisation: p.doc.organisation, data: p.doc.site, now: p.now });
  }
}

/** Prospects whose document is complete enough for staff lists are filtered by the caller. */
export async function prospectsByRef(q: Queryable, organisation: string, ref: string): Promise<ProspectRecord[]> {
  const { rows } = await q.query<Row>('SELECT * FROM account_prospects WHERE organisation = $1 AND ref = $2 ORDER BY created_at DESC, id DESC', [organisation, ref]);
  return rows.map(fromRow);
}

export async function searchProspects(
  q: Queryable, organisation: string, filter: { q?: string | undefined; status?: ProspectStatus | undefined }, window: PageWindow,
): Promise<{ rows: ProspectRecord[]; total: number }> {
  const where = `organisation = $1 AND ($2::text IS NULL OR status = $2)
    AND ($3::text IS NULL OR ref ILIKE $3 OR doc->'accountOwner'->>'email' ILIKE $3 OR doc->'accountOwner'->>'firstName' ILIKE $3
         OR doc->'accountOwner'->>'lastName' ILIKE $3 OR doc->'site'->>'customerId' ILIKE $3)
    -- a sign-in's prospect without owner e-mail or site is not an AccountProspect yet: its creation log shows it
    AND doc ? 'site' AND doc->'accountOwner' ? 'email'`;
  const values = [organisation, filter.status ?? null, filter.q ? containsPattern(filter.q) : null];
  const total = (await one<{ n: number }>(q, `SELECT count(*)::int AS n FROM account_prospects WHERE ${where}`, values))?.n ?? 0;
  const { rows } = await q.query<Row>(
    `SELECT * FROM account_prospects WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT $4 OFFSET $5`,
    [...values, window.sqlLimit, window.offset],
  );
  return { rows: rows.map(fromRow), total };
}

// —— account-creation logs ——

interface LogRow { id: string; ref: string; organisation: string; status: ProspectStatus; account_id: string | null; created_at: Date; updated_at: Date }
const logFromRow = (r: LogRow): AccountCreationLog => ({
  _id: r.id, ref: r.ref, status: r.status, ...(r.account_id ? { accountId: r.account_id } : {}), createdAt: r.created_at, updatedAt: r.updated_at,
});

export async function insertCreationLog(q: Queryable, l: { id: string; ref: string; organisation: string; status: ProspectStatus; now: Date }): Promise<void> {
  await q.query(
    'INSERT INTO account_creation_logs (id, ref, organisation, status, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $5)',
    [l.id, l.ref, l.organisation, l.status, l.now],
  );
}

/** Follows the prospect: the log of `ref` takes its status (and account, once made). */
export async function updateCreationLog(q: Queryable, ref: string, status: ProspectStatus, accountId: string | null, now: Date): Promise<void> {
  await q.query('UPDATE account_creation_logs SET status = $2, account_id = COALESCE($3, account_id), updated_at = $4 WHERE ref = $1', [ref, status, accountId, now]);
}

export async function creationLogsByRef(q: Queryable, organisation: string, ref: string): Promise<AccountCreationLog[]> {
  const { rows } = await q.query<LogRow>('SELECT * FROM account_creation_logs WHERE organisation = $1 AND ref = $2 ORDER BY created_at DESC, id DESC', [organisation, ref]);
  return rows.map(logFromRow);
}

export async function creationLogById(q: Queryable, organisation: string, id: string): Promise<AccountCreationLog | undefined> {
  const r = await one<LogRow>(q, 'SELECT * FROM account_creation_logs WHERE organisation = $1 AND id = $2', [organisation, id]);
  return r && logFromRow(r);
}

export async function searchCreationLogs(
  q: Queryable, organisation: string, filter: { q?: string | undefined; status?: ProspectStatus | undefined }, window: PageWindow,
): Promise<{ rows: AccountCreationLog[]; total: number }> {
  const where = 'organisation = $1 AND ($2::text IS NULL OR status = $2) AND ($3::text IS NULL OR ref ILIKE $3 OR account_id ILIKE $3)';
  const values = [organisation, filter.status ?? null, filter.q ? containsPattern(filter.q) : null];
  const total = (await one<{ n: number }>(q, `SELECT count(*)::int AS n FROM account_creation_logs WHERE ${where}`, values))?.n ?? 0;
  const { rows } = await q.query<LogRow>(
    `SELECT * FROM account_creation_logs WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT $4 OFFSET $5`,
    [...values, window.sqlLimit, window.offset],
  );
  return { rows: rows.map(logFromRow), total };
}

// —— the account a prospect becomes ——

/**
 * Whether a user of the organisation other than `exceptUserId` has this address, compared normalised
 * (`normalised` is normaliseEmail's; the contract's Email admits ASCII only, where lower() agrees).
 */
export async function emailHasOtherUser(q: Queryable, organisation: string, normalised: string, exceptUserId: string | null): Promise<boolean> {
  return (await one(
    q,
    `SELECT 1 FROM users WHERE organisation = $1 AND lower(btrim(normalize(email, NFKC))) = $2 AND ($3::text IS NULL OR id <> $3) LIMIT 1`,
    [organisation, normalised, exceptUserId],
  )) !== undefined;
}

export async function insertProspectUser(q: Queryable, u: { id: string; organisation: string; owner: AccountOwner; now: Date }): Promise<void> {
  const doc: User = {
    _id: u.id, email: u.owner.email,
    ...(u.owner.firstName ? { firstName: u.owner.firstName } : {}), ...(u.owner.lastName ? { lastName: u.owner.lastName } : {}),
    ...(u.owner.phoneNumber ? { phoneNumber: u.owner.phoneNumber } : {}), accountOwner: true,
  };
  await q.query(
    'INSERT INTO users (id, organisation, email, phone_number, doc, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $6)',
    [u.id, u.organisation, u.owner.email, u.owner.phoneNumber ?? null, doc, u.now],
  );
}

/** Fills the user's missing e-mail and names from the owner the prospect gave (a BankID user made without them). */
export async function completeUserFromOwner(q: Queryable, userId: string, owner: AccountOwner, now: Date): Promise<void> {
  const fill = Object.fromEntries(Object.entries({ email: owner.email, firstName: owner.firstName, lastName: owner.lastName, phoneNumber: owner.phoneNumber }).filter(([, v]) => v !== undefined));
  await q.query(
    `UPDATE users SET email = COALESCE(email, $2), phone_number = COALESCE(phone_number, $3), doc = $4::jsonb || doc, updated_at = $5 WHERE id = $1`,
    [userId, owner.email, owner.phoneNumber ?? null, fill, now],
  );
}

export async function insertProspectAccount(
  q: Queryable,
  a: { account: Account; organisation: string; accountType: AccountType; customerId: string | null; ownerId: string; now: Date },
): Promise<void> {
  await q.query(
    'INSERT INTO accounts (id, organisation, customer_id, account_type, doc, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $6)',
    [a.account._id, a.organisation, a.customerId, a.accountType, a.account, a.now],
  );
  await q.query("INSERT INTO account_users (account_id, user_id, role, created_at) VALUES ($1, $2, 'OWNER', $3)", [a.account._id, a.ownerId, a.now]);
}

/** Whether a provider customer id already has an account in the organisation (one account per customer). */
export async function customerHasAccount(q: Queryable, organisation: string, customerId: string): Promise<boolean> {
  return (await one(q, 'SELECT 1 FROM accounts WHERE organisation = $1 AND customer_id = $2', [organisation, customerId])) !== undefined;
}

/** Stores the e-mailed code (hashed), bound to the normalised address it goes to, and where its link returns to. */
export async function setValidationCode(
  q: Queryable, c: { id: string; codeHash: string; email: string; redirectUri: string; now: Date },
): Promise<void> {
  await q.query(
    'UPDATE account_prospects SET validation_code_hash = $2, validation_email = $3, redirect_uri = $4, updated_at = $5 WHERE id = $1',
    [c.id, c.codeHash, c.email, c.redirectUri, c.now],
  );
}

/**
 * The prospect the code validates, with where to send the app: once (the code is cleared), only while
 * the prospect is open (`open` lists the statuses that still move), and only for a code bound to an
 * address, which becomes the proven one.
 */
export async function useValidationCode(
  q: Queryable, v: { ref: string; codeHash: string; open: readonly ProspectStatus[]; now: Date },
): Promise<{ prospect: ProspectRecord; redirectUri: string | null } | undefined> {
  const r = await one<Row & { redirect_uri: string | null }>(
    q,
    `UPDATE account_prospects SET validation_code_hash = NULL, validation_email = NULL, validated_email = validation_email, validated_at = $4, updated_at = $4
      WHERE ref = $1 AND validation_code_hash = $2 AND validation_email IS NOT NULL AND status = ANY($3) RETURNING *`,
    [v.ref, v.codeHash, v.open, v.now],
  );
  return r && { prospect: fromRow(r), redirectUri: r.redirect_uri };
}

/** Voids what the owner's old address proved: the outstanding code and a validation already made. */
export async function voidEmailProof(q: Queryable, id: string): Promise<void> {
  await q.query(
    'UPDATE account_prospects SET validation_code_hash = NULL, validation_email = NULL, validated_at = NULL, validated_email = NULL WHERE id = $1',
    [id],
  );
}

/** Records (or voids, with null) staff's confirmation of the provider customer and site as they stand. */
export async function setProviderResolved(q: Queryable, id: string, at: Date | null): Promise<void> {
  await q.query('UPDATE account_prospects SET provider_resolved_at = $2 WHERE id = $1', [id, at]);
}

/** Ids and organisations of prospects in `statuses` made before `before` (in `organisation` when given), oldest first. */
export async function prospectsMadeBefore(
  q: Queryable, statuses: readonly ProspectStatus[], before: Date, organisation: string | undefined,
): Promise<{ id: string; organisation: string }[]> {
  const { rows } = await q.query<{ id: string; organisation: string }>(
    `SELECT id, organisation FROM account_prospects WHERE status = ANY($1) AND created_at <= $2 AND ($3::text IS NULL OR organisation = $3)
      ORDER BY created_at, id`, [statuses, before, organisation ?? null]);
  return rows;
}
