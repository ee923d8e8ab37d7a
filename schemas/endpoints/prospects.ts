/**
 * OWNED BY: customer-domains work.
 */
import { defineArea } from './define.js';

export const prospectsArea = defineArea('prospects', 'TODO', {});
