/**
 * Finding a location service by its id for a data call, and the series of its readings: the caller
 * must reach the location's account (else 404, as if absent), and a service of another organisation
 * than the path names is absent too.
 */
import type { Access } from '../../../schemas/endpoints/access.js';
import type { LocationService } from '../../../schemas/location.js';
import { one, type Queryable } from '../db/database.js';
import { problem } from '../errors.js';
import { reachAccount, type AccountReach } from '../auth/reach.js';
import { boundOrganisation, type Principal } from '../auth/principal.js';
import { agreementsOfLocation } from '../repositories/agreements.js';
import { locationRow, type LocationRow } from '../repositories/locations.js';
import type { SeriesRow } from '../repositories/readings.js';
import { currencyOf, periodEnd, type SeriesContext } from './period-figures.js';

export interface ReachedService {
  readonly row: LocationRow;
  readonly service: LocationService;
  readonly reach: AccountReach;
}

/** The service `serviceId` the caller reaches under `access`, in `organisation` when the path names one. */
export async function reachService(q: Queryable, principal: Principal, access: Access, serviceId: string, organisation?: string): Promise<ReachedService> {
  const scope = organisation ?? boundOrganisation(principal);
  const found = await one<{ id: string }>(
    q,
    `SELECT id FROM locations WHERE doc->'services' @> jsonb_build_array(jsonb_build_object('id', $1::text)) AND ($2::text IS NULL OR organisation = $2)
      ORDER BY created_at, id LIMIT 1`,
    [serviceId, scope ?? null],
  );
  const row = found && (await locationRow(q, found.id));
  if (!row) throw problem('notFound');
  const reach = await reachAccount(q, principal, access, row.account_id);
  const service = row.doc.services.find((s) => s.id === serviceId)!;
  return { row, service, reach };
}

/** The series of a location service and what its figures need, or undefined while it has no readings. */
export async function seriesContext(q: Queryable, row: LocationRow, service: LocationService): Promise<SeriesContext | undefined> {
  const series = await one<SeriesRow>(q, 'SELECT * FROM meter_series WHERE location_id = $1 AND service_id = $2 ORDER BY id LIMIT 1', [row.id, service.id]);
  if (!series) return undefined;
  const span = await one<{ first: Date | null; last: Date | null }>(q, 'SELECT min(at) AS first, max(at) AS last FROM readings WHERE series_id = $1', [series.id]);
  if (!span?.first || !span.last) return undefined;
  const s = { ...series, id: String(series.id) };
  const lastLevel = s.resolution === 'month' ? 'month' : s.resolution === 'day' ? 'day' : s.resolution;
  return {
    series: s, serviceType: service.type, agreements: await agreementsOfLocation(q, row.id), currency: currencyOf(row.price_zone),
    chargedFrom: span.first, chargedTo: periodEnd(lastLevel, span.last, s.time_zone),
  };
}
