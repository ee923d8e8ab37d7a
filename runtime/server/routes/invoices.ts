/** Handlers of the invoices area (schemas/endpoints/invoices.ts). */
import { invoicesArea } from '../../../schemas/endpoints/invoices.js';
import { defineHandlers } from '../contract/handlers.js';

export const invoicesHandlers = defineHandlers(invoicesArea, {});
