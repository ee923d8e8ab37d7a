/**
 * What the bridge reads (back-office §7 Bridge and layout): customer search by one search option,
 * the users and locations shown beside an account, dashboard layouts and an organisation's counts.
 * Every read is scoped to one organisation; the caller checked that it reaches it.
 * How each search option matches is docs/decisions.md "Bridge customer search".
 */
import type { BridgeCustomerSearchOption, BridgeDashboard, BridgeUserSummary } from '../../../schemas/bridge.js';
import type { PriceZone } from '../../../schemas/geography.js';
import { one, type Queryable } from '../db/database.js';
import { personalIdKey } from './sign-in-users.js';
import { containsPattern } from './page-query.js';

export interface SearchPage {
  readonly limit: number;
  readonly offset: number;
}

/** `text%` for ILIKE, with the pattern characters of `text` taken literally. */
function prefixPattern(text: string): string {
  return `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Organisation numbers are typed with spaces or dashes ('912 345 688'); compare without them. */
const compact = (sql: string): string => `regexp_replace(coalesce(${sql}, ''), '[\\s-]', '', 'g')`;

/** The normalised personal id column, as sign-in compares it. */
const PERSONAL_ID = "upper(regexp_replace(u.personal_id, '[\\s+-]', '', 'g'))";

/**
 * The value a search option compares with. A personal id must match whole (a part of one would list
 * everyone born on a day); customer and organisation ids match from the start, e-mails anywhere.
 */
function searchValue(searchBy: BridgeCustomerSearchOption, query: string): string {
  switch (searchBy) {
    case 'personalId': return personalIdKey(query);
    case 'customerId': return prefixPattern(query);
    case 'organisationId': return prefixPattern(query.replace(/[\s-]/g, ''));
    case 'email': return containsPattern(query);
  }
}

/** Conditions on an account `a` and on a user `u` for one option; `$v` is the search value. */
const accountMatches = (searchBy: 'customerId' | 'organisationId', v: string): string =>
  searchBy === 'customerId'
    ? `a.customer_id ILIKE ${v}`
    : `(a.account_type = 'BUSINESS' AND (${compact('a.customer_id')} ILIKE ${v} OR ${compact("a.doc->>'organisationId'")} ILIKE ${v}))`;

// A 12-digit Swedish id also matches when stored without its century (and the other way round).
const personalIdMatches = (v: string): string =>
  `(u.personal_id IS NOT NULL AND (${PERSONAL_ID} = ${v} OR (length(${v}) IN (10, 12) AND ${v} ~ '^\\d+$' AND right(${PERSONAL_ID}, 10) = right(${v}, 10))))`;

function userCondition(searchBy: BridgeCustomerSearchOption, v: string): string {
  switch (searchBy) {
    case 'personalId': return personalIdMatches(v);
    case 'email': return `u.email ILIKE ${v}`;
    case 'customerId':
      return `(u.doc->>'customerNumber' ILIKE ${v} OR EXISTS (SELECT 1 FROM account_users au JOIN accounts a ON a.id = au.account_id
               WHERE au.user_id = u.id AND ${accountMatches('customerId', v)}))`;
    case 'organisationId':
      return `EXISTS (SELECT 1 FROM account_users au JOIN accounts a ON a.id = au.account_id WHERE au.user_id = u.id AND ${accountMatches('organisationId', v)})`;
  }
}

function accountCondition(searchBy: BridgeCustomerSearchOption, v: string): string {
  const member = (cond: string) => `EXISTS (SELECT 1 FROM account_users au JOIN users u ON u.id = au.user_id WHERE au.account_id = a.id AND ${cond})`;
  switch (searchBy) {
    case 'personalId': return member(personalIdMatches(v));
    case 'email': return `(a.doc->'accountOwner'->>'email' ILIKE ${v} OR ${member(`u.email ILIKE ${v}`)})`;
    case 'customerId':
    case 'organisationId':
      return accountMatches(searchBy, v);
  }
}

interface UserRow {
  id: string;
  username: string | null;
  email: string | null;
  phone_number: string | null;
  doc: { firstName?: unknown; lastName?: unknown };
  account_ids: string[];
}

const USER_COLUMNS = `u.id, u.username, u.email, u.phone_number, u.doc,
  array(SELECT au.account_id FROM account_users au WHERE au.user_id = u.id ORDER BY (au.role = 'OWNER') DESC, au.created_at, au.account_id) AS account_ids`;

const text = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

function toUserSummary(r: UserRow): BridgeUserSummary {
  const firstName = text(r.doc.firstName);
  const lastName = text(r.doc.lastName);
  return {
    _id: r.id,
    ...(r.email ? { email: r.email } : {}),
    ...(r.username ? { username: r.username } : {}),
    ...(firstName ? { firstName } : {}),
    ...(lastName ? { lastName } : {}),
    ...(r.phone_number ? { phoneNumber: r.phone_number } : {}),
    accountIds: r.account_ids,
  };
}

/** POST /users/bridge/search: the users of `organisation` the option matches, newest first. */
export async function searchUsers(
  q: Queryable, organisation: string, searchBy: BridgeCustomerSearchOption, query: string, page: SearchPage,
): Promise<{ rows: BridgeUserSummary[]; total: number }> {
  const where = `u.organisation = $1 AND ${userCondition(searchBy, '$2')}`;
  const values = [organisation, searchValue(searchBy, query)];
  const total = (await one<{ n: number }>(q, `SELECT count(*)::int AS n FROM users u WHERE ${where}`, values))?.n ?? 0;
  const { rows } = await q.query<UserRow>(
    `SELECT ${USER_COLUMNS} FROM users u WHERE ${where} ORDER BY u.created_at DESC, u.id DESC LIMIT $3 OFFSET $4`,
    [...values, page.limit, page.offset],
  );
  return { rows: rows.map(toUserSummary), total };
}

/** POST /accounts/bridge/search: the ids of the accounts of `organisation` the option matches, newest first. */
export async function searchAccountIds(
  q: Queryable, organisation: string, searchBy: BridgeCustomerSearchOption, query: string, page: SearchPage,
): Promise<{ ids: string[]; total: number }> {
  const where = `a.organisation = $1 AND ${accountCondition(searchBy, '$2')}`;
  const values = [organisation, searchValue(searchBy, query)];
  const total = (await one<{ n: number }>(q, `SELECT count(*)::int AS n FROM accounts a WHERE ${where}`, values))?.n ?? 0;
  const { rows } = await q.query<{ id: string }>(
    `SELECT a.id FROM accounts a WHERE ${where} ORDER BY a.created_at DESC, a.id DESC LIMIT $3 OFFSET $4`,
    [...values, page.limit, page.offset],
  );
  return { ids: rows.map((r) => r.id), total };
}

/** The users of each account (OWNER first), each with every account they hold a role on. */
export async function usersOfAccounts(q: Queryable, accountIds: readonly string[]): Promise<Map<string, BridgeUserSummary[]>> {
  const byAccount = new Map<string, BridgeUserSummary[]>(accountIds.map((id) => [id, []]));
  if (accountIds.length === 0) return byAccount;
  const { rows } = await q.query<UserRow & { of_account: string }>(
    `SELECT m.account_id AS of_account, ${USER_COLUMNS}
       FROM account_users m JOIN users u ON u.id = m.user_id
      WHERE m.account_id = ANY($1)
      ORDER BY (m.role = 'OWNER') DESC, m.created_at, u.id`,
    [accountIds],
  );
  for (const r of rows) byAccount.get(r.of_account)?.push(toUserSummary(r));
  return byAccount;
}

export interface BridgeLocation {
  readonly _id: string;
  readonly address?: string;
  readonly zipCode?: string;
  readonly city?: string;
  readonly priceZone?: PriceZone;
}

/** The locations of each account, oldest first: the address lines support staff read out. */
export async function locationsOfAccounts(q: Queryable, accountIds: readonly string[]): Promise<Map<string, BridgeLocation[]>> {
  const byAccount = new Map<string, BridgeLocation[]>(accountIds.map((id) => [id, []]));
  if (accountIds.length === 0) return byAccount;
  const { rows } = await q.query<{ id: string; account_id: string; address: string; zip_code: string; city: string; price_zone: PriceZone | null }>(
    `SELECT id, account_id, address, zip_code, city, price_zone FROM locations WHERE account_id = ANY($1) ORDER BY created_at, id`,
    [accountIds],
  );
  for (const r of rows) {
    byAccount.get(r.account_id)?.push({
      _id: r.id,
      ...(r.address ? { address: r.address } : {}),
      ...(r.zip_code ? { zipCode: r.zip_code } : {}),
      ...(r.city ? { city: r.city } : {}),
      ...(r.price_zone ? { priceZone: r.price_zone } : {}),
    });
  }
  return byAccount;
}

export async function findDashboard(q: Queryable, name: string): Promise<BridgeDashboard | undefined> {
  return (await one<{ doc: BridgeDashboard }>(q, 'SELECT doc FROM bridge_dashboards WHERE name = $1', [name]))?.doc;
}

export interface OrganisationCounts {
  readonly accounts: number;
  readonly users: number;
  readonly activeUsers: number;
  readonly newAccounts: number;
  readonly locations: number;
  /** Users of accounts with a device connected before the period's end. */
  readonly iotUsers: number;
}

/**
 * Counts of `organisation` for the period [start, end) (docs/decisions.md "Bridge statistics"):
 * totals as they stood at the end of the period, new accounts and active users within it. Support
 * mode sessions (staff signed in as a customer) are not the customer being active.
 */
export async function organisationCounts(q: Queryable, organisation: string, start: Date, end: Date): Promise<OrganisationCounts> {
  const row = await one<OrganisationCounts>(
    q,
    `SELECT (SELECT count(*)::int FROM accounts WHERE organisation = $1 AND created_at < $3) AS "accounts",
            (SELECT count(*)::int FROM users WHERE organisation = $1 AND created_at < $3) AS "users",
            (SELECT count(DISTINCT s.subject_id)::int FROM token_sessions s JOIN users u ON u.id = s.subject_id
              WHERE s.organisation = $1 AND s.subject_kind = 'customer' AND coalesce(s.access_type, '') <> 'ADMIN_BANKID'
                AND s.created_at >= $2 AND s.created_at < $3) AS "activeUsers",
            (SELECT count(*)::int FROM accounts WHERE organisation = $1 AND created_at >= $2 AND created_at < $3) AS "newAccounts",
            (SELECT count(*)::int FROM locations WHERE organisation = $1 AND created_at < $3) AS "locations",
            (SELECT count(DISTINCT au.user_id)::int FROM iot_settings s
               JOIN iot_devices d ON d.settings_id = s.id AND d.connected_at < $3
               JOIN account_users au ON au.account_id = s.account_id
               JOIN users u ON u.id = au.user_id AND u.created_at < $3
              WHERE s.organisation = $1) AS "iotUsers"`,
    [organisation, start, end],
  );
  return row ?? { accounts: 0, users: 0, activeUsers: 0, newAccounts: 0, locations: 0, iotUsers: 0 };
}
