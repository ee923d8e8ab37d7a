/**
 * OWNED BY: meter-data work.
 */
import { defineArea } from './define.js';

export const dataArea = defineArea('data', 'TODO', {});
