/** Handlers of the jobs area (schemas/endpoints/jobs.ts). */
import { jobsArea } from '../../../schemas/endpoints/jobs.js';
import { defineHandlers } from '../contract/handlers.js';

export const jobsHandlers = defineHandlers(jobsArea, {});
