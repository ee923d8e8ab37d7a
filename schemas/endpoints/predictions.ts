/**
 * OWNED BY: meter-data work.
 */
import { defineArea } from './define.js';

export const predictionsArea = defineArea('predictions', 'TODO', {});
