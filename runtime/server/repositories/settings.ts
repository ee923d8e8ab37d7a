/**
 * Settings drafts (one per organisation and kind) and releases (immutable, numbered per
 * organisation and kind) — tables settings_drafts, settings_releases, settings_release_versions.
 * Payloads are stored as validated; the contract's draft and release records are built here.
 */
import type { SettingsKind } from '../../../schemas/settings/releases.js';
import type { Queryable } from '../db/database.js';

export interface DraftRecord {
  readonly _id: string;
  readonly organisation: string;
  readonly kind: SettingsKind;
  readonly payload: unknown;
  readonly createdAt: Date;
  readonly updatedAt: Date;
  readonly updatedBy: string;
}

export interface ReleaseRecord {
  readonly _id: string;
  readonly organisation: string;
  readonly kind: SettingsKind;
  readonly version: number;
  readonly createdAt: Date;
  readonly createdBy: string;
  readonly payload: unknown;
}

interface DraftRow { id: string; organisation: string; kind: SettingsKind; payload: unknown; created_at: Date; updated_at: Date; updated_by: string }
interface ReleaseRow { id: string; organisation: string; kind: SettingsKind; version: number; payload: unknown; created_at: Date; created_by: string }

const toDraft = (r: DraftRow): DraftRecord => ({
  _id: r.id, organisation: r.organisation, kind: r.kind, payload: r.payload, createdAt: r.created_at, updatedAt: r.updated_at, updatedBy: r.updated_by,
});
const toRelease = (r: ReleaseRow): ReleaseRecord => ({
  _id: r.id, organisation: r.organisation, kind: r.kind, version: r.version, createdAt: r.created_at, createdBy: r.created_by, payload: r.payload,
});

const DRAFT_COLUMNS = 'id, organisation, kind, payload, created_at, updated_at, updated_by';
const RELEASE_COLUMNS = 'id, organisation, kind, version, payload, created_at, created_by';

export async function findDraft(q: Queryable, organisation: string, kind: SettingsKind, lock = false): Promise<DraftRecord | undefined> {
  const { rows } = await q.query<DraftRow>(`SELECT ${DRAFT_COLUMNS} FROM settings_drafts WHERE organisation = $1 AND kind = $2${lock ? ' FOR UPDATE' : ''}`, [organisation, kind]);
  return rows[0] ? toDraft(rows[0]) : undefined;
}

export async function listDrafts(q: Queryable, organisation: string): Promise<DraftRecord[]> {
  const { rows } = await q.query<DraftRow>(`SELECT ${DRAFT_COLUMNS} FROM settings_drafts WHERE organisation = $1 ORDER BY kind`, [organisation]);
  return rows.map(toDraft);
}

/** Inserts; false when the organisation has a draft of this kind already. */
export async function insertDraft(q: Queryable, d: DraftRecord): Promise<boolean> {
  const { rowCount } = await q.query(
    `INSERT INTO settings_drafts (id, organisation, kind, payload, created_at, updated_at, updated_by) VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (organisation, kind) DO NOTHING`,
    [d._id, d.organisation, d.kind, JSON.stringify(d.payload), d.createdAt, d.updatedAt, d.updatedBy],
  );
  return rowCount === 1;
}

export async function updateDraft(q: Queryable, d: DraftRecord): Promise<void> {
  await q.query('UPDATE settings_drafts SET payload = $3, updated_at = $4, updated_by = $5 WHERE organisation = $1 AND kind = $2', [
    d.organisation, d.kind, JSON.stringify(d.payload), d.updatedAt, d.updatedBy,
  ]);
}

export async function deleteDraft(q: Queryable, organisation: string, kind: SettingsKind): Promise<void> {
  await q.query('DELETE FROM settings_drafts WHERE organisation = $1 AND kind = $2', [organisation, kind]);
}

/** The next version of a kind for an organisation (never a deleted one's), taken under a row lock. */
export async function nextVersion(q: Queryable, organisation: string, kind: SettingsKind): Promise<number> {
  const { rows } = await q.query<{ last_version: number }>(
    `INSERT INTO settings_release_versions (organisation, kind, last_version) VALUES ($1, $2, 1)
     ON CONFLICT (organisation, kind) DO UPDATE SET last_version = settings_release_versions.last_version + 1
     RETURNING last_version`,
    [organisation, kind],
  );
  return rows[0]!.last_version;
}

export async function insertRelease(q: Queryable, r: ReleaseRecord): Promise<void> {
  await q.query(
    'INSERT INTO settings_releases (id, organisation, kind, version, payload, created_at, created_by) VALUES ($1, $2, $3, $4, $5, $6, $7)',
    [r._id, r.organisation, r.kind, r.version, JSON.stringify(r.payload), r.createdAt, r.createdBy],
  );
}

/** Newest first. */
export async function listReleases(q: Queryable, organisation: string, kind: SettingsKind): Promise<ReleaseRecord[]> {
  const { rows } = await q.query<ReleaseRow>(`SELECT ${RELEASE_COLUMNS} FROM settings_releases WHERE organisation = $1 AND kind = $2 ORDER BY version DESC`, [organisation, kind]);
  return rows.map(toRelease);
}

export async function findRelease(q: Queryable, organisation: string, kind: SettingsKind, id: string): Promise<ReleaseRecord | undefined> {
  const { rows } = await q.query<ReleaseRow>(`SELECT ${RELEASE_COLUMNS} FROM settings_releases WHERE organisation = $1 AND kind = $2 AND id = $3`, [organisation, kind, id]);
  return rows[0] ? toRelease(rows[0]) : undefined;
}

export async function deleteRelease(q: Queryable, id: string): Promise<void> {
  await q.query('DELETE FROM settings_releases WHERE id = $1', [id]);
}

/** The latest release of each kind of an organisation (kinds never released are absent). */
export async function latestReleases(q: Queryable, organisation: string): Promise<Map<SettingsKind, ReleaseRecord>> {
  const { rows } = await q.query<ReleaseRow>(
    `SELECT DISTINCT ON (kind) ${RELEASE_COLUMNS} FROM settings_releases WHERE organisation = $1 ORDER BY kind, version DESC`,
    [organisation],
  );
  return new Map(rows.map((r) => [r.kind, toRelease(r)]));
}

export async function latestRelease(q: Queryable, organisation: string, kind: SettingsKind): Promise<ReleaseRecord | undefined> {
  const { rows } = await q.query<ReleaseRow>(
    `SELECT ${RELEASE_COLUMNS} FROM settings_releases WHERE organisation = $1 AND kind = $2 ORDER BY version DESC LIMIT 1`,
    [organisation, kind],
  );
  return rows[0] ? toRelease(rows[0]) : undefined;
}

/** Organisations, by code: all of them, or the one given when it exists. */
export async function organisationCodes(q: Queryable, only?: string): Promise<string[]> {
  const { rows } = only === undefined
    ? await q.query<{ code: string }>('SELECT code FROM organisations ORDER BY code')
    : await q.query<{ code: string }>('SELECT code FROM organisations WHERE code = $1', [only]);
  return rows.map((r) => r.code);
}
