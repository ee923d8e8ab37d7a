/**
 * OWNED BY: inbox-iot work.
 */
import { defineArea } from './define.js';

export const messagingArea = defineArea('messaging', 'TODO', {});
