/**
 * OWNED BY: back-office work.
 */
import { defineArea } from './define.js';

export const jobsArea = defineArea('jobs', 'TODO', {});
