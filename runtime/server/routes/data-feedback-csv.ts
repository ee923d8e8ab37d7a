/**
 * The data-feedback CSV export (docs/decisions.md "Data feedback rules"): one row per feedback,
 * newest first, RFC 4180 quoting and CRLF line ends as the copy export writes them. Customers write
 * the comments, and support opens the file in a spreadsheet: a cell that would start a formula is
 * written with a leading apostrophe, so it shows as text and never runs (runtime/format/csv.ts).
 */
import type { StoredFeedback } from '../repositories/data-feedback.js';
import { csvField } from '../../format/csv.js';

export const FEEDBACK_CSV_COLUMNS = [
  'id', 'createdAt', 'organisation', 'accountId', 'locationId', 'userId', 'subject', 'subjectId', 'rating', 'useful', 'comment', 'handled', 'updatedAt',
] as const;

export function feedbackCsv(rows: readonly StoredFeedback[]): string {
  const lines = [FEEDBACK_CSV_COLUMNS.join(',')];
  for (const { organisation, feedback: f } of rows) {
    lines.push([
      f._id, f.createdAt, organisation, f.accountId, f.locationId, f.userId, f.subject, f.subjectId, f.rating, f.useful, f.comment, f.handled, f.updatedAt,
    ].map(csvField).join(','));
  }
  return lines.join('\r\n') + '\r\n';
}
