/** Third-party data inquiries of a location (portal §2 Electricity agreement, §4): who asks, when, and the household's answer. */
import type { InquiryStatus, ThirdPartyDataInquiry } from '../../../schemas/agreement.js';
import { one, type Queryable } from '../db/database.js';

interface InquiryRow {
  id: string;
  location_id: string;
  inquirer: string;
  inquiry_date: Date;
  status: InquiryStatus;
}

const toInquiry = (r: InquiryRow): ThirdPartyDataInquiry => ({ _id: r.id, inquirer: r.inquirer, inquiryDate: r.inquiry_date, status: r.status });

export async function insertInquiry(q: Queryable, locationId: string, i: ThirdPartyDataInquiry, now: Date): Promise<void> {
  await q.query(
    'INSERT INTO inquiries (id, location_id, inquirer, inquiry_date, status, updated_at) VALUES ($1, $2, $3, $4, $5, $6)',
    [i._id, locationId, i.inquirer, i.inquiryDate, i.status, now],
  );
}

/** Newest first: the household answers the latest requests first. */
export async function inquiriesOfLocation(q: Queryable, locationId: string): Promise<ThirdPartyDataInquiry[]> {
  const rows = await q.query<InquiryRow>('SELECT * FROM inquiries WHERE location_id = $1 ORDER BY inquiry_date DESC, id DESC', [locationId]);
  return rows.rows.map(toInquiry);
}

/** The inquiry, locked for a status change (two answers at once cannot both pass the move check). */
export async function inquiryForUpdate(q: Queryable, locationId: string, id: string): Promise<ThirdPartyDataInquiry | undefined> {
  const row = await one<InquiryRow>(q, 'SELECT * FROM inquiries WHERE id = $1 AND location_id = $2 FOR UPDATE', [id, locationId]);
  return row && toInquiry(row);
}

export async function setInquiryStatus(q: Queryable, id: string, status: InquiryStatus, now: Date): Promise<void> {
  await q.query('UPDATE inquiries SET status = $2, updated_at = $3 WHERE id = $1', [id, status, now]);
}
