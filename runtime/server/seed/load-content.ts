/**
 * Writes the content part of the demo tenant: its copy text, for each settings kind it holds a
 * draft and its first release (version 1), so the console opens on something to edit and apps read
 * a published release (kinds the tenant lacks are skipped), its tip catalogue and its signs.
 */
import { SETTINGS_PAYLOAD, SettingsKind } from '../../../schemas/settings/releases.js';
import type { Queryable } from '../db/database.js';
import { stableId } from '../ids.js';
import { insertCopy } from '../repositories/copy.js';
import { insertDraft, insertRelease, nextVersion } from '../repositories/settings.js';
import { insertSign } from '../repositories/signs.js';
import { insertTip } from '../repositories/tips.js';
import { SignInput } from '../../../schemas/sign.js';
import { Tip } from '../../../schemas/tips.js';
import type { DemoTenant } from './demo-tenant.js';
import type { SeedContext } from './index.js';

export async function loadContent(q: Queryable, demo: DemoTenant, ctx: SeedContext): Promise<void> {
  const org = demo.organisation.code;
  for (const copy of demo.copy) {
    if (!(await insertCopy(q, copy))) throw new Error(`demo copy ${copy.type}/${copy.key} (${copy.organisation ?? 'default'}) is given twice`);
  }
  // Released by the platform admin of the tenant when there is one; a stable system id otherwise.
  const publisher = demo.admins.find((a) => a.admin.scope === 'ADMIN')?.admin._id ?? stableId(`${org}:admin:system`);
  const releases = demo.releases as Partial<Record<SettingsKind, unknown>>;
  for (const kind of SettingsKind.options) {
    if (releases[kind] === undefined) continue;
    // Parsed as the API would: a seed that breaks the contract fails here, not in a client.
    const payload = SETTINGS_PAYLOAD[kind].parse(releases[kind]);
    await insertDraft(q, { _id: stableId(`${org}:draft:${kind}`), organisation: org, kind, payload, createdAt: ctx.now, updatedAt: ctx.now, updatedBy: publisher });
    const version = await nextVersion(q, org, kind);
    await insertRelease(q, { _id: stableId(`${org}:release:${kind}:${version}`), organisation: org, kind, version, createdAt: ctx.now, createdBy: publisher, payload });
  }
  // Parsed as the API answers them: a demo tip that breaks the contract fails the seed.
  for (const tip of demo.tips ?? []) await insertTip(q, Tip.parse(tip));
  // Stored as createSign stores them: the input parsed, its defaults filled in.
  for (const s of demo.signs ?? []) await insertSign(q, s._id, org, SignInput.parse(s.input), publisher, ctx.now);
}
