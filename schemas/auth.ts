/**
 * Sign-in, sessions and tokens (platform-contract §3, §4, §7 Auth; portal §2 Login, §4–§6, §8).
 * OWNED BY: customer-domains work. Enums first, then entities, then rules; the manifest last.
 */
import { z } from 'zod';
import { defineDomain } from './core/domain.js';

/**
 * Token scopes as portal §6 and platform-contract §3 list them: twelve, WITHOUT ORG_USER.
 * The back office's list adds ORG_USER: see `AdminScope` in admin.ts.
 */
export const TokenScope = z.enum([
  'ADMIN', 'SUPPORT', 'ORG_ADMIN', 'ORG_SUPPORT', 'ORG_MARKETING', 'ORG_DEVELOPER',
  'WEBHOOK', 'SERVICE', 'PARTNER', 'USER', 'DEMO', 'REFRESH',
]);
export type TokenScope = z.infer<typeof TokenScope>;

export const authDomain = defineDomain({
  name: 'auth',
  spec: ['platform-contract §3 Account and user', 'platform-contract §7 Auth', 'portal §2 Login', 'portal §4'],
  enums: { TokenScope },
  entities: {},
});
