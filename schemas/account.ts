/**
 * Accounts and users (platform-contract §3 Account and user, portal §3, §6).
 * OWNED BY: customer-domains work. Enums first, then entities, then rules; the manifest last.
 */
import { z } from 'zod';
import { defineDomain } from './core/domain.js';

/** User roles on an account (portal §6, platform-contract §3). GUEST is the default for a user added to an account. */
export const UserRole = z.enum(['OWNER', 'BS_OWNER', 'GUEST', 'INSPECTOR', 'READONLY']);
export type UserRole = z.infer<typeof UserRole>;

export const accountDomain = defineDomain({
  name: 'account',
  spec: ['platform-contract §3 Account and user', 'portal §3', 'portal §6'],
  enums: { UserRole },
  entities: {},
});
