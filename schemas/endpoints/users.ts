/**
 * OWNED BY: customer-domains work.
 */
import { defineArea } from './define.js';

export const usersArea = defineArea('users', 'TODO', {});
