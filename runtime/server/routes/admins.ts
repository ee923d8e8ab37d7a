/** Handlers of the admins area (schemas/endpoints/admins.ts). */
import { adminsArea } from '../../../schemas/endpoints/admins.js';
import { defineHandlers } from '../contract/handlers.js';

export const adminsHandlers = defineHandlers(adminsArea, {});
