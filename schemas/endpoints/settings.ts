/**
 * OWNED BY: back-office work.
 */
import { defineArea } from './define.js';

export const settingsArea = defineArea('settings', 'TODO', {});
