/**
 * The help chat's rules, apart from React and the network: which vendor adapter a tenant gets, how a
 * message's time reads, what counts as unread, when feedback is asked for, which key sends.
 */
import type { Language } from '../../../../schemas/core/primitives.js';
import type { ChatThread, SupportFeedback } from '../../../../schemas/support.js';
import type { TimeZoneName } from '../../../../schemas/geography.js';
import { formatDate, formatDateTime, formatTime } from '../../../format/index.js';

export type ChatEntry = ChatThread['entries'][number];

/** The built-in help chat on the server's support-message thread (docs/decisions.md "Chat widget vendors"). */
export const BUILT_IN_VENDOR = 'ampere';

/** While the panel is open the thread is read this often: 2 reads per 10 s, far below the client's 50 (portal §9). */
export const POLL_MS = 5_000;
/** After a 429 the wait doubles, up to this. */
export const MAX_POLL_MS = 60_000;

/** The poll delay after `rateLimited` reads in a row answered 429 (the client's rate limit, portal §9). */
export function pollDelay(rateLimited: number): number {
  return Math.min(POLL_MS * 2 ** rateLimited, MAX_POLL_MS);
}

/** The configured vendor as the thread path wants it (lowercased, docs/decisions.md "Chat thread path"). */
export function vendorKey(configured: string): string {
  return configured.trim().toLowerCase();
}

/** A message's time: the time alone today, date and time before (in the user's language and the location's zone). */
export function messageTime(createdAt: Date, now: Date, language: Language, timeZone?: TimeZoneName): string {
  const options = { language, ...(timeZone ? { timeZone } : {}) };
  return formatDate(createdAt, options) === formatDate(now, options) ? formatTime(createdAt, options) : formatDateTime(createdAt, options);
}

/** Staff messages the customer has not read (the launcher's badge). */
export function unreadFromStaff(entries: readonly ChatEntry[]): number {
  return entries.filter((e) => e.from === 'staff' && e.readAt === null).length;
}

/** How many staff messages a thread holds (a poll bringing more has news to announce). */
export function staffCount(entries: readonly ChatEntry[]): number {
  return entries.filter((e) => e.from === 'staff').length;
}

/**
 * Feedback is asked for "after a conversation": once customer service has answered, until the customer
 * has sent feedback later than that answer.
 */
export function feedbackDue(entries: readonly ChatEntry[], feedback: readonly SupportFeedback[]): boolean {
  const answered = Math.max(...entries.filter((e) => e.from === 'staff').map((e) => e.createdAt.getTime()), -Infinity);
  if (answered === -Infinity) return false;
  return !feedback.some((f) => f.createdAt.getTime() >= answered);
}

/** Enter sends; Shift+Enter is a new line; Enter while an input method is composing belongs to it. */
export function isSendKey(event: { readonly key: string; readonly shiftKey: boolean; readonly isComposing?: boolean }): boolean {
  return event.key === 'Enter' && !event.shiftKey && event.isComposing !== true;
}
