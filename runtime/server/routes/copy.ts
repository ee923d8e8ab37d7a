/** Handlers of the copy area (schemas/endpoints/copy.ts). */
import { copyArea } from '../../../schemas/endpoints/copy.js';
import { defineHandlers } from '../contract/handlers.js';

export const copyHandlers = defineHandlers(copyArea, {});
