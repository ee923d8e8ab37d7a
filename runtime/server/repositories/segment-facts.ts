/**
 * What segment facts are made of, read for a batch of an organisation's customers at a time: one row
 * per customer, account and kept location (or per account without one), with the location's zone,
 * address, services, home profile in both forms and the types of its current agreements.
 *
 * A batch is four statements, one per table, each an index look-up of the batch's keys (customers by
 * id after the last batch; their memberships by user, locations by account, agreements by location)
 * and joined here. Every statement stays the size of the batch whatever the organisation's size — a
 * single joined statement let the planner hash whole tables once per batch, which grew with the
 * square of the customers — so a million meters are read in linear time and bounded memory.
 */
import type { UserRole } from '../../../schemas/account.js';
import type { AgreementType } from '../../../schemas/agreement.js';
import type { PriceZone } from '../../../schemas/geography.js';
import type { HomeProfile } from '../../../schemas/home-profile.js';
import { KEPT_LOCATION_STATUSES, type LocationProperties, type LocationService } from '../../../schemas/location.js';
import type { Queryable } from '../db/database.js';

export interface SegmentFactRow {
  readonly user_id: string;
  readonly role: UserRole;
  /** null: the account has no kept location; every location field below is null then. */
  readonly location_id: string | null;
  readonly price_zone: PriceZone | null;
  readonly zip_code: string | null;
  readonly city: string | null;
  readonly extra: HomeProfile | null;
  readonly properties: Partial<LocationProperties> | null;
  /** As stored in the location's doc (timestamps as ISO text). */
  readonly services: LocationService[] | null;
  readonly agreement_types: AgreementType[] | null;
}

interface MemberRow { user_id: string; account_id: string; role: UserRole }
interface PlaceRow {
  id: string; account_id: string; price_zone: PriceZone; zip_code: string; city: string;
  extra: HomeProfile | null; properties: Partial<LocationProperties> | null; services: LocationService[] | null;
}

/**
 * The next `limit` customers after `afterUserId`, in id order: users of the organisation holding a
 * customer role on an account (an INSPECTOR looks at accounts for the provider and is no customer).
 */
async function nextCustomers(q: Queryable, organisation: string, afterUserId: string, limit: number): Promise<string[]> {
  const rows = await q.query<{ user_id: string }>(
    `SELECT DISTINCT au.user_id
       FROM account_users au
       JOIN users u ON u.id = au.user_id AND u.organisation = $1
       JOIN accounts a ON a.id = au.account_id AND a.organisation = $1
      WHERE au.user_id > $2 AND au.role <> 'INSPECTOR'
      ORDER BY au.user_id
      LIMIT $3`,
    [organisation, afterUserId, limit],
  );
  return rows.rows.map((r) => r.user_id);
}

async function membershipsOf(q: Queryable, organisation: string, userIds: readonly string[]): Promise<MemberRow[]> {
  const rows = await q.query<MemberRow & Record<string, unknown>>(
    `SELECT au.user_id, au.account_id, au.role
       FROM account_users au JOIN accounts a ON a.id = au.account_id
      WHERE au.user_id = ANY($2) AND au.role <> 'INSPECTOR' AND a.organisation = $1
      ORDER BY au.user_id, au.account_id`,
    [organisation, userIds],
  );
  return rows.rows;
}

async function keptLocationsOf(q: Queryable, accountIds: readonly string[]): Promise<PlaceRow[]> {
  const rows = await q.query<PlaceRow & Record<string, unknown>>(
    `SELECT id, account_id, price_zone, zip_code, city, extra, doc->'properties' AS properties, doc->'services' AS services
       FROM locations
      WHERE account_id = ANY($1) AND status = ANY($2)
      ORDER BY account_id, id`,
    [accountIds, KEPT_LOCATION_STATUSES],
  );
  return rows.rows;
}

/** Types of each location's current agreements: no end date, or ending `today` (YYYY-MM-DD) or later. */
async function currentAgreementTypes(q: Queryable, locationIds: readonly string[], today: string): Promise<Map<string, AgreementType[]>> {
  const rows = await q.query<{ location_id: string; types: AgreementType[] }>(
    `SELECT location_id, array_agg(DISTINCT doc->>'type') AS types
       FROM agreements
      WHERE location_id = ANY($1) AND (doc->>'endDate' IS NULL OR doc->>'endDate' >= $2)
      GROUP BY location_id`,
    [locationIds, today],
  );
  return new Map(rows.rows.map((r) => [r.location_id, r.types]));
}

/**
 * The fact rows of up to `limit` customers after `afterUserId`, in customer id order, and the last
 * customer read (undefined when there was none left).
 */
export async function segmentFactBatch(
  q: Queryable, organisation: string, afterUserId: string, limit: number, today: string,
): Promise<{ rows: SegmentFactRow[]; last: string | undefined; customers: number }> {
  const customers = await nextCustomers(q, organisation, afterUserId, limit);
  if (customers.length === 0) return { rows: [], last: undefined, customers: 0 };
  const members = await membershipsOf(q, organisation, customers);
  const places = await keptLocationsOf(q, [...new Set(members.map((m) => m.account_id))]);
  const agreements = await currentAgreementTypes(q, places.map((p) => p.id), today);
  const placesOf = new Map<string, PlaceRow[]>();
  for (const p of places) {
    const list = placesOf.get(p.account_id);
    if (list) list.push(p);
    else placesOf.set(p.account_id, [p]);
  }
  const rows: SegmentFactRow[] = members.flatMap((m): SegmentFactRow[] => {
    const at = placesOf.get(m.account_id) ?? [];
    if (at.length === 0) {
      return [{ user_id: m.user_id, role: m.role, location_id: null, price_zone: null, zip_code: null, city: null, extra: null, properties: null, services: null, agreement_types: null }];
    }
    return at.map((p) => ({
      user_id: m.user_id, role: m.role, location_id: p.id, price_zone: p.price_zone, zip_code: p.zip_code, city: p.city,
      extra: p.extra, properties: p.properties, services: p.services, agreement_types: agreements.get(p.id) ?? [],
    }));
  });
  return { rows, last: customers[customers.length - 1], customers: customers.length };
}

export async function organisationExists(q: Queryable, organisation: string): Promise<boolean> {
  return (await q.query('SELECT 1 FROM organisations WHERE code = $1', [organisation])).rowCount === 1;
}
