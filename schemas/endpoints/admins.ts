/**
 * OWNED BY: back-office work.
 */
import { defineArea } from './define.js';

export const adminsArea = defineArea('admins', 'TODO', {});
