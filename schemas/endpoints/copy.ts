/**
 * OWNED BY: back-office work.
 */
import { defineArea } from './define.js';

export const copyArea = defineArea('copy', 'TODO', {});
