/**
 * What the messaging calls read and write besides inbox items: who a message reaches, which of them
 * take a push of a category and on how many devices, the notification subscriptions the sync
 * derives, service notices (disruptions, waste pickups, recycling centrals) and organisation assets.
 */
import type { Disruption, DisruptionStatus, NotificationCategory, NotificationType, Recipients } from '../../../schemas/inbox.js';
import { NotificationCategory as Categories } from '../../../schemas/inbox.js';
import type { Asset, RecyclingCentral, WasteRemoval } from '../../../schemas/support-services.js';
import { one, type Queryable } from '../db/database.js';

// —— recipients ——

/** Named accounts and users that are not of `organisation` (or do not exist): a message naming them is refused. */
export async function unknownRecipients(q: Queryable, organisation: string, r: Recipients): Promise<string[]> {
  const accountIds = r.accountIds ?? [];
  const userIds = r.userIds ?? [];
  const { rows } = await q.query<{ id: string }>(
    `SELECT id FROM accounts WHERE organisation = $1 AND id = ANY($2)
     UNION SELECT id FROM users WHERE organisation = $1 AND id = ANY($3)`,
    [organisation, accountIds, userIds],
  );
  const known = new Set(rows.map((x) => x.id));
  return [...new Set([...accountIds, ...userIds])].filter((id) => !known.has(id));
}

/** The distinct users `r` reaches in `organisation`. */
export async function recipientUserIds(q: Queryable, organisation: string, r: Recipients): Promise<string[]> {
  const { rows } = await q.query<{ id: string }>(
    `SELECT u.id FROM users u WHERE u.organisation = $1 AND (
        $2::boolean
        OR u.id = ANY($3)
        OR EXISTS (SELECT 1 FROM account_users au WHERE au.user_id = u.id AND au.account_id = ANY($4)))
      ORDER BY u.id`,
    [organisation, r.allUsers === true, r.userIds ?? [], r.accountIds ?? []],
  );
  return rows.map((x) => x.id);
}

/**
 * The category a notification type belongs to, so a user's per-category push switch applies to it
 * (platform-contract §3 lists types and categories but not the mapping: our decision).
 */
export const CATEGORY_OF_TYPE: Readonly<Record<NotificationType, NotificationCategory>> = {
  info: 'general', daily: 'general', actionErrors: 'general',
  monthlyReport: 'monthlyReport',
  dailyCO2: 'environment', clean: 'environment', dirty: 'environment',
  dailyPrice: 'price', highPrice: 'price', lowPrice: 'price',
  newInvoice: 'invoicing', overdueInvoice: 'invoicing', paidInvoice: 'invoicing',
};

export interface PushTarget {
  readonly userId: string;
  /** The account the push concerns: the user's first named account, when accounts were named. */
  readonly accountId: string | null;
  readonly devices: number;
}

/**
 * Of `userIds`, those with push on for `category` (no stored switch means on) and at least one
 * device, with their device count.
 */
export async function pushTargets(q: Queryable, userIds: readonly string[], category: NotificationCategory, accountIds: readonly string[]): Promise<PushTarget[]> {
  const { rows } = await q.query<{ user_id: string; devices: number; account_id: string | null }>(
    `SELECT u.id AS user_id, count(pt.token)::int AS devices,
            (SELECT au.account_id FROM account_users au WHERE au.user_id = u.id AND au.account_id = ANY($3) ORDER BY au.account_id LIMIT 1) AS account_id
       FROM users u
       JOIN push_tokens pt ON pt.user_id = u.id
       LEFT JOIN user_settings us ON us.user_id = u.id
      WHERE u.id = ANY($1) AND COALESCE((us.notification_settings -> $2 ->> 'push')::boolean, true)
      GROUP BY u.id ORDER BY u.id`,
    [userIds, category, accountIds],
  );
  return rows.map((r) => ({ userId: r.user_id, accountId: r.account_id, devices: r.devices }));
}

// —— notification subscriptions ——

/** The accounts a sync covers: the named ones of `organisation` (unknown ids dropped) or all of it. */
export async function accountsToSync(q: Queryable, organisation: string | null, accountIds: readonly string[] | undefined): Promise<string[]> {
  const { rows } = await q.query<{ id: string }>(
    'SELECT id FROM accounts WHERE ($1::text IS NULL OR organisation = $1) AND ($2::text[] IS NULL OR id = ANY($2)) ORDER BY id',
    [organisation, accountIds ?? null],
  );
  return rows.map((r) => r.id);
}

/**
 * Rewrites the subscriptions of `accountId` from its users' settings (every category on by default).
 * Two syncs of one account at once both succeed: the later write of a row wins (docs/decisions.md "Lost races").
 */
export async function resyncSubscriptions(q: Queryable, accountId: string, now: Date): Promise<void> {
  await q.query('DELETE FROM notification_subscriptions WHERE account_id = $1', [accountId]);
  await q.query(
    `INSERT INTO notification_subscriptions (account_id, user_id, category, push, email, synced_at)
     SELECT au.account_id, au.user_id, c.category,
            COALESCE((us.notification_settings -> c.category ->> 'push')::boolean, true),
            COALESCE((us.notification_settings -> c.category ->> 'email')::boolean, true), $3
       FROM account_users au CROSS JOIN unnest($2::text[]) AS c(category)
       LEFT JOIN user_settings us ON us.user_id = au.user_id
      WHERE au.account_id = $1
     ON CONFLICT (account_id, user_id, category) DO UPDATE SET push = EXCLUDED.push, email = EXCLUDED.email, synced_at = EXCLUDED.synced_at`,
    [accountId, Categories.options, now],
  );
}

// —— service notices ——

/** Disruptions of `organisation`, newest first; with a location, those whose zip codes or zone cover it. */
export async function listDisruptions(q: Queryable, organisation: string, location: { zipCode: string; priceZone: string } | undefined, status: DisruptionStatus | undefined): Promise<Disruption[]> {
  const { rows } = await q.query<{ doc: Disruption }>(
    `SELECT doc FROM disruptions
      WHERE organisation = $1 AND ($2::text IS NULL OR status = $2)
        AND ($3::text IS NULL OR $3 = ANY(zip_codes) OR (cardinality(zip_codes) = 0 AND (price_zone IS NULL OR price_zone = $4)))
      ORDER BY start_date DESC, id DESC`,
    [organisation, status ?? null, location?.zipCode ?? null, location?.priceZone ?? null],
  );
  return rows.map((r) => r.doc);
}

export async function insertDisruption(q: Queryable, organisation: string, d: Disruption): Promise<void> {
  await q.query(
    'INSERT INTO disruptions (id, organisation, status, price_zone, zip_codes, doc, start_date) VALUES ($1, $2, $3, $4, $5, $6, $7)',
    [d._id, organisation, d.status, d.priceZone ?? null, d.zipCodes, JSON.stringify(d), d.startDate],
  );
}

/** The location's zip code and price zone, with its organisation and account. */
export async function locationPlace(q: Queryable, id: string): Promise<{ organisation: string; accountId: string; zipCode: string; priceZone: string } | undefined> {
  const row = await one<{ organisation: string; account_id: string; zip_code: string; price_zone: string }>(
    q, 'SELECT organisation, account_id, zip_code, price_zone FROM locations WHERE id = $1', [id],
  );
  return row && { organisation: row.organisation, accountId: row.account_id, zipCode: row.zip_code, priceZone: row.price_zone };
}

/** Pickups from `from` (a yyyy-mm-dd day) on, in date order. */
export async function wastePickups(q: Queryable, locationId: string, from: string): Promise<WasteRemoval['pickups']> {
  const { rows } = await q.query<{ date: string; fraction: string; container: string | null }>(
    `SELECT to_char(date, 'YYYY-MM-DD') AS date, fraction, container FROM waste_pickups WHERE location_id = $1 AND date >= $2::date ORDER BY date, fraction`,
    [locationId, from],
  );
  return rows.map((r) => ({ date: r.date, fraction: r.fraction, ...(r.container ? { container: r.container } : {}) }));
}

export async function insertWastePickup(q: Queryable, locationId: string, p: WasteRemoval['pickups'][number]): Promise<void> {
  await q.query('INSERT INTO waste_pickups (location_id, date, fraction, container) VALUES ($1, $2, $3, $4)', [locationId, p.date, p.fraction, p.container ?? null]);
}

/**
 * Recycling centrals "near" the account's locations: those of the organisation in the same postal
 * area (the first two digits of the zip code).
 */
export async function centralsNearAccount(q: Queryable, organisation: string, accountId: string): Promise<RecyclingCentral[]> {
  const { rows } = await q.query<{ doc: RecyclingCentral }>(
    `SELECT rc.doc FROM recycling_centrals rc
      WHERE rc.organisation = $1
        AND left(rc.zip_code, 2) IN (SELECT left(zip_code, 2) FROM locations WHERE account_id = $2 AND zip_code <> '')
      ORDER BY rc.doc->>'name', rc.id`,
    [organisation, accountId],
  );
  return rows.map((r) => r.doc);
}

export async function insertRecyclingCentral(q: Queryable, organisation: string, c: RecyclingCentral): Promise<void> {
  await q.query('INSERT INTO recycling_centrals (id, organisation, zip_code, doc) VALUES ($1, $2, $3, $4)', [c.id, organisation, c.zipCode, JSON.stringify(c)]);
}

// —— assets ——

interface AssetRow {
  organisation: string;
  name: string;
  content_type: string;
  size: number;
  updated_at: Date;
}

/** The public address of an asset's bytes (served from this table; see the h2 report). */
export function assetUrl(publicUrl: string, organisation: string, name: string): string {
  return `${publicUrl}/assets/${encodeURIComponent(organisation)}/${name.split('/').map(encodeURIComponent).join('/')}`;
}

const toAsset = (publicUrl: string) => (r: AssetRow): Asset => ({
  organisation: r.organisation, name: r.name, url: assetUrl(publicUrl, r.organisation, r.name), contentType: r.content_type, size: r.size, updatedAt: r.updated_at,
});

export async function listAssets(q: Queryable, publicUrl: string, organisation: string, prefix: string | undefined): Promise<Asset[]> {
  const { rows } = await q.query<AssetRow>(
    `SELECT organisation, name, content_type, size, updated_at FROM assets
      WHERE organisation = $1 AND ($2::text IS NULL OR starts_with(name, $2)) ORDER BY name`,
    [organisation, prefix ?? null],
  );
  return rows.map(toAsset(publicUrl));
}

export async function assetMeta(q: Queryable, publicUrl: string, organisation: string, name: string, forUpdate = false): Promise<Asset | undefined> {
  const row = await one<AssetRow>(
    q, `SELECT organisation, name, content_type, size, updated_at FROM assets WHERE organisation = $1 AND name = $2${forUpdate ? ' FOR UPDATE' : ''}`, [organisation, name],
  );
  return row && toAsset(publicUrl)(row);
}

/** The bytes of an asset, for whatever serves /assets/{organisation}/{name}. */
export async function assetContent(q: Queryable, organisation: string, name: string): Promise<{ contentType: string; content: Buffer } | undefined> {
  const row = await one<{ content_type: string; content: Buffer }>(q, 'SELECT content_type, content FROM assets WHERE organisation = $1 AND name = $2', [organisation, name]);
  return row && { contentType: row.content_type, content: row.content };
}

export async function putAsset(q: Queryable, organisation: string, name: string, contentType: string, content: Buffer, by: string | null, now: Date): Promise<void> {
  await q.query(
    `INSERT INTO assets (organisation, name, content_type, content, size, updated_by, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (organisation, name) DO UPDATE
       SET content_type = EXCLUDED.content_type, content = EXCLUDED.content, size = EXCLUDED.size, updated_by = EXCLUDED.updated_by, updated_at = EXCLUDED.updated_at`,
    [organisation, name, contentType, content, content.length, by, now],
  );
}

export async function deleteAsset(q: Queryable, organisation: string, name: string): Promise<boolean> {
  return ((await q.query('DELETE FROM assets WHERE organisation = $1 AND name = $2', [organisation, name])).rowCount ?? 0) > 0;
}

export async function organisationExists(q: Queryable, code: string): Promise<boolean> {
  return (await one(q, 'SELECT 1 FROM organisations WHERE code = $1', [code])) !== undefined;
}

/** The e-mail address of a user, lower-cased for comparison; undefined when none is stored. */
export async function userEmail(q: Queryable, userId: string): Promise<string | undefined> {
  return (await one<{ email: string | null }>(q, 'SELECT lower(email) AS email FROM users WHERE id = $1', [userId]))?.email ?? undefined;
}
