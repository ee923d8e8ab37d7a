/**
 * OWNED BY: meter-data work.
 */
import { defineArea } from './define.js';

export const reportsArea = defineArea('reports', 'TODO', {});
