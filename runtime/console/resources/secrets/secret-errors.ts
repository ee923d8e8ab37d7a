/**
 * Where an error of a secret call shows: a validation issue (the generated client's zod check or the
 * server's ErrorBody `data.issues`) on the field its path names, anything else on the form.
 */
import { errorMessage } from '../generic-form-schema.js';

export interface FormErrors {
  readonly fields: Readonly<Record<string, string>>;
  readonly form?: string;
}

const LOCATIONS = new Set(['body', 'params', 'query']);

export function formErrors(error: unknown): FormErrors {
  const issues = (error as { data?: { issues?: unknown } } | undefined)?.data?.issues;
  if (!Array.isArray(issues) || issues.length === 0) return { fields: {}, form: errorMessage(error) };
  const fields: Record<string, string> = {};
  let form: string | undefined;
  for (const issue of issues as { path?: unknown[]; message?: string }[]) {
    const path = (issue.path ?? []).filter((p) => typeof p === 'string' && !LOCATIONS.has(p));
    const name = path[path.length - 1];
    if (typeof name === 'string') fields[name] ??= issue.message ?? '';
    else form ??= issue.message;
  }
  return { fields, ...(form ? { form } : {}) };
}

