/** Handlers of the accounts area (schemas/endpoints/accounts.ts). */
import { accountsArea } from '../../../schemas/endpoints/accounts.js';
import { defineHandlers } from '../contract/handlers.js';

export const accountsHandlers = defineHandlers(accountsArea, {});
