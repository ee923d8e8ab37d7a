/** Account groups (decision "Account groups"): a named set of accounts of one organisation. */
import type { AccountGroup } from '../../../schemas/account.js';
import { one, type Queryable } from '../db/database.js';
import { containsPattern, type PageWindow } from './page-query.js';

interface GroupRow {
  id: string;
  organisation: string;
  doc: AccountGroup;
  created_at: Date;
  updated_at: Date;
}

const toGroup = (r: GroupRow): AccountGroup => ({ ...r.doc, _id: r.id, organisation: r.organisation, createdAt: r.created_at, updatedAt: r.updated_at });

export async function findAccountGroup(q: Queryable, organisation: string, id: string): Promise<AccountGroup | undefined> {
  const row = await one<GroupRow>(q, 'SELECT id, organisation, doc, created_at, updated_at FROM account_groups WHERE id = $1 AND organisation = $2', [id, organisation]);
  return row ? toGroup(row) : undefined;
}

export async function listAccountGroups(q: Queryable, organisation: string, text: string | undefined, window: PageWindow): Promise<{ rows: AccountGroup[]; total: number }> {
  const where = 'organisation = $1 AND ($2::text IS NULL OR name ILIKE $2)';
  const values = [organisation, text ? containsPattern(text) : null];
  const total = (await one<{ n: number }>(q, `SELECT count(*)::int AS n FROM account_groups WHERE ${where}`, values))?.n ?? 0;
  const { rows } = await q.query<GroupRow>(
    `SELECT id, organisation, doc, created_at, updated_at FROM account_groups WHERE ${where} ORDER BY lower(name), id LIMIT $3 OFFSET $4`,
    [...values, window.sqlLimit, window.offset],
  );
  return { rows: rows.map(toGroup), total };
}

export async function groupNameTaken(q: Queryable, organisation: string, name: string, exceptId?: string): Promise<boolean> {
  return (await one(q, 'SELECT 1 FROM account_groups WHERE organisation = $1 AND lower(name) = lower($2) AND id <> $3', [organisation, name, exceptId ?? ''])) !== undefined;
}

/** The ids among `ids` that are not accounts of `organisation`. */
export async function foreignAccountIds(q: Queryable, organisation: string, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const { rows } = await q.query<{ id: string }>('SELECT id FROM accounts WHERE organisation = $1 AND id = ANY($2)', [organisation, ids]);
  const known = new Set(rows.map((r) => r.id));
  return ids.filter((id) => !known.has(id));
}

/** False when the organisation has a group of this name (perhaps made a moment ago by a concurrent request). */
export async function insertAccountGroup(q: Queryable, group: AccountGroup): Promise<boolean> {
  const { rowCount } = await q.query(
    'INSERT INTO account_groups (id, organisation, name, doc, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING',
    [group._id, group.organisation, group.name, group, group.createdAt, group.updatedAt],
  );
  return (rowCount ?? 0) > 0;
}

/** Inserts or replaces the group (the doc and the name column in one statement). */
export async function saveAccountGroup(q: Queryable, group: AccountGroup): Promise<void> {
  await q.query(
    `INSERT INTO account_groups (id, organisation, name, doc, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, doc = EXCLUDED.doc, updated_at = EXCLUDED.updated_at`,
    [group._id, group.organisation, group.name, group, group.createdAt, group.updatedAt],
  );
}

export async function deleteAccountGroup(q: Queryable, organisation: string, id: string): Promise<boolean> {
  return ((await q.query('DELETE FROM account_groups WHERE id = $1 AND organisation = $2', [id, organisation])).rowCount ?? 0) > 0;
}
