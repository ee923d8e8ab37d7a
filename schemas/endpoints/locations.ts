/**
 * OWNED BY: customer-domains work.
 */
import { defineArea } from './define.js';

export const locationsArea = defineArea('locations', 'TODO', {});
