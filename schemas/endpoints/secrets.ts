/**
 * OWNED BY: back-office work.
 */
import { defineArea } from './define.js';

export const secretsArea = defineArea('secrets', 'TODO', {});
