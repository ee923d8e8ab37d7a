/** Handlers of the sites area (schemas/endpoints/sites.ts). */
import { sitesArea } from '../../../schemas/endpoints/sites.js';
import { defineHandlers } from '../contract/handlers.js';

export const sitesHandlers = defineHandlers(sitesArea, {});
