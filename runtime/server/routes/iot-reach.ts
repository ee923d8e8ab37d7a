/**
 * What the three IoT areas share: finding the caller's IoT settings and devices and checking they
 * reach them (the settings' account, under the endpoint's access: anything else is 404 as if absent),
 * and the emulated device behind a stored one.
 */
import type { Access } from '../../../schemas/endpoints/access.js';
import type { IotSettings } from '../../../schemas/iot.js';
import type { Queryable } from '../db/database.js';
import { problem } from '../errors.js';
import { newId } from '../ids.js';
import { reachAccount, type AccountReach } from '../auth/reach.js';
import type { Principal } from '../auth/principal.js';
import { locationRow } from '../repositories/locations.js';
import {
  deviceByKey, ensureSettings, premiumFeaturesOf, settingsById, settingsOfAccount, toSettings, type DeviceRow, type SettingsRow,
} from '../repositories/iot.js';

export interface ReachContext {
  readonly principal: Principal;
  readonly endpoint: { readonly access: Access };
  readonly services: { readonly clock: { now(): Date } };
}

/** The settings `id`, if the caller reaches its account; else 404 (403 for a role not allowed). */
export async function reachSettings(q: Queryable, ctx: ReachContext, id: string, forUpdate = false): Promise<{ row: SettingsRow; reach: AccountReach }> {
  const row = await settingsById(q, id, forUpdate);
  if (!row) throw problem('notFound');
  return { row, reach: await reachAccount(q, ctx.principal, ctx.endpoint.access, row.account_id) };
}

/**
 * The settings of the account a call is about: a customer's own account (its settings made on first
 * use), or for staff and customers alike the account of `locationId` when one is named. Staff without
 * a location have no account of their own: 404.
 */
export async function callerSettings(q: Queryable, ctx: ReachContext, locationId?: string): Promise<{ row: SettingsRow; reach: AccountReach }> {
  let accountId: string;
  if (locationId !== undefined) {
    const location = await locationRow(q, locationId);
    if (!location) throw problem('notFound');
    accountId = location.account_id;
  } else if (ctx.principal.kind === 'customer') {
    accountId = ctx.principal.accountId;
  } else {
    throw problem('notFound', { message: 'Name the customer\'s location (locationId): staff have no IoT settings of their own' });
  }
  const reach = await reachAccount(q, ctx.principal, ctx.endpoint.access, accountId);
  // Read first: the insert (and its write) only the first time an account's settings are asked for.
  const row = (await settingsOfAccount(q, accountId)) ?? (await ensureSettings(q, newId(ctx.services.clock.now()), accountId, reach.organisation, ctx.services.clock.now()));
  return { row, reach };
}

/** The device `vendor`/`remoteId`, if the caller reaches the account that connected it; else 404. */
export async function reachDevice(q: Queryable, ctx: ReachContext, vendor: string, remoteId: string, forUpdate = false): Promise<{ device: DeviceRow; settings: SettingsRow; reach: AccountReach }> {
  const device = await deviceByKey(q, vendor, remoteId, forUpdate);
  if (!device) throw problem('notFound');
  const { row, reach } = await reachSettings(q, ctx, device.settings_id);
  return { device, settings: row, reach };
}

/** The settings as the contract shows them, premium features read from the account. */
export async function settingsAnswer(q: Queryable, row: SettingsRow): Promise<IotSettings> {
  return toSettings(row, await premiumFeaturesOf(q, row.account_id));
}

/** The built-in provider's view of a stored device (iot/provider.ts). */
export { emulated } from '../iot/provider.js';
