/**
 * OWNED BY: customer-domains work.
 */
import { defineArea } from './define.js';

export const inspectorsArea = defineArea('inspectors', 'TODO', {});
