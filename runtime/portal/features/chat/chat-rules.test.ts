/** The help chat's rules: message times, unread and arrivals, when feedback is due, the send key, the poll delay. */
import { describe, expect, it } from 'vitest';
import type { SupportFeedback } from '../../../../schemas/support.js';
import { feedbackDue, isSendKey, MAX_POLL_MS, messageTime, pollDelay, POLL_MS, staffCount, unreadFromStaff, vendorKey, type ChatEntry } from './chat-rules.js';

const at = (iso: string) => new Date(iso);
const entry = (from: ChatEntry['from'], createdAt: string, readAt: string | null = null): ChatEntry => ({
  text: 'x', from, source: 'supportMessage', createdAt: at(createdAt), readAt: readAt === null ? null : at(readAt),
});
const feedback = (createdAt: string): SupportFeedback => ({ _id: '0'.repeat(24), accountId: '1'.repeat(24), userId: '2'.repeat(24), text: 'ok', createdAt: at(createdAt) });

describe('messageTime', () => {
  const now = at('2026-11-16T12:00:00Z');
  it('shows only the time for a message of today, in the language and the location\'s zone', () => {
    expect(messageTime(at('2026-11-16T08:05:00Z'), now, 'nb', 'Europe/Oslo')).toBe('09:05');
    expect(messageTime(at('2026-11-16T08:05:00Z'), now, 'en', 'Europe/Oslo')).toBe('9:05 AM');
  });

  it('shows date and time for an earlier day', () => {
    expect(messageTime(at('2026-11-04T08:05:00Z'), now, 'nb', 'Europe/Oslo')).toBe('04.11.2026 09:05');
    expect(messageTime(at('2026-11-04T08:05:00Z'), now, 'en', 'Europe/Oslo')).toBe('04/11/2026 9:05 AM');
  });

  it('compares days in the zone, not in UTC: 23:30 UTC on the 15th is the 16th in Oslo', () => {
    expect(messageTime(at('2026-11-15T23:30:00Z'), now, 'nb', 'Europe/Oslo')).toBe('00:30');
  });
});

describe('unread and arrivals', () => {
  const thread = [entry('customer', '2026-11-01T09:00:00Z'), entry('staff', '2026-11-02T09:00:00Z', '2026-11-02T10:00:00Z'), entry('staff', '2026-11-03T09:00:00Z')];
  it('counts the staff messages not yet read; the customer\'s own never count', () => {
    expect(unreadFromStaff(thread)).toBe(1);
    expect(unreadFromStaff([entry('customer', '2026-11-01T09:00:00Z')])).toBe(0);
  });

  it('counts staff messages, read or not', () => {
    expect(staffCount(thread)).toBe(2);
  });
});

describe('feedbackDue', () => {
  const answered = [entry('customer', '2026-11-01T09:00:00Z'), entry('staff', '2026-11-02T09:00:00Z')];
  it('asks once customer service has answered and no feedback came since', () => {
    expect(feedbackDue(answered, [])).toBe(true);
    expect(feedbackDue(answered, [feedback('2026-10-01T09:00:00Z')])).toBe(true);
  });

  it('does not ask before an answer or after feedback on the latest answer', () => {
    expect(feedbackDue([entry('customer', '2026-11-01T09:00:00Z')], [])).toBe(false);
    expect(feedbackDue([], [])).toBe(false);
    expect(feedbackDue(answered, [feedback('2026-11-02T10:00:00Z')])).toBe(false);
  });
});

describe('isSendKey', () => {
  it('sends on Enter, not on Shift+Enter, not while an input method composes, not on other keys', () => {
    expect(isSendKey({ key: 'Enter', shiftKey: false })).toBe(true);
    expect(isSendKey({ key: 'Enter', shiftKey: true })).toBe(false);
    expect(isSendKey({ key: 'Enter', shiftKey: false, isComposing: true })).toBe(false);
    expect(isSendKey({ key: 'a', shiftKey: false })).toBe(false);
  });
});

describe('pollDelay and vendorKey', () => {
  it('polls every few seconds and backs off after 429 answers, up to a minute', () => {
    expect(pollDelay(0)).toBe(POLL_MS);
    expect(pollDelay(1)).toBe(2 * POLL_MS);
    expect(pollDelay(10)).toBe(MAX_POLL_MS);
  });

  it('lowercases the configured vendor for the thread path', () => {
    expect(vendorKey(' Intercom ')).toBe('intercom');
  });
});
