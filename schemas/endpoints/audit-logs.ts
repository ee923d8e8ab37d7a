/**
 * OWNED BY: back-office work.
 */
import { defineArea } from './define.js';

export const auditLogsArea = defineArea('audit-logs', 'TODO', {});
