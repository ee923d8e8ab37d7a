/**
 * A refused schedule change as the form's field errors: the generated client checks the body against
 * the contract (JobPatchBody) before sending and throws an ApiError whose data.issues carry each
 * issue's path (from `body`) and message; the server's own 4xx carry the same shape. Issues on a
 * schedule field go to that field; anything else is returned apart for a notification.
 */

export interface ScheduleErrors {
  /** react-admin's submission errors (setSubmissionErrors): `{ schedule: { cron: 'message' } }`. */
  readonly fields?: { readonly schedule: Readonly<Record<string, string>> };
  /** What belongs to no field: the error's own message, or issues elsewhere in the body. */
  readonly general?: string;
}

const FIELDS = new Set(['cron', 'offset', 'timeZone']);

interface Issue {
  readonly path: readonly unknown[];
  readonly message: string;
}

function issuesOf(error: unknown): Issue[] {
  const issues = (error as { data?: { issues?: unknown } } | null)?.data?.issues;
  if (!Array.isArray(issues)) return [];
  return issues.filter((i): i is Issue => typeof i === 'object' && i !== null && Array.isArray((i as Issue).path) && typeof (i as Issue).message === 'string');
}

export function scheduleErrors(error: unknown): ScheduleErrors {
  const schedule: Record<string, string> = {};
  const other: string[] = [];
  for (const issue of issuesOf(error)) {
    const path = issue.path[0] === 'body' ? issue.path.slice(1) : issue.path;
    const name = path[0] === 'schedule' ? path[1] : undefined;
    if (typeof name === 'string' && FIELDS.has(name)) schedule[name] ??= issue.message;
    else other.push(issue.message);
  }
  const message = error instanceof Error ? error.message : String(error);
  const fields = Object.keys(schedule).length > 0 ? { schedule } : undefined;
  const general = other.length > 0 ? other.join('; ') : fields ? undefined : message;
  return { ...(fields ? { fields } : {}), ...(general ? { general } : {}) };
}
