/**
 * OWNED BY: customer-domains work.
 */
import { defineArea } from './define.js';

export const sitesArea = defineArea('sites', 'TODO', {});
