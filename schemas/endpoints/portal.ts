/**
 * OWNED BY: customer-domains work.
 */
import { defineArea } from './define.js';

export const portalArea = defineArea('portal', 'TODO', {});
