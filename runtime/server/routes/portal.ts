/** Handlers of the portal area (schemas/endpoints/portal.ts). */
import { portalArea } from '../../../schemas/endpoints/portal.js';
import { defineHandlers } from '../contract/handlers.js';

export const portalHandlers = defineHandlers(portalArea, {});
