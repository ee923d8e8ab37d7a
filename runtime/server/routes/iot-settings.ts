/**
 * Handlers of the iot-settings area (schemas/endpoints/iot-settings.ts): an account's IoT settings,
 * its brands' devices and timer actions, favourites, and signing in to a brand through the built-in
 * device provider (docs/decisions.md "Device providers"). Staff changes are audited.
 */
import { iotSettingsArea } from '../../../schemas/endpoints/iot-settings.js';
import type { IotBrand, IotFavoriteSetting } from '../../../schemas/iot.js';
import { defineHandlers, redirect } from '../contract/handlers.js';
import { problem } from '../errors.js';
import { newId } from '../ids.js';
import { assertDeepLink } from '../links.js';
import { boundOrganisation } from '../auth/principal.js';
import { auditOf, auditStaffChange } from '../audit.js';
import { one, type Queryable } from '../db/database.js';
import { BRANDS, idParts, isBrand, providerDeviceId } from '../iot/catalogue.js';
import { pageWindow, searchAnswer } from '../repositories/page-query.js';
import {
  actionsOfSettings, deleteDevices, deleteFavorite, deleteFavoritesOfVendor, deviceByKey, devicesOfSettings, favoriteById, favoritesOf,
  insertFavorite, saveSettings, searchSettings, toBrandDevice, toSettings, updateDevice, type SettingsRow,
} from '../repositories/iot.js';
import { callerSettings, reachSettings, settingsAnswer, type ReachContext } from './iot-reach.js';
import { assertOwnLocation, connectBrand } from '../iot/connect.js';

/** A brand the settings have connected, or 404: nothing to change, sync or sign out of. */
function connectedBrand(row: SettingsRow, brand: IotBrand) {
  const entry = row.brands[brand];
  if (!entry?.connected) throw problem('notFound', { message: `${BRANDS[brand].displayName} is not connected` });
  return entry;
}

/** Saves the settings and, when staff made the change, its audit entry, in the caller's transaction. */
async function saveAudited(q: Queryable, ctx: ReachContext & Parameters<typeof auditOf>[0], before: SettingsRow, after: SettingsRow, action: 'update' | 'sync' = 'update') {
  const now = ctx.services.clock.now();
  await saveSettings(q, after, now);
  await auditStaffChange(q, auditOf(ctx), {
    action, resource: 'iot-settings', resourceId: after.id, organisation: after.organisation,
    before: { brands: before.brands, acceptedProviders: before.accepted_providers }, after: { brands: after.brands, acceptedProviders: after.accepted_providers },
  });
  return { ...after, updated_at: now };
}

/** The brand sign-in the credentials call accepts; the built-in provider refuses the password 'expired' as a real brand would an outdated one. */
function checkCredentials(brand: IotBrand, c: { username?: string | undefined; password?: string | undefined; apiKey?: string | undefined }): void {
  const signIn = BRANDS[brand].signIn;
  if (signIn === 'web') throw problem('iotBadRequest', { message: `${BRANDS[brand].displayName} signs in on its own page: open the start URL` });
  if (signIn === 'password') {
    if (!c.username?.trim()) throw problem('iotMissingUsername');
    if (!c.password) throw problem('iotMissingPassword');
    if (c.password === 'expired') throw problem('iotExpiredCredentials');
  }
  if (signIn === 'apiKey' && !c.apiKey?.trim()) throw problem('iotMissingCredentials');
  // The utility's own brand knows its customers by number: it signs up through autosignup, which checks it.
  if (signIn === 'customerId') throw problem('iotBadRequest', { message: `${BRANDS[brand].displayName} connects through auto sign-up with the customer number` });
}

export const iotSettingsHandlers = defineHandlers(iotSettingsArea, {
  async getIotSettings(ctx) {
    const { db } = ctx.services;
    const { row } = await reachSettings(db, ctx, ctx.params.id);
    return { data: await settingsAnswer(db, row) };
  },

  async searchIotSettings(ctx) {
    const p = ctx.principal;
    const window = pageWindow(ctx.query);
    const { rows, total } = await searchSettings(ctx.services.db, { organisation: boundOrganisation(p), accountId: ctx.query.accountId, brand: ctx.query.brand }, window);
    return searchAnswer(window, rows.map((r) => toSettings(r, r.features ?? {})), total);
  },

  async getMyIotSettings(ctx) {
    const { db } = ctx.services;
    const { row } = await callerSettings(db, ctx);
    return { data: await settingsAnswer(db, row) };
  },

  async updateIotBrandSettings(ctx) {
    const { brand } = ctx.params;
    return ctx.services.db.tx(async (q) => {
      const { row } = await reachSettings(q, ctx, ctx.params.id, true);
      const entry = connectedBrand(row, brand);
      await assertOwnLocation(q, row, ctx.body.locationId);
      const next = { ...entry, ...(ctx.body.locationId !== undefined ? { locationId: ctx.body.locationId } : {}), ...(ctx.body.categories ? { categories: [...new Set(ctx.body.categories)] } : {}) };
      const saved = await saveAudited(q, ctx, row, { ...row, brands: { ...row.brands, [brand]: next } });
      return { data: await settingsAnswer(q, saved) };
    });
  },

  async syncIotBrand(ctx) {
    const { brand } = ctx.params;
    return ctx.services.db.tx(async (q) => {
      const { row } = await reachSettings(q, ctx, ctx.params.id, true);
      connectedBrand(row, brand);
      const synced = await connectBrand(q, row, brand, { now: ctx.services.clock.now() });
      const saved = await saveAudited(q, ctx, row, synced, 'sync');
      return { data: await settingsAnswer(q, saved) };
    });
  },

  async listIotSettingsDevices(ctx) {
    const { db } = ctx.services;
    const { row } = await reachSettings(db, ctx, ctx.params.id);
    return { data: (await devicesOfSettings(db, row.id)).filter((d) => isBrand(d.vendor)).map(toBrandDevice) };
  },

  async listIotSettingsActions(ctx) {
    const { db } = ctx.services;
    const { row } = await reachSettings(db, ctx, ctx.params.id);
    return { data: await actionsOfSettings(db, row.id) };
  },

  async acceptIotProvider(ctx) {
    const { provider } = ctx.params;
    return ctx.services.db.tx(async (q) => {
      const { row } = await reachSettings(q, ctx, ctx.params.id, true);
      // Consent is given once: accepting again keeps the first time it was given.
      if (row.accepted_providers.some((a) => a.provider === provider)) return { data: await settingsAnswer(q, row) };
      const accepted = [...row.accepted_providers, { provider, acceptedAt: ctx.services.clock.now().toISOString() }];
      const saved = await saveAudited(q, ctx, row, { ...row, accepted_providers: accepted });
      return { data: await settingsAnswer(q, saved) };
    });
  },

  async updateIotBrandDevice(ctx) {
    const { id, brand, remoteId } = ctx.params;
    return ctx.services.db.tx(async (q) => {
      const { row } = await reachSettings(q, ctx, id);
      const device = await deviceByKey(q, brand, remoteId, true);
      if (!device || device.settings_id !== row.id) throw problem('notFound');
      await assertOwnLocation(q, row, ctx.body.locationId);
      const after = await updateDevice(q, brand, remoteId, ctx.body);
      await auditStaffChange(q, auditOf(ctx), {
        action: 'update', resource: 'iot-devices', resourceId: `${brand}:${remoteId}`, organisation: row.organisation,
        before: toBrandDevice(device), after: toBrandDevice(after),
      });
      return { data: toBrandDevice(after) };
    });
  },

  async listIotFavorites(ctx) {
    const { db } = ctx.services;
    const { row } = await reachSettings(db, ctx, ctx.params.id);
    return { data: await favoritesOf(db, row.id, ctx.query.locationId) };
  },

  async createIotFavorite(ctx) {
    const { providerDeviceId: id, userId, locationId } = ctx.body;
    const p = ctx.principal;
    return ctx.services.db.tx(async (q) => {
      const { row } = await reachSettings(q, ctx, ctx.params.id);
      // A favourite is a user's own choice: customers mark theirs; staff one of the account's users.
      if (p.kind === 'customer' && p.userId !== userId) throw problem('notFound', { message: 'A favourite is the signed-in user\'s own' });
      if (!(await one(q, 'SELECT 1 FROM account_users WHERE account_id = $1 AND user_id = $2', [row.account_id, userId]))) throw problem('notFound', { message: 'No such user on this account' });
      const { vendor, remoteId } = idParts(id);
      const device = await deviceByKey(q, vendor, remoteId);
      if (!device || device.settings_id !== row.id || providerDeviceId({ ...device, remoteId: device.remote_id }) !== id) throw problem('notFound', { message: 'No such device on this account' });
      await assertOwnLocation(q, row, locationId);
      const favorite: IotFavoriteSetting = { _id: newId(ctx.services.clock.now()), providerDeviceId: id, userId, locationId };
      if (!(await insertFavorite(q, row.id, favorite, ctx.services.clock.now()))) throw problem('conflict', { message: 'The device is a favourite there already' });
      await auditStaffChange(q, auditOf(ctx), { action: 'create', resource: 'iot-favorites', resourceId: favorite._id, organisation: row.organisation, after: favorite });
      return { data: favorite };
    });
  },

  async deleteIotFavorite(ctx) {
    const p = ctx.principal;
    await ctx.services.db.tx(async (q) => {
      const { row } = await reachSettings(q, ctx, ctx.params.id);
      const favorite = await favoriteById(q, row.id, ctx.params.favId);
      // Another user's favourite is theirs: not visible to a customer.
      if (!favorite || (p.kind === 'customer' && favorite.userId !== p.userId)) throw problem('notFound');
      await deleteFavorite(q, favorite._id);
      await auditStaffChange(q, auditOf(ctx), { action: 'delete', resource: 'iot-favorites', resourceId: favorite._id, organisation: row.organisation, before: favorite });
    });
    return undefined;
  },

  async startIotAuthentication(ctx) {
    const { settingsId, brand } = ctx.params;
    const { callback } = ctx.query;
    assertDeepLink(ctx.services.config.publicUrl, callback, 'callback');
    const back = (values: Record<string, string>) => {
      const url = new URL(callback);
      for (const [k, v] of Object.entries(values)) url.searchParams.set(k, v);
      return redirect(url.toString());
    };
    const connected = await ctx.services.db.tx(async (q) => {
      // Whose settings before what the brand says: a stranger gets 404 and a guest 403 for every brand, not a redirect.
      const { row } = await reachSettings(q, ctx, settingsId, true);
      if (BRANDS[brand].signIn !== 'web') return false;
      // The brand's own page would ask the user now; the built-in provider approves at once (docs/decisions.md "Device providers").
      await saveAudited(q, ctx, row, await connectBrand(q, row, brand, { now: ctx.services.clock.now() }));
      return true;
    });
    return back(connected ? { brand, status: 'connected' } : { brand, status: 'error', errorCode: 'missingCredentials' });
  },

  async submitIotCredentials(ctx) {
    const { settingsId, brand } = ctx.params;
    return ctx.services.db.tx(async (q) => {
      const { row } = await reachSettings(q, ctx, settingsId, true);
      // Only once the caller may change these settings: else another account's id or a guest would hear the brand's verdict instead of 404/403.
      checkCredentials(brand, ctx.body.credentials);
      const connected = await connectBrand(q, row, brand, { now: ctx.services.clock.now(), ...(ctx.query.locationId ? { locationId: ctx.query.locationId } : {}) });
      const saved = await saveAudited(q, ctx, row, connected);
      return { data: await settingsAnswer(q, saved) };
    });
  },

  async signOutIotBrand(ctx) {
    const { settingsId, brand } = ctx.params;
    return ctx.services.db.tx(async (q) => {
      const { row } = await reachSettings(q, ctx, settingsId, true);
      if (!row.brands[brand]) throw problem('notFound', { message: `${BRANDS[brand].displayName} is not connected` });
      await deleteDevices(q, row.id, brand);
      await deleteFavoritesOfVendor(q, row.id, brand);
      const { [brand]: _gone, ...brands } = row.brands;
      const saved = await saveAudited(q, ctx, row, { ...row, brands });
      return { data: await settingsAnswer(q, saved) };
    });
  },

  async runIotAutoSignUp(ctx) {
    return ctx.services.db.tx(async (q) => {
      const { row } = await reachSettings(q, ctx, ctx.params.id, true);
      const account = await one<{ customer_id: string | null }>(q, 'SELECT customer_id FROM accounts WHERE id = $1', [row.account_id]);
      if (account?.customer_id !== ctx.query.customerId) throw problem('notFound', { message: 'No such customer on this account' });
      const now = ctx.services.clock.now();
      const brands: IotBrand[] = [];
      let next = row;
      for (const brand of Object.keys(BRANDS) as IotBrand[]) {
        if (BRANDS[brand].signIn !== 'customerId' || next.brands[brand]?.connected) continue;
        next = await connectBrand(q, next, brand, { now });
        brands.push(brand);
      }
      if (brands.length > 0) await saveAudited(q, ctx, row, next);
      return { data: { brands } };
    });
  },
});
