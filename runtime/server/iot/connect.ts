/**
 * Connecting a brand to an account's IoT settings: what a sign-in to the brand ends with, and what
 * the demo tenant is seeded with. The devices are the ones the brand reports (the built-in provider's).
 */
import type { IotBrand, IotProvider } from '../../../schemas/iot.js';
import type { Queryable } from '../db/database.js';
import { problem } from '../errors.js';
import { locationRow } from '../repositories/locations.js';
import { upsertDevice, type SettingsRow } from '../repositories/iot.js';
import { BRANDS } from './catalogue.js';
import { devicesOfBrand } from './emulator.js';

/** A location given for devices must be one of the settings' own account: else 404, as if absent. */
export async function assertOwnLocation(q: Queryable, settings: SettingsRow, locationId: string | null | undefined): Promise<void> {
  if (locationId === null || locationId === undefined) return;
  const location = await locationRow(q, locationId);
  if (!location || location.account_id !== settings.account_id) throw problem('notFound', { message: 'No such location on this account' });
}

/**
 * Connects `brand` to the settings: its devices as the brand reports them (kept names, locations and
 * states of devices known already), and the brand's entry marked connected. Returns the new settings row.
 */
export async function connectBrand(
  q: Queryable, row: SettingsRow, brand: IotBrand, options: { provider?: IotProvider; locationId?: string | null; now: Date },
): Promise<SettingsRow> {
  const info = BRANDS[brand];
  const before = row.brands[brand];
  const locationId = options.locationId !== undefined ? options.locationId : (before?.locationId ?? null);
  await assertOwnLocation(q, row, locationId);
  for (const d of devicesOfBrand(row.id, brand)) {
    const stored = await upsertDevice(q, {
      vendor: brand, remoteId: d.remoteId, settingsId: row.id, provider: options.provider ?? info.provider, kind: info.kind ?? null,
      category: info.category, displayName: d.displayName, locationId, connectedAt: options.now,
    });
    // The brand's serial is on another account: the brand says so, and nothing here changes.
    if (!stored) throw problem('iotBadRequest', { message: 'The device is connected to another account' });
  }
  const brands: SettingsRow['brands'] = {
    ...row.brands,
    [brand]: {
      connected: true, provider: options.provider ?? before?.provider ?? info.provider, categories: before?.categories ?? [info.category],
      locationId, connectedAt: before?.connected ? before.connectedAt : options.now.toISOString(), errorCode: null,
    },
  };
  return { ...row, brands };
}
