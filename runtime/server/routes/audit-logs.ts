/** Handlers of the audit-logs area (schemas/endpoints/audit-logs.ts). */
import { auditLogsArea } from '../../../schemas/endpoints/audit-logs.js';
import { defineHandlers } from '../contract/handlers.js';

export const auditLogsHandlers = defineHandlers(auditLogsArea, {});
