/**
 * Announcing a monthly report (docs/decisions.md "Monthly reports", "Monthly report push"): a push of
 * type monthlyReport to each user of the account who has a push device and has not switched monthly
 * reports off, on the platform's push path (push_notifications; the push gateway itself is issue 22's).
 * The monthlyReport job announces each report it makes; staff can push a month again (accounts route).
 */
import type { Queryable } from '../db/database.js';
import { newId } from '../ids.js';
import { pushSubscribers } from '../repositories/accounts.js';
import { recordPush } from '../repositories/push-tokens.js';

/** Pushes "the report for `month` is ready" to the subscribers of the accounts (all the organisation's when none are named); returns them. */
export async function announceMonthlyReport(
  q: Queryable, organisation: string, month: string, accountIds: readonly string[] | undefined, now: Date, data: Readonly<Record<string, unknown>> = {},
): Promise<{ accountId: string; userId: string }[]> {
  const targets = await pushSubscribers(q, organisation, 'monthlyReport', accountIds);
  for (const t of targets) {
    await recordPush(q, {
      id: newId(now), userId: t.userId, accountId: t.accountId, type: 'monthlyReport',
      title: 'Your monthly report', body: `The report for ${month} is ready.`, data: { monthDateKey: month, ...data },
    }, now);
  }
  return targets;
}
