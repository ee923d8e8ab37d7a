/**
 * OWNED BY: inbox-iot work.
 */
import { defineArea } from './define.js';

export const iotSettingsArea = defineArea('iot-settings', 'TODO', {});
