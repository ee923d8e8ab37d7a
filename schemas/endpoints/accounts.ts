/**
 * OWNED BY: customer-domains work.
 */
import { defineArea } from './define.js';

export const accountsArea = defineArea('accounts', 'TODO', {});
