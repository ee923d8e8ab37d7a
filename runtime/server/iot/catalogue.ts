/**
 * What the platform knows of each brand and provider before anyone connects one (docs/decisions.md
 * "Device providers"): which provider connects a brand, what its devices are, how a user signs in to
 * it. A vendor is a brand as a provider names it (provider:brand:kind, the contract's VendorId).
 */
import type { DeviceKind, IotBrand, IotCategory, IotProvider } from '../../../schemas/iot.js';

/** How a user proves to a brand that the devices are theirs. */
export type BrandSignIn =
  | 'web'            // the brand's own sign-in page (OAuth), opened by the start URL
  | 'password'       // username and password, sent with the credentials call
  | 'apiKey'         // an API key from the brand's own app
  | 'customerId';    // the utility's own brand: the customer number is enough (auto sign-up)

export interface BrandInfo {
  /** What a newly connected device is called until its owner renames it. */
  readonly deviceName: string;
  readonly displayName: string;
  readonly provider: IotProvider;
  readonly category: IotCategory;
  /** The DeviceKind of its devices; undefined for realtime meters, which no provider device id names. */
  readonly kind: DeviceKind | undefined;
  readonly signIn: BrandSignIn;
  readonly models: readonly { readonly model: string; readonly make: string; readonly capabilities: 'full' | 'limited' | 'unknown' }[];
}

export const BRANDS: Readonly<Record<IotBrand, BrandInfo>> = {
  solaredge: { deviceName: 'SolarEdge inverter', displayName: 'SolarEdge', provider: 'bright', category: 'solar', kind: 'inverter', signIn: 'apiKey', models: [{ make: 'SolarEdge', model: 'SE5K', capabilities: 'limited' }] },
  fronius: { deviceName: 'Fronius inverter', displayName: 'Fronius', provider: 'bright', category: 'solar', kind: 'inverter', signIn: 'password', models: [{ make: 'Fronius', model: 'Primo GEN24', capabilities: 'limited' }] },
  chargeamps: { deviceName: 'Charge Amps Halo', displayName: 'Charge Amps', provider: 'bright', category: 'chargingstation', kind: 'chargingStation', signIn: 'password', models: [{ make: 'Charge Amps', model: 'Halo', capabilities: 'full' }] },
  ngenic: { deviceName: 'Ngenic Tune thermostat', displayName: 'Ngenic', provider: 'bright', category: 'heating', kind: 'hvac', signIn: 'web', models: [{ make: 'Ngenic', model: 'Tune', capabilities: 'full' }] },
  cloudcharge: { deviceName: 'CloudCharge charger', displayName: 'CloudCharge', provider: 'bright', category: 'chargingstation', kind: 'chargingStation', signIn: 'password', models: [{ make: 'CloudCharge', model: 'CC22', capabilities: 'limited' }] },
  easee: { deviceName: 'Easee Charge', displayName: 'Easee', provider: 'enode', category: 'chargingstation', kind: 'chargingStation', signIn: 'web', models: [{ make: 'Easee', model: 'Charge', capabilities: 'full' }, { make: 'Easee', model: 'Home', capabilities: 'full' }] },
  hark: { deviceName: 'Hark energy sensor', displayName: 'Hark', provider: 'bright', category: 'realtime', kind: undefined, signIn: 'apiKey', models: [{ make: 'Hark', model: 'Energy Sensor', capabilities: 'unknown' }] },
  homeside: { deviceName: 'HomeSide district heating centre', displayName: 'HomeSide', provider: 'bright', category: 'heating', kind: 'hvac', signIn: 'customerId', models: [{ make: 'HomeSide', model: 'District heating centre', capabilities: 'full' }] },
  zaptec: { deviceName: 'Zaptec Go', displayName: 'Zaptec', provider: 'enode', category: 'chargingstation', kind: 'chargingStation', signIn: 'web', models: [{ make: 'Zaptec', model: 'Go', capabilities: 'full' }, { make: 'Zaptec', model: 'Pro', capabilities: 'full' }] },
};

export const PROVIDERS: Readonly<Record<IotProvider, { readonly displayName: string }>> = {
  emulate: { displayName: 'Emulated devices' },
  enode: { displayName: 'Enode' },
  bright: { displayName: 'Ampere integrations' },
};

/**
 * The brands a provider connects. Every brand belongs to one provider; emulate has none of its own:
 * the built-in provider already answers for every brand under its own provider's name, and a second
 * name for the same devices would only make two vendor ids for one device.
 */
export function brandsOf(provider: IotProvider): IotBrand[] {
  return (Object.keys(BRANDS) as IotBrand[]).filter((b) => BRANDS[b].provider === provider);
}

/** The vendor id of a brand at a provider; undefined for brands without a device kind (realtime meters). */
export function vendorIdOf(provider: IotProvider, brand: IotBrand): string | undefined {
  const kind = BRANDS[brand].kind;
  return kind ? `${provider}:${brand}:${kind}` : undefined;
}

/** The provider device id of a device (provider:vendor:kind:remoteId), as IotDevice.id carries it. */
export function providerDeviceId(d: { provider: IotProvider; vendor: string; kind: DeviceKind | null; remoteId: string }): string | undefined {
  return d.kind ? `${d.provider}:${d.vendor}:${d.kind}:${d.remoteId}` : undefined;
}

/** The parts of a (valid) provider device id or vendor id. */
export function idParts(id: string): { provider: IotProvider; vendor: string; kind: DeviceKind; remoteId: string } {
  const [provider, vendor, kind, remoteId = ''] = id.split(':') as [IotProvider, string, DeviceKind, string?];
  return { provider, vendor, kind, remoteId };
}

export const isBrand = (vendor: string): vendor is IotBrand => vendor in BRANDS;
