import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { reviveTimestamps } from './core/wire.js';
import { errorCatalogue } from './errors.js';
import { IotBrand, IotCategory, IotProvider, DeviceKind, ProviderDeviceId, VendorId, iotDomain } from './iot.js';
import { ChargingState, DeviceAction, DeviceActionResult, HeatingMode, IotReading, IotReadingType, IotWeekday } from './iot-devices.js';
import {
  EMULATED_SIGN_IN_TRANSITIONS, PROVIDER_SIGN_IN_TRANSITIONS, PROVIDER_SIGN_OUT_TRANSITIONS, ProviderSignInMove, ProviderSignInState,
  ProviderSignOutState, type ProviderSignInState as SignIn, type ProviderSignOutState as SignOut,
} from './iot-signin.js';
import { canMove } from './core/transitions.js';
import { iotSettingsArea } from './endpoints/iot-settings.js';
import { iotDevicesArea } from './endpoints/iot-devices.js';
import type { Endpoint } from './endpoints/define.js';
import { iotProvidersArea } from './endpoints/iot-providers.js';

function firstMessage(schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { message: string }[] } } }, value: unknown) {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error?.issues[0]?.message;
}

describe('value lists (platform-contract §3 IoT)', () => {
  it.each([
    ['brands', IotBrand.options, ['solaredge', 'fronius', 'chargeamps', 'ngenic', 'cloudcharge', 'easee', 'hark', 'homeside', 'zaptec']],
    ['providers', IotProvider.options, ['emulate', 'enode', 'bright']],
    ['categories', IotCategory.options, ['heating', 'realtime', 'ev', 'chargingstation', 'solar', 'battery']],
    ['device kinds', DeviceKind.options, ['chargingStation', 'vehicle', 'hvac', 'inverter']],
    ['sign-in states', ProviderSignInState.options, ['IDLE', 'CHECK_CONSENT', 'SHOW_CONSENT_DISCLAIMER', 'SHOW_PERMISSION_DISCLAIMER', 'CHECK_PERMISSIONS', 'SHOW_PERMISSION_SETTINGS_DISCLAIMER', 'SIGN_IN', 'AUTHENTICATING', 'SHOW_LOADING_SCREEN']],
    ['sign-out states', ProviderSignOutState.options, ['IDLE', 'SHOW_SIGN_OUT_DISCLAIMER']],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toEqual(expected);
  });

  it.each([
    ['default', 0],
    ['awayFromHome', 1],
    ['vacation', 2],
  ])('heating mode %s is %i on the wire', (name, value) => {
    expect(HeatingMode.enum[name as keyof typeof HeatingMode.enum]).toBe(value);
    expect(HeatingMode.safeParse(value).success).toBe(true);
    expect(HeatingMode.safeParse(name).success).toBe(false);
  });

  it('numbers weekdays Monday 0 to Sunday 6', () => {
    expect(IotWeekday.enum.monday).toBe(0);
    expect(IotWeekday.enum.sunday).toBe(6);
    expect(IotWeekday.options).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('has one optional reading key per reading type', () => {
    expect(Object.keys(IotReading.shape).filter((k) => k !== 'date').sort()).toEqual([...IotReadingType.options].sort());
    expect(IotReadingType.options).toHaveLength(22);
  });

  it('starts and ends the charging states as the spec lists them', () => {
    expect(ChargingState.options.slice(0, 6)).toEqual(['unplugged', 'notAtChargingLocation', 'awaitingPrices', 'planning', 'disabled', 'safetyCharging']);
    expect(ChargingState.options.slice(-5)).toEqual(['fullyCharged', 'chargingCompleted', 'deadlinePassedTargetNotReached', 'overridden', 'unknown']);
  });

  it.each([
    [{ success: true }, true],
    [{ success: false, code: 'hvacStateUnchanged' }, true],
    [{ success: false, code: 'badState' }, true],
    [{ success: false }, false],
    [{ success: true, code: 'badState' }, true],
  ])('action result %j valid: %s', (value, ok) => {
    expect(DeviceActionResult.safeParse(value).success).toBe(ok);
  });
});

describe('device id (platform-contract §5, portal §5, §8)', () => {
  it.each([
    ['enode:easee:chargingStation:EH123456', undefined],
    ['bright:ngenic:hvac:abc_1.2-3', undefined],
    ['emulate:my-vendor_2:inverter:X', undefined],
    ['acme:easee:chargingStation:1', '"acme" is not a valid Provider'],
    [':easee:chargingStation:1', '"" is not a valid Provider'],
    ['enode:easee:charger:1', '"charger" is not a valid VendorType'],
    ['enode:easee::1', '"" is not a valid VendorType'],
    ['enode:Easee:chargingStation:1', '"Easee" is not a valid Vendor'],
    ['enode::chargingStation:1', '"" is not a valid Vendor'],
    ['enode:easee:chargingStation:a b', '"a b" is not a valid DeviceId'],
    ['enode:easee:chargingStation:', '"" is not a valid DeviceId'],
    ['enode:easee:chargingStation', 'Value is not correctly formatted'],
    ['enode:easee:chargingStation:1:2', 'Value is not correctly formatted'],
    ['', 'Value is not correctly formatted'],
    ['acme:Easee:car:', '"acme" is not a valid Provider'],
  ])('%j → %s', (value, message) => {
    expect(firstMessage(ProviderDeviceId, value)).toBe(message);
  });

  it('reports every invalid part, in part order', () => {
    const result = ProviderDeviceId.safeParse('acme:Easee:car:a b');
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      '"acme" is not a valid Provider', '"Easee" is not a valid Vendor', '"car" is not a valid VendorType', '"a b" is not a valid DeviceId',
    ]);
  });

  it('catalogues the five messages', () => {
    const catalogued = Object.values(errorCatalogue).map((e) => e.message);
    for (const m of ['"{value}" is not a valid Provider', '"{value}" is not a valid VendorType', '"{value}" is not a valid Vendor', '"{value}" is not a valid DeviceId', 'Value is not correctly formatted']) {
      expect(catalogued).toContain(m);
    }
  });
});

describe('vendor id: 3 parts', () => {
  it.each([
    ['enode:tesla:vehicle', undefined],
    ['bright:homeside:hvac', undefined],
    ['enode:tesla', 'Value is not correctly formatted'],
    ['enode:tesla:vehicle:1', 'Value is not correctly formatted'],
    ['tibber:tesla:vehicle', '"tibber" is not a valid Provider'],
    ['enode:TESLA:vehicle', '"TESLA" is not a valid Vendor'],
    ['enode:tesla:car', '"car" is not a valid VendorType'],
  ])('%j → %s', (value, message) => {
    expect(firstMessage(VendorId, value)).toBe(message);
  });
});

describe('provider sign-in (back-office §4, platform-contract §4)', () => {
  // Every move the spec allows, written out independently of the table.
  const allowed: [SignIn, SignIn][] = [
    ['IDLE', 'CHECK_CONSENT'], ['IDLE', 'IDLE'],
    ['CHECK_CONSENT', 'SHOW_PERMISSION_DISCLAIMER'], ['CHECK_CONSENT', 'SHOW_CONSENT_DISCLAIMER'],
    ['SHOW_CONSENT_DISCLAIMER', 'SHOW_PERMISSION_DISCLAIMER'], ['SHOW_CONSENT_DISCLAIMER', 'IDLE'],
    ['SHOW_PERMISSION_DISCLAIMER', 'CHECK_PERMISSIONS'], ['SHOW_PERMISSION_DISCLAIMER', 'IDLE'],
    ['CHECK_PERMISSIONS', 'SIGN_IN'], ['CHECK_PERMISSIONS', 'SHOW_PERMISSION_SETTINGS_DISCLAIMER'],
    ['SHOW_PERMISSION_SETTINGS_DISCLAIMER', 'IDLE'],
    ['SIGN_IN', 'AUTHENTICATING'],
    ['AUTHENTICATING', 'SHOW_LOADING_SCREEN'], ['AUTHENTICATING', 'IDLE'],
    ['SHOW_LOADING_SCREEN', 'IDLE'],
  ];
  it.each(allowed)('%s → %s allowed', (from, to) => {
    expect(canMove(PROVIDER_SIGN_IN_TRANSITIONS, from, to)).toBe(true);
  });
  it('allows nothing else', () => {
    const count = Object.values(PROVIDER_SIGN_IN_TRANSITIONS).reduce((n, tos) => n + tos.length, 0);
    expect(count).toBe(allowed.length);
  });
  it.each([
    ['IDLE', 'SIGN_IN'],
    ['CHECK_CONSENT', 'SIGN_IN'],
    ['SHOW_CONSENT_DISCLAIMER', 'SIGN_IN'],
    ['CHECK_PERMISSIONS', 'IDLE'],
    ['SIGN_IN', 'IDLE'],
    ['SHOW_LOADING_SCREEN', 'AUTHENTICATING'],
    ['SHOW_PERMISSION_SETTINGS_DISCLAIMER', 'CHECK_PERMISSIONS'],
  ] as [SignIn, SignIn][])('%s → %s refused', (from, to) => {
    expect(canMove(PROVIDER_SIGN_IN_TRANSITIONS, from, to)).toBe(false);
    expect(firstMessage(ProviderSignInMove, { from, to })).toBe(`Move from ${from} to ${to} is not allowed`);
  });
});

describe('emulated sign-in: no permission step', () => {
  const allowed: [SignIn, SignIn][] = [
    ['IDLE', 'CHECK_CONSENT'], ['IDLE', 'IDLE'],
    ['CHECK_CONSENT', 'SIGN_IN'], ['CHECK_CONSENT', 'SHOW_CONSENT_DISCLAIMER'],
    ['SHOW_CONSENT_DISCLAIMER', 'SIGN_IN'], ['SHOW_CONSENT_DISCLAIMER', 'IDLE'],
    ['SIGN_IN', 'AUTHENTICATING'],
    ['AUTHENTICATING', 'SHOW_LOADING_SCREEN'], ['AUTHENTICATING', 'IDLE'],
    ['SHOW_LOADING_SCREEN', 'IDLE'],
  ];
  it.each(allowed)('%s → %s allowed', (from, to) => {
    expect(canMove(EMULATED_SIGN_IN_TRANSITIONS, from, to)).toBe(true);
  });
  it('allows nothing else', () => {
    const count = Object.values(EMULATED_SIGN_IN_TRANSITIONS).reduce((n, tos) => n + tos.length, 0);
    expect(count).toBe(allowed.length);
  });
  it.each([
    ['CHECK_CONSENT', 'SHOW_PERMISSION_DISCLAIMER'],
    ['SHOW_CONSENT_DISCLAIMER', 'SHOW_PERMISSION_DISCLAIMER'],
    ['SHOW_PERMISSION_DISCLAIMER', 'CHECK_PERMISSIONS'],
    ['CHECK_PERMISSIONS', 'SIGN_IN'],
    ['IDLE', 'SIGN_IN'],
  ] as [SignIn, SignIn][])('%s → %s refused', (from, to) => {
    expect(canMove(EMULATED_SIGN_IN_TRANSITIONS, from, to)).toBe(false);
  });
});

describe('sign-out, both kinds', () => {
  it.each([
    ['IDLE', 'SHOW_SIGN_OUT_DISCLAIMER', true],
    ['IDLE', 'IDLE', true],
    ['SHOW_SIGN_OUT_DISCLAIMER', 'IDLE', true],
    ['SHOW_SIGN_OUT_DISCLAIMER', 'SHOW_SIGN_OUT_DISCLAIMER', false],
  ] as [SignOut, SignOut, boolean][])('%s → %s: %s', (from, to, ok) => {
    expect(canMove(PROVIDER_SIGN_OUT_TRANSITIONS, from, to)).toBe(ok);
  });
});

describe('iot manifest and endpoints', () => {
  const decisions = readFileSync(fileURLToPath(new URL('../docs/decisions.md', import.meta.url)), 'utf8');
  const headings = new Set([...decisions.matchAll(/^## (.+)$/gm)].map((m) => m[1]));
  const endpoints: [string, Endpoint][] = Object.entries({ ...iotSettingsArea.endpoints, ...iotDevicesArea.endpoints, ...iotProvidersArea.endpoints });

  it('registers the id rules and the three transition tables', () => {
    expect(Object.keys(iotDomain.rules)).toEqual(['providerDeviceId', 'vendorId', 'providerSignInTransitions', 'emulatedSignInTransitions', 'providerSignOutTransitions']);
  });

  it('covers every IoT call of platform-contract §7', () => {
    const calls = endpoints.map(([, e]) => `${e.method} ${e.path}`);
    const expected = [
      'GET /v3/iot/settings/{id}', 'GET /v3/iot/settings/search', 'GET /v3/iot/settings/me', 'PUT /v3/iot/settings/{id}/brand/{brand}',
      'PUT /v3/iot/settings/{id}/brand/{brand}/sync', 'GET /v3/iot/settings/{id}/devices', 'GET /v3/iot/settings/{id}/actions',
      'PATCH /v3/iot/settings/{id}/provider/{provider}/accept', 'PATCH /v3/iot/settings/{id}/brands/{brand}/devices/{remoteId}',
      'GET /v3/iot/settings/{id}/favorites', 'POST /v3/iot/settings/{id}/favorites', 'DELETE /v3/iot/settings/{id}/favorites/{favId}',
      'GET /v3/iot/authenticate/{settingsId}/brand/{brand}/start', 'POST /v3/iot/authenticate/{settingsId}/brand/{brand}/credentials/',
      'DELETE /v3/iot/authenticate/{settingsId}/brand/{brand}', 'GET /v3/iot/authenticate/{id}/autosignup',
      'GET /v3/iot/brands/{brand}/devices/{remoteId}', 'PUT /v3/iot/brands/{brand}/devices/{remoteId}/switch',
      'PUT /v3/iot/brands/{brand}/devices/{remoteId}/state', 'GET /v3/iot/brands/{brand}/devices/{remoteId}/reading',
      'GET /v3/iot/brands/{brand}/devices/{remoteId}/realtime', 'GET /v3/iot/brands/{brand}/devices/{remoteId}/sessions',
      'GET /v3/iot/brands/{brand}/devices/{remoteId}/sessions/data', 'PUT /v3/iot/brands/{brand}/devices/{remoteId}/substate',
      'GET /v3/iot/actions/{id}', 'GET /v3/iot/actions/brands/{brand}/devices/{remoteId}', 'PUT /v3/iot/actions/{id}',
      'PUT /v3/iot/actions/{id}/run', 'GET /v3/iot/actions/{id}/calculate', 'DELETE /v3/iot/actions/{id}', 'POST /v3/iot/actions',
      'GET /v3/iot/integration/{locationId}/webview', 'GET /v3/iot/sessions',
      'GET /v3/iot/providers/all', 'GET /v3/iot/providers/{id}/vendors', 'GET /v3/iot/providers/{id}/enrichuri',
      'GET /v3/iot/providers/devices', 'GET /v3/iot/providers/vendors/{id}/strategy', 'DELETE /v3/iot/providers/vendors/{id}',
      'PATCH /v3/iot/providers/devices/{id}', 'GET /v3/iot/providers/devices/{id}', 'GET /v3/iot/providers/devices/{id}/history',
      'PATCH /v3/iot/providers/devices/{id}/favorite', 'GET /v3/iot/providers/devices/{id}/spo', 'PATCH /v3/iot/providers/devices/{id}/spo',
      'PUT /v3/iot/providers/devices/{id}/override', 'GET /v3/iot/providers/{id}/locations', 'POST /v3/iot/providers/{id}/locations',
      'DELETE /v3/iot/providers/{id}/locations/{locationId}',
    ];
    expect([...calls].sort()).toEqual([...expected].sort());
  });

  it('makes the authenticate start a browser redirect that can answer 404 Missing accessToken', () => {
    const start = iotSettingsArea.endpoints.startIotAuthentication;
    expect(start.produces).toBe('redirect');
    expect(start.responses[404]).toBeDefined();
    expect(errorCatalogue.missingAccessToken).toMatchObject({ status: 404, message: 'Missing accessToken', name: 'MissingUser' });
  });

  it.each(endpoints)('%s: path params match, decision is recorded', (_op, e) => {
    const inPath = [...e.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
    expect(Object.keys(e.params?.shape ?? {})).toEqual(inPath);
    if (e.decision) expect(headings).toContain(e.decision);
  });

  it('uses IotBrand for every {brand}', () => {
    for (const [, e] of endpoints) {
      if (!e.path.includes('{brand}')) continue;
      const brand = (e.params?.shape as Record<string, { safeParse: (v: unknown) => { success: boolean } }>).brand;
      expect(brand?.safeParse('zaptec').success).toBe(true);
      expect(brand?.safeParse('tibber').success).toBe(false);
    }
  });

  it('takes away mode returnDateTime as an instant (revived from the wire)', () => {
    const wire = { name: 'awayModeActivate', data: { targetTemperature: 16, returnDateTime: '2026-11-22T10:00:00.000Z' } };
    expect(DeviceAction.safeParse(reviveTimestamps(wire)).success).toBe(true);
    expect(DeviceAction.safeParse(wire).success).toBe(false);
  });
});
