/** IoT settings, devices, timer actions, favourites and provider charging locations (migration 0060). */
import type { z } from 'zod';
import type { PremiumFeatures } from '../../../schemas/account.js';
import type {
  DeviceKind, IotAction, IotBrand, IotBrandDevice, IotBrandSettings, IotCategory, IotFavoriteSetting, IotProvider, IotSettings,
} from '../../../schemas/iot.js';
import { one, type Queryable } from '../db/database.js';
import type { IotReading } from '../../../schemas/iot-devices.js';
import type { DeviceState } from '../iot/emulator.js';
import { isBrand } from '../iot/catalogue.js';
import type { PageWindow } from './page-query.js';

// —— settings ——

/** A brand's entry as jsonb keeps it: connectedAt as an ISO string. */
export type StoredBrandSettings = Omit<z.infer<typeof IotBrandSettings>, 'connectedAt'> & { connectedAt: string | null };

export interface SettingsRow {
  id: string;
  account_id: string;
  organisation: string;
  brands: Partial<Record<IotBrand, StoredBrandSettings>>;
  accepted_providers: { provider: IotProvider; acceptedAt: string }[];
  created_at: Date;
  updated_at: Date;
}

export function toSettings(r: SettingsRow, premiumFeatures: PremiumFeatures): IotSettings {
  const brands = Object.fromEntries(Object.entries(r.brands).map(([b, s]) => [b, { ...s, connectedAt: s.connectedAt ? new Date(s.connectedAt) : null }]));
  return {
    _id: r.id, accountId: r.account_id, brands,
    acceptedProviders: r.accepted_providers.map((a) => ({ provider: a.provider, acceptedAt: new Date(a.acceptedAt) })),
    premiumFeatures, createdAt: r.created_at, updatedAt: r.updated_at,
  };
}

export async function settingsById(q: Queryable, id: string, forUpdate = false): Promise<SettingsRow | undefined> {
  return one<SettingsRow>(q, `SELECT * FROM iot_settings WHERE id = $1${forUpdate ? ' FOR UPDATE' : ''}`, [id]);
}

export async function settingsOfAccount(q: Queryable, accountId: string): Promise<SettingsRow | undefined> {
  return one<SettingsRow>(q, 'SELECT * FROM iot_settings WHERE account_id = $1', [accountId]);
}

/** The account's settings, made empty on first use (two callers at once get the same row). */
export async function ensureSettings(q: Queryable, id: string, accountId: string, organisation: string, now: Date): Promise<SettingsRow> {
  await q.query(
    `INSERT INTO iot_settings (id, account_id, organisation, created_at, updated_at) VALUES ($1, $2, $3, $4, $4)
     ON CONFLICT (account_id) DO NOTHING`,
    [id, accountId, organisation, now],
  );
  return (await settingsOfAccount(q, accountId))!;
}

export async function saveSettings(q: Queryable, row: Pick<SettingsRow, 'id' | 'brands' | 'accepted_providers'>, now: Date): Promise<void> {
  await q.query('UPDATE iot_settings SET brands = $2, accepted_providers = $3, updated_at = $4 WHERE id = $1', [row.id, JSON.stringify(row.brands), JSON.stringify(row.accepted_providers), now]);
}

export async function premiumFeaturesOf(q: Queryable, accountId: string): Promise<PremiumFeatures> {
  const row = await one<{ features: PremiumFeatures | null }>(q, "SELECT doc->'premiumFeatures' AS features FROM accounts WHERE id = $1", [accountId]);
  return row?.features ?? {};
}

export interface SettingsFilter {
  /** Undefined: every organisation (platform-wide staff). */
  readonly organisation?: string;
  readonly accountId?: string;
  readonly brand?: IotBrand;
}

export async function searchSettings(q: Queryable, f: SettingsFilter, w: PageWindow): Promise<{ rows: (SettingsRow & { features: PremiumFeatures | null })[]; total: number }> {
  const where: string[] = [];
  const values: unknown[] = [];
  if (f.organisation !== undefined) where.push(`s.organisation = $${values.push(f.organisation)}`);
  if (f.accountId !== undefined) where.push(`s.account_id = $${values.push(f.accountId)}`);
  if (f.brand !== undefined) where.push(`(s.brands -> $${values.push(f.brand)} ->> 'connected')::boolean`);
  const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const total = (await one<{ n: number }>(q, `SELECT count(*)::int AS n FROM iot_settings s ${clause}`, values))!.n;
  const rows = await q.query<SettingsRow & { features: PremiumFeatures | null }>(
    `SELECT s.*, a.doc->'premiumFeatures' AS features FROM iot_settings s JOIN accounts a ON a.id = s.account_id ${clause}
      ORDER BY s.created_at DESC, s.id DESC LIMIT $${values.push(w.sqlLimit)} OFFSET $${values.push(w.offset)}`,
    values,
  );
  return { rows: rows.rows, total };
}

/** Users of accounts with a connected brand, in all and by brand (the console's IoT statistics). */
export async function connectedUserCounts(q: Queryable, organisation: string | undefined): Promise<{ total: number; byBrand: Record<string, number> }> {
  const values = organisation === undefined ? [] : [organisation];
  const connected = `SELECT s.account_id, b.key AS brand FROM iot_settings s, jsonb_each(s.brands) b
    WHERE (b.value->>'connected')::boolean ${organisation === undefined ? '' : 'AND s.organisation = $1'}`;
  const rows = await q.query<{ brand: string; n: number }>(
    `SELECT c.brand, count(DISTINCT u.user_id)::int AS n FROM (${connected}) c JOIN account_users u ON u.account_id = c.account_id GROUP BY c.brand ORDER BY c.brand`, values);
  const total = await one<{ n: number }>(q,
    `SELECT count(DISTINCT u.user_id)::int AS n FROM (${connected}) c JOIN account_users u ON u.account_id = c.account_id`, values);
  return { total: total?.n ?? 0, byBrand: Object.fromEntries(rows.rows.map((r) => [r.brand, r.n])) };
}

// —— devices ——

export interface DeviceRow {
  vendor: string;
  remote_id: string;
  settings_id: string;
  provider: IotProvider;
  kind: DeviceKind | null;
  category: IotCategory;
  display_name: string;
  location_id: string | null;
  is_favorite: boolean;
  is_online: boolean;
  state: DeviceState;
  connected_at: Date;
  /** The last poll of the device (the pollIotDevices job), null before the first. */
  polled_at: Date | null;
}

export function toBrandDevice(r: DeviceRow): IotBrandDevice {
  if (!isBrand(r.vendor)) throw new Error(`device ${r.vendor}:${r.remote_id} is not of a brand`);
  return {
    remoteId: r.remote_id, brand: r.vendor, category: r.category, displayName: r.display_name, isOnline: r.is_online,
    locationId: r.location_id, isFavorite: r.is_favorite,
  };
}

export async function deviceByKey(q: Queryable, vendor: string, remoteId: string, forUpdate = false): Promise<DeviceRow | undefined> {
  return one<DeviceRow>(q, `SELECT * FROM iot_devices WHERE vendor = $1 AND remote_id = $2${forUpdate ? ' FOR UPDATE' : ''}`, [vendor, remoteId]);
}

export async function devicesOfSettings(q: Queryable, settingsId: string, vendor?: string): Promise<DeviceRow[]> {
  const rows = await q.query<DeviceRow>(
    `SELECT * FROM iot_devices WHERE settings_id = $1 ${vendor === undefined ? '' : 'AND vendor = $2'} ORDER BY vendor, remote_id`,
    vendor === undefined ? [settingsId] : [settingsId, vendor]);
  return rows.rows;
}

export interface NewDevice {
  readonly vendor: string;
  readonly remoteId: string;
  readonly settingsId: string;
  readonly provider: IotProvider;
  readonly kind: DeviceKind | null;
  readonly category: IotCategory;
  readonly displayName: string;
  readonly locationId: string | null;
  readonly connectedAt: Date;
}

/**
 * Adds a device the brand reports, or refreshes one already known: the provider and category follow
 * the brand; what the user chose (name, location, favourite, state) is kept. A device another account
 * holds is not taken over (false).
 */
export async function upsertDevice(q: Queryable, d: NewDevice): Promise<boolean> {
  const r = await q.query(
    `INSERT INTO iot_devices (vendor, remote_id, settings_id, provider, kind, category, display_name, location_id, connected_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (vendor, remote_id) DO UPDATE SET provider = EXCLUDED.provider, kind = EXCLUDED.kind, category = EXCLUDED.category, is_online = true
       WHERE iot_devices.settings_id = EXCLUDED.settings_id`,
    [d.vendor, d.remoteId, d.settingsId, d.provider, d.kind, d.category, d.displayName, d.locationId, d.connectedAt],
  );
  return (r.rowCount ?? 0) > 0;
}

export interface DeviceChange {
  readonly displayName?: string;
  readonly locationId?: string | null;
  readonly isFavorite?: boolean;
  readonly state?: DeviceState;
}

export async function updateDevice(q: Queryable, vendor: string, remoteId: string, c: DeviceChange): Promise<DeviceRow> {
  const sets: string[] = [];
  const values: unknown[] = [vendor, remoteId];
  if (c.displayName !== undefined) sets.push(`display_name = $${values.push(c.displayName)}`);
  if (c.locationId !== undefined) sets.push(`location_id = $${values.push(c.locationId)}`);
  if (c.isFavorite !== undefined) sets.push(`is_favorite = $${values.push(c.isFavorite)}`);
  if (c.state !== undefined) sets.push(`state = $${values.push(JSON.stringify(c.state))}`);
  if (sets.length === 0) return (await deviceByKey(q, vendor, remoteId))!;
  return (await one<DeviceRow>(q, `UPDATE iot_devices SET ${sets.join(', ')} WHERE vendor = $1 AND remote_id = $2 RETURNING *`, values))!;
}

/** Forgets the devices of one vendor in the settings (their actions go with them); how many. */
export async function deleteDevices(q: Queryable, settingsId: string, vendor: string): Promise<number> {
  const r = await q.query('DELETE FROM iot_devices WHERE settings_id = $1 AND vendor = $2', [settingsId, vendor]);
  return r.rowCount ?? 0;
}

/** A device with the account and organisation of the settings that connected it. */
export type OwnedDeviceRow = DeviceRow & { account_id: string; organisation: string };

/** Every connected device of `organisation` (undefined: of every organisation), in a stable order. */
export async function connectedDevices(q: Queryable, organisation: string | undefined): Promise<OwnedDeviceRow[]> {
  const rows = await q.query<OwnedDeviceRow>(
    `SELECT d.*, s.account_id, s.organisation FROM iot_devices d JOIN iot_settings s ON s.id = d.settings_id
      WHERE $1::text IS NULL OR s.organisation = $1 ORDER BY s.organisation, d.vendor, d.remote_id`, [organisation ?? null]);
  return rows.rows;
}

/**
 * Stores what a poll read from a device (once per device and reading time: a second poll of the
 * same reading writes nothing) and marks the device polled, online as the provider said. True when
 * the reading is new.
 */
export async function storeReading(q: Queryable, vendor: string, remoteId: string, reading: IotReading, now: Date): Promise<boolean> {
  const r = await q.query(
    'INSERT INTO iot_readings (vendor, remote_id, at, reading) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING',
    [vendor, remoteId, reading.date, JSON.stringify(reading)]);
  await q.query('UPDATE iot_devices SET polled_at = $3, is_online = $4 WHERE vendor = $1 AND remote_id = $2', [vendor, remoteId, now, reading.isOnline]);
  return (r.rowCount ?? 0) > 0;
}

/** The readings the polls stored for a device in [from, to], oldest first. */
export async function storedReadings(q: Queryable, vendor: string, remoteId: string, from: Date, to: Date): Promise<IotReading[]> {
  const rows = await q.query<{ reading: IotReading & { date: string } }>(
    'SELECT reading FROM iot_readings WHERE vendor = $1 AND remote_id = $2 AND at BETWEEN $3 AND $4 ORDER BY at', [vendor, remoteId, from, to]);
  return rows.rows.map((r) => ({ ...r.reading, date: new Date(r.reading.date) }));
}

// —— timer actions ——

interface ActionRow {
  id: string;
  settings_id: string;
  vendor: IotBrand;
  remote_id: string;
  doc: Pick<IotAction, 'type' | 'enabled' | 'hours' | 'window' | 'days'>;
  last_run_at: Date | null;
  applied_on: boolean | null;
  created_at: Date;
  updated_at: Date;
}

const toAction = (r: ActionRow): IotAction => ({
  _id: r.id, settingsId: r.settings_id, brand: r.vendor, remoteId: r.remote_id, ...r.doc, lastRunAt: r.last_run_at, createdAt: r.created_at, updatedAt: r.updated_at,
});

export async function insertAction(q: Queryable, a: IotAction): Promise<void> {
  const { _id, settingsId, brand, remoteId, type, enabled, hours, window, days, lastRunAt, createdAt, updatedAt } = a;
  await q.query(
    'INSERT INTO iot_actions (id, settings_id, vendor, remote_id, doc, last_run_at, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)',
    [_id, settingsId, brand, remoteId, JSON.stringify({ type, enabled, hours, window, days }), lastRunAt, createdAt, updatedAt],
  );
}

export async function actionById(q: Queryable, id: string, forUpdate = false): Promise<IotAction | undefined> {
  const r = await one<ActionRow>(q, `SELECT * FROM iot_actions WHERE id = $1${forUpdate ? ' FOR UPDATE' : ''}`, [id]);
  return r && toAction(r);
}

export async function actionsOfSettings(q: Queryable, settingsId: string): Promise<IotAction[]> {
  return (await q.query<ActionRow>('SELECT * FROM iot_actions WHERE settings_id = $1 ORDER BY created_at, id', [settingsId])).rows.map(toAction);
}

export async function actionsOfDevice(q: Queryable, vendor: string, remoteId: string): Promise<IotAction[]> {
  return (await q.query<ActionRow>('SELECT * FROM iot_actions WHERE vendor = $1 AND remote_id = $2 ORDER BY created_at, id', [vendor, remoteId])).rows.map(toAction);
}

export async function saveAction(q: Queryable, a: IotAction): Promise<void> {
  const { type, enabled, hours, window, days } = a;
  await q.query('UPDATE iot_actions SET doc = $2, last_run_at = $3, updated_at = $4 WHERE id = $1', [a._id, JSON.stringify({ type, enabled, hours, window, days }), a.lastRunAt, a.updatedAt]);
}

/** The enabled timers of `organisation`'s accounts (undefined: every organisation), with their settings' account, oldest first. */
export async function enabledActions(q: Queryable, organisation: string | undefined): Promise<(IotAction & { accountId: string })[]> {
  const rows = await q.query<ActionRow & { account_id: string }>(
    `SELECT a.*, s.account_id FROM iot_actions a JOIN iot_settings s ON s.id = a.settings_id
      WHERE (a.doc->>'enabled')::boolean AND ($1::text IS NULL OR s.organisation = $1) ORDER BY a.created_at, a.id`, [organisation ?? null]);
  return rows.rows.map((r) => ({ ...toAction(r), accountId: r.account_id }));
}

/** The switch a timer last applied (null: never), read under the caller's lock of the action. */
export async function appliedSwitch(q: Queryable, id: string): Promise<boolean | null> {
  return (await one<{ applied_on: boolean | null }>(q, 'SELECT applied_on FROM iot_actions WHERE id = $1', [id]))?.applied_on ?? null;
}

/** Records that a timer applied `isOn` at `now` (its lastRunAt). */
export async function recordApplied(q: Queryable, id: string, isOn: boolean, now: Date): Promise<void> {
  await q.query('UPDATE iot_actions SET last_run_at = $2, applied_on = $3 WHERE id = $1', [id, now, isOn]);
}

export async function deleteAction(q: Queryable, id: string): Promise<boolean> {
  return ((await q.query('DELETE FROM iot_actions WHERE id = $1', [id])).rowCount ?? 0) > 0;
}

// —— favourites ——

interface FavoriteRow { id: string; provider_device_id: string; user_id: string; location_id: string }
const toFavorite = (r: FavoriteRow): IotFavoriteSetting => ({ _id: r.id, providerDeviceId: r.provider_device_id, userId: r.user_id, locationId: r.location_id });

export async function favoritesOf(q: Queryable, settingsId: string, locationId?: string): Promise<IotFavoriteSetting[]> {
  const rows = await q.query<FavoriteRow>(
    `SELECT * FROM iot_favorites WHERE settings_id = $1 ${locationId === undefined ? '' : 'AND location_id = $2'} ORDER BY created_at, id`,
    locationId === undefined ? [settingsId] : [settingsId, locationId]);
  return rows.rows.map(toFavorite);
}

/** False when the same favourite exists already. */
export async function insertFavorite(q: Queryable, settingsId: string, f: IotFavoriteSetting, now: Date): Promise<boolean> {
  const r = await q.query(
    `INSERT INTO iot_favorites (id, settings_id, provider_device_id, user_id, location_id, created_at) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT DO NOTHING`,
    [f._id, settingsId, f.providerDeviceId, f.userId, f.locationId, now]);
  return (r.rowCount ?? 0) > 0;
}

export async function favoriteById(q: Queryable, settingsId: string, id: string): Promise<IotFavoriteSetting | undefined> {
  const r = await one<FavoriteRow>(q, 'SELECT * FROM iot_favorites WHERE settings_id = $1 AND id = $2', [settingsId, id]);
  return r && toFavorite(r);
}

/** The favourites of a vendor's devices (the vendor part of their provider device ids). */
export async function deleteFavoritesOfVendor(q: Queryable, settingsId: string, vendor: string): Promise<void> {
  await q.query("DELETE FROM iot_favorites WHERE settings_id = $1 AND split_part(provider_device_id, ':', 2) = $2", [settingsId, vendor]);
}

export async function deleteFavorite(q: Queryable, id: string): Promise<void> {
  await q.query('DELETE FROM iot_favorites WHERE id = $1', [id]);
}

// —— charging locations registered with a provider ——

interface ProviderLocationRow { id: string; location_id: string; name: string | null; latitude: number; longitude: number }
const toProviderLocation = (r: ProviderLocationRow) => ({
  id: r.id, locationId: r.location_id, ...(r.name === null ? {} : { name: r.name }), latitude: r.latitude, longitude: r.longitude,
});

export async function providerLocations(q: Queryable, settingsId: string, provider: IotProvider) {
  const rows = await q.query<ProviderLocationRow>('SELECT * FROM iot_provider_locations WHERE settings_id = $1 AND provider = $2 ORDER BY created_at, id', [settingsId, provider]);
  return rows.rows.map(toProviderLocation);
}

/** Undefined when the location is registered with the provider already. */
export async function insertProviderLocation(
  q: Queryable, settingsId: string, provider: IotProvider, l: ProviderLocationRow, now: Date,
): Promise<ReturnType<typeof toProviderLocation> | undefined> {
  const r = await one<ProviderLocationRow>(q,
    `INSERT INTO iot_provider_locations (id, settings_id, provider, location_id, name, latitude, longitude, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT DO NOTHING RETURNING *`,
    [l.id, settingsId, provider, l.location_id, l.name, l.latitude, l.longitude, now]);
  return r && toProviderLocation(r);
}

export async function deleteProviderLocation(q: Queryable, settingsId: string, provider: IotProvider, locationId: string): Promise<boolean> {
  const r = await q.query('DELETE FROM iot_provider_locations WHERE settings_id = $1 AND provider = $2 AND location_id = $3', [settingsId, provider, locationId]);
  return (r.rowCount ?? 0) > 0;
}
