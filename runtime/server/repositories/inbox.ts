/**
 * Inbox items (docs/decisions.md "Stored inbox item"): one row per item with its recipients copied
 * into columns, and each user's read / removal in inbox_item_users. A user sees an item of their
 * organisation addressed to all users, to them, or to an account they hold a role on, unless they
 * removed it.
 */
import type { InboxCreatedBy, InboxItem, InboxItemInput, InboxItemType } from '../../../schemas/inbox.js';
import { one, type Queryable } from '../db/database.js';

interface ItemRow {
  id: string;
  organisation: string;
  doc: InboxItemInput;
  created_at: Date;
  read_at?: Date | null;
}

export interface StoredInboxItem {
  readonly organisation: string;
  readonly item: InboxItem;
}

const toItem = (r: ItemRow): InboxItem => ({ _id: r.id, ...r.doc, createdAt: r.created_at, readAt: r.read_at ?? null });

/** The visibility test for user $1 in organisation $2 (alias i; s is the user's state row). */
const VISIBLE_TO_USER = `
  i.organisation = $2
  AND (i.all_users OR $1 = ANY(i.user_ids) OR i.account_ids && ARRAY(SELECT account_id FROM account_users WHERE user_id = $1))
  AND s.removed_at IS NULL`;
const USER_JOIN = 'FROM inbox_items i LEFT JOIN inbox_item_users s ON s.item_id = i.id AND s.user_id = $1';

/** Items the users of account $1 see, in organisation $2 (alias i): the admin "all inbox". */
const ADDRESSED_TO_ACCOUNT = `
  i.organisation = $2
  AND (i.all_users OR i.account_ids @> ARRAY[$1::text] OR i.user_ids && ARRAY(SELECT user_id FROM account_users WHERE account_id = $1))`;

const ORDER = 'ORDER BY i.created_at DESC, i.id DESC';

export async function insertInboxItem(q: Queryable, id: string, organisation: string, item: InboxItemInput, author: string | null, now: Date): Promise<InboxItem> {
  const r = item.recipients;
  await q.query(
    `INSERT INTO inbox_items (id, organisation, type, created_by, account_ids, user_ids, all_users, doc, author, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10)`,
    [id, organisation, item.type, item.createdBy, r.accountIds ?? [], r.userIds ?? [], r.allUsers === true, JSON.stringify(item), author, now],
  );
  return { _id: id, ...item, createdAt: now, readAt: null };
}

export async function replaceInboxItem(q: Queryable, id: string, item: InboxItemInput, now: Date): Promise<void> {
  const r = item.recipients;
  await q.query(
    `UPDATE inbox_items SET type = $2, created_by = $3, account_ids = $4, user_ids = $5, all_users = $6, doc = $7, updated_at = $8 WHERE id = $1`,
    [id, item.type, item.createdBy, r.accountIds ?? [], r.userIds ?? [], r.allUsers === true, JSON.stringify(item), now],
  );
}

export async function deleteInboxItem(q: Queryable, id: string): Promise<void> {
  await q.query('DELETE FROM inbox_items WHERE id = $1', [id]);
}

/** The item as staff see it (readAt null), with its organisation; FOR UPDATE inside a change. */
export async function inboxItemById(q: Queryable, id: string, forUpdate = false): Promise<StoredInboxItem | undefined> {
  const row = await one<ItemRow>(q, `SELECT id, organisation, doc, created_at FROM inbox_items WHERE id = $1${forUpdate ? ' FOR UPDATE' : ''}`, [id]);
  return row && { organisation: row.organisation, item: toItem(row) };
}

/** The item if `userId` sees it, with their read time. */
export async function inboxItemOfUser(q: Queryable, userId: string, organisation: string, id: string): Promise<InboxItem | undefined> {
  const row = await one<ItemRow>(q, `SELECT i.id, i.organisation, i.doc, i.created_at, s.read_at ${USER_JOIN} WHERE ${VISIBLE_TO_USER} AND i.id = $3`, [userId, organisation, id]);
  return row && toItem(row);
}

export interface InboxFilter {
  readonly type?: InboxItemType | undefined;
  readonly createdBy?: InboxCreatedBy | undefined;
}

export interface Page {
  readonly sqlLimit: number | null;
  readonly offset: number;
}

/** Appends the type / createdBy filters to `parts` with placeholders after `values`. */
function filterParts(f: InboxFilter, values: unknown[]): string {
  let sql = '';
  for (const [column, value] of [['i.type', f.type], ['i.created_by', f.createdBy]] as const) {
    if (value === undefined) continue;
    values.push(value);
    sql += ` AND ${column} = $${values.length}`;
  }
  return sql;
}

async function paged(q: Queryable, select: string, where: string, values: unknown[], page: Page): Promise<{ rows: InboxItem[]; total: number }> {
  const total = (await one<{ n: number }>(q, `SELECT count(*)::int AS n ${select} WHERE ${where}`, values))?.n ?? 0;
  const rows = await q.query<ItemRow>(
    `SELECT i.id, i.organisation, i.doc, i.created_at${select.includes('inbox_item_users s') ? ', s.read_at' : ''} ${select} WHERE ${where} ${ORDER}
      LIMIT $${values.length + 1} OFFSET $${values.length + 2}`,
    [...values, page.sqlLimit, page.offset],
  );
  return { rows: rows.rows.map(toItem), total };
}

/** A customer's inbox, newest first. */
export async function inboxOfUser(q: Queryable, userId: string, organisation: string, f: InboxFilter & { unread?: boolean }, page: Page) {
  const values: unknown[] = [userId, organisation];
  const where = `${VISIBLE_TO_USER}${filterParts(f, values)}${f.unread ? ' AND s.read_at IS NULL' : ''}`;
  return paged(q, USER_JOIN, where, values, page);
}

/** Staff listing: one organisation's items (every organisation when null), or those addressed to one account. */
export async function inboxForStaff(q: Queryable, organisation: string | null, accountId: string | undefined, f: InboxFilter, page: Page) {
  const values: unknown[] = [organisation];
  let where = '($1::text IS NULL OR i.organisation = $1)';
  if (accountId !== undefined) {
    values.push(accountId);
    where += ` AND i.account_ids @> ARRAY[$${values.length}::text]`;
  }
  return paged(q, 'FROM inbox_items i', where + filterParts(f, values), values, page);
}

/** Every item the users of the account see (readAt null: a staff listing). */
export async function inboxOfAccount(q: Queryable, accountId: string, organisation: string): Promise<InboxItem[]> {
  const rows = await q.query<ItemRow>(`SELECT i.id, i.organisation, i.doc, i.created_at FROM inbox_items i WHERE ${ADDRESSED_TO_ACCOUNT} ${ORDER}`, [accountId, organisation]);
  return rows.rows.map(toItem);
}

export interface InboxCount {
  readonly total: number;
  readonly unread: number;
}

export async function countOfUser(q: Queryable, userId: string, organisation: string): Promise<InboxCount> {
  const row = await one<{ total: number; unread: number }>(
    q, `SELECT count(*)::int AS total, count(*) FILTER (WHERE s.read_at IS NULL)::int AS unread ${USER_JOIN} WHERE ${VISIBLE_TO_USER}`, [userId, organisation],
  );
  return { total: row?.total ?? 0, unread: row?.unread ?? 0 };
}

/** Unread here: no user of the account has read the item yet. */
export async function countOfAccount(q: Queryable, accountId: string, organisation: string): Promise<InboxCount> {
  const row = await one<{ total: number; unread: number }>(
    q,
    `SELECT count(*)::int AS total,
            count(*) FILTER (WHERE NOT EXISTS (
              SELECT 1 FROM inbox_item_users s JOIN account_users au ON au.user_id = s.user_id AND au.account_id = $1
               WHERE s.item_id = i.id AND s.read_at IS NOT NULL))::int AS unread
       FROM inbox_items i WHERE ${ADDRESSED_TO_ACCOUNT}`,
    [accountId, organisation],
  );
  return { total: row?.total ?? 0, unread: row?.unread ?? 0 };
}

/** Unread here: no recipient has read the item yet. Every organisation when null. */
export async function countOfOrganisation(q: Queryable, organisation: string | null): Promise<InboxCount> {
  const row = await one<{ total: number; unread: number }>(
    q,
    `SELECT count(*)::int AS total,
            count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM inbox_item_users s WHERE s.item_id = i.id AND s.read_at IS NOT NULL))::int AS unread
       FROM inbox_items i WHERE ($1::text IS NULL OR i.organisation = $1)`,
    [organisation],
  );
  return { total: row?.total ?? 0, unread: row?.unread ?? 0 };
}

/** Of `ids`, those the user does not see (a mark-as-read naming them is refused). */
export async function idsNotVisible(q: Queryable, userId: string, organisation: string, ids: readonly string[]): Promise<string[]> {
  const rows = await q.query<{ id: string }>(`SELECT i.id ${USER_JOIN} WHERE ${VISIBLE_TO_USER} AND i.id = ANY($3)`, [userId, organisation, ids]);
  const seen = new Set(rows.rows.map((r) => r.id));
  return ids.filter((id) => !seen.has(id));
}

/** Marks the user's visible items read (the given ones, or all); those already read keep their time. The number newly read. */
export async function markReadForUser(q: Queryable, userId: string, organisation: string, ids: readonly string[] | undefined, now: Date): Promise<number> {
  const r = await q.query(
    `INSERT INTO inbox_item_users (item_id, user_id, read_at)
     SELECT i.id, $1, $3::timestamptz ${USER_JOIN} WHERE ${VISIBLE_TO_USER} AND s.read_at IS NULL AND ($4::text[] IS NULL OR i.id = ANY($4))
     ON CONFLICT (item_id, user_id) DO UPDATE SET read_at = EXCLUDED.read_at WHERE inbox_item_users.read_at IS NULL`,
    [userId, organisation, now, ids ?? null],
  );
  return r.rowCount ?? 0;
}

/** A customer's delete: the item leaves their inbox only. */
export async function removeForUser(q: Queryable, itemId: string, userId: string, now: Date): Promise<void> {
  await q.query(
    `INSERT INTO inbox_item_users (item_id, user_id, removed_at) VALUES ($1, $2, $3)
     ON CONFLICT (item_id, user_id) DO UPDATE SET removed_at = EXCLUDED.removed_at`,
    [itemId, userId, now],
  );
}
