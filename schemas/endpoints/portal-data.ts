/**
 * OWNED BY: meter-data work.
 */
import { defineArea } from './define.js';

export const portalDataArea = defineArea('portal-data', 'TODO', {});
