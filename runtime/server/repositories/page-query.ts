/**
 * The page of a staff search (decision "Search queries"): page and limit arrive as digit strings;
 * limit 0 means every match (exports), otherwise it is capped so one call cannot read a whole table.
 */
import type { Pagination } from '../../../schemas/core/envelope.js';

export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;

export interface PageWindow {
  readonly page: number;
  readonly limit: number;
  /** SQL LIMIT (null: all) and OFFSET. */
  readonly sqlLimit: number | null;
  readonly offset: number;
}

export function pageWindow(query: { readonly page?: string | undefined; readonly limit?: string | undefined }): PageWindow {
  const page = Math.max(1, Number(query.page ?? '1') || 1);
  const asked = query.limit === undefined ? DEFAULT_PAGE_SIZE : Number(query.limit);
  const limit = asked === 0 ? 0 : Math.min(Math.max(asked, 1), MAX_PAGE_SIZE);
  return { page, limit, sqlLimit: limit === 0 ? null : limit, offset: limit === 0 ? 0 : (page - 1) * limit };
}

export function pagination(window: PageWindow, total: number): Pagination {
  return { page: window.page, limit: window.limit, total, pages: window.limit === 0 ? (total > 0 ? 1 : 0) : Math.ceil(total / window.limit) };
}

/** The contract's search answer. */
export function searchAnswer<T>(window: PageWindow, rows: T[], total: number): { status: 'success'; data: T[]; pagination: Pagination } {
  return { status: 'success', data: rows, pagination: pagination(window, total) };
}

/** `%text%` for ILIKE, with the pattern characters of `text` taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
