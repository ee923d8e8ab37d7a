/**
 * OWNED BY: customer-domains work.
 */
import { defineArea } from './define.js';

export const invoicesArea = defineArea('invoices', 'TODO', {});
