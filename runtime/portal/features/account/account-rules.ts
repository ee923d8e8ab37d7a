/**
 * portal §2 Account settings and §5: which contact details the customer may change, and when a value
 * may be saved. The checks are the contract's (schemas/identity.ts), so the portal and the server's
 * updateUser agree on every value.
 */
import { AccountEmail, IDENTITY_MESSAGES, PasswordChange, SwedishMobile } from '../../../../schemas/identity.js';
import type { PortalContactType, PortalTenantConfig } from '../../../../schemas/settings/feature-flags.js';

/**
 * portal §2: change, cancel and save are "shown only if contact editing is not disabled and the field
 * type is in the editable contact types". The details shown are the account owner's, and the server
 * lets a user change only their own record, so only the owner gets the buttons (docs: report).
 */
export function canEditContact(config: Pick<PortalTenantConfig, 'contactEditingDisabled' | 'editableContactTypes'>, field: PortalContactType, isOwner: boolean): boolean {
  return isOwner && !config.contactEditingDisabled && config.editableContactTypes.includes(field);
}

/** portal §5: e-mail (general pattern, at most 35 characters) or Swedish mobile (07 and eight digits, optional spaces or dashes). */
export function isValidContact(field: PortalContactType, value: string): boolean {
  return (field === 'email' ? AccountEmail : SwedishMobile).safeParse(value.trim()).success;
}

export interface PasswordProblem {
  readonly field: 'password' | 'confirmPassword';
  readonly problem: 'tooShort' | 'mismatch';
}

/** portal §5: "both fields equal and longer than 2 characters"; undefined when the pair may be saved, else the first problem and its field. */
export function passwordProblem(password: string, confirmPassword: string): PasswordProblem | undefined {
  const result = PasswordChange.safeParse({ password, confirmPassword });
  const issue = result.error?.issues[0];
  if (!issue) return undefined;
  return {
    field: issue.path[0] === 'confirmPassword' ? 'confirmPassword' : 'password',
    problem: issue.message === IDENTITY_MESSAGES.passwordTooShort ? 'tooShort' : 'mismatch',
  };
}
