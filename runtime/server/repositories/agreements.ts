/** Agreements of a location, in the provider's order, with their info rows, prices and discounts (in `doc`). */
import type { Agreement, PriceItem } from '../../../schemas/agreement.js';
import type { Queryable } from '../db/database.js';

export async function insertAgreements(q: Queryable, locationId: string, agreements: readonly Agreement[]): Promise<void> {
  for (const [position, a] of agreements.entries()) {
    await q.query(
      'INSERT INTO agreements (location_id, id, position, service_type, doc) VALUES ($1, $2, $3, $4, $5)',
      [locationId, a.id, position, a.serviceType, JSON.stringify(a)],
    );
  }
}

export async function agreementsOfLocation(q: Queryable, locationId: string): Promise<Agreement[]> {
  const rows = await q.query<{ doc: Agreement }>('SELECT doc FROM agreements WHERE location_id = $1 ORDER BY position, id', [locationId]);
  return rows.rows.map((r) => r.doc);
}

/** The prices of a location's agreements, in agreement order; `serviceTypes` narrows to those services' agreements. */
export async function pricesOfLocation(q: Queryable, locationId: string, serviceTypes?: readonly string[]): Promise<PriceItem[]> {
  const agreements = await agreementsOfLocation(q, locationId);
  return agreements.filter((a) => !serviceTypes || serviceTypes.includes(a.serviceType)).flatMap((a) => a.prices ?? []);
}
