/**
 * The sign-in rules that need no screen (portal §2 Login, §5, §8): identity lengths, the admin
 * personal id, the PIN boxes, which method 'no bank id' switches to, support mode, and where a
 * sign-in error is shown. The formats themselves live in schemas/identity.ts.
 */
import type { PortalLoginMethod } from '../../../../schemas/auth.js';
import { errorCatalogue, type LoginErrorKey } from '../../../../schemas/errors.js';
import { AdminPersonalId, CompanyOrganisationId, PhoneIdentity, Pin, PinDigit, PrivateCustomerId, PIN_LENGTH } from '../../../../schemas/identity.js';
import { isApiError } from '../../../client/index.js';

export { PIN_LENGTH };

/** The methods whose identity is typed in and checked for length (portal §5). */
export type IdentityMethod = 'USR_PIN' | 'USR_PRIVATE' | 'USR_COMPANY';

const IDENTITY_RULES = { USR_PIN: PhoneIdentity, USR_PRIVATE: PrivateCustomerId, USR_COMPANY: CompanyOrganisationId } as const;

/**
 * portal §5: "Phone-style login identity longer than 7 characters; private customer id or company
 * organisation id longer than 1 character; otherwise MALFORMED_PERSONAL_NUMBER or
 * MALFORMED_ORGANISATION_NUMBER". Answers the key (shown as errors.{key}) or undefined when valid.
 * Spaces around the value do not count.
 */
export function identityError(method: IdentityMethod, value: string): LoginErrorKey | undefined {
  const result = IDENTITY_RULES[method].safeParse(value.trim());
  // The rule's message is the key itself (schemas/identity.ts IDENTITY_MESSAGES).
  return result.success ? undefined : (result.error.issues[0]?.message as LoginErrorKey);
}

/** portal §2 Login, §5: "Admin login personal id empty or exactly 12 characters". */
export function adminPersonalIdValid(value: string): boolean {
  return AdminPersonalId.safeParse(value.trim()).success;
}

/**
 * portal §5 "Pin input accepts one numeric character": what a box keeps of its new content. Typing
 * into a filled box replaces its digit (the last digit typed wins); anything not a digit is dropped.
 */
export function pinBoxValue(input: string): string {
  const last = input.replace(/\D/g, '').slice(-1);
  return PinDigit.safeParse(last).success ? last : '';
}

/** A pasted code fills every box when it is exactly four digits (spaces and dashes ignored). */
export function pastedPin(text: string): string[] | undefined {
  const compact = text.replace(/[\s-]/g, '');
  return Pin.safeParse(compact).success ? [...compact] : undefined;
}

/** The PIN the four boxes hold, once each holds one digit (portal §5 "PIN exactly 4 digits, one digit per box"). */
export function completePin(digits: readonly string[]): string | undefined {
  const pin = digits.join('');
  return digits.length === PIN_LENGTH && Pin.safeParse(pin).success ? pin : undefined;
}

/** portal §2 Login: "A 'no bank id' button switches to private or password login" (private first when both). */
export function noBankIdTarget(methods: readonly PortalLoginMethod[]): 'USR_PRIVATE' | 'USR_PWD' | undefined {
  if (!methods.includes('BANKID')) return undefined;
  if (methods.includes('USR_PRIVATE')) return 'USR_PRIVATE';
  if (methods.includes('USR_PWD')) return 'USR_PWD';
  return undefined;
}

/** portal §2 Login: "Support mode (page hash contains supportMode)". */
export function isSupportMode(hash: string): boolean {
  return hash.includes('supportMode');
}

/** portal §8: "username field shows the 'no account' message (errorNoAccount), password field the 'wrong password' message". */
export function credentialErrorField(error: unknown): 'identity' | 'password' | undefined {
  if (!isApiError(error)) return undefined;
  if (error.key === errorCatalogue.errorNoAccount.key) return 'identity';
  if (error.key === errorCatalogue.errorWrongPassword.key) return 'password';
  return undefined;
}

/** The sign-in ran out of time: the client's 10-minute polling limit, or the server's expired order. */
export function isTimeout(error: unknown): boolean {
  return isApiError(error) && error.key === errorCatalogue.timeout.key;
}

/** Who signs in on a screen: a configured method, or in support mode the inspector or the admin bank id. */
export type LoginScreen = PortalLoginMethod | 'INSPECTOR' | 'ADMIN_BANKID';

/** portal §8 "PIN and company login fall back to a generic bank-id-app error" (BankID too: it is the app's own flow). */
export function errorFallbackKey(screen: LoginScreen): string {
  return screen === 'USR_PIN' || screen === 'USR_COMPANY' || screen === 'BANKID' ? 'errors.bankIdApp' : 'errors.generic';
}

/**
 * The translation key for a sign-in error where errors.{key} would say the wrong thing: an unknown
 * phone, customer number or personal id is not an unknown *username* (errors.errorNoAccount), and a
 * wrong PIN is not a wrong *password*. Undefined: errors.{key} as it is.
 */
export function screenErrorKey(screen: LoginScreen, error: unknown): string | undefined {
  const field = credentialErrorField(error);
  if (field === 'identity' && screen !== 'USR_PWD' && screen !== 'INSPECTOR') return 'login.noAccount';
  if (field === 'password' && screen === 'USR_PIN') return 'errors.wrongPin';
  return undefined;
}

/**
 * Where "use BankID on this device" sends the person for this order: the app page of the built-in
 * test identity provider (the server's BankID simulator). The contract carries no autostart token,
 * so a real BankID app link (bankid:///?autostarttoken=…) cannot be made yet.
 */
export function bankIdAppLink(apiBase: string, ref: string): string {
  return `${new URL(apiBase).origin}/dev/bankid?${new URLSearchParams({ ref })}`;
}
