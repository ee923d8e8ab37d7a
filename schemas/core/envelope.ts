/**
 * Success bodies. The specs read answers as `data` ("answer data has ref and status",
 * "response data.accessToken"), searches as "status, data, pagination", and secret mutations as a
 * boolean. One envelope for all: `{ data }`, `{ status, data, pagination }`, `{ data: true }`.
 */
import { z } from 'zod';
import { DigitString } from './primitives.js';

export function ok<T extends z.ZodType>(data: T) {
  return z.object({ data });
}

export const Pagination = z
  .object({
    page: z.number().int().min(1).meta({ description: 'Page number, from 1' }),
    limit: z.number().int().min(0).meta({ description: 'Items per page; 0 means all (exports)' }),
    total: z.number().int().min(0).meta({ description: 'Matching items in all pages' }),
    pages: z.number().int().min(0).meta({ description: 'Number of pages' }),
  })
  .meta({ description: 'Where a page sits in a search result' });
export type Pagination = z.infer<typeof Pagination>;

export const SearchStatus = z.enum(['success', 'error']);

export function paginated<T extends z.ZodType>(item: T) {
  return z.object({ status: SearchStatus, data: z.array(item), pagination: Pagination });
}

/** Mutations that answer only whether they worked (secrets: back-office §7). */
export const Success = ok(z.boolean()).meta({ description: 'Whether the change was made' });

/** 204 and redirects carry no body. */
export const NoContent = z.undefined().meta({ description: 'No body' });

/** Paging of a list query (platform-contract §5: "limit and page digits only"). */
export const PageQuery = z.object({
  page: DigitString.optional().meta({ description: 'Page number, from 1 (digits only)' }),
  limit: DigitString.optional().meta({ description: 'Items per page (digits only)' }),
});

/** The body of a call that takes none but is a PUT or POST (the specs' "empty body"). */
export const EmptyBody = z.strictObject({}).meta({ description: 'Empty body' });

/** A file answered as is (PDF, CSV, XLSX): its bytes, not JSON. */
export const FileBody = z.unknown().meta({ description: 'The file' });
