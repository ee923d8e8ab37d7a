/** Handlers of the users area (schemas/endpoints/users.ts). */
import { usersArea } from '../../../schemas/endpoints/users.js';
import { defineHandlers } from '../contract/handlers.js';

export const usersHandlers = defineHandlers(usersArea, {});
