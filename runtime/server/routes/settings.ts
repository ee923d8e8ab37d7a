/** Handlers of the settings area (schemas/endpoints/settings.ts). */
import { settingsArea } from '../../../schemas/endpoints/settings.js';
import { defineHandlers } from '../contract/handlers.js';

export const settingsHandlers = defineHandlers(settingsArea, {});
