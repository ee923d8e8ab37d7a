/**
 * OWNED BY: customer-domains work.
 */
import { defineArea } from './define.js';

export const authArea = defineArea('auth', 'TODO', {});
