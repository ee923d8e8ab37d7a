/**
 * Device providers: vendors, provider devices, smart charging and charging locations
 * (platform-contract §7 IoT "Providers"; back-office §7 Other admin-side groups). Paths exactly as
 * platform-contract §7 writes them under /v3/iot/providers.
 */
import { z } from 'zod';
import { endpoint, defineArea, errors } from './define.js';
import { access } from './access.js';
import { ok, NoContent } from '../core/envelope.js';
import { AppLink, BooleanString, IsoDate, Language, ObjectId, WebUrl } from '../core/primitives.js';
import { PriceZone } from '../geography.js';
import {
  IotBrand, IotDevice, IotEnrichedUri, IotProvider, IotProviderInfo, IotVendor, ProviderDeviceId, ProviderLocation,
  ProviderLocationInput, UserAppTheme, VendorId, VendorStrategy,
} from '../iot.js';
import { ChargingScheduleUpdate, DeviceActionRequest, DeviceActionResult, IotDeviceHistory, SmartChargingStatus } from '../iot-devices.js';
import { RequiredTimeZone } from '../measurement.js';

const SPEC = 'platform-contract §7 IoT' as const;
const BASE = '/v3/iot/providers' as const;
const Provider = z.object({ id: IotProvider });
const DeviceParams = z.object({ id: ProviderDeviceId });
const VendorParams = z.object({ id: VendorId });
const providerErrors = errors(404, 409, 502, 503);

export const iotProvidersArea = defineArea('iot-providers', 'Device providers: vendors, devices, smart charging and charging locations', {
  listIotProviders: endpoint({
    method: 'GET',
    path: `${BASE}/all`,
    summary: 'List the device providers',
    responses: { 200: ok(z.array(IotProviderInfo)) },
    access: access.customerRead,
    spec: SPEC,
    decision: 'IoT provider calls',
  }),
  listProviderVendors: endpoint({
    method: 'GET',
    path: `${BASE}/{id}/vendors`,
    summary: 'List the vendors a provider connects',
    params: Provider,
    responses: { 200: ok(z.array(IotVendor)), ...errors(404) },
    access: access.customerRead,
    spec: SPEC,
    decision: 'IoT provider calls',
  }),
  enrichProviderUri: endpoint({
    method: 'GET',
    path: `${BASE}/{id}/enrichuri`,
    summary: 'Add the provider\'s parameters (user, brand, theme) to a URI',
    params: Provider,
    query: z.object({ uri: WebUrl, brand: IotBrand.optional(), userAppTheme: UserAppTheme.optional() }),
    responses: { 200: ok(IotEnrichedUri), ...errors(404) },
    access: access.customerRead,
    spec: SPEC,
    decision: 'IoT provider calls',
  }),
  listProviderDevices: endpoint({
    method: 'GET',
    path: `${BASE}/devices`,
    summary: 'List the caller\'s provider devices, optionally of one location',
    query: z.object({ locationId: ObjectId.optional(), language: Language.optional() }),
    responses: { 200: ok(z.array(IotDevice)), ...providerErrors },
    access: access.customerRead,
    spec: SPEC,
    decision: 'IoT provider calls',
  }),
  getVendorStrategy: endpoint({
    method: 'GET',
    path: `${BASE}/vendors/{id}/strategy`,
    summary: 'How to sign in to a vendor: a web auth URL or an Enode link token',
    params: VendorParams,
    query: z.object({ redirectUrl: AppLink, language: Language.optional(), forceWeb: BooleanString.optional() }),
    responses: { 200: ok(VendorStrategy), ...providerErrors },
    access: access.customerWrite,
    spec: SPEC,
  }),
  deleteVendor: endpoint({
    method: 'DELETE',
    path: `${BASE}/vendors/{id}`,
    summary: 'Disconnect a vendor and its devices from the caller\'s account',
    params: VendorParams,
    responses: { 204: NoContent, ...providerErrors },
    access: access.customerWrite,
    spec: [SPEC, 'back-office §4'],
    decision: 'IoT provider calls',
  }),
  runProviderDeviceAction: endpoint({
    method: 'PATCH',
    path: `${BASE}/devices/{id}`,
    summary: 'Run a device action (update location, HVAC temperature, away mode, smart heating)',
    params: DeviceParams,
    body: DeviceActionRequest,
    responses: { 200: ok(DeviceActionResult), ...providerErrors },
    access: access.customerWrite,
    spec: [SPEC, 'platform-contract §3 IoT'],
    decision: 'Device action body',
  }),
  getProviderDevice: endpoint({
    method: 'GET',
    path: `${BASE}/devices/{id}`,
    summary: 'Get a provider device',
    params: DeviceParams,
    responses: { 200: ok(IotDevice), ...providerErrors },
    access: access.customerRead,
    spec: SPEC,
  }),
  getProviderDeviceHistory: endpoint({
    method: 'GET',
    path: `${BASE}/devices/{id}/history`,
    summary: 'Get a device\'s readings in a period with the zone\'s spot prices',
    params: DeviceParams,
    query: z.object({ from: IsoDate, to: IsoDate, priceZone: PriceZone, timeZone: RequiredTimeZone }),
    responses: { 200: ok(IotDeviceHistory), ...providerErrors },
    access: access.customerRead,
    spec: SPEC,
    decision: 'IoT provider calls',
  }),
  setProviderDeviceFavorite: endpoint({
    method: 'PATCH',
    path: `${BASE}/devices/{id}/favorite`,
    summary: 'Mark or unmark a device as favourite',
    params: DeviceParams,
    body: z.strictObject({ isFavorite: z.boolean() }),
    responses: { 200: ok(IotDevice), ...errors(404) },
    access: access.customerWrite,
    spec: SPEC,
  }),
  getSmartCharging: endpoint({
    method: 'GET',
    path: `${BASE}/devices/{id}/spo`,
    summary: 'Get a vehicle\'s or charger\'s smart charging: settings, plan, state, summary',
    params: DeviceParams,
    responses: { 200: ok(SmartChargingStatus), ...providerErrors },
    access: access.customerRead,
    spec: [SPEC, 'platform-contract §3 IoT'],
    decision: 'Smart charging',
  }),
  updateSmartCharging: endpoint({
    method: 'PATCH',
    path: `${BASE}/devices/{id}/spo`,
    summary: 'Change smart charging settings',
    params: DeviceParams,
    body: ChargingScheduleUpdate,
    responses: { 200: ok(SmartChargingStatus), ...providerErrors },
    access: access.customerWrite,
    spec: [SPEC, 'platform-contract §3 IoT'],
    decision: 'Smart charging',
  }),
  overrideSmartCharging: endpoint({
    method: 'PUT',
    path: `${BASE}/devices/{id}/override`,
    summary: 'Charge now, overriding the smart charging plan',
    params: DeviceParams,
    responses: { 200: ok(SmartChargingStatus), ...providerErrors },
    access: access.customerWrite,
    spec: [SPEC, 'platform-contract §3 IoT'],
    decision: 'Smart charging',
  }),
  listProviderLocations: endpoint({
    method: 'GET',
    path: `${BASE}/{id}/locations`,
    summary: 'List the charging locations the provider knows for the caller',
    params: Provider,
    responses: { 200: ok(z.array(ProviderLocation)), ...providerErrors },
    access: access.customerRead,
    spec: SPEC,
    decision: 'IoT provider calls',
  }),
  createProviderLocation: endpoint({
    method: 'POST',
    path: `${BASE}/{id}/locations`,
    summary: 'Register a location with the provider as a charging location',
    params: Provider,
    body: ProviderLocationInput,
    responses: { 201: ok(ProviderLocation), ...providerErrors },
    access: access.customerWrite,
    spec: SPEC,
    decision: 'IoT provider calls',
  }),
  deleteProviderLocation: endpoint({
    method: 'DELETE',
    path: `${BASE}/{id}/locations/{locationId}`,
    summary: 'Remove a charging location from the provider',
    params: Provider.extend({ locationId: ObjectId }),
    responses: { 204: NoContent, ...providerErrors },
    access: access.customerWrite,
    spec: SPEC,
    decision: 'IoT provider calls',
  }),
});
