/**
 * Connected devices (platform-contract §3 IoT, §4 provider sign-in, §5 device id, §7 IoT; back-office
 * §4; portal §8): brands, providers, device and vendor ids, provider devices and vendors, IoT settings
 * per account, favourites, brand devices, timer actions. Device data (readings, actions, HVAC, solar,
 * EV, charging) is in iot-devices.ts and the sign-in state machines in iot-signin.ts; the manifest
 * at the end lists them all. IoT error codes are `IotErrorCode` in errors.ts.
 */
import { z } from 'zod';
import { defineDomain, rule } from './core/domain.js';
import { HourOfDay, Latitude, Longitude, ObjectId, Timestamp, WebUrl } from './core/primitives.js';
import { PremiumFeatures } from './account.js';
import { IotErrorCode } from './errors.js';
import { DeviceKind, IOT_ID_MESSAGES, IotBrand, IotCategory, IotProvider, ProviderDeviceId, VendorId } from './iot-ids.js';
import {
  ChargingStationSummary, EvSummary, HvacGroup, IotReading, IotSession, IotTimeOfDay, IotWeekday, SolarInverter,
  iotDeviceEntities, iotDeviceEnums,
} from './iot-devices.js';
import {
  ProviderSignInState, ProviderSignOutState, ProviderSignInMove, EmulatedSignInMove, ProviderSignOutMove,
} from './iot-signin.js';

export * from './iot-ids.js';

// —— enumerations ——

/** platform-contract §3 IoT Vendor models' "capabilities full, limited or unknown". */
export const VendorCapability = z.enum(['full', 'limited', 'unknown']);
export type VendorCapability = z.infer<typeof VendorCapability>;

/** platform-contract §3 IoT intervention "where": where the user must act (docs/decisions.md "Device interventions"). */
export const InterventionWhere = z.enum(['remote', 'physical']);
export type InterventionWhere = z.infer<typeof InterventionWhere>;

/** platform-contract §3 IoT intervention "who": who must act (docs/decisions.md "Device interventions"). */
export const InterventionWho = z.enum(['user', 'thirdParty']);
export type InterventionWho = z.infer<typeof InterventionWho>;

/** platform-contract §3 IoT "Action type: timer". */
export const IotActionType = z.enum(['timer']);
export type IotActionType = z.infer<typeof IotActionType>;

/** The app theme a provider's page should match: query userAppTheme of GET /v3/iot/providers/{id}/enrichuri (docs/decisions.md "IoT provider calls"). */
export const UserAppTheme = z.enum(['light', 'dark']);
export type UserAppTheme = z.infer<typeof UserAppTheme>;

// —— provider devices and vendors ——

/** platform-contract §3 IoT Device "interventions[{id, title, body, type, where, who, requiresReauthorization}]". */
export const DeviceIntervention = z
  .object({
    id: z.string().min(1),
    title: z.string(),
    body: z.string(),
    type: z.string().min(1).meta({ description: 'What the intervention is about, e.g. account or device' }),
    where: InterventionWhere,
    who: InterventionWho,
    requiresReauthorization: z.boolean(),
  })
  .meta({ title: 'Intervention', description: 'Something the user must do before the device works' });

/** platform-contract §3 IoT "Device: id, vendor{id, normalizedName}, isOnline, interventions[...], information{displayName, isFavorite}". */
export const IotDevice = z
  .object({
    id: ProviderDeviceId,
    vendor: z.object({ id: VendorId, normalizedName: z.string().min(1) }),
    isOnline: z.boolean(),
    interventions: z.array(DeviceIntervention),
    information: z.object({ displayName: z.string(), isFavorite: z.boolean() }),
  })
  .meta({ title: 'Device', description: 'A device connected through a provider' });
export type IotDevice = z.infer<typeof IotDevice>;

/** platform-contract §3 IoT Vendor "models (model, make, capabilities full, limited or unknown)". */
export const VendorModel = z.object({ model: z.string(), make: z.string(), capabilities: VendorCapability }).meta({ title: 'Vendor model' });

/** platform-contract §3 IoT "Vendor: id, provider, displayName, normalizedName, type, optional logoUrl, models, autoSignUp". */
export const IotVendor = z
  .object({
    id: VendorId,
    provider: IotProvider,
    displayName: z.string(),
    normalizedName: z.string().min(1),
    type: DeviceKind,
    logoUrl: WebUrl.optional(),
    models: z.array(VendorModel),
    autoSignUp: z.boolean(),
  })
  .meta({ title: 'Vendor' });
export type IotVendor = z.infer<typeof IotVendor>;

/** platform-contract §7 IoT GET /vendors/{id}/strategy: "type 'web' with an auth URL or 'enodeLink' with a link token". */
export const VendorStrategy = z
  .discriminatedUnion('type', [
    z.object({ type: z.literal('web'), authUrl: WebUrl }),
    z.object({ type: z.literal('enodeLink'), linkToken: z.string().min(1) }),
  ])
  .meta({ title: 'Sign-in strategy', description: 'How the app signs the user in to the vendor' });
export type VendorStrategy = z.infer<typeof VendorStrategy>;

/** platform-contract §7 IoT GET /v3/iot/providers/all (docs/decisions.md "IoT provider calls"). */
export const IotProviderInfo = z
  .object({ id: IotProvider, displayName: z.string(), categories: z.array(IotCategory) })
  .meta({ title: 'Provider' });

/** platform-contract §7 IoT GET /{id}/enrichuri: the uri with the provider's parameters added. */
export const IotEnrichedUri = z.object({ uri: WebUrl }).meta({ title: 'Enriched uri' });

/** platform-contract §7 IoT GET and POST /{id}/locations: a charging location known to the provider. */
export const ProviderLocation = z
  .object({
    id: z.string().min(1),
    locationId: ObjectId,
    name: z.string().optional(),
    latitude: Latitude,
    longitude: Longitude,
  })
  .meta({ title: 'Provider location', description: 'A location the provider uses for smart charging' });

/** platform-contract §7 IoT POST /{id}/locations body. */
export const ProviderLocationInput = z.strictObject({ locationId: ObjectId }).meta({ title: 'Provider location input' });

// —— IoT settings, favourites ——

/** platform-contract §3 IoT "Favourite setting: providerDeviceId, userId, locationId"; POST .../favorites body. */
export const IotFavoriteSettingInput = z
  .strictObject({ providerDeviceId: ProviderDeviceId, userId: ObjectId, locationId: ObjectId })
  .meta({ title: 'Favourite device' });

/** platform-contract §3 IoT favourite setting as stored (with the id DELETE .../favorites/{favId} takes). */
export const IotFavoriteSetting = z
  .object({ _id: ObjectId, providerDeviceId: ProviderDeviceId, userId: ObjectId, locationId: ObjectId })
  .meta({ title: 'Favourite device' });
export type IotFavoriteSetting = z.infer<typeof IotFavoriteSetting>;

/** platform-contract §7 IoT Settings: one brand's connection in an account's IoT settings (docs/decisions.md "IoT settings"). */
export const IotBrandSettings = z
  .object({
    connected: z.boolean(),
    provider: IotProvider,
    categories: z.array(IotCategory),
    locationId: ObjectId.nullable().meta({ description: 'Location the brand\'s devices belong to by default' }),
    connectedAt: Timestamp.nullable(),
    errorCode: IotErrorCode.nullable().meta({ description: 'Last error from the brand, e.g. expiredCredentials' }),
  })
  .meta({ title: 'Brand connection' });

/** platform-contract §7 IoT PUT /v3/iot/settings/{id}/brand/{brand} body. */
export const IotBrandSettingsInput = z
  .strictObject({ locationId: ObjectId.nullable().optional(), categories: z.array(IotCategory).optional() })
  .meta({ title: 'Brand settings' });

/** platform-contract §7 IoT settings of one account: brands connected, providers accepted, premium features. */
export const IotSettings = z
  .object({
    _id: ObjectId,
    accountId: ObjectId,
    brands: z.partialRecord(IotBrand, IotBrandSettings),
    acceptedProviders: z.array(z.object({ provider: IotProvider, acceptedAt: Timestamp })),
    premiumFeatures: PremiumFeatures,
    createdAt: Timestamp,
    updatedAt: Timestamp,
  })
  .meta({ title: 'IoT settings', description: 'An account\'s connected brands and accepted providers' });
export type IotSettings = z.infer<typeof IotSettings>;

/**
 * platform-contract §7 IoT POST .../brand/{brand}/credentials/ "body credentials". A brand needing a
 * username and password answers missingUsername / missingPassword (IotErrorCode) when one is absent.
 */
export const IotCredentialsInput = z
  .strictObject({
    credentials: z.strictObject({
      username: z.string().optional(),
      password: z.string().optional().meta({ 'x-ui': { widget: 'password' } }),
      apiKey: z.string().optional(),
    }),
  })
  .meta({ title: 'Brand credentials' });

/** platform-contract §7 IoT GET /v3/iot/authenticate/{id}/autosignup: the brands signed up. */
export const IotAutoSignUpResult = z.object({ brands: z.array(IotBrand) }).meta({ title: 'Auto sign-up' });

/** platform-contract §7 IoT GET /v3/iot/integration/{locationId}/webview: the page to open. */
export const IotWebview = z.object({ url: WebUrl }).meta({ title: 'Integration web view' });

// —— brand devices (identified by brand and remoteId) ——

const brandDeviceShape = {
  remoteId: z.string().min(1),
  brand: IotBrand,
  category: IotCategory,
  displayName: z.string(),
  isOnline: z.boolean(),
  locationId: ObjectId.nullable(),
  isFavorite: z.boolean(),
};

/** platform-contract §3 IoT "Device identified by brand and remoteId": a brand device in a list. */
export const IotBrandDevice = z.object(brandDeviceShape).meta({ title: 'Brand device' });
export type IotBrandDevice = z.infer<typeof IotBrandDevice>;

/** platform-contract §7 IoT PATCH /v3/iot/settings/{id}/brands/{brand}/devices/{remoteId} body. */
export const IotBrandDeviceUpdate = z
  .strictObject({ displayName: z.string().min(1).optional(), locationId: ObjectId.nullable().optional(), isFavorite: z.boolean().optional() })
  .meta({ title: 'Brand device update' });

const detail = <C extends IotCategory, S extends z.ZodRawShape>(category: C, extra: S) =>
  z.object({ ...brandDeviceShape, category: z.literal(category), ...extra });

/**
 * platform-contract §7 IoT GET /v3/iot/brands/{brand}/devices/{remoteId}: the device with what its
 * category shows (HVAC groups, solar inverter, EV or charging-station summary, latest reading).
 */
export const IotBrandDeviceDetail = z
  .discriminatedUnion('category', [
    detail('heating', { groups: z.array(HvacGroup) }),
    detail('realtime', { reading: IotReading.nullable() }),
    detail('ev', { summary: EvSummary, reading: IotReading.nullable() }),
    detail('chargingstation', { summary: ChargingStationSummary, reading: IotReading.nullable() }),
    detail('solar', { inverter: SolarInverter }),
    detail('battery', { reading: IotReading.nullable() }),
  ])
  .meta({ title: 'Brand device detail' });
export type IotBrandDeviceDetail = z.infer<typeof IotBrandDeviceDetail>;

/** platform-contract §7 IoT GET /v3/iot/sessions: sessions per device. */
export const IotDeviceSessions = z
  .object({ brand: IotBrand, remoteId: z.string().min(1), sessions: z.array(IotSession) })
  .meta({ title: 'Device sessions' });

// —— timer actions (platform-contract §7 IoT Actions) ——

const timerShape = {
  enabled: z.boolean(),
  hours: z.number().int().min(1).max(24).meta({ description: 'Hours a day the device runs, the cheapest in the window' }),
  window: z.object({ from: IotTimeOfDay, to: IotTimeOfDay }),
  days: z.array(IotWeekday).min(1).max(7),
};

/** platform-contract §3 IoT "Action type: timer" (docs/decisions.md "IoT timer actions"). */
export const IotAction = z
  .object({
    _id: ObjectId,
    settingsId: ObjectId,
    brand: IotBrand,
    remoteId: z.string().min(1),
    type: IotActionType,
    ...timerShape,
    lastRunAt: Timestamp.nullable(),
    createdAt: Timestamp,
    updatedAt: Timestamp,
  })
  .meta({ title: 'IoT action', description: 'Runs a device in the cheapest hours of a window' });
export type IotAction = z.infer<typeof IotAction>;

/** platform-contract §7 IoT POST /v3/iot/actions body. */
export const IotActionInput = z
  .strictObject({ settingsId: ObjectId, brand: IotBrand, remoteId: z.string().min(1), type: IotActionType, ...timerShape })
  .meta({ title: 'New IoT action' });

/** platform-contract §7 IoT PUT /v3/iot/actions/{id} body. */
export const IotActionUpdate = z.strictObject(timerShape).partial().meta({ title: 'IoT action update' });

/** platform-contract §7 IoT GET /v3/iot/actions/{id}/calculate: the hours the action will run. */
export const IotActionCalculation = z
  .object({
    hours: z.array(HourOfDay).meta({ description: 'Hours of the day (0–23) the device runs' }),
    isOn: z.boolean().meta({ description: 'Whether the device should run in the current hour' }),
  })
  .meta({ title: 'Action calculation' });

export const iotDomain = defineDomain({
  name: 'iot',
  spec: ['platform-contract §3 IoT', 'platform-contract §4', 'platform-contract §5', 'back-office §4', 'portal §5'],
  enums: {
    IotBrand, IotProvider, IotCategory, DeviceKind, VendorCapability, InterventionWhere, InterventionWho, IotActionType, UserAppTheme,
    ...iotDeviceEnums, ProviderSignInState, ProviderSignOutState,
  },
  entities: {
    ProviderDeviceId, VendorId, DeviceIntervention, IotDevice, VendorModel, IotVendor, VendorStrategy, IotProviderInfo,
    IotEnrichedUri, ProviderLocation, ProviderLocationInput, IotFavoriteSettingInput, IotFavoriteSetting,
    IotBrandSettings, IotBrandSettingsInput, IotSettings, IotCredentialsInput, IotAutoSignUpResult,
    IotWebview, IotBrandDevice, IotBrandDeviceUpdate, IotBrandDeviceDetail, IotDeviceSessions, IotAction,
    IotActionInput, IotActionUpdate, IotActionCalculation,
    ...iotDeviceEntities,
  },
  rules: {
    providerDeviceId: rule({
      spec: 'platform-contract §5',
      summary: 'Device id: exactly 4 colon-separated non-empty valid parts provider:vendor:vendorType:deviceId',
      schema: ProviderDeviceId,
      messages: [
        IOT_ID_MESSAGES.provider('X'), IOT_ID_MESSAGES.vendorType('X'), IOT_ID_MESSAGES.vendor('X'), IOT_ID_MESSAGES.deviceId('X'),
        IOT_ID_MESSAGES.notCorrectlyFormatted,
      ],
    }),
    vendorId: rule({
      spec: 'platform-contract §5',
      summary: 'Vendor id: exactly 3 colon-separated valid parts provider:vendor:vendorType',
      schema: VendorId,
      messages: [IOT_ID_MESSAGES.provider('X'), IOT_ID_MESSAGES.vendorType('X'), IOT_ID_MESSAGES.vendor('X'), IOT_ID_MESSAGES.notCorrectlyFormatted],
    }),
    providerSignInTransitions: rule({
      spec: 'back-office §4',
      summary: 'Provider sign-in dialog: only the moves of PROVIDER_SIGN_IN_TRANSITIONS',
      schema: ProviderSignInMove,
    }),
    emulatedSignInTransitions: rule({
      spec: 'back-office §4',
      summary: 'Emulated sign-in dialog: only the moves of EMULATED_SIGN_IN_TRANSITIONS (no permission step)',
      schema: EmulatedSignInMove,
    }),
    providerSignOutTransitions: rule({
      spec: 'back-office §4',
      summary: 'Sign-out dialog, both kinds: only the moves of PROVIDER_SIGN_OUT_TRANSITIONS',
      schema: ProviderSignOutMove,
    }),
  },
});
