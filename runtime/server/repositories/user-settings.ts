/**
 * A user's own settings: notification switches per category and the active account. No row means
 * the defaults: every category on for push and e-mail, the active account the token names.
 */
import type { NotificationCategory } from '../../../schemas/inbox.js';
import { NotificationCategory as Categories } from '../../../schemas/inbox.js';
import { one, type Queryable } from '../db/database.js';

export type CategorySettings = Partial<Record<NotificationCategory, { push: boolean; email: boolean }>>;
export type CategoryChange = Partial<Record<NotificationCategory, { push?: boolean | undefined; email?: boolean | undefined }>>;

/** Every category with its switches, stored values over the defaults (on). */
export async function notificationSettings(q: Queryable, userId: string): Promise<CategorySettings> {
  const row = await one<{ notification_settings: CategorySettings }>(q, 'SELECT notification_settings FROM user_settings WHERE user_id = $1', [userId]);
  const stored = row?.notification_settings ?? {};
  const out: CategorySettings = {};
  for (const c of Categories.options) out[c] = { push: stored[c]?.push ?? true, email: stored[c]?.email ?? true };
  return out;
}

/** Applies `change` over what is stored; the settings after. */
export async function updateNotificationSettings(q: Queryable, userId: string, change: CategoryChange, now: Date): Promise<CategorySettings> {
  const current = await notificationSettings(q, userId);
  for (const [category, switches] of Object.entries(change) as [NotificationCategory, { push?: boolean; email?: boolean }][]) {
    const before = current[category] ?? { push: true, email: true };
    current[category] = { push: switches.push ?? before.push, email: switches.email ?? before.email };
  }
  await q.query(
    `INSERT INTO user_settings (user_id, notification_settings, updated_at) VALUES ($1, $2, $3)
     ON CONFLICT (user_id) DO UPDATE SET notification_settings = EXCLUDED.notification_settings, updated_at = EXCLUDED.updated_at`,
    [userId, JSON.stringify(current), now],
  );
  return current;
}

export async function activeAccountId(q: Queryable, userId: string): Promise<string | undefined> {
  return (await one<{ active_account_id: string | null }>(q, 'SELECT active_account_id FROM user_settings WHERE user_id = $1', [userId]))?.active_account_id ?? undefined;
}

export async function setActiveAccountId(q: Queryable, userId: string, accountId: string, now: Date): Promise<void> {
  await q.query(
    `INSERT INTO user_settings (user_id, active_account_id, updated_at) VALUES ($1, $2, $3)
     ON CONFLICT (user_id) DO UPDATE SET active_account_id = EXCLUDED.active_account_id, updated_at = EXCLUDED.updated_at`,
    [userId, accountId, now],
  );
}
