/**
 * Organisations' secrets (table secrets, 0030). The value column holds only what the secret box
 * sealed (AES-256-GCM); opening it is the caller's business, so this file never sees plaintext.
 */
import { SECRET_ROTATION_DAYS, type SecretKey, type SecretMeta } from '../../../schemas/secret.js';
import { one, type Queryable } from '../db/database.js';

interface SecretRow {
  id: string;
  organisation: string;
  key: SecretKey;
  created_at: Date;
  updated_at: Date;
  updated_by: string;
  rotation_flagged_at: Date | null;
}

const META = 'id, organisation, key, created_at, updated_at, updated_by, rotation_flagged_at';
const ROTATION_MS = SECRET_ROTATION_DAYS * 86_400_000;

function toMeta(r: SecretRow): SecretMeta {
  return {
    _id: r.id, key: r.key, organisation: r.organisation, createdAt: r.created_at, updatedAt: r.updated_at, updatedBy: r.updated_by,
    rotateBy: new Date(r.updated_at.getTime() + ROTATION_MS), rotationDue: r.rotation_flagged_at !== null,
  };
}

export async function listSecrets(q: Queryable, organisation: string): Promise<SecretMeta[]> {
  const { rows } = await q.query<SecretRow>(`SELECT ${META} FROM secrets WHERE organisation = $1 ORDER BY key`, [organisation]);
  return rows.map(toMeta);
}

export async function findSecret(q: Queryable, organisation: string, key: SecretKey, forUpdate = false): Promise<(SecretMeta & { sealed: Buffer }) | undefined> {
  const row = await one<SecretRow & { value: Buffer }>(
    q, `SELECT ${META}, value FROM secrets WHERE organisation = $1 AND key = $2${forUpdate ? ' FOR UPDATE' : ''}`, [organisation, key]);
  return row && { ...toMeta(row), sealed: row.value };
}

/** What a new secret is given; its rotation date and flag follow from the row. */
export type NewSecretMeta = Omit<SecretMeta, 'rotateBy' | 'rotationDue'>;

/** False when the organisation already has this secret (nothing written). */
export async function insertSecret(q: Queryable, meta: NewSecretMeta, sealed: Buffer): Promise<boolean> {
  const { rowCount } = await q.query(
    `INSERT INTO secrets (id, organisation, key, value, created_at, updated_at, updated_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (organisation, key) DO NOTHING`,
    [meta._id, meta.organisation, meta.key, sealed, meta.createdAt, meta.updatedAt, meta.updatedBy],
  );
  return (rowCount ?? 0) > 0;
}

export async function updateSecret(q: Queryable, id: string, sealed: Buffer, now: Date, by: string): Promise<void> {
  // A new value is a rotation: the flag of the rotateSecrets job goes.
  await q.query('UPDATE secrets SET value = $2, updated_at = $3, updated_by = $4, rotation_flagged_at = NULL WHERE id = $1', [id, sealed, now, by]);
}

export async function deleteSecret(q: Queryable, id: string): Promise<void> {
  await q.query('DELETE FROM secrets WHERE id = $1', [id]);
}

export async function organisationExists(q: Queryable, code: string): Promise<boolean> {
  return (await one(q, 'SELECT 1 FROM organisations WHERE code = $1', [code])) !== undefined;
}

/**
 * The organisation's latest published feature configurations (the settings area's table,
 * settings_releases): {} when that table or a release is absent, so nothing counts as customer-facing.
 */
export async function latestFeatureConfigurations(q: Queryable, organisation: string): Promise<Record<string, { visibleForCustomers?: boolean }>> {
  const table = await one<{ present: boolean; versioned: boolean }>(q, `
    SELECT to_regclass('settings_releases') IS NOT NULL AS present,
           EXISTS (SELECT 1 FROM information_schema.columns
                    WHERE table_schema = current_schema() AND table_name = 'settings_releases' AND column_name = 'version') AS versioned`);
  if (!table?.present) return {};
  // Releases made in the same instant are told apart by their version number when the table has one.
  const row = await one<{ payload: unknown }>(
    q,
    `SELECT payload FROM settings_releases WHERE organisation = $1 AND kind = 'featureConfigurations'
      ORDER BY ${table.versioned ? 'version DESC, ' : ''}created_at DESC, id DESC LIMIT 1`,
    [organisation],
  );
  const payload = row?.payload;
  return typeof payload === 'object' && payload !== null && !Array.isArray(payload) ? (payload as Record<string, { visibleForCustomers?: boolean }>) : {};
}

/** Every sealed value, for re-sealing with a new key (key-store.ts): the rows are few, one per organisation and key. */
export async function sealedSecrets(q: Queryable): Promise<{ id: string; sealed: Buffer }[]> {
  return (await q.query<{ id: string; value: Buffer }>('SELECT id, value FROM secrets ORDER BY id')).rows.map((r) => ({ id: r.id, sealed: r.value }));
}

/** Replaces a secret's sealing (same value, new key), unless it changed meanwhile; not a change of the secret, so updated_at stays. */
export async function resealSecret(q: Queryable, id: string, before: Buffer, after: Buffer): Promise<boolean> {
  const r = await q.query('UPDATE secrets SET value = $3 WHERE id = $1 AND value = $2', [id, before, after]);
  return (r.rowCount ?? 0) > 0;
}

/** Secrets changed last at or before `before` and not flagged yet (of `organisation` when given), oldest change first. */
export async function secretsToFlag(q: Queryable, before: Date, organisation: string | undefined): Promise<SecretMeta[]> {
  const { rows } = await q.query<SecretRow>(
    `SELECT ${META} FROM secrets WHERE rotation_flagged_at IS NULL AND updated_at <= $1 AND ($2::text IS NULL OR organisation = $2)
      ORDER BY updated_at, id`, [before, organisation ?? null]);
  return rows.map(toMeta);
}

/** Flags a secret as due for rotation unless it was flagged (or changed) meanwhile: true when this call flagged it. */
export async function flagSecretForRotation(q: Queryable, id: string, before: Date, now: Date): Promise<boolean> {
  const { rowCount } = await q.query(
    'UPDATE secrets SET rotation_flagged_at = $3 WHERE id = $1 AND rotation_flagged_at IS NULL AND updated_at <= $2', [id, before, now]);
  return (rowCount ?? 0) > 0;
}
