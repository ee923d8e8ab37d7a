/**
 * Handlers of the iot-devices area (schemas/endpoints/iot-devices.ts): brand devices with what their
 * category shows, switching and heating modes, readings and sessions from the built-in device
 * provider, timer actions, the device-control web view and the account's sessions.
 */
import { iotDevicesArea } from '../../../schemas/endpoints/iot-devices.js';
import type { IotAction, IotBrandDeviceDetail } from '../../../schemas/iot.js';
import type { z } from 'zod';
import type { DeviceActionResult, DeviceStateInput, HeatingMode } from '../../../schemas/iot-devices.js';
import { defineHandlers } from '../contract/handlers.js';
import { problem } from '../errors.js';
import { newId } from '../ids.js';
import { auditOf, auditStaffChange } from '../audit.js';
import { one, type Queryable } from '../db/database.js';
import { chargingSummary, evSummary, hvacGroups, inverter, latestReading, readingsBetween, sessions, type DeviceState } from '../iot/emulator.js';
import { sameHeating, withHeatingMode } from '../iot/heating.js';
import { timerProblem } from '../iot/timer.js';
import { applyTimer, calculateTimer } from '../iot/timer-apply.js';
import {
  actionById, actionsOfDevice, deleteAction, deviceByKey, devicesOfSettings, insertAction, saveAction, toBrandDevice, updateDevice,
  type DeviceRow,
} from '../repositories/iot.js';
import { reachLocation } from './location-access.js';
import { callerSettings, emulated, reachDevice, reachSettings, type ReachContext } from './iot-reach.js';

const DAY = 86_400_000;
const QUARTER = 15 * 60_000;
/** The longest period one sessions call covers. */
const MAX_PERIOD_DAYS = 366;

const ok: DeviceActionResult = { success: true };
const fail = (code: 'hvacStateUnchanged' | 'badState'): DeviceActionResult => ({ success: false, code });

/** A period of calendar dates, both ends included, as instants [from, to). */
function period(startDate: string, endDate: string): { from: Date; to: Date } {
  const from = new Date(`${startDate}T00:00:00Z`);
  const to = new Date(new Date(`${endDate}T00:00:00Z`).getTime() + DAY);
  if (to <= from) throw problem('validationError', { message: 'endDate must not be before startDate' });
  if (to.getTime() - from.getTime() > MAX_PERIOD_DAYS * DAY) throw problem('validationError', { message: `The period is at most ${MAX_PERIOD_DAYS} days` });
  return { from, to };
}

/** A device that does not answer cannot be changed: 409 deviceOffline. */
function online(d: DeviceRow): DeviceRow {
  if (!d.is_online) throw problem('iotDeviceOffline');
  return d;
}

function detail(d: DeviceRow, now: Date): IotBrandDeviceDetail {
  const base = toBrandDevice(d);
  const e = emulated(d);
  // An offline device reports nothing new: no reading (as GET .../reading answers noReadings), no current temperature.
  const reading = d.is_online ? latestReading(e, now) : null;
  switch (d.category) {
    case 'heating': {
      const groups = hvacGroups(e, now).map((g) => d.is_online ? g : {
        ...g, units: g.units.map((u) => ({ ...u, reading: { ...u.reading, currentTemperature: null } })),
      });
      return { ...base, category: 'heating', groups };
    }
    case 'solar': {
      const inv = inverter(e, now);
      return { ...base, category: 'solar', inverter: { ...inv, reading: { ...inv.reading, isOnline: d.is_online } } };
    }
    case 'ev': return { ...base, category: 'ev', summary: evSummary(e, now), reading };
    case 'chargingstation': return { ...base, category: 'chargingstation', summary: chargingSummary(e, now), reading };
    case 'realtime': return { ...base, category: 'realtime', reading };
    case 'battery': return { ...base, category: 'battery', reading };
  }
}

/** Stores a device's new state in the caller's transaction, audited when staff changed it. */
async function setState(q: Queryable, ctx: ReachContext & Parameters<typeof auditOf>[0], d: DeviceRow, organisation: string, state: DeviceState): Promise<void> {
  await updateDevice(q, d.vendor, d.remote_id, { state });
  await auditStaffChange(q, auditOf(ctx), {
    action: 'update', resource: 'iot-devices', resourceId: `${d.vendor}:${d.remote_id}`, organisation, before: { state: d.state }, after: { state },
  });
}

/** Heating mode and target for the whole device (PUT /state). */
function heatingState(d: DeviceRow, input: z.infer<typeof DeviceStateInput>, now: Date): DeviceState | DeviceActionResult {
  if (d.category !== 'heating') return fail('badState');
  // Away and vacation end at a time still to come; the default mode has none.
  if (input.state !== 0 && input.returnDateTime !== undefined && input.returnDateTime <= now) return fail('badState');
  const next = withHeatingMode(d.state, input.state, input.targetTemperature, input.state === 0 ? undefined : input.returnDateTime);
  // Asking again for the mode, target and return time the device has already changes nothing.
  return sameHeating(d.state, next) ? fail('hvacStateUnchanged') : next;
}

/** A device that runs on a timer must be one that can be switched. */
const SWITCHABLE = new Set(['heating', 'chargingstation', 'ev', 'battery']);

export const iotDevicesHandlers = defineHandlers(iotDevicesArea, {
  async getBrandDevice(ctx) {
    const { db, clock } = ctx.services;
    const { device } = await reachDevice(db, ctx, ctx.params.brand, ctx.params.remoteId);
    if (device.settings_id !== ctx.query.settingsId) throw problem('notFound');
    return { data: detail(device, clock.now()) };
  },

  async switchBrandDevice(ctx) {
    return ctx.services.db.tx(async (q) => {
      const { device, settings } = await reachDevice(q, ctx, ctx.params.brand, ctx.params.remoteId, true);
      online(device);
      if (!SWITCHABLE.has(device.category)) return { data: fail('badState') };
      if ((device.state.isOn ?? true) === ctx.body.switchOn) return { data: ok };
      await setState(q, ctx, device, settings.organisation, { ...device.state, isOn: ctx.body.switchOn });
      return { data: ok };
    });
  },

  async updateBrandDeviceState(ctx) {
    return ctx.services.db.tx(async (q) => {
      const { device, settings } = await reachDevice(q, ctx, ctx.params.brand, ctx.params.remoteId, true);
      const next = heatingState(online(device), ctx.body, ctx.services.clock.now());
      if ('success' in next) return { data: next };
      await setState(q, ctx, device, settings.organisation, next);
      return { data: ok };
    });
  },

  async getBrandDeviceReading(ctx) {
    const { db, clock } = ctx.services;
    const { device } = await reachDevice(db, ctx, ctx.params.brand, ctx.params.remoteId);
    if (!device.is_online) throw problem('iotNoReadings');
    return { data: latestReading(emulated(device), clock.now()) };
  },

  async getBrandDeviceRealtime(ctx) {
    const { db, clock } = ctx.services;
    const { device } = await reachDevice(db, ctx, ctx.params.brand, ctx.params.remoteId);
    const now = clock.now();
    const e = emulated(device);
    const latest = device.is_online ? latestReading(e, now) : null;
    // "Today" is the 96 quarter-hours ending at the latest one: both ends included would be 97 when now is on a quarter-hour.
    const last = Math.floor(now.getTime() / QUARTER) * QUARTER;
    const history = () => readingsBetween(e, new Date(last - DAY + QUARTER), new Date(last), QUARTER);
    return { data: { latest, ...(ctx.query.withHistory === 'true' ? { history: history() } : {}) } };
  },

  async listBrandDeviceSessions(ctx) {
    const { db, clock } = ctx.services;
    const { from, to } = period(ctx.query.startDate, ctx.query.endDate);
    const { device } = await reachDevice(db, ctx, ctx.params.brand, ctx.params.remoteId);
    if (device.settings_id !== ctx.query.settingsId) throw problem('notFound');
    return { data: sessions(emulated(device), from, to, clock.now()) };
  },

  async listBrandDeviceSessionData(ctx) {
    const { db, clock } = ctx.services;
    const { from, to } = period(ctx.query.startDate, ctx.query.endDate);
    const { device } = await reachDevice(db, ctx, ctx.params.brand, ctx.params.remoteId);
    const now = clock.now();
    const e = emulated(device);
    return { data: sessions(e, from, to, now).map((s) => ({ ...s, readings: readingsBetween(e, s.start, s.stop ?? now, QUARTER) })) };
  },

  async updateBrandDeviceSubstate(ctx) {
    const { unitId, state, targetTemperature } = ctx.body;
    return ctx.services.db.tx(async (q) => {
      const { device, settings } = await reachDevice(q, ctx, ctx.params.brand, ctx.params.remoteId, true);
      online(device);
      if (device.category !== 'heating') return { data: fail('badState') };
      const unit = hvacGroups(emulated(device), ctx.services.clock.now()).flatMap((g) => g.units).find((u) => u.id === unitId);
      if (!unit) return { data: fail('badState') };
      const next: { state: HeatingMode; targetTemperature: number } = { state, targetTemperature: targetTemperature ?? unit.reading.targetTemperature };
      if (unit.state === next.state && unit.reading.targetTemperature === next.targetTemperature) return { data: fail('hvacStateUnchanged') };
      await setState(q, ctx, device, settings.organisation, { ...device.state, units: { ...device.state.units, [unitId]: next } });
      return { data: ok };
    });
  },

  // —— timer actions ——

  async getIotAction(ctx) {
    const { db } = ctx.services;
    const action = await actionById(db, ctx.params.id);
    if (!action) throw problem('notFound');
    await reachSettings(db, ctx, action.settingsId);
    return { data: action };
  },

  async listIotDeviceActions(ctx) {
    const { db } = ctx.services;
    const { device } = await reachDevice(db, ctx, ctx.params.brand, ctx.params.remoteId);
    return { data: await actionsOfDevice(db, device.vendor, device.remote_id) };
  },

  async createIotAction(ctx) {
    const { settingsId, brand, remoteId, ...timer } = ctx.body;
    const wrong = timerProblem(timer);
    if (wrong) throw problem('validationError', { message: wrong });
    return ctx.services.db.tx(async (q) => {
      const { row } = await reachSettings(q, ctx, settingsId);
      const device = await deviceByKey(q, brand, remoteId);
      if (!device || device.settings_id !== row.id) throw problem('notFound', { message: 'No such device on this account' });
      if (!SWITCHABLE.has(device.category)) throw problem('validationError', { message: `A ${device.category} device cannot run on a timer` });
      const now = ctx.services.clock.now();
      const action: IotAction = { _id: newId(now), settingsId, brand, remoteId, ...timer, days: [...new Set(timer.days)].sort(), lastRunAt: null, createdAt: now, updatedAt: now };
      await insertAction(q, action);
      await auditStaffChange(q, auditOf(ctx), { action: 'create', resource: 'iot-actions', resourceId: action._id, organisation: row.organisation, after: action });
      return { data: action };
    });
  },

  async updateIotAction(ctx) {
    return ctx.services.db.tx(async (q) => {
      const before = await actionById(q, ctx.params.id, true);
      if (!before) throw problem('notFound');
      const { row } = await reachSettings(q, ctx, before.settingsId);
      const after: IotAction = { ...before, ...ctx.body, ...(ctx.body.days ? { days: [...new Set(ctx.body.days)].sort() } : {}), updatedAt: ctx.services.clock.now() };
      const wrong = timerProblem(after);
      if (wrong) throw problem('validationError', { message: wrong });
      await saveAction(q, after);
      await auditStaffChange(q, auditOf(ctx), { action: 'update', resource: 'iot-actions', resourceId: after._id, organisation: row.organisation, before, after });
      return { data: after };
    });
  },

  async runIotAction(ctx) {
    return ctx.services.db.tx(async (q) => {
      const action = await actionById(q, ctx.params.id, true);
      if (!action) throw problem('notFound');
      const { row } = await reachSettings(q, ctx, action.settingsId);
      const device = online((await deviceByKey(q, action.brand, action.remoteId, true))!);
      // A timer switched off controls nothing: running it must not switch the device off either.
      if (!action.enabled) return { data: fail('badState') };
      const applied = await applyTimer(q, action, device, row.account_id, ctx.services.clock.now());
      if (applied?.after) {
        await auditStaffChange(q, auditOf(ctx), {
          action: 'update', resource: 'iot-devices', resourceId: `${device.vendor}:${device.remote_id}`, organisation: row.organisation,
          before: { state: applied.before }, after: { state: applied.after },
        });
      }
      return { data: ok };
    });
  },

  async calculateIotAction(ctx) {
    const { db, clock } = ctx.services;
    const action = await actionById(db, ctx.params.id);
    if (!action) throw problem('notFound');
    const { row } = await reachSettings(db, ctx, action.settingsId);
    const device = (await deviceByKey(db, action.brand, action.remoteId))!;
    const hour = ctx.query.currentHour === undefined ? undefined : Number(ctx.query.currentHour);
    return { data: await calculateTimer(db, action, device, row.account_id, clock.now(), hour) };
  },

  async deleteIotAction(ctx) {
    await ctx.services.db.tx(async (q) => {
      const before = await actionById(q, ctx.params.id, true);
      if (!before) throw problem('notFound');
      const { row } = await reachSettings(q, ctx, before.settingsId);
      await deleteAction(q, before._id);
      await auditStaffChange(q, auditOf(ctx), { action: 'delete', resource: 'iot-actions', resourceId: before._id, organisation: row.organisation, before });
    });
    return undefined;
  },

  // —— integration, sessions ——

  async getIotIntegrationWebview(ctx) {
    const { db, config, tokens } = ctx.services;
    const location = await one<{ organisation: string }>(db, 'SELECT organisation FROM locations WHERE id = $1', [ctx.params.locationId]);
    if (!location) throw problem('notFound');
    await reachLocation(db, ctx.principal, ctx.endpoint.access, location.organisation, ctx.params.locationId);
    if (ctx.principal.kind === 'apiToken') throw problem('forbidden');
    const url = new URL(`/iot/control/${ctx.params.locationId}`, config.publicUrl);
    url.searchParams.set('language', ctx.query.language);
    // The page opens in a web view that cannot send a header: a five-minute link token signs it.
    url.searchParams.set('accessToken', await tokens.issueShort(ctx.principal));
    const extra = ctx.query.extraQueryString?.replace(/^[?&]+/, '');
    return { data: { url: extra ? `${url.toString()}&${extra}` : url.toString() } };
  },

  async listIotSessions(ctx) {
    const { db, clock } = ctx.services;
    const { from, to } = period(ctx.query.startDate, ctx.query.endDate);
    const { row } = await callerSettings(db, ctx);
    const now = clock.now();
    const devices = (await devicesOfSettings(db, row.id)).filter((d) => d.category === 'chargingstation' || d.category === 'ev');
    return { data: devices.map((d) => ({ brand: toBrandDevice(d).brand, remoteId: d.remote_id, sessions: sessions(emulated(d), from, to, now) })) };
  },
});
