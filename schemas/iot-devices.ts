/**
 * What a connected device reports and accepts, independent of brand and provider (platform-contract
 * §3 IoT): readings, heating modes, device actions and their results, HVAC units and groups, solar
 * inverters, EV and charging-station summaries, smart charging. Part of the iot domain: every export
 * below is listed in `iotDomain` (schemas/iot.ts). This file imports nothing from iot.ts (iot.ts
 * imports it).
 */
import { z } from 'zod';
import { HourOfDay, IsoDate, Latitude, Longitude, ObjectId, Timestamp } from './core/primitives.js';
import { SpotPrice } from './measurement.js';

// —— enumerations ——

/** platform-contract §3 IoT: "Heating modes: default 0, awayFromHome 1, vacation 2" (numbers on the wire). */
export const HeatingMode = z.enum({ default: 0, awayFromHome: 1, vacation: 2 });
export type HeatingMode = z.infer<typeof HeatingMode>;

/** platform-contract §3 IoT, §9, back-office §9: night-settings weekdays, "Monday 0 to Sunday 6" (numbers on the wire). */
export const IotWeekday = z.enum({ monday: 0, tuesday: 1, wednesday: 2, thursday: 3, friday: 4, saturday: 5, sunday: 6 });
export type IotWeekday = z.infer<typeof IotWeekday>;

/**
 * platform-contract §3 IoT "Device actions (name plus data)": update location device, HVAC temperature,
 * away mode activate and deactivate, smart heating activate and deactivate, as camelCase names
 * (docs/decisions.md "Device action names").
 */
export const DeviceActionName = z.enum([
  'updateLocationDevice', 'hvacTemperature', 'awayModeActivate', 'awayModeDeactivate', 'smartHeatingActivate', 'smartHeatingDeactivate',
]);
export type DeviceActionName = z.infer<typeof DeviceActionName>;

/** platform-contract §3 IoT, portal §8: "Device action codes: HVAC state unchanged, bad state". */
export const DeviceActionErrorCode = z.enum(['hvacStateUnchanged', 'badState']);
export type DeviceActionErrorCode = z.infer<typeof DeviceActionErrorCode>;

/** platform-contract §3 IoT: charging entries' status (charging, paused, finished). */
export const ChargingEntryStatus = z.enum(['charging', 'paused', 'finished']);
export type ChargingEntryStatus = z.infer<typeof ChargingEntryStatus>;

/**
 * platform-contract §3 IoT: "Charging states: unplugged, notAtChargingLocation, awaitingPrices, planning,
 * disabled, safetyCharging and others, ending fullyCharged, chargingCompleted,
 * deadlinePassedTargetNotReached, overridden, unknown". The "others" are our decision
 * (docs/decisions.md "Charging states"): scheduled, charging, paused.
 */
export const ChargingState = z.enum([
  'unplugged', 'notAtChargingLocation', 'awaitingPrices', 'planning', 'disabled', 'safetyCharging',
  'scheduled', 'charging', 'paused',
  'fullyCharged', 'chargingCompleted', 'deadlinePassedTargetNotReached', 'overridden', 'unknown',
]);
export type ChargingState = z.infer<typeof ChargingState>;

// —— small shapes ——

/** platform-contract §3 IoT night settings "hours{from, to}": a time of day, HH:MM (24 h); timer windows use it too. */
export const IotTimeOfDay = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Must be a time of day HH:MM')
  .meta({ description: 'Time of day HH:MM, 24-hour', examples: ['22:00'] });

const Percent = z.number().min(0).max(100);
const Celsius = z.number().min(-50).max(100).meta({ description: '°C' });
/** A temperature a user may ask a heating unit for. */
const TargetCelsius = z.number().min(0).max(40).meta({ description: 'Target temperature, °C' });

// —— readings and sessions ——

/**
 * platform-contract §3 IoT: "reading: date" plus the reading types, each an optional key named by its
 * `IotReadingType` value (the reading types are derived from these keys).
 */
export const IotReading = z
  .object({
    date: Timestamp,
    temperature: Celsius.optional(),
    kWh: z.number().optional().meta({ description: 'Energy, kWh' }),
    volt: z.number().optional(),
    ampere: z.number().optional(),
    watt: z.number().optional().meta({ description: 'Power, W' }),
    humidity: Percent.optional(),
    batteryLevel: Percent.optional(),
    stateOfCharge: Percent.optional(),
    targetSoC: Percent.optional(),
    km: z.number().min(0).optional().meta({ description: 'Range left, km' }),
    odometer: z.number().min(0).optional().meta({ description: 'Distance driven in total, km' }),
    isConnected: z.boolean().optional(),
    isCharging: z.boolean().optional(),
    isOn: z.boolean().optional(),
    isOnline: z.boolean().optional(),
    heatingMode: HeatingMode.optional(),
    fanSpeed: z.number().min(0).optional(),
    wind: z.number().min(0).optional().meta({ description: 'Wind speed, m/s' }),
    rain: z.number().min(0).optional().meta({ description: 'Rain, mm' }),
    latitude: Latitude.optional(),
    longitude: Longitude.optional(),
    chargeRate: z.number().min(0).optional().meta({ description: 'Charge rate, kW' }),
  })
  .meta({ title: 'Reading', description: 'What a device reported at one instant' });
export type IotReading = z.infer<typeof IotReading>;

/**
 * platform-contract §3 IoT: "Reading types include temperature, kWh, volt, ampere, watt, humidity,
 * battery level, state of charge, target SoC, km, odometer, isConnected, isCharging, isOn, isOnline,
 * heating mode, fan speed, wind, rain, latitude, longitude, charge rate". Values are the camelCase of
 * the words (docs/decisions.md "IoT reading types"): the keys of `IotReading` but its date.
 */
export const IotReadingType = IotReading.keyof().exclude(['date']);
export type IotReadingType = z.infer<typeof IotReadingType>;

/** platform-contract §3 IoT "Session: start, stop"; stop is null while the session runs. */
export const IotSession = z
  .object({ start: Timestamp, stop: Timestamp.nullable() })
  .meta({ title: 'Session', description: 'A charging or running session' });
export type IotSession = z.infer<typeof IotSession>;

/** platform-contract §7 IoT GET .../sessions/data: each session with its readings. */
export const IotSessionData = IotSession.extend({ readings: z.array(IotReading) }).meta({ title: 'Session data' });

/** platform-contract §7 IoT GET .../realtime (withHistory): the latest reading, and the history when asked for. */
export const IotRealtime = z
  .object({ latest: IotReading.nullable(), history: z.array(IotReading).optional() })
  .meta({ title: 'Realtime', description: 'Latest reading; history only with withHistory=true' });

// —— device actions ——

/** platform-contract §3 IoT "Night settings: active, hours{from, to}, days (Monday 0 to Sunday 6)". */
export const NightSettings = z
  .object({
    active: z.boolean(),
    hours: z.object({ from: IotTimeOfDay, to: IotTimeOfDay }),
    days: z.array(IotWeekday).max(7),
  })
  .meta({ title: 'Night settings', description: 'When smart heating lowers the temperature at night' });
export type NightSettings = z.infer<typeof NightSettings>;

const NoData = z.object({}).optional();
const A = DeviceActionName.enum;

/**
 * platform-contract §3 IoT "Device actions (name plus data)": update location device (locationId); HVAC
 * temperature (targetTemperature); away mode activate (targetTemperature, returnDateTime) and deactivate;
 * smart heating activate (locationId, nightSettings) and deactivate.
 */
export const DeviceAction = z
  .discriminatedUnion('name', [
    z.object({ name: z.literal(A.updateLocationDevice), data: z.object({ locationId: ObjectId }) }),
    z.object({ name: z.literal(A.hvacTemperature), data: z.object({ targetTemperature: TargetCelsius }) }),
    z.object({ name: z.literal(A.awayModeActivate), data: z.object({ targetTemperature: TargetCelsius, returnDateTime: Timestamp }) }),
    z.object({ name: z.literal(A.awayModeDeactivate), data: NoData }),
    z.object({ name: z.literal(A.smartHeatingActivate), data: z.object({ locationId: ObjectId, nightSettings: NightSettings }) }),
    z.object({ name: z.literal(A.smartHeatingDeactivate), data: NoData }),
  ])
  .meta({ title: 'Device action' });
export type DeviceAction = z.infer<typeof DeviceAction>;

/** platform-contract §7 IoT PATCH /v3/iot/providers/devices/{id} body "action" (docs/decisions.md "Device action body"). */
export const DeviceActionRequest = z.strictObject({ action: DeviceAction }).meta({ title: 'Device action request' });

/** platform-contract §3 IoT "Action results: success true, or failure with a code (HVAC state unchanged, bad state)". */
export const DeviceActionResult = z
  .discriminatedUnion('success', [
    z.object({ success: z.literal(true) }),
    z.object({ success: z.literal(false), code: DeviceActionErrorCode }),
  ])
  .meta({ title: 'Action result' });
export type DeviceActionResult = z.infer<typeof DeviceActionResult>;

// —— heating ——

/**
 * platform-contract §3 IoT "HVAC unit: id, displayName, state, capabilities (temperature range; away
 * mode; smart heating), reading {currentTemperature, targetTemperature, destinationTemperature, optional
 * targetDateTime}". state is the heating mode (docs/decisions.md "HVAC state and substate").
 */
export const HvacUnit = z
  .object({
    id: z.string().min(1),
    displayName: z.string(),
    state: HeatingMode,
    capabilities: z.object({
      temperatureRange: z.object({ min: Celsius, max: Celsius, step: z.number().positive() }),
      awayMode: z.boolean(),
      smartHeating: z.boolean(),
    }),
    reading: z.object({
      currentTemperature: Celsius.nullable(),
      targetTemperature: Celsius,
      destinationTemperature: Celsius.meta({ description: 'The temperature the unit is heading for, °C' }),
      targetDateTime: Timestamp.optional().meta({ description: 'When the destination temperature is due' }),
    }),
  })
  .meta({ title: 'HVAC unit' });
export type HvacUnit = z.infer<typeof HvacUnit>;

/** platform-contract §3 IoT "HVAC group: id, displayName, units". */
export const HvacGroup = z.object({ id: z.string().min(1), displayName: z.string(), units: z.array(HvacUnit) }).meta({ title: 'HVAC group' });
export type HvacGroup = z.infer<typeof HvacGroup>;

/** platform-contract §7 IoT PUT .../substate: the state of one unit of the device's group. */
export const DeviceSubstateInput = z
  .strictObject({ unitId: z.string().min(1), state: HeatingMode, targetTemperature: TargetCelsius.optional() })
  .meta({ title: 'Unit state' });

/** platform-contract §7 IoT PUT .../state: the device's heating mode and target. */
export const DeviceStateInput = z
  .strictObject({ state: HeatingMode, targetTemperature: TargetCelsius.optional(), returnDateTime: Timestamp.optional() })
  .meta({ title: 'Device state' });

/** platform-contract §7 IoT PUT .../switch (switchOn). */
export const DeviceSwitchInput = z.strictObject({ switchOn: z.boolean() }).meta({ title: 'Switch' });

// —— solar ——

/**
 * platform-contract §3 IoT "Solar inverter: reading {optional UVIndex, cloudCover, productionRate,
 * lifetimeProduction, lastUpdated nullable, isProducing, isOnline}, installationDate".
 */
export const SolarInverter = z
  .object({
    reading: z.object({
      UVIndex: z.number().min(0).optional(),
      cloudCover: Percent,
      productionRate: z.number().min(0).meta({ description: 'Current production, W' }),
      lifetimeProduction: z.number().min(0).meta({ description: 'Produced since installation, kWh' }),
      lastUpdated: Timestamp.nullable(),
      isProducing: z.boolean(),
      isOnline: z.boolean(),
    }),
    installationDate: IsoDate.nullable(),
  })
  .meta({ title: 'Solar inverter' });
export type SolarInverter = z.infer<typeof SolarInverter>;

// —— EV and charging station ——

/** platform-contract §3 IoT EV and charging station summary period: consumption, cost, from, to. */
export const ChargingPeriodSummary = z
  .object({ consumption: z.number().min(0).meta({ description: 'kWh' }), cost: z.number(), from: Timestamp, to: Timestamp })
  .meta({ title: 'Charging period' });

/** platform-contract §3 IoT: "EV adds savings". */
export const EvPeriodSummary = ChargingPeriodSummary.extend({ savings: z.number() }).meta({ title: 'EV charging period' });

/** platform-contract §3 IoT "charging station: summary {total, optional latest}". */
export const ChargingStationSummary = z
  .object({ total: ChargingPeriodSummary, latest: ChargingPeriodSummary.optional() })
  .meta({ title: 'Charging station summary' });

/** platform-contract §3 IoT "EV: summary {total, optional latest} ... EV adds savings". */
export const EvSummary = z.object({ total: EvPeriodSummary, latest: EvPeriodSummary.optional() }).meta({ title: 'EV summary' });

const chargingScheduleShape = {
  chargedBy: z.object({ hour: HourOfDay, minute: z.number().int().min(0).max(59) }).meta({ description: 'Charged by this time of day' }),
  spoStart: Timestamp.nullable().meta({ description: 'When spot-price optimisation started planning this charge' }),
  skipSpoUntil: Timestamp.nullable().meta({ description: 'Spot-price optimisation paused until then' }),
  spoOverridden: z.boolean(),
  safetySoc: Percent.meta({ description: 'State of charge reached at once, whatever the price' }),
  enabled: z.boolean(),
  chargingDuration: z.number().int().min(0).meta({ description: 'Expected charging time, minutes' }),
};

/**
 * platform-contract §3 IoT "Charging schedule settings: chargedBy{hour, minute}, spoStart, skipSpoUntil,
 * spoOverridden, safetySoc, enabled, chargingDuration" (docs/decisions.md "Smart charging").
 */
export const ChargingScheduleSettings = z.object(chargingScheduleShape).meta({ title: 'Charging schedule' });
export type ChargingScheduleSettings = z.infer<typeof ChargingScheduleSettings>;

/** platform-contract §7 IoT PATCH /devices/{id}/spo (update): the settings to change. */
export const ChargingScheduleUpdate = z.strictObject(chargingScheduleShape).partial().meta({ title: 'Charging schedule update' });

/** platform-contract §3 IoT charging "entries start, stop, status (charging, paused, finished)". */
export const ChargingEntry = z.object({ start: Timestamp, stop: Timestamp, status: ChargingEntryStatus }).meta({ title: 'Charging entry' });

/** platform-contract §3 IoT charging "summary durationInSeconds, endTime, cost, savings". */
export const ChargingSummary = z
  .object({ durationInSeconds: z.number().int().min(0), endTime: Timestamp.nullable(), cost: z.number(), savings: z.number() })
  .meta({ title: 'Charging summary' });

/** platform-contract §3 IoT: settings, entries, latestState and summary of smart charging, as GET /devices/{id}/spo answers. */
export const SmartChargingStatus = z
  .object({
    settings: ChargingScheduleSettings,
    entries: z.array(ChargingEntry),
    latestState: ChargingState,
    summary: ChargingSummary.nullable(),
  })
  .meta({ title: 'Smart charging' });
export type SmartChargingStatus = z.infer<typeof SmartChargingStatus>;

/** platform-contract §7 IoT GET /devices/{id}/history (from, to, priceZone): readings with the zone's spot prices. */
export const IotDeviceHistory = z
  .object({
    readings: z.array(IotReading),
    prices: z.array(SpotPrice).meta({ description: 'Spot prices of the price zone in the period' }),
  })
  .meta({ title: 'Device history' });

/** Every export above, for the iot manifest. */
export const iotDeviceEnums = { IotReadingType, HeatingMode, IotWeekday, DeviceActionName, DeviceActionErrorCode, ChargingEntryStatus, ChargingState };
export const iotDeviceEntities = {
  IotTimeOfDay, IotReading, IotSession, IotSessionData, IotRealtime, NightSettings, DeviceAction, DeviceActionRequest,
  DeviceActionResult, HvacUnit, HvacGroup, DeviceSubstateInput, DeviceStateInput, DeviceSwitchInput, SolarInverter,
  ChargingPeriodSummary, EvPeriodSummary, ChargingStationSummary, EvSummary, ChargingScheduleSettings,
  ChargingScheduleUpdate, ChargingEntry, ChargingSummary, SmartChargingStatus, IotDeviceHistory,
};
