/**
 * OWNED BY: inbox-iot work.
 */
import { defineArea } from './define.js';

export const inboxArea = defineArea('inbox', 'TODO', {});
