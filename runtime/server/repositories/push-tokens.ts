/** Push devices of users and the pushes they were sent. */
import type { z } from 'zod';
import type { NotificationType, PushPlatform, PushToken, SentPushNotification } from '../../../schemas/inbox.js';
import { one, type Queryable } from '../db/database.js';

type PushTokenOut = z.input<typeof PushToken>;
type SentPushOut = z.input<typeof SentPushNotification>;

/** Registers `token` for `userId`; a token already known moves to this user (a device signs in as someone else). */
export async function registerPushToken(q: Queryable, userId: string, token: string, platform: PushPlatform, now: Date): Promise<void> {
  await q.query(
    `INSERT INTO push_tokens (token, user_id, platform, created_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (token) DO UPDATE SET user_id = EXCLUDED.user_id, platform = EXCLUDED.platform, created_at = EXCLUDED.created_at`,
    [token, userId, platform, now],
  );
}

export async function deletePushToken(q: Queryable, userId: string, token: string): Promise<boolean> {
  return ((await q.query('DELETE FROM push_tokens WHERE user_id = $1 AND token = $2', [userId, token])).rowCount ?? 0) > 0;
}

export async function pushTokenCount(q: Queryable, userId: string): Promise<number> {
  return (await one<{ n: number }>(q, 'SELECT count(*)::int AS n FROM push_tokens WHERE user_id = $1', [userId]))?.n ?? 0;
}

/** Every token of the organisation's users, newest first. */
export async function organisationPushTokens(q: Queryable, organisation: string): Promise<PushTokenOut[]> {
  const { rows } = await q.query<{ token: string; user_id: string; platform: PushPlatform; created_at: Date }>(
    `SELECT pt.token, pt.user_id, pt.platform, pt.created_at FROM push_tokens pt JOIN users u ON u.id = pt.user_id
      WHERE u.organisation = $1 ORDER BY pt.created_at DESC, pt.token`,
    [organisation],
  );
  return rows.map((r) => ({ userId: r.user_id, token: r.token, platform: r.platform, createdAt: r.created_at }));
}

export interface PushToSend {
  readonly id: string;
  readonly userId: string;
  readonly accountId: string | null;
  readonly type: NotificationType;
  readonly title: string;
  readonly body: string;
  readonly data?: Readonly<Record<string, unknown>>;
}

/** Records a push as sent (the development stand-in for the push gateway, like the outbox for e-mail). */
export async function recordPush(q: Queryable, push: PushToSend, now: Date): Promise<void> {
  await q.query(
    'INSERT INTO push_notifications (id, user_id, account_id, type, title, body, data, sent_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)',
    [push.id, push.userId, push.accountId, push.type, push.title, push.body, JSON.stringify(push.data ?? {}), now],
  );
}

export async function pushesOfUser(q: Queryable, userId: string, limit = 100): Promise<SentPushOut[]> {
  const { rows } = await q.query<{ id: string; type: NotificationType; title: string; body: string; sent_at: Date }>(
    'SELECT id, type, title, body, sent_at FROM push_notifications WHERE user_id = $1 ORDER BY sent_at DESC, id DESC LIMIT $2',
    [userId, limit],
  );
  return rows.map((r) => ({ _id: r.id, type: r.type, title: r.title, body: r.body, sentAt: r.sent_at }));
}
