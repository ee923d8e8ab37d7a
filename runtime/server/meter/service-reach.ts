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
import type { Agreement } from '../../../schemas/agreement.js';
import { locationRowOfService, type LocationRow } from '../repositories/locations.js';
import type { SeriesRow } from '../repositories/readings.js';
import { currencyOf, periodEnd, type SeriesContext } from './period-figures.js';

export interface ReachedService {
  readonly row: LocationRow;
  readonly service: LocationService;
  readonly reach: AccountReach;
}

/** The service `serviceId` the caller reaches under `access`, in `organisation` when the path names one. */
export async function reachService(q: Queryable, principal: Principal, access: Access, serviceId: string, organisation?: string): Promise<ReachedService> {
  const row = await locationRowOfService(q, serviceId, organisation ?? boundOrganisation(principal));
  if (!row) throw problem('notFound');
  const reach = await reachAccount(q, principal, access, row.account_id);
  const service = row.doc.services.find((s) => s.id === serviceId)!;
  return { row, service, reach };
}

/**
 * The series of a location service and what its figures need, or undefined while it has no readings:
 * one round trip (series, first and last reading, agreements), as every data view starts here.
 */
export async function seriesContext(q: Queryable, row: LocationRow, service: LocationService): Promise<SeriesContext | undefined> {
  const found = await one<{ series: (SeriesRow & { first: string | null; last: string | null }) | null; agreements: Agreement[] | null }>(
    q,
    `SELECT (SELECT row_to_json(x) FROM (
               SELECT s.*, (SELECT min(at) FROM readings r WHERE r.series_id = s.id) AS first, (SELECT max(at) FROM readings r WHERE r.series_id = s.id) AS last
                 FROM meter_series s WHERE s.location_id = $1 AND s.service_id = $2 ORDER BY s.id LIMIT 1) x) AS series,
            (SELECT json_agg(a.doc ORDER BY a.position, a.id) FROM agreements a WHERE a.location_id = $1) AS agreements`,
    [row.id, service.id],
  );
  const series = found?.series;
  if (!series?.first || !series.last) return undefined;
  const { first, last, ...rest } = series;
  const s: SeriesRow = { ...rest, id: String(rest.id) };
  return {
    series: s, serviceType: service.type, agreements: found?.agreements ?? [], currency: currencyOf(row.price_zone),
    chargedFrom: new Date(first), chargedTo: periodEnd(s.resolution, new Date(last), s.time_zone),
  };
}
