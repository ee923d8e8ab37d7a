/** Handlers of the organisations area (schemas/endpoints/organisations.ts). */
import { organisationsArea } from '../../../schemas/endpoints/organisations.js';
import { defineHandlers } from '../contract/handlers.js';

export const organisationsHandlers = defineHandlers(organisationsArea, {});
