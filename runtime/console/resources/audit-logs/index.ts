/**
 * The audit log's screens (back-office §3 Audit log): its own list (a page at a time from the server,
 * searched by who, what, when and organisation) and show (the entry's field-level difference), loaded
 * when opened. It has no create or edit: the log is written only by the changes it records.
 */
import HistoryIcon from '@mui/icons-material/History';
import { lazy } from 'react';
import type { ResourceScreens } from '../screens.js';

const list = lazy(() => import('./audit-log-list.js').then((m) => ({ default: m.AuditLogList })));
const show = lazy(() => import('./audit-log-show.js').then((m) => ({ default: m.AuditLogShow })));

const auditLogs: ResourceScreens = { list, show, icon: HistoryIcon };
export default auditLogs;
