/** Handlers of the prospects area (schemas/endpoints/prospects.ts). */
import { prospectsArea } from '../../../schemas/endpoints/prospects.js';
import { defineHandlers } from '../contract/handlers.js';

export const prospectsHandlers = defineHandlers(prospectsArea, {});
