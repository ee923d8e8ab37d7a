/** Handlers of the locations area (schemas/endpoints/locations.ts). */
import { locationsArea } from '../../../schemas/endpoints/locations.js';
import { defineHandlers } from '../contract/handlers.js';

export const locationsHandlers = defineHandlers(locationsArea, {});
