/**
 * OWNED BY: meter-data work.
 */
import { defineArea } from './define.js';

export const insightsArea = defineArea('insights', 'TODO', {});
