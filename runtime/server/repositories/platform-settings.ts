/** Platform-wide settings (table platform_settings), one JSON value per key. */
import type { Queryable } from '../db/database.js';

/** The key of the chat widget script allow-list (its value: the origins, a JSON array). */
export const CHAT_SCRIPT_ORIGINS_KEY = 'chatScriptOrigins';

export async function platformSetting(q: Queryable, key: string, lock = false): Promise<unknown> {
  const { rows } = await q.query<{ value: unknown }>(`SELECT value FROM platform_settings WHERE key = $1${lock ? ' FOR UPDATE' : ''}`, [key]);
  return rows[0]?.value;
}

export async function savePlatformSetting(q: Queryable, key: string, value: unknown, at: Date, by: string): Promise<void> {
  await q.query(
    `INSERT INTO platform_settings (key, value, updated_at, updated_by) VALUES ($1, $2, $3, $4)
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = EXCLUDED.updated_at, updated_by = EXCLUDED.updated_by`,
    [key, JSON.stringify(value), at, by],
  );
}

