/**
 * Stored monthly reports (migration 0090; docs/decisions.md "Monthly reports"), the months still
 * without one, and the month figures of similar households a report compares with.
 */
import type { HomeProfile } from '../../../schemas/home-profile.js';
import type { MonthlyReport, MonthlyReportSummary } from '../../../schemas/report.js';
import { one, type Queryable } from '../db/database.js';
import type { LocationRow } from './locations.js';

export interface StoredReport {
  readonly id: string;
  readonly organisation: string;
  readonly accountId: string;
  readonly locationId: string;
  readonly month: string;
}

/** Writes a location's report of a month; a report made again replaces the one before (same id). */
export async function saveReport(q: Queryable, report: MonthlyReport, summary: MonthlyReportSummary, now: Date): Promise<void> {
  await q.query(
    `INSERT INTO monthly_reports (id, organisation, account_id, location_id, month, doc, summary, generated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (location_id, month) DO UPDATE SET id = EXCLUDED.id, organisation = EXCLUDED.organisation, account_id = EXCLUDED.account_id,
       doc = EXCLUDED.doc, summary = EXCLUDED.summary, generated_at = EXCLUDED.generated_at`,
    [report._id, report.access.organisation, report.access.accountId, report.locationId, report.date, JSON.stringify(report), JSON.stringify(summary), now],
  );
}

export async function findReport(q: Queryable, id: string): Promise<(StoredReport & { doc: MonthlyReport }) | undefined> {
  const row = await one<{ id: string; organisation: string; account_id: string; location_id: string; month: string; doc: MonthlyReport }>(
    q, 'SELECT id, organisation, account_id, location_id, month, doc FROM monthly_reports WHERE id = $1', [id],
  );
  return row && { id: row.id, organisation: row.organisation, accountId: row.account_id, locationId: row.location_id, month: row.month, doc: row.doc };
}

export interface ReportFilter {
  readonly locationId: string;
  readonly accountId: string;
  readonly from?: string | undefined;
  readonly to?: string | undefined;
  readonly limit: number;
}

/** The reports (or their summaries) of a location held by an account, newest first. */
export async function listReports<K extends 'doc' | 'summary'>(q: Queryable, f: ReportFilter, column: K): Promise<(K extends 'doc' ? MonthlyReport : MonthlyReportSummary)[]> {
  const rows = await q.query<{ body: K extends 'doc' ? MonthlyReport : MonthlyReportSummary }>(
    `SELECT ${column === 'doc' ? 'doc' : 'summary'} AS body FROM monthly_reports
      WHERE location_id = $1 AND account_id = $2 AND ($3::text IS NULL OR month >= $3) AND ($4::text IS NULL OR month <= $4)
      ORDER BY month DESC LIMIT $5`,
    [f.locationId, f.accountId, f.from ?? null, f.to ?? null, f.limit],
  );
  return rows.rows.map((r) => r.body);
}

/**
 * The months in [from, to) in which a location (of `organisation`, or any) read consumption of one
 * of `serviceTypes` and has no report yet, by location id.
 */
export async function unreportedMonths(q: Queryable, serviceTypes: readonly string[], from: Date, to: Date, organisation?: string): Promise<Map<string, string[]>> {
  const rows = await q.query<{ location_id: string; key: string }>(
    `SELECT DISTINCT s.location_id, k.key
       FROM meter_series s
       CROSS JOIN LATERAL (
         SELECT u.key FROM readings_rollup u WHERE u.series_id = s.id AND u.level = 'month' AND u.start >= $3 AND u.start < $4
         UNION ALL
         SELECT to_char(r.at AT TIME ZONE s.time_zone, 'YYYY-MM') FROM readings r WHERE s.resolution = 'month' AND r.series_id = s.id AND r.at >= $3 AND r.at < $4
       ) k
      WHERE ($1::text IS NULL OR s.organisation = $1) AND s.service_type = ANY($2)
        AND NOT EXISTS (SELECT 1 FROM monthly_reports m WHERE m.location_id = s.location_id AND m.month = k.key)
      ORDER BY s.location_id, k.key`,
    [organisation ?? null, serviceTypes, from, to],
  );
  const out = new Map<string, string[]>();
  for (const r of rows.rows) out.set(r.location_id, [...(out.get(r.location_id) ?? []), r.key]);
  return out;
}

/** The home-profile fields that make households similar: the ones compareSite matches (routes/sites.ts). */
export const SIMILARITY_FIELDS = ['propertyType', 'numberOfResidens', 'heating'] as const satisfies readonly (keyof HomeProfile)[];

/** The similarity criteria of a location: the fields of SIMILARITY_FIELDS its home profile fills. */
export function similarityCriteria(extra: HomeProfile | null): HomeProfile {
  const criteria: Record<string, unknown> = {};
  for (const key of SIMILARITY_FIELDS) if (extra?.[key] !== undefined && extra[key] !== null) criteria[key] = extra[key];
  return criteria as HomeProfile;
}

/**
 * The month consumption of each similar household (countSimilar's match: same organisation and price
 * zone, home profile holding every criterion) on its service of `serviceType`, counting only those
 * that read the whole month: a household that moved in on the 20th is not a smaller one.
 */
export async function similarMonthTotals(q: Queryable, row: LocationRow, criteria: HomeProfile, serviceType: string, from: Date, to: Date): Promise<number[]> {
  const hours = (to.getTime() - from.getTime()) / 3_600_000;
  const rows = await q.query<{ total: number }>(
    `WITH alike AS (
       SELECT id FROM locations WHERE organisation = $1 AND price_zone = $2 AND id <> $3 AND coalesce(extra, '{}'::jsonb) @> $4::jsonb
     ), s AS (
       SELECT DISTINCT ON (ms.location_id) ms.id, ms.resolution, ms.location_id FROM meter_series ms JOIN alike ON alike.id = ms.location_id
        WHERE ms.service_type = $5 ORDER BY ms.location_id, ms.id
     )
     SELECT m.total FROM s CROSS JOIN LATERAL (
       SELECT u.total, u.points FROM readings_rollup u WHERE u.series_id = s.id AND u.level = 'month' AND u.start = $6
       UNION ALL
       SELECT r.value, 1 FROM readings r WHERE s.resolution = 'month' AND r.series_id = s.id AND r.at = $6
     ) m
     WHERE m.points >= CASE s.resolution WHEN '15min' THEN $7::int * 4 WHEN 'hour' THEN $7::int WHEN 'day' THEN $8::int ELSE 1 END`,
    [row.organisation, row.price_zone, row.id, JSON.stringify(criteria), serviceType, from, hours, Math.round(hours / 24)],
  );
  return rows.rows.map((r) => r.total);
}
