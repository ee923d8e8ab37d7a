/**
 * OWNED BY: back-office work.
 */
import { defineArea } from './define.js';

export const apiTokensArea = defineArea('api-tokens', 'TODO', {});
