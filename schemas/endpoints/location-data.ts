/**
 * OWNED BY: meter-data work.
 */
import { defineArea } from './define.js';

export const locationDataArea = defineArea('location-data', 'TODO', {});
