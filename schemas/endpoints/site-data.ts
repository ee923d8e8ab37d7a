/**
 * OWNED BY: meter-data work.
 */
import { defineArea } from './define.js';

export const siteDataArea = defineArea('site-data', 'TODO', {});
