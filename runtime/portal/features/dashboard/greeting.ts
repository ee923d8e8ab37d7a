/** portal §2 Dashboard: "Greeting 'hello', plus a welcome text if a location exists, otherwise a missing-user description". */
import type { Account } from '../../../../schemas/account.js';
import type { SessionUser } from '../../app/session.js';
import { capitaliseParts } from '../../components/names.js';

/**
 * Whom the greeting names: the signed-in person's own first name (a guest is not greeted as the
 * owner), else the session user's (the account owner's); only the first word, capitalised.
 */
export function greetingName(account: Pick<Account, 'users'> | undefined, user: Pick<SessionUser, 'userId' | 'firstName'> | undefined): string {
  const member = user?.userId ? account?.users.find((u) => u.userId === user.userId) : undefined;
  const first = (member?.firstName ?? user?.firstName ?? '').trim().split(/\s+/)[0] ?? '';
  return capitaliseParts(first);
}

/** The text under the greeting: welcome with a location, the missing-user description without. */
export function introKey(locationCount: number): 'dashboard.welcome' | 'dashboard.missingUser' {
  return locationCount > 0 ? 'dashboard.welcome' : 'dashboard.missingUser';
}
