/**
 * OWNED BY: inbox-iot work.
 */
import { defineArea } from './define.js';

export const iotProvidersArea = defineArea('iot-providers', 'TODO', {});
