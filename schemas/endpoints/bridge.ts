/**
 * OWNED BY: back-office work.
 */
import { defineArea } from './define.js';

export const bridgeArea = defineArea('bridge', 'TODO', {});
