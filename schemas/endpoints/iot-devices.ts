/**
 * Brand devices, timer actions, integration web view and sessions (platform-contract §7 IoT "Devices",
 * "Actions", "Integration", "Sessions"). Paths exactly as platform-contract §7 writes them.
 */
import { z } from 'zod';
import { endpoint, defineArea, errors } from './define.js';
import { access } from './access.js';
import { IdParams } from './params.js';
import { ok, NoContent } from '../core/envelope.js';
import { BooleanString, IsoDate, Language, ObjectId } from '../core/primitives.js';
import {
  IotAction, IotActionCalculation, IotActionInput, IotActionUpdate, IotBrandDevice, IotBrandDeviceDetail, IotDeviceSessions,
  IotWebview,
} from '../iot.js';
import {
  DeviceActionResult, DeviceStateInput, DeviceSubstateInput, DeviceSwitchInput, IotReading, IotRealtime, IotSession,
  IotSessionData,
} from '../iot-devices.js';

const SPEC = 'platform-contract §7 IoT' as const;
const DEVICE = '/v3/iot/brands/{brand}/devices/{remoteId}' as const;
const ACTIONS = '/v3/iot/actions' as const;
const Device = IotBrandDevice.pick({ brand: true, remoteId: true });
/** The brand and provider errors a device call may pass on (IotErrorCode: deviceOffline 409, serviceUnavailable 503, unknown 502, ...). */
const deviceErrors = errors(404, 409, 502, 503);
const Period = { startDate: IsoDate, endDate: IsoDate };

export const iotDevicesArea = defineArea('iot-devices', 'Brand devices, their readings and sessions, and timer actions', {
  // —— Devices ——
  getBrandDevice: endpoint({
    method: 'GET',
    path: DEVICE,
    summary: 'Get a brand device with what its category shows',
    params: Device,
    query: z.object({ settingsId: ObjectId }),
    responses: { 200: ok(IotBrandDeviceDetail), ...deviceErrors },
    access: access.customerRead,
    spec: SPEC,
    decision: 'IoT brand devices',
  }),
  switchBrandDevice: endpoint({
    method: 'PUT',
    path: `${DEVICE}/switch`,
    summary: 'Switch a device on or off',
    params: Device,
    body: DeviceSwitchInput,
    responses: { 200: ok(DeviceActionResult), ...deviceErrors },
    access: access.customerWrite,
    spec: SPEC,
    decision: 'IoT brand devices',
  }),
  updateBrandDeviceState: endpoint({
    method: 'PUT',
    path: `${DEVICE}/state`,
    summary: 'Set a heating device\'s mode and target temperature',
    params: Device,
    body: DeviceStateInput,
    responses: { 200: ok(DeviceActionResult), ...deviceErrors },
    access: access.customerWrite,
    spec: SPEC,
    decision: 'HVAC state and substate',
  }),
  getBrandDeviceReading: endpoint({
    method: 'GET',
    path: `${DEVICE}/reading`,
    summary: 'Get a device\'s latest reading',
    params: Device,
    responses: { 200: ok(IotReading), ...deviceErrors },
    access: access.customerRead,
    spec: SPEC,
    decision: 'IoT brand devices',
  }),
  getBrandDeviceRealtime: endpoint({
    method: 'GET',
    path: `${DEVICE}/realtime`,
    summary: 'Get a device\'s realtime reading, with today\'s history when asked',
    params: Device,
    query: z.object({ withHistory: BooleanString.optional() }),
    responses: { 200: ok(IotRealtime), ...deviceErrors },
    access: access.customerRead,
    spec: SPEC,
    decision: 'IoT brand devices',
  }),
  listBrandDeviceSessions: endpoint({
    method: 'GET',
    path: `${DEVICE}/sessions`,
    summary: 'List a device\'s sessions in a period',
    params: Device,
    query: z.object({ ...Period, settingsId: ObjectId }),
    responses: { 200: ok(z.array(IotSession)), ...deviceErrors },
    access: access.customerRead,
    spec: SPEC,
    decision: 'IoT brand devices',
  }),
  listBrandDeviceSessionData: endpoint({
    method: 'GET',
    path: `${DEVICE}/sessions/data`,
    summary: 'List a device\'s sessions in a period with their readings',
    params: Device,
    query: z.object(Period),
    responses: { 200: ok(z.array(IotSessionData)), ...deviceErrors },
    access: access.customerRead,
    spec: SPEC,
    decision: 'IoT brand devices',
  }),
  updateBrandDeviceSubstate: endpoint({
    method: 'PUT',
    path: `${DEVICE}/substate`,
    summary: 'Set the mode of one unit of a heating device\'s group',
    params: Device,
    body: DeviceSubstateInput,
    responses: { 200: ok(DeviceActionResult), ...deviceErrors },
    access: access.customerWrite,
    spec: SPEC,
    decision: 'HVAC state and substate',
  }),
  // —— Actions ——
  getIotAction: endpoint({
    method: 'GET',
    path: `${ACTIONS}/{id}`,
    summary: 'Get a timer action',
    params: IdParams,
    responses: { 200: ok(IotAction), ...errors(404) },
    access: access.customerRead,
    spec: SPEC,
    decision: 'IoT timer actions',
  }),
  listIotDeviceActions: endpoint({
    method: 'GET',
    path: `${ACTIONS}/brands/{brand}/devices/{remoteId}`,
    summary: 'List the timer actions of a device',
    params: Device,
    responses: { 200: ok(z.array(IotAction)), ...errors(404) },
    access: access.customerRead,
    spec: SPEC,
    decision: 'IoT timer actions',
  }),
  updateIotAction: endpoint({
    method: 'PUT',
    path: `${ACTIONS}/{id}`,
    summary: 'Change a timer action',
    params: IdParams,
    body: IotActionUpdate,
    responses: { 200: ok(IotAction), ...errors(404) },
    access: access.customerWrite,
    spec: SPEC,
    decision: 'IoT timer actions',
  }),
  runIotAction: endpoint({
    method: 'PUT',
    path: `${ACTIONS}/{id}/run`,
    summary: 'Apply a timer action to its device now',
    params: IdParams,
    responses: { 200: ok(DeviceActionResult), ...deviceErrors },
    access: access.customerWrite,
    spec: SPEC,
    decision: 'IoT timer actions',
  }),
  calculateIotAction: endpoint({
    method: 'GET',
    path: `${ACTIONS}/{id}/calculate`,
    summary: 'Work out the hours a timer action runs',
    params: IdParams,
    query: z.object({
      currentHour: z.string().regex(/^([01]?\d|2[0-3])$/, 'Hour 0–23').optional().meta({ description: 'Hour of the day to decide for; now when absent' }),
      predictions: BooleanString.optional().meta({ description: 'Use predicted prices where real ones are not out yet' }),
    }),
    responses: { 200: ok(IotActionCalculation), ...errors(404) },
    access: access.customerRead,
    spec: SPEC,
    decision: 'IoT timer actions',
  }),
  deleteIotAction: endpoint({
    method: 'DELETE',
    path: `${ACTIONS}/{id}`,
    summary: 'Delete a timer action',
    params: IdParams,
    responses: { 204: NoContent, ...errors(404) },
    access: access.customerWrite,
    spec: SPEC,
    decision: 'IoT timer actions',
  }),
  createIotAction: endpoint({
    method: 'POST',
    path: ACTIONS,
    summary: 'Create a timer action for a device',
    body: IotActionInput,
    responses: { 201: ok(IotAction), ...errors(404) },
    access: access.customerWrite,
    spec: SPEC,
    decision: 'IoT timer actions',
  }),
  // —— Integration, Sessions ——
  getIotIntegrationWebview: endpoint({
    method: 'GET',
    path: '/v3/iot/integration/{locationId}/webview',
    summary: 'Get the URL of the device-control web view for a location',
    params: z.object({ locationId: ObjectId }),
    query: z.object({
      language: Language,
      extraQueryString: z.string().max(2000).optional().meta({ description: 'Appended to the web view URL as is' }),
    }),
    responses: { 200: ok(IotWebview), ...errors(404) },
    access: access.customerRead,
    spec: SPEC,
    decision: 'IoT brand devices',
  }),
  listIotSessions: endpoint({
    method: 'GET',
    path: '/v3/iot/sessions',
    summary: 'List the sessions of every device of the caller\'s account in a period',
    query: z.object(Period),
    responses: { 200: ok(z.array(IotDeviceSessions)) },
    access: access.customerRead,
    spec: SPEC,
    decision: 'IoT brand devices',
  }),
});
