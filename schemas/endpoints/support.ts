/**
 * OWNED BY: inbox-iot work.
 */
import { defineArea } from './define.js';

export const supportArea = defineArea('support', 'TODO', {});
