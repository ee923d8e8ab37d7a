/** Signs (migration 0095): an organisation's display screens, each its contract SignInput in `doc`. */
import type { Sign } from '../../../schemas/sign.js';
import { one, type Queryable } from '../db/database.js';

/** What a sign stores: the input with its defaults filled in (SignInput's output). */
export type SignContent = Omit<Sign, '_id' | 'organisation' | 'displayUrl' | 'createdAt' | 'updatedAt' | 'updatedBy'>;

interface SignRow {
  id: string;
  organisation: string;
  doc: SignContent;
  created_at: Date;
  updated_at: Date;
  updated_by: string | null;
}

/** The public address a sign's screen opens (runtime/server/pages/sign-page.ts serves it). */
export function signDisplayUrl(publicUrl: string, organisation: string, id: string): string {
  return `${publicUrl}/signs/${encodeURIComponent(organisation)}/${encodeURIComponent(id)}`;
}

const toSign = (publicUrl: string) => (r: SignRow): Sign => ({
  _id: r.id, organisation: r.organisation, ...r.doc, displayUrl: signDisplayUrl(publicUrl, r.organisation, r.id),
  createdAt: r.created_at, updatedAt: r.updated_at, updatedBy: r.updated_by,
});

export async function listSigns(q: Queryable, publicUrl: string, organisation: string): Promise<Sign[]> {
  const { rows } = await q.query<SignRow>("SELECT * FROM signs WHERE organisation = $1 ORDER BY lower(doc->>'name'), id", [organisation]);
  return rows.map(toSign(publicUrl));
}

export async function findSign(q: Queryable, publicUrl: string, organisation: string, id: string, forUpdate = false): Promise<Sign | undefined> {
  const row = await one<SignRow>(q, `SELECT * FROM signs WHERE organisation = $1 AND id = $2${forUpdate ? ' FOR UPDATE' : ''}`, [organisation, id]);
  return row && toSign(publicUrl)(row);
}

export async function insertSign(q: Queryable, id: string, organisation: string, content: SignContent, by: string | null, now: Date): Promise<void> {
  await q.query('INSERT INTO signs (id, organisation, doc, created_at, updated_at, updated_by) VALUES ($1, $2, $3, $4, $4, $5)', [id, organisation, JSON.stringify(content), now, by]);
}

export async function updateSign(q: Queryable, organisation: string, id: string, content: SignContent, by: string | null, now: Date): Promise<void> {
  await q.query('UPDATE signs SET doc = $3, updated_at = $4, updated_by = $5 WHERE organisation = $1 AND id = $2', [organisation, id, JSON.stringify(content), now, by]);
}

export async function deleteSign(q: Queryable, organisation: string, id: string): Promise<void> {
  await q.query('DELETE FROM signs WHERE organisation = $1 AND id = $2', [organisation, id]);
}
