/**
 * OWNED BY: customer-domains work.
 */
import { defineArea } from './define.js';

export const organisationsArea = defineArea('organisations', 'TODO', {});
