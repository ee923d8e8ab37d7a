/**
 * Settings environment sync (docs/decisions.md "Settings environment sync"): the given drafts and
 * releases are written in the target environment through its own API, signed in with the given
 * token. A draft is saved with PUT; a release is saved as the target's draft and published there
 * (a release cannot be written directly: publishing is the only way one comes to be).
 */
import { SETTINGS_KIND_PATH, type SettingsDraft, type SettingsRelease } from '../../../schemas/settings/releases.js';
import { problem } from '../errors.js';

const TIMEOUT_MS = 10_000;

async function call(base: string, method: 'PUT' | 'POST', path: string, token: string, body?: unknown): Promise<void> {
  let res: Response;
  try {
    res = await fetch(base.replace(/\/$/, '') + path, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw upstream(`${method} ${path}: ${(error as Error).name === 'TimeoutError' ? 'no answer' : 'unreachable'}`, error);
  }
  if (!res.ok) throw upstream(`${method} ${path}: ${res.status}`);
}

/** 502 syncFailed when the target refuses or cannot be reached; the detail goes to `info`. */
function upstream(detail: string, cause?: unknown) {
  return problem('syncFailed', { info: detail, cause });
}

/** Writes each document in the environment at `base` (its API base, e.g. https://staging.example/api). */
export async function syncToTarget(base: string, token: string, drafts: readonly SettingsDraft[], releases: readonly SettingsRelease[]): Promise<void> {
  // Releases first (oldest first, so the target's latest ends up the newest given), then the drafts,
  // so a draft given alongside a release of its kind is what the target keeps as its draft.
  const ordered = [...releases].sort((x, y) => x.version - y.version);
  for (const r of ordered) {
    const path = SETTINGS_KIND_PATH[r.kind];
    await call(base, 'PUT', `/v3/settings/drafts/${path}/${r.organisation}`, token, r.payload);
    await call(base, 'POST', `/v3/settings/releases/${path}/${r.organisation}`, token);
  }
  for (const d of drafts) await call(base, 'PUT', `/v3/settings/drafts/${SETTINGS_KIND_PATH[d.kind]}/${d.organisation}`, token, d.payload);
}
