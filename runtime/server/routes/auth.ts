/** Handlers of the auth area (schemas/endpoints/auth.ts). */
import { authArea } from '../../../schemas/endpoints/auth.js';
import { defineHandlers } from '../contract/handlers.js';

export const authHandlers = defineHandlers(authArea, {});
