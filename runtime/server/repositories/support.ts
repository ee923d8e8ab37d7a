/** Support messages and feedback of an account, and an organisation's dynamic content (docs/decisions.md "Support messages", "Dynamic content"). */
import type { DynamicContentItem, SupportFeedback, SupportMessage, SupportMessageSender } from '../../../schemas/support.js';
import { one, type Queryable } from '../db/database.js';

interface MessageRow {
  id: string;
  account_id: string;
  user_id: string | null;
  sender: SupportMessageSender;
  text: string;
  created_at: Date;
  read_at: Date | null;
}

const toMessage = (r: MessageRow): SupportMessage => ({
  _id: r.id, accountId: r.account_id, userId: r.user_id, text: r.text, from: r.sender, createdAt: r.created_at, readAt: r.read_at,
});

export async function insertSupportMessage(q: Queryable, m: SupportMessage, adminId?: string): Promise<void> {
  await q.query(
    'INSERT INTO support_messages (id, account_id, user_id, admin_id, sender, text, created_at, read_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)',
    [m._id, m.accountId, m.userId, adminId ?? null, m.from, m.text, m.createdAt, m.readAt],
  );
}

/** Oldest first, as a conversation reads. */
export async function supportMessagesOfAccount(q: Queryable, accountId: string): Promise<SupportMessage[]> {
  const rows = await q.query<MessageRow>('SELECT * FROM support_messages WHERE account_id = $1 ORDER BY created_at, id', [accountId]);
  return rows.rows.map(toMessage);
}

/** Marks the messages `from` one side read (the other side has now seen them); those already read keep their time. */
export async function markSupportMessagesRead(q: Queryable, accountId: string, from: SupportMessageSender, now: Date): Promise<number> {
  const r = await q.query('UPDATE support_messages SET read_at = $3 WHERE account_id = $1 AND sender = $2 AND read_at IS NULL', [accountId, from, now]);
  return r.rowCount ?? 0;
}

// —— feedback ——

interface FeedbackRow {
  id: string;
  account_id: string;
  user_id: string;
  text: string;
  created_at: Date;
}

const toFeedback = (r: FeedbackRow): SupportFeedback => ({ _id: r.id, accountId: r.account_id, userId: r.user_id, text: r.text, createdAt: r.created_at });

export async function insertFeedback(q: Queryable, f: SupportFeedback): Promise<void> {
  await q.query('INSERT INTO support_feedback (id, account_id, user_id, text, created_at) VALUES ($1, $2, $3, $4, $5)', [f._id, f.accountId, f.userId, f.text, f.createdAt]);
}

export interface FeedbackFilter {
  readonly organisation?: string;
  readonly accountId?: string;
  readonly userId?: string;
}

/** Newest first: the console reads the latest feedback first. */
export async function listFeedback(q: Queryable, f: FeedbackFilter): Promise<SupportFeedback[]> {
  const parts: string[] = [];
  const values: unknown[] = [];
  for (const [column, value] of [['a.organisation', f.organisation], ['s.account_id', f.accountId], ['s.user_id', f.userId]] as const) {
    if (value === undefined) continue;
    values.push(value);
    parts.push(`${column} = $${values.length}`);
  }
  const rows = await q.query<FeedbackRow>(
    `SELECT s.* FROM support_feedback s JOIN accounts a ON a.id = s.account_id ${parts.length ? `WHERE ${parts.join(' AND ')}` : ''} ORDER BY s.created_at DESC, s.id DESC`,
    values,
  );
  return rows.rows.map(toFeedback);
}

// —— dynamic content ——

interface ContentRow {
  id: string;
  key: string;
  language: DynamicContentItem['language'];
  title: string;
  body: string;
  format: DynamicContentItem['format'];
  valid_from: Date | null;
  valid_to: Date | null;
  updated_at: Date;
}

const toContent = (r: ContentRow): DynamicContentItem => ({
  _id: r.id, key: r.key, language: r.language, title: r.title, body: r.body, format: r.format, validFrom: r.valid_from, validTo: r.valid_to, updatedAt: r.updated_at,
});

export async function insertDynamicContent(q: Queryable, organisation: string, c: DynamicContentItem): Promise<void> {
  await q.query(
    `INSERT INTO dynamic_content (id, organisation, key, language, title, body, format, valid_from, valid_to, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [c._id, organisation, c.key, c.language, c.title, c.body, c.format, c.validFrom, c.validTo, c.updatedAt],
  );
}

export interface ContentFilter {
  readonly organisation: string;
  readonly language?: string;
  /** Only items valid at this time (validFrom ≤ now < validTo, either end open when null). */
  readonly validAt?: Date;
  /** Only keys starting with this (the feed reads `feed.<type>.`). */
  readonly keyPrefix?: string;
}

export async function listDynamicContent(q: Queryable, f: ContentFilter): Promise<DynamicContentItem[]> {
  const values: unknown[] = [f.organisation];
  const parts = ['organisation = $1'];
  if (f.language) {
    values.push(f.language);
    parts.push(`language = $${values.length}`);
  }
  if (f.validAt) {
    values.push(f.validAt);
    parts.push(`(valid_from IS NULL OR valid_from <= $${values.length}) AND (valid_to IS NULL OR valid_to > $${values.length})`);
  }
  if (f.keyPrefix) {
    values.push(`${f.keyPrefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    parts.push(`key LIKE $${values.length}`);
  }
  const rows = await q.query<ContentRow>(`SELECT * FROM dynamic_content WHERE ${parts.join(' AND ')} ORDER BY key, language, id`, values);
  return rows.rows.map(toContent);
}

export async function dynamicContentById(q: Queryable, organisation: string, id: string): Promise<DynamicContentItem | undefined> {
  const row = await one<ContentRow>(q, 'SELECT * FROM dynamic_content WHERE organisation = $1 AND id = $2', [organisation, id]);
  return row && toContent(row);
}

/** A round trip to the database (the service status check); throws when it does not answer. */
export async function databaseRoundTrip(q: Queryable): Promise<void> {
  await q.query('SELECT 1');
}
