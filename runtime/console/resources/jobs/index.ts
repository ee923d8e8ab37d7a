/**
 * The scheduled jobs' screens (back-office §3 Job (scheduled), §4, §7 Scheduled jobs): a list with
 * status, runs and last error, filtered by queue type and status; a job's screen with its errors;
 * pausing and enabling; the schedule's edit where the job is editable. Loaded when opened. Jobs are
 * not created here: the platform defines them.
 */
import ScheduleIcon from '@mui/icons-material/Schedule';
import { lazy } from 'react';
import type { ResourceScreens } from '../screens.js';

const list = lazy(() => import('./job-list.js').then((m) => ({ default: m.JobList })));
const show = lazy(() => import('./job-show.js').then((m) => ({ default: m.JobShow })));
const edit = lazy(() => import('./job-edit.js').then((m) => ({ default: m.JobEdit })));

const jobs: ResourceScreens = { list, show, edit, icon: ScheduleIcon };
export default jobs;
