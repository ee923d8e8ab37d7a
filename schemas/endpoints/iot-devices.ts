/**
 * OWNED BY: inbox-iot work.
 */
import { defineArea } from './define.js';

export const iotDevicesArea = defineArea('iot-devices', 'TODO', {});
