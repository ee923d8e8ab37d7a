/**
 * The names every IoT shape keys on (platform-contract §3 IoT, §5; portal §5, §8): brands, providers,
 * categories, device kinds, and the device and vendor id rule with its five exact messages. Part of the
 * iot domain: iot.ts re-exports everything here and lists it in `iotDomain`.
 */
import { z } from 'zod';

// —— enumerations ——

/** platform-contract §3 IoT "Brands: solaredge, fronius, chargeamps, ngenic, cloudcharge, easee, hark, homeside, zaptec". */
export const IotBrand = z.enum(['solaredge', 'fronius', 'chargeamps', 'ngenic', 'cloudcharge', 'easee', 'hark', 'homeside', 'zaptec']);
export type IotBrand = z.infer<typeof IotBrand>;

/** platform-contract §3 IoT "Providers: emulate, enode, bright". */
export const IotProvider = z.enum(['emulate', 'enode', 'bright']);
export type IotProvider = z.infer<typeof IotProvider>;

/** platform-contract §3 IoT "Categories: heating, realtime, ev, chargingstation, solar, battery". */
export const IotCategory = z.enum(['heating', 'realtime', 'ev', 'chargingstation', 'solar', 'battery']);
export type IotCategory = z.infer<typeof IotCategory>;

/**
 * platform-contract §3 IoT "Device kinds: charging station, vehicle, hvac, inverter", camelCase on the
 * wire; also the vendorType part of device and vendor ids (docs/decisions.md "Device kinds").
 */
export const DeviceKind = z.enum(['chargingStation', 'vehicle', 'hvac', 'inverter']);
export type DeviceKind = z.infer<typeof DeviceKind>;

// —— device and vendor ids (platform-contract §5, portal §5, §8) ——

/** The five id messages, exactly as platform-contract §5 and portal §8 give them; X is the offending part. */
export const IOT_ID_MESSAGES = {
  provider: (x: string) => `"${x}" is not a valid Provider`,
  vendorType: (x: string) => `"${x}" is not a valid VendorType`,
  vendor: (x: string) => `"${x}" is not a valid Vendor`,
  deviceId: (x: string) => `"${x}" is not a valid DeviceId`,
  notCorrectlyFormatted: 'Value is not correctly formatted',
} as const;

/**
 * What "valid" means per part (docs/decisions.md "Device and vendor id parts"): provider one
 * of `IotProvider`; vendor a lowercase identifier (the brands are such identifiers); vendor type one of
 * `DeviceKind`; device id letters, digits, '_', '.' and '-'.
 */
export const VENDOR_PART = /^[a-z0-9][a-z0-9_-]*$/;
/** platform-contract §5: the deviceId part of a device id. */
export const DEVICE_ID_PART = /^[A-Za-z0-9_.-]+$/;

const alt = (values: readonly string[]) => `(${values.join('|')})`;
const VENDOR_ID_PATTERN = `${alt(IotProvider.options)}:${VENDOR_PART.source.slice(1, -1)}:${alt(DeviceKind.options)}`;

/** platform-contract §5: the issues of a device id (4 parts) or vendor id (3 parts), in part order; empty when valid. */
export function iotIdIssues(value: string, parts: 3 | 4): string[] {
  const got = value.split(':');
  if (got.length !== parts) return [IOT_ID_MESSAGES.notCorrectlyFormatted];
  const [provider = '', vendor = '', vendorType = '', deviceId = ''] = got;
  const issues: string[] = [];
  if (!(IotProvider.options as readonly string[]).includes(provider)) issues.push(IOT_ID_MESSAGES.provider(provider));
  if (!VENDOR_PART.test(vendor)) issues.push(IOT_ID_MESSAGES.vendor(vendor));
  if (!(DeviceKind.options as readonly string[]).includes(vendorType)) issues.push(IOT_ID_MESSAGES.vendorType(vendorType));
  if (parts === 4 && !DEVICE_ID_PART.test(deviceId)) issues.push(IOT_ID_MESSAGES.deviceId(deviceId));
  return issues;
}

/** An id string: the spec's messages from the refinement, then the same rule as a pattern for JSON Schema. */
function iotIdSchema(parts: 3 | 4, pattern: string) {
  return z
    .string()
    .superRefine((value, ctx) => {
      for (const message of iotIdIssues(value, parts)) ctx.addIssue({ code: 'custom', message, continue: false });
    })
    .regex(new RegExp(`^${pattern}$`), IOT_ID_MESSAGES.notCorrectlyFormatted);
}

/**
 * platform-contract §3 IoT, §5; portal §5: "provider device id is four colon-separated parts
 * provider:vendor:vendorType:deviceId", each non-empty and valid.
 */
export const ProviderDeviceId = iotIdSchema(4, `${VENDOR_ID_PATTERN}:${DEVICE_ID_PART.source.slice(1, -1)}`).meta({
  title: 'Device id',
  description: 'provider:vendor:vendorType:deviceId',
  examples: ['enode:easee:chargingStation:EH123456'],
});

/** platform-contract §3 IoT, §5: "vendor id has 3 parts" provider:vendor:vendorType. */
export const VendorId = iotIdSchema(3, VENDOR_ID_PATTERN).meta({
  title: 'Vendor id',
  description: 'provider:vendor:vendorType',
  examples: ['enode:tesla:vehicle'],
});
