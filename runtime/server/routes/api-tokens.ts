/** Handlers of the api-tokens area (schemas/endpoints/api-tokens.ts). */
import { apiTokensArea } from '../../../schemas/endpoints/api-tokens.js';
import { defineHandlers } from '../contract/handlers.js';

export const apiTokensHandlers = defineHandlers(apiTokensArea, {});
