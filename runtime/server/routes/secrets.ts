/** Handlers of the secrets area (schemas/endpoints/secrets.ts). */
import { secretsArea } from '../../../schemas/endpoints/secrets.js';
import { defineHandlers } from '../contract/handlers.js';

export const secretsHandlers = defineHandlers(secretsArea, {});
