/**
 * IoT settings, favourites and brand authentication (platform-contract §7 IoT "Settings", "Favorites",
 * "Authenticate"; back-office §7 Other admin-side groups, §8). Paths exactly as platform-contract §7
 * writes them ("..." expanded to the prefix of the line before).
 */
import { z } from 'zod';
import { endpoint, defineArea, errors } from './define.js';
import { CUSTOMER_STAFF, access } from './access.js';
import { IdParams } from './params.js';
import { ok, paginated, NoContent, PageQuery } from '../core/envelope.js';
import { AppLink, ObjectId } from '../core/primitives.js';
import {
  IotAction, IotAutoSignUpResult, IotBrand, IotBrandDevice, IotBrandDeviceUpdate, IotBrandSettingsInput, IotCredentialsInput,
  IotFavoriteSetting, IotFavoriteSettingInput, IotProvider, IotSettings,
} from '../iot.js';

const SPEC = 'platform-contract §7 IoT' as const;
const SETTINGS = '/v3/iot/settings' as const;
const AUTH = '/v3/iot/authenticate' as const;
const Id = z.object({ id: ObjectId.meta({ description: 'IoT settings id' }) });
const IdBrand = IdParams.extend({ brand: IotBrand });
const SettingsBrand = z.object({ settingsId: ObjectId, brand: IotBrand });

export const iotSettingsArea = defineArea('iot-settings', 'IoT settings of an account: brands, providers, favourites, brand sign-in', {
  // —— Settings ——
  getIotSettings: endpoint({
    method: 'GET',
    path: `${SETTINGS}/{id}`,
    summary: 'Get IoT settings by id',
    params: Id,
    responses: { 200: ok(IotSettings), ...errors(404) },
    access: access.customerRead,
    spec: SPEC,
    decision: 'IoT settings',
  }),
  searchIotSettings: endpoint({
    method: 'GET',
    path: `${SETTINGS}/search`,
    summary: 'Search IoT settings (staff)',
    query: z.object({
      accountId: ObjectId.optional(),
      brand: IotBrand.optional().meta({ description: 'Only settings with this brand connected' }),
      ...PageQuery.shape,
    }),
    responses: { 200: paginated(IotSettings) },
    access: access.staff(...CUSTOMER_STAFF, 'ORG_DEVELOPER', 'ORG_MARKETING'),
    spec: [SPEC, 'back-office §7 Other admin-side groups'],
    decision: 'IoT settings',
  }),
  getMyIotSettings: endpoint({
    method: 'GET',
    path: `${SETTINGS}/me`,
    summary: 'Get the IoT settings of the caller\'s active account (created empty when missing)',
    responses: { 200: ok(IotSettings) },
    access: access.customerRead,
    spec: SPEC,
    decision: 'IoT settings',
  }),
  updateIotBrandSettings: endpoint({
    method: 'PUT',
    path: `${SETTINGS}/{id}/brand/{brand}`,
    summary: 'Change a brand\'s settings (default location, categories)',
    params: IdBrand,
    body: IotBrandSettingsInput,
    responses: { 200: ok(IotSettings), ...errors(404) },
    access: access.customerWrite,
    spec: SPEC,
    decision: 'IoT settings',
  }),
  syncIotBrand: endpoint({
    method: 'PUT',
    path: `${SETTINGS}/{id}/brand/{brand}/sync`,
    summary: 'Fetch a brand\'s devices again from the brand',
    params: IdBrand,
    responses: { 200: ok(IotSettings), ...errors(404, 502, 503) },
    access: access.customerWrite,
    spec: SPEC,
    decision: 'IoT settings',
  }),
  listIotSettingsDevices: endpoint({
    method: 'GET',
    path: `${SETTINGS}/{id}/devices`,
    summary: 'List the brand devices of the settings\' connected brands',
    params: Id,
    responses: { 200: ok(z.array(IotBrandDevice)), ...errors(404) },
    access: access.customerRead,
    spec: SPEC,
    decision: 'IoT brand devices',
  }),
  listIotSettingsActions: endpoint({
    method: 'GET',
    path: `${SETTINGS}/{id}/actions`,
    summary: 'List the timer actions of the settings\' devices',
    params: Id,
    responses: { 200: ok(z.array(IotAction)), ...errors(404) },
    access: access.customerRead,
    spec: SPEC,
    decision: 'IoT timer actions',
  }),
  acceptIotProvider: endpoint({
    method: 'PATCH',
    path: `${SETTINGS}/{id}/provider/{provider}/accept`,
    summary: 'Record that the account accepted a provider\'s terms (the consent of the sign-in dialog)',
    params: IdParams.extend({ provider: IotProvider }),
    responses: { 200: ok(IotSettings), ...errors(404) },
    access: access.customerWrite,
    spec: [SPEC, 'back-office §4'],
    decision: 'IoT settings',
  }),
  updateIotBrandDevice: endpoint({
    method: 'PATCH',
    path: `${SETTINGS}/{id}/brands/{brand}/devices/{remoteId}`,
    summary: 'Rename a brand device, move it to a location or mark it favourite',
    params: IdBrand.extend({ remoteId: IotBrandDevice.shape.remoteId }),
    body: IotBrandDeviceUpdate,
    responses: { 200: ok(IotBrandDevice), ...errors(404) },
    access: access.customerWrite,
    spec: SPEC,
    decision: 'IoT brand devices',
  }),
  // —— Favorites ——
  listIotFavorites: endpoint({
    method: 'GET',
    path: `${SETTINGS}/{id}/favorites`,
    summary: 'List favourite devices, optionally of one location',
    params: Id,
    query: z.object({ locationId: ObjectId.optional() }),
    responses: { 200: ok(z.array(IotFavoriteSetting)), ...errors(404) },
    access: access.customerRead,
    spec: SPEC,
    decision: 'IoT settings',
  }),
  createIotFavorite: endpoint({
    method: 'POST',
    path: `${SETTINGS}/{id}/favorites`,
    summary: 'Mark a device as a user\'s favourite at a location',
    params: Id,
    body: IotFavoriteSettingInput,
    responses: { 201: ok(IotFavoriteSetting), ...errors(404, 409) },
    access: access.ownUser,
    spec: SPEC,
    decision: 'IoT settings',
  }),
  deleteIotFavorite: endpoint({
    method: 'DELETE',
    path: `${SETTINGS}/{id}/favorites/{favId}`,
    summary: 'Remove a favourite device',
    params: IdParams.extend({ favId: ObjectId }),
    responses: { 204: NoContent, ...errors(404) },
    access: access.ownUser,
    spec: SPEC,
    decision: 'IoT settings',
  }),
  // —— Authenticate ——
  startIotAuthentication: endpoint({
    method: 'GET',
    path: `${AUTH}/{settingsId}/brand/{brand}/start`,
    summary: 'Browser URL: start signing in to a brand; redirects to the brand and back to callback',
    description: 'Without an access token: MissingUser, 404, \'Missing accessToken\' (errorCatalogue.missingAccessToken).',
    withoutToken: 'missingAccessToken',
    params: SettingsBrand,
    query: z.object({
      accessToken: z.string().min(1).optional().meta({ description: 'The caller\'s access token (a browser cannot send a header)' }),
      callback: AppLink.meta({ description: 'Where the browser returns when sign-in ends (a page or the app)' }),
    }),
    responses: { 302: NoContent, ...errors(404) },
    access: access.customerWrite,
    spec: [SPEC, 'back-office §8'],
    produces: 'redirect',
  }),
  submitIotCredentials: endpoint({
    method: 'POST',
    path: `${AUTH}/{settingsId}/brand/{brand}/credentials/`,
    summary: 'Sign in to a brand with credentials',
    params: SettingsBrand,
    query: z.object({ locationId: ObjectId.optional() }),
    body: IotCredentialsInput,
    responses: { 200: ok(IotSettings), ...errors(404, 502, 503) },
    access: access.customerWrite,
    spec: SPEC,
    decision: 'IoT credentials body',
  }),
  signOutIotBrand: endpoint({
    method: 'DELETE',
    path: `${AUTH}/{settingsId}/brand/{brand}`,
    summary: 'Sign out of a brand and forget its devices',
    params: SettingsBrand,
    responses: { 200: ok(IotSettings), ...errors(404) },
    access: access.customerWrite,
    spec: [SPEC, 'back-office §4'],
    decision: 'IoT settings',
  }),
  runIotAutoSignUp: endpoint({
    method: 'GET',
    path: `${AUTH}/{id}/autosignup`,
    summary: 'Sign the settings up to every auto-sign-up vendor the customer already uses',
    params: Id,
    query: z.object({ customerId: z.string().min(1) }),
    responses: { 200: ok(IotAutoSignUpResult), ...errors(404) },
    access: access.customerWrite,
    spec: SPEC,
    decision: 'IoT settings',
  }),
});
