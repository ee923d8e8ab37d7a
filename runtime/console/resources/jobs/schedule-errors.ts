/**
 * A refused schedule change as the form's field errors: the generated client checks the body against
 * the contract (JobPatchBody) before sending, the server's own 4xx carry the same issues, and
 * errorTree places them. Issues on a schedule field go to that field; anything else is returned apart
 * for a notification.
 */
import { errorTree, firstMessages, type ErrorTree } from '../generic-form-schema.js';

export interface ScheduleErrors {
  /** react-admin's submission errors (setSubmissionErrors): `{ schedule: { cron: 'message' } }`. */
  readonly fields?: { readonly schedule: Readonly<Record<string, string>> };
  /** What belongs to no field: the error's own message, or issues elsewhere in the body. */
  readonly general?: string;
}

export function scheduleErrors(error: unknown): ScheduleErrors {
  const tree = errorTree(error, ['schedule']);
  const schedule = tree.schedule as ErrorTree | undefined;
  const { fields } = firstMessages(schedule);
  const general = [...(tree.__errors ?? []), ...(schedule?.__errors ?? [])].join('; ');
  return { ...(Object.keys(fields).length > 0 ? { fields: { schedule: fields } } : {}), ...(general ? { general } : {}) };
}
