/**
 * Locations: one record read two ways — the platform's `Location` and the portal's location (the
 * account service's "site", `PortalLocation`, docs/decisions.md "Sites are the portal locations").
 * The portal form is derived, not stored: its services, type and reading periods come from the
 * location's services, its users and owner from account_users, its extra from the home profile.
 */
import type { HomeProfile } from '../../../schemas/home-profile.js';
import type { Location, LocationData, LocationService, LocationServiceType, MeasurementResolution, PortalLocation, PortalServiceType } from '../../../schemas/location.js';
import type { PortalReadingPeriod, SiteType } from '../../../schemas/measurement.js';
import type { UserRole } from '../../../schemas/account.js';
import { reviveTimestamps } from '../../../schemas/core/wire.js';
import { one, type Queryable } from '../db/database.js';
import { problem } from '../errors.js';
import { newId, stableId } from '../ids.js';

export interface LocationRow {
  id: string;
  organisation: string;
  account_id: string;
  code: string;
  status: Location['status'];
  address: string;
  zip_code: string;
  city: string;
  price_zone: Location['priceZone'];
  area: string | null;
  extra: HomeProfile | null;
  doc: Location;
  created_at: Date;
  customer_id?: string | null;
}

const COLUMNS = 'l.id, l.organisation, l.account_id, l.code, l.status, l.address, l.zip_code, l.city, l.price_zone, l.area, l.extra, l.doc, l.created_at, a.customer_id';
const FROM = 'FROM locations l JOIN accounts a ON a.id = l.account_id';
const ORDER = 'ORDER BY l.created_at, l.id';

/** The platform entity; columns win over the stored doc. */
export function toLocation(r: LocationRow): Location {
  const doc = reviveTimestamps<Location>(r.doc);
  return {
    ...doc,
    _id: r.id,
    id: r.code,
    accountId: r.account_id,
    access: { accountId: r.account_id, organisation: r.organisation },
    status: r.status,
    address: r.address,
    zipCode: r.zip_code,
    city: r.city,
    priceZone: r.price_zone,
    createdAt: r.created_at,
  };
}

// —— the portal form ——

const PORTAL_TYPE: Partial<Record<LocationServiceType, PortalServiceType>> = {
  consumption_trade: 'CONSUMPTION', consumption_grid: 'CONSUMPTION_NET', production_trade: 'PRODUCTION', production_grid: 'PRODUCTION_NET',
  heating: 'HEATING', cooling: 'HEATING', water: 'WATER', broadband: 'BROADBAND',
};
const READING_PERIOD: Record<MeasurementResolution, PortalReadingPeriod> = { none: 'NONE', '15min': '15M', hour: 'HOURLY', day: 'DAILY', month: 'MONTHLY' };

/** The provider's site id of a service: its measurement id, else its own id. */
export const serviceSiteId = (s: LocationService): string => s.measurementId ?? s.id;

/**
 * The location's portal type: PRODUCTION only when it produces and does not consume (the address
 * picker leaves those out), CONSUMPTION when it consumes, else its first service's type.
 */
function portalType(services: readonly LocationService[]): PortalServiceType {
  const types = services.map((s) => PORTAL_TYPE[s.type]).filter((t): t is PortalServiceType => t !== undefined);
  if (types.some((t) => t.startsWith('CONSUMPTION'))) return 'CONSUMPTION';
  if (types.some((t) => t.startsWith('PRODUCTION'))) return 'PRODUCTION';
  return types[0] ?? 'ALL';
}

const OBJECT_ID = /^[0-9a-f]{24}$/;

export interface AccountMembers {
  readonly users: string[];
  readonly owner: string;
}

const OWNER_ORDER: readonly UserRole[] = ['OWNER', 'BS_OWNER'];

/** Users of each account and who owns it (OWNER, else BS_OWNER, else the account doc's owner, else the first user). */
export async function membersOfAccounts(q: Queryable, accountIds: readonly string[]): Promise<Map<string, AccountMembers>> {
  const members = await q.query<{ account_id: string; user_id: string; role: UserRole; owner_id: string | null }>(
    `SELECT a.id AS account_id, au.user_id, au.role, a.doc->'accountOwner'->>'_id' AS owner_id
       FROM accounts a LEFT JOIN account_users au ON au.account_id = a.id
      WHERE a.id = ANY($1) ORDER BY au.created_at, au.user_id`,
    [accountIds],
  );
  const out = new Map<string, AccountMembers>();
  for (const id of new Set(members.rows.map((r) => r.account_id))) {
    const rows = members.rows.filter((r) => r.account_id === id && r.user_id !== null);
    const byRole = OWNER_ORDER.map((role) => rows.find((r) => r.role === role)?.user_id).find((u) => u !== undefined);
    const docOwner = members.rows.find((r) => r.account_id === id)?.owner_id ?? undefined;
    // An account with no users at all still needs an owner id: the account's own id is the last resort.
    const owner = byRole ?? (docOwner && OBJECT_ID.test(docOwner) ? docOwner : undefined) ?? rows[0]?.user_id ?? id;
    out.set(id, { users: rows.map((r) => r.user_id), owner });
  }
  return out;
}

/** The portal's view of a location (docs/decisions.md "Portal location"). */
export function toPortalLocation(r: LocationRow, members: AccountMembers | undefined): PortalLocation {
  const loc = toLocation(r);
  const starts = loc.services.map((s) => s.startDate.getTime()).filter((t) => Number.isFinite(t));
  return {
    _id: loc._id,
    accountId: loc.accountId,
    status: loc.status,
    startDate: starts.length > 0 ? new Date(Math.min(...starts)) : null,
    createdAt: loc.createdAt,
    type: portalType(loc.services),
    position: { address: loc.address },
    address: loc.address,
    zipCode: loc.zipCode,
    ...(r.area ? { area: r.area } : {}),
    city: loc.city,
    pricezone: loc.priceZone,
    provider: { siteId: loc.id },
    services: loc.services.flatMap((s) => {
      const type = PORTAL_TYPE[s.type];
      if (!type) return [];
      return [{
        _id: OBJECT_ID.test(s.id) ? s.id : stableId(`${loc._id}:service:${s.id}`),
        type,
        readingPeriod: READING_PERIOD[s.measurementResolution],
        provider: { siteId: serviceSiteId(s) },
      }];
    }),
    users: members?.users ?? [],
    accountOwner: members?.owner ?? loc.accountId,
    ...(r.extra ? { extra: r.extra } : {}),
  };
}

async function portalOf(q: Queryable, rows: readonly LocationRow[]): Promise<PortalLocation[]> {
  const members = await membersOfAccounts(q, [...new Set(rows.map((r) => r.account_id))]);
  return rows.map((r) => toPortalLocation(r, members.get(r.account_id)));
}

// —— reads ——

/** The portal locations of these accounts (E1's getUser/getMe), oldest first. */
export async function portalLocationsOfAccounts(q: Queryable, accountIds: readonly string[]): Promise<PortalLocation[]> {
  if (accountIds.length === 0) return [];
  const rows = await q.query<LocationRow>(`SELECT ${COLUMNS} ${FROM} WHERE l.account_id = ANY($1) ${ORDER}`, [accountIds]);
  return portalOf(q, rows.rows);
}

/** The platform locations of one account, oldest first. */
export async function locationsOfAccount(q: Queryable, accountId: string): Promise<Location[]> {
  const rows = await q.query<LocationRow>(`SELECT ${COLUMNS} ${FROM} WHERE l.account_id = $1 ${ORDER}`, [accountId]);
  return rows.rows.map(toLocation);
}

export async function locationRow(q: Queryable, id: string, forUpdate = false): Promise<LocationRow | undefined> {
  return one<LocationRow>(q, `SELECT ${COLUMNS} ${FROM} WHERE l.id = $1${forUpdate ? ' FOR UPDATE OF l' : ''}`, [id]);
}

/** The location holding the service `serviceId` (in `organisation` when given): the first made, if ever two do. */
export async function locationRowOfService(q: Queryable, serviceId: string, organisation: string | undefined): Promise<LocationRow | undefined> {
  return one<LocationRow>(
    q,
    `SELECT ${COLUMNS} ${FROM} WHERE l.doc->'services' @> jsonb_build_array(jsonb_build_object('id', $1::text)) AND ($2::text IS NULL OR l.organisation = $2) ${ORDER} LIMIT 1`,
    [serviceId, organisation ?? null],
  );
}

export async function portalLocation(q: Queryable, row: LocationRow): Promise<PortalLocation> {
  return (await portalOf(q, [row]))[0] as PortalLocation;
}

/** Which locations a list reads: an organisation's, narrowed to some accounts and a free-text search. */
export interface LocationFilter {
  /** Undefined: every organisation (platform-wide staff without an organisation in the path). */
  readonly organisation?: string;
  readonly accountIds?: readonly string[];
  readonly q?: string;
}

export interface Page {
  readonly limit: number;
  readonly offset: number;
}

function where(filter: LocationFilter): { sql: string; values: unknown[] } {
  const parts: string[] = [];
  const values: unknown[] = [];
  if (filter.organisation !== undefined) {
    values.push(filter.organisation);
    parts.push(`l.organisation = $${values.length}`);
  }
  if (filter.accountIds) {
    values.push(filter.accountIds);
    parts.push(`l.account_id = ANY($${values.length})`);
  }
  const text = filter.q?.trim();
  if (text) {
    values.push(`%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    const p = `$${values.length}`;
    // Address, city, zip, location code, the services' site ids, the customer number and the account's users.
    parts.push(`(lower(l.address) LIKE ${p} OR lower(l.city) LIKE ${p} OR lower(l.zip_code) LIKE ${p} OR lower(l.code) LIKE ${p}
      OR lower(coalesce(a.customer_id, '')) LIKE ${p}
      OR EXISTS (SELECT 1 FROM jsonb_array_elements(l.doc->'services') s WHERE lower(coalesce(s->>'measurementId', s->>'id')) LIKE ${p})
      OR EXISTS (SELECT 1 FROM account_users au JOIN users u ON u.id = au.user_id WHERE au.account_id = l.account_id
        AND (lower(coalesce(u.doc->>'firstName', '') || ' ' || coalesce(u.doc->>'lastName', '')) LIKE ${p} OR lower(coalesce(u.email, '')) LIKE ${p})))`);
  }
  return { sql: parts.length > 0 ? `WHERE ${parts.join(' AND ')}` : '', values };
}

async function pageOf(q: Queryable, filter: LocationFilter, page: Page): Promise<{ rows: LocationRow[]; total: number }> {
  const w = where(filter);
  const total = (await q.query<{ n: number }>(`SELECT count(*)::int AS n ${FROM} ${w.sql}`, w.values)).rows[0]?.n ?? 0;
  const limit = page.limit === 0 ? 'ALL' : String(page.limit);
  const rows = await q.query<LocationRow>(`SELECT ${COLUMNS} ${FROM} ${w.sql} ${ORDER} LIMIT ${limit} OFFSET ${page.offset}`, w.values);
  return { rows: rows.rows, total };
}

export async function locationPage(q: Queryable, filter: LocationFilter, page: Page): Promise<{ items: Location[]; total: number }> {
  const { rows, total } = await pageOf(q, filter, page);
  return { items: rows.map(toLocation), total };
}

export async function portalLocationPage(q: Queryable, filter: LocationFilter, page: Page): Promise<{ items: PortalLocation[]; total: number }> {
  const { rows, total } = await pageOf(q, filter, page);
  return { items: await portalOf(q, rows), total };
}

/** A location of the organisation by its code or one of its services' site ids (the provider calls' siteId). */
export async function locationBySiteId(q: Queryable, organisation: string, siteId: string): Promise<LocationRow | undefined> {
  return one<LocationRow>(
    q,
    `SELECT ${COLUMNS} ${FROM} WHERE l.organisation = $1 AND (l.code = $2 OR EXISTS (
       SELECT 1 FROM jsonb_array_elements(l.doc->'services') s WHERE coalesce(s->>'measurementId', s->>'id') = $2)) ${ORDER} LIMIT 1`,
    [organisation, siteId],
  );
}

/** Other locations of the organisation in the same price zone whose home profile holds every one of `criteria`. */
export async function countSimilar(q: Queryable, row: LocationRow, criteria: HomeProfile): Promise<number> {
  const r = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM locations WHERE organisation = $1 AND price_zone = $2 AND id <> $3 AND coalesce(extra, '{}'::jsonb) @> $4::jsonb`,
    [row.organisation, row.price_zone, row.id, JSON.stringify(criteria)],
  );
  return r.rows[0]?.n ?? 0;
}

// —— writes ——

export interface NewLocation {
  readonly location: Location;
  readonly organisation: string;
  readonly extra?: HomeProfile | null;
  readonly area?: string | null;
}

export async function insertLocation(q: Queryable, n: NewLocation): Promise<void> {
  const l = n.location;
  await q.query(
    `INSERT INTO locations (id, organisation, account_id, code, status, address, zip_code, city, price_zone, area, extra, doc, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $13)`,
    [l._id, n.organisation, l.accountId, l.id, l.status, l.address, l.zipCode, l.city, l.priceZone, n.area ?? null, n.extra ? JSON.stringify(n.extra) : null, JSON.stringify(l), l.createdAt],
  );
}

/** Writes the location's editable fields (address, zip code, city, properties), columns and doc together. */
export async function saveLocation(q: Queryable, location: Location, now: Date): Promise<void> {
  await q.query(
    'UPDATE locations SET address = $2, zip_code = $3, city = $4, doc = $5, updated_at = $6 WHERE id = $1',
    [location._id, location.address, location.zipCode, location.city, JSON.stringify(location), now],
  );
}

export async function saveExtra(q: Queryable, id: string, extra: HomeProfile, now: Date): Promise<void> {
  await q.query('UPDATE locations SET extra = $2, updated_at = $3 WHERE id = $1', [id, JSON.stringify(extra), now]);
}

export async function markSynced(q: Queryable, id: string, now: Date): Promise<void> {
  await q.query('UPDATE locations SET synced_at = $2, updated_at = $2 WHERE id = $1', [id, now]);
}

export async function deleteLocation(q: Queryable, id: string): Promise<void> {
  await q.query('DELETE FROM locations WHERE id = $1', [id]);
}

// —— a location from the provider's location data (account and site creation) ——

const SERVICE_OF_SITE: Record<SiteType, LocationServiceType> = {
  consumption: 'consumption_trade', 'consumption-net': 'consumption_grid', production: 'production_trade', 'production-net': 'production_grid',
  water: 'water', heating: 'heating', gas: 'gas_trade', 'gas-net': 'gas_grid', waste: 'waste', broadband: 'broadband', tv: 'tv',
};
/** Electricity is read hourly, other metered utilities monthly, the rest not at all (until the provider sync says otherwise). */
const RESOLUTION_OF_SITE: Record<SiteType, MeasurementResolution> = {
  consumption: 'hour', 'consumption-net': 'hour', production: 'hour', 'production-net': 'hour',
  water: 'month', heating: 'month', gas: 'month', 'gas-net': 'month', waste: 'none', broadband: 'none', tv: 'none',
};

/**
 * A new location from the provider's location data (docs/decisions.md "Creating a site"): PENDING,
 * no address yet, services pending from now, until the provider confirms it.
 */
export function locationFromData(id: string, accountId: string, site: LocationData, now: Date): Location {
  const services: LocationService[] = site.services.map((s) => {
    const resolution = RESOLUTION_OF_SITE[s.siteType];
    return {
      id: s.siteId, type: SERVICE_OF_SITE[s.siteType], status: 'pending', measurementResolution: resolution,
      ...(resolution === 'none' ? {} : { measurementId: s.siteId, costId: s.siteId }),
      costResolution: resolution,
      properties: { showSpotPrice: s.siteType === 'consumption', showCost: resolution !== 'none', realtimeMeasurements: false },
      startDate: now,
    };
  });
  const position = site.location.position;
  return {
    _id: id, id: site.locationCode, accountId, access: { accountId, organisation: site.organisation }, status: 'PENDING', createdAt: now,
    address: '', zipCode: '', city: '', priceZone: site.location.pricezone, services,
    ...(position ? { latitude: position.latitude, longitude: position.longitude, position: { type: 'Point', coordinates: [position.longitude, position.latitude] } } : {}),
  };
}

/**
 * Stores `data` as a new location of the account (the site of a new account, a prospect's site, a
 * site added by staff), in the caller's transaction. 409 conflict when the organisation already has
 * a location with that code (the unique index decides, so two racing creations cannot both win), or
 * a location with one of its meters (decision "Prospect state machine and who may move it"):
 * readings and predictions find a meter by its id, so a second location naming it would read the
 * first one's data or, made first, take a later customer's.
 */
export async function createLocationFromData(
  q: Queryable, n: { accountId: string; organisation: string; data: LocationData; now: Date },
): Promise<LocationRow> {
  const meters = [...new Set(n.data.services.map((s) => s.siteId))];
  // One creation at a time per organisation checks and takes meters (a jsonb array has no unique index).
  await q.query("SELECT pg_advisory_xact_lock(hashtext('location-meters:' || $1))", [n.organisation]);
  const held = await one<{ code: string; meter: string }>(
    q,
    `SELECT l.code, svc->>'id' AS meter FROM locations l, jsonb_array_elements(l.doc->'services') svc
      WHERE l.organisation = $1 AND (svc->>'id' = ANY($2) OR svc->>'measurementId' = ANY($2)) LIMIT 1`,
    [n.organisation, meters],
  );
  if (held) throw problem('conflict', { message: `Meter ${held.meter} is on the site with locationCode ${held.code}` });
  const l = locationFromData(newId(n.now), n.accountId, { ...n.data, organisation: n.organisation }, n.now);
  const inserted = await one<{ id: string }>(
    q,
    `INSERT INTO locations (id, organisation, account_id, code, status, address, zip_code, city, price_zone, area, extra, doc, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $13)
     ON CONFLICT (organisation, code) DO NOTHING RETURNING id`,
    [l._id, n.organisation, l.accountId, l.id, l.status, l.address, l.zipCode, l.city, l.priceZone, n.data.location.area ?? null,
      n.data.extra ? JSON.stringify(n.data.extra) : null, JSON.stringify(l), l.createdAt],
  );
  if (!inserted) throw problem('conflict', { message: `A site with locationCode ${n.data.locationCode} exists` });
  const row = await locationRow(q, l._id);
  if (!row) throw problem('internalError');
  return row;
}

// —— provider views (the organisation calls) ——

/** The data side's name of each service type (a data item's value key, a site type). */
export const SITE_TYPE: Record<LocationServiceType, SiteType> = {
  consumption_trade: 'consumption', consumption_grid: 'consumption-net', production_trade: 'production', production_grid: 'production-net',
  heating: 'heating', cooling: 'heating', gas_trade: 'gas', gas_grid: 'gas-net', broadband: 'broadband', tv: 'tv', water: 'water', waste: 'waste',
};

/** A stored location as the provider describes it (platform-contract §3 Location data). */
export function toLocationData(r: LocationRow): LocationData {
  const loc = toLocation(r);
  return {
    locationCode: loc.id,
    customerId: r.customer_id ?? loc.accountId,
    organisation: r.organisation,
    ...(r.extra ? { extra: r.extra } : {}),
    services: loc.services.map((s) => ({ siteId: serviceSiteId(s), siteType: SITE_TYPE[s.type] })),
    location: {
      pricezone: loc.priceZone,
      ...(r.area ? { area: r.area } : {}),
      ...(loc.latitude !== undefined && loc.longitude !== undefined ? { position: { latitude: loc.latitude, longitude: loc.longitude } } : {}),
    },
  };
}

export async function locationRowsOfAccount(q: Queryable, accountId: string): Promise<LocationRow[]> {
  return (await q.query<LocationRow>(`SELECT ${COLUMNS} ${FROM} WHERE l.account_id = $1 ${ORDER}`, [accountId])).rows;
}

/** The organisation's locations with the given codes, locked for a customer-information sync's transaction. */
export async function locationsForSync(q: Queryable, organisation: string, codes: readonly string[]): Promise<LocationRow[]> {
  if (codes.length === 0) return [];
  const { rows } = await q.query<LocationRow>(`SELECT ${COLUMNS} ${FROM} WHERE l.organisation = $1 AND l.code = ANY($2) ${ORDER} FOR UPDATE OF l`, [organisation, codes]);
  return rows;
}

/** Writes what the customer-information source owns of a location: address, zip code, city and status. */
export async function saveSyncedSite(q: Queryable, location: Location, now: Date): Promise<void> {
  await q.query(
    'UPDATE locations SET address = $2, zip_code = $3, city = $4, status = $5, doc = $6, updated_at = $7 WHERE id = $1',
    [location._id, location.address, location.zipCode, location.city, location.status, JSON.stringify(location), now],
  );
}

/** The price zone of `locationId`, or without one of the account's first location; undefined when the account has none. */
export async function priceZoneOf(q: Queryable, locationId: string | null, accountId: string): Promise<string | undefined> {
  const row = await one<{ price_zone: string }>(q,
    `SELECT price_zone FROM locations WHERE id = $1 OR (account_id = $2 AND $1::text IS NULL) ORDER BY (id = $1) DESC, created_at LIMIT 1`,
    [locationId, accountId]);
  return row?.price_zone;
}
