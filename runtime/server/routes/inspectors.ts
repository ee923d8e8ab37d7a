/** Handlers of the inspectors area (schemas/endpoints/inspectors.ts). */
import { inspectorsArea } from '../../../schemas/endpoints/inspectors.js';
import { defineHandlers } from '../contract/handlers.js';

export const inspectorsHandlers = defineHandlers(inspectorsArea, {});
