/** Handlers of the support area (schemas/endpoints/support.ts). */
import { supportArea } from '../../../schemas/endpoints/support.js';
import { defineHandlers } from '../contract/handlers.js';

export const supportHandlers = defineHandlers(supportArea, {});
