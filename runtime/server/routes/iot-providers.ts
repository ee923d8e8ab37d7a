/**
 * Handlers of the iot-providers area (schemas/endpoints/iot-providers.ts): providers and their
 * vendors, provider devices by their four-part id, device actions, history, smart charging and the
 * charging locations a provider knows. Devices are the ones the account's brands connected
 * (routes/iot-settings.ts); the built-in device provider answers for them.
 */
import { iotProvidersArea } from '../../../schemas/endpoints/iot-providers.js';
import type { DeviceKind, IotDevice, IotProvider, IotVendor } from '../../../schemas/iot.js';
import type { DeviceAction, DeviceActionResult } from '../../../schemas/iot-devices.js';
import { defineHandlers } from '../contract/handlers.js';
import { problem } from '../errors.js';
import { newId } from '../ids.js';
import { assertDeepLink } from '../links.js';
import { auditOf, auditStaffChange } from '../audit.js';
import type { Queryable } from '../db/database.js';
import { BRANDS, PROVIDERS, brandsOf, idParts, isBrand, providerDeviceId, vendorIdOf } from '../iot/catalogue.js';
import { DEFAULT_TARGET_TEMPERATURE, readingsBetween, type DeviceState } from '../iot/emulator.js';
import { withHeatingMode } from '../iot/heating.js';
import { addDays, startOfLocalDay } from '../local-time.js';
import { smartChargingSettings, smartChargingStatus } from '../iot/smart-charging.js';
import { locationRow } from '../repositories/locations.js';
import { spotPrices } from '../repositories/zone-data.js';
import {
  deleteDevices, deleteFavoritesOfVendor, deleteProviderLocation, deviceByKey, devicesOfSettings, insertProviderLocation,
  providerLocations, saveSettings, updateDevice, type DeviceRow, type SettingsRow,
} from '../repositories/iot.js';
import { callerSettings, emulated, reachDevice, type ReachContext } from './iot-reach.js';
import { assertOwnLocation } from '../iot/connect.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const MAX_HISTORY_DAYS = 92;
const ok: DeviceActionResult = { success: true };
const fail = (code: 'hvacStateUnchanged' | 'badState'): DeviceActionResult => ({ success: false, code });

/** A vendor of the catalogue (provider:brand:kind), or 404. */
function vendorOf(id: string): { provider: IotProvider; brand: keyof typeof BRANDS; kind: DeviceKind } {
  const { provider, vendor, kind } = idParts(id);
  if (!isBrand(vendor) || !brandsOf(provider).includes(vendor) || BRANDS[vendor].kind !== kind) throw problem('iotMissingResource');
  return { provider, brand: vendor, kind };
}

function toVendor(provider: IotProvider, brand: keyof typeof BRANDS): IotVendor | undefined {
  const info = BRANDS[brand];
  const id = vendorIdOf(provider, brand);
  if (!id || !info.kind) return undefined;
  return { id, provider, displayName: info.displayName, normalizedName: brand, type: info.kind, models: info.models.map((m) => ({ ...m })), autoSignUp: info.signIn === 'customerId' };
}

/** A stored device as the provider shows it; a brand whose credentials expired asks the user to sign in again. */
function toDevice(d: DeviceRow, settings: SettingsRow): IotDevice {
  const id = providerDeviceId({ provider: d.provider, vendor: d.vendor, kind: d.kind, remoteId: d.remote_id })!;
  const expired = isBrand(d.vendor) && settings.brands[d.vendor]?.errorCode === 'expiredCredentials';
  return {
    id, vendor: { id: `${d.provider}:${d.vendor}:${d.kind}`, normalizedName: d.vendor }, isOnline: d.is_online,
    interventions: expired
      ? [{ id: `${id}:reauthorize`, title: 'Sign in again', body: `The sign-in to ${BRANDS[d.vendor as keyof typeof BRANDS].displayName} has expired.`, type: 'account', where: 'remote', who: 'user', requiresReauthorization: true }]
      : [],
    information: { displayName: d.display_name, isFavorite: d.is_favorite },
  };
}

/** The provider device `id`, if the caller reaches it: its four parts must name a stored device exactly. */
async function reachProviderDevice(q: Queryable, ctx: ReachContext, id: string, forUpdate = false) {
  const { provider, vendor, kind, remoteId } = idParts(id);
  const found = await deviceByKey(q, vendor, remoteId);
  if (!found || found.provider !== provider || found.kind !== kind) throw problem('notFound');
  return reachDevice(q, ctx, vendor, remoteId, forUpdate);
}

/** What a device action makes of the device's state, or the result that refuses it. */
async function applyAction(q: Queryable, d: DeviceRow, settings: SettingsRow, action: DeviceAction, now: Date): Promise<DeviceActionResult | { state?: DeviceState; locationId?: string }> {
  if (action.name === 'updateLocationDevice') {
    await assertOwnLocation(q, settings, action.data.locationId);
    return { locationId: action.data.locationId };
  }
  if (d.category !== 'heating') return fail('badState');
  const s = d.state;
  switch (action.name) {
    case 'hvacTemperature':
      if ((s.targetTemperature ?? DEFAULT_TARGET_TEMPERATURE) === action.data.targetTemperature) return fail('hvacStateUnchanged');
      return { state: { ...s, targetTemperature: action.data.targetTemperature } };
    case 'awayModeActivate':
      if (action.data.returnDateTime <= now) return fail('badState');
      return { state: withHeatingMode(s, 1, action.data.targetTemperature, action.data.returnDateTime) };
    case 'awayModeDeactivate':
      if ((s.heatingMode ?? 0) === 0) return fail('hvacStateUnchanged');
      return { state: withHeatingMode(s, 0, undefined, undefined) };
    case 'smartHeatingActivate':
      // HomeSide district heating centres follow the network's own schedule.
      if (d.vendor === 'homeside') return fail('badState');
      await assertOwnLocation(q, settings, action.data.locationId);
      return { state: { ...s, smartHeating: action.data } };
    case 'smartHeatingDeactivate': {
      if (!s.smartHeating) return fail('hvacStateUnchanged');
      const { smartHeating: _h, ...rest } = s;
      return { state: rest };
    }
  }
}

/** Chargers and cars charge smartly; other devices have nothing to plan. */
function charges(d: DeviceRow): DeviceRow {
  if (d.category !== 'chargingstation' && d.category !== 'ev') throw problem('iotBadRequest', { message: 'Smart charging is for chargers and cars' });
  return d;
}

async function saveDevice(q: Queryable, ctx: ReachContext & Parameters<typeof auditOf>[0], d: DeviceRow, organisation: string, change: { state?: DeviceState; locationId?: string; isFavorite?: boolean }): Promise<DeviceRow> {
  const after = await updateDevice(q, d.vendor, d.remote_id, change);
  await auditStaffChange(q, auditOf(ctx), {
    action: 'update', resource: 'iot-devices', resourceId: `${d.vendor}:${d.remote_id}`, organisation,
    before: { state: d.state, locationId: d.location_id, isFavorite: d.is_favorite }, after: { state: after.state, locationId: after.location_id, isFavorite: after.is_favorite },
  });
  return after;
}

export const iotProvidersHandlers = defineHandlers(iotProvidersArea, {
  async listIotProviders() {
    return {
      data: (Object.keys(PROVIDERS) as IotProvider[]).map((id) => ({
        id, displayName: PROVIDERS[id].displayName, categories: [...new Set(brandsOf(id).map((b) => BRANDS[b].category))],
      })),
    };
  },

  async listProviderVendors(ctx) {
    return { data: brandsOf(ctx.params.id).flatMap((b) => toVendor(ctx.params.id, b) ?? []) };
  },

  async enrichProviderUri(ctx) {
    const url = new URL(ctx.query.uri);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw problem('validationError', { message: 'uri must be an http or https address' });
    url.searchParams.set('provider', ctx.params.id);
    if (ctx.query.brand) url.searchParams.set('brand', ctx.query.brand);
    if (ctx.query.userAppTheme) url.searchParams.set('theme', ctx.query.userAppTheme);
    if (ctx.principal.kind === 'customer') url.searchParams.set('user', ctx.principal.userId);
    return { data: { uri: url.toString() } };
  },

  async listProviderDevices(ctx) {
    const { db } = ctx.services;
    const { row } = await callerSettings(db, ctx, ctx.query.locationId);
    const devices = (await devicesOfSettings(db, row.id)).filter((d) => d.kind !== null && (ctx.query.locationId === undefined || d.location_id === ctx.query.locationId));
    return { data: devices.map((d) => toDevice(d, row)) };
  },

  async getVendorStrategy(ctx) {
    const { config, tokens, db } = ctx.services;
    const { provider, brand } = vendorOf(ctx.params.id);
    assertDeepLink(config.publicUrl, ctx.query.redirectUrl, 'redirectUrl');
    const { row } = await callerSettings(db, ctx);
    if (ctx.principal.kind === 'apiToken') throw problem('forbidden');
    const linkToken = await tokens.issueShort(ctx.principal);
    // Enode's Link SDK takes a link token; the built-in provider's link token is the short token its start page accepts.
    if (provider === 'enode' && ctx.query.forceWeb !== 'true') return { data: { type: 'enodeLink' as const, linkToken } };
    const authUrl = new URL(`/api/v3/iot/authenticate/${row.id}/brand/${brand}/start`, config.publicUrl);
    authUrl.searchParams.set('callback', ctx.query.redirectUrl);
    authUrl.searchParams.set('accessToken', linkToken);
    return { data: { type: 'web' as const, authUrl: authUrl.toString() } };
  },

  async deleteVendor(ctx) {
    const { provider, brand } = vendorOf(ctx.params.id);
    await ctx.services.db.tx(async (q) => {
      const { row } = await callerSettings(q, ctx);
      const entry = row.brands[brand];
      const devices = (await devicesOfSettings(q, row.id, brand)).filter((d) => d.provider === provider);
      if (devices.length === 0 && entry?.provider !== provider) throw problem('notFound');
      await deleteDevices(q, row.id, brand);
      await deleteFavoritesOfVendor(q, row.id, brand);
      const { [brand]: _gone, ...brands } = row.brands;
      await saveSettings(q, { ...row, brands }, ctx.services.clock.now());
      await auditStaffChange(q, auditOf(ctx), { action: 'delete', resource: 'iot-vendors', resourceId: ctx.params.id, organisation: row.organisation, before: { brand: entry, devices: devices.map((d) => d.remote_id) } });
    });
    return undefined;
  },

  async runProviderDeviceAction(ctx) {
    return ctx.services.db.tx(async (q) => {
      const { device, settings } = await reachProviderDevice(q, ctx, ctx.params.id, true);
      if (!device.is_online) throw problem('iotDeviceOffline');
      const change = await applyAction(q, device, settings, ctx.body.action, ctx.services.clock.now());
      if ('success' in change) return { data: change };
      await saveDevice(q, ctx, device, settings.organisation, change);
      return { data: ok };
    });
  },

  async getProviderDevice(ctx) {
    const { device, settings } = await reachProviderDevice(ctx.services.db, ctx, ctx.params.id);
    return { data: toDevice(device, settings) };
  },

  async getProviderDeviceHistory(ctx) {
    const { from: fromDate, to: toDate, timeZone } = ctx.query;
    const from = startOfLocalDay(fromDate, timeZone);
    const to = startOfLocalDay(addDays(toDate, 1), timeZone);
    if (to <= from) throw problem('validationError', { message: 'to must not be before from' });
    if (to.getTime() - from.getTime() > MAX_HISTORY_DAYS * DAY + 2 * HOUR) throw problem('validationError', { message: `The period is at most ${MAX_HISTORY_DAYS} days` });
    const { device } = await reachProviderDevice(ctx.services.db, ctx, ctx.params.id);
    const now = ctx.services.clock.now();
    const end = new Date(Math.min(to.getTime() - HOUR, now.getTime()));
    const prices = await spotPrices(ctx.services.db, ctx.query.priceZone, from, to, 'hour', timeZone);
    return {
      data: {
        readings: end < from ? [] : readingsBetween(emulated(device), from, end, HOUR, MAX_HISTORY_DAYS * 24 + 2),
        prices: prices.map((p) => ({ date: p.date, value: Math.round(p.value * 1e5) / 1e5 })),
      },
    };
  },

  async setProviderDeviceFavorite(ctx) {
    return ctx.services.db.tx(async (q) => {
      const { device, settings } = await reachProviderDevice(q, ctx, ctx.params.id, true);
      const after = device.is_favorite === ctx.body.isFavorite ? device : await saveDevice(q, ctx, device, settings.organisation, { isFavorite: ctx.body.isFavorite });
      return { data: toDevice(after, settings) };
    });
  },

  async getSmartCharging(ctx) {
    const { device } = await reachProviderDevice(ctx.services.db, ctx, ctx.params.id);
    return { data: smartChargingStatus(emulated(charges(device)), ctx.services.clock.now()) };
  },

  async updateSmartCharging(ctx) {
    return ctx.services.db.tx(async (q) => {
      const { device, settings } = await reachProviderDevice(q, ctx, ctx.params.id, true);
      charges(device);
      const now = ctx.services.clock.now();
      const current = smartChargingSettings(emulated(device));
      const next = { ...current, ...ctx.body };
      // Planning starts when the owner turns it on; turning it off forgets the plan's start.
      if (next.enabled && !current.enabled && ctx.body.spoStart === undefined) next.spoStart = now;
      if (!next.enabled) next.spoStart = null;
      const after = await saveDevice(q, ctx, device, settings.organisation, { state: { ...device.state, smartCharging: next } });
      return { data: smartChargingStatus(emulated(after), now) };
    });
  },

  async overrideSmartCharging(ctx) {
    return ctx.services.db.tx(async (q) => {
      const { device, settings } = await reachProviderDevice(q, ctx, ctx.params.id, true);
      if (!charges(device).is_online) throw problem('iotDeviceOffline');
      const now = ctx.services.clock.now();
      // Charge now: the plan is skipped until the next morning's deadline has passed (12 hours at most).
      const smartCharging = { ...smartChargingSettings(emulated(device)), spoOverridden: true, skipSpoUntil: new Date(now.getTime() + 12 * HOUR) };
      const after = await saveDevice(q, ctx, device, settings.organisation, { state: { ...device.state, isOn: true, smartCharging } });
      return { data: smartChargingStatus(emulated(after), now) };
    });
  },

  async listProviderLocations(ctx) {
    const { db } = ctx.services;
    const { row } = await callerSettings(db, ctx);
    return { data: await providerLocations(db, row.id, ctx.params.id) };
  },

  async createProviderLocation(ctx) {
    const { locationId } = ctx.body;
    return ctx.services.db.tx(async (q) => {
      const { row } = await callerSettings(q, ctx, locationId);
      const location = (await locationRow(q, locationId))!;
      const [longitude, latitude] = location.doc.position?.coordinates ?? [location.doc.longitude, location.doc.latitude];
      if (latitude === undefined || longitude === undefined) throw problem('validationError', { message: 'The location has no coordinates' });
      const now = ctx.services.clock.now();
      const created = await insertProviderLocation(q, row.id, ctx.params.id, {
        id: newId(now), location_id: locationId, name: [location.address, location.city].filter(Boolean).join(', ') || null, latitude, longitude,
      }, now);
      if (!created) throw problem('conflict', { message: 'The location is registered with the provider already' });
      await auditStaffChange(q, auditOf(ctx), { action: 'create', resource: 'iot-provider-locations', resourceId: created.id, organisation: row.organisation, after: { provider: ctx.params.id, ...created } });
      return { data: created };
    });
  },

  async deleteProviderLocation(ctx) {
    await ctx.services.db.tx(async (q) => {
      const { row } = await callerSettings(q, ctx, ctx.params.locationId);
      if (!(await deleteProviderLocation(q, row.id, ctx.params.id, ctx.params.locationId))) throw problem('notFound');
      await auditStaffChange(q, auditOf(ctx), {
        action: 'delete', resource: 'iot-provider-locations', resourceId: `${ctx.params.id}:${ctx.params.locationId}`, organisation: row.organisation,
        before: { provider: ctx.params.id, locationId: ctx.params.locationId },
      });
    });
    return undefined;
  },
});
