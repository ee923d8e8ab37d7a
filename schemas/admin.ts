/**
 * Admins of the console (back-office §3 Admin, §6).
 * OWNED BY: back-office work. Enums first, then entities, then rules; the manifest last.
 */
import { z } from 'zod';
import { defineDomain } from './core/domain.js';

/**
 * Admin and token scopes as back-office §3 lists them: thirteen, WITH ORG_USER.
 * The portal and platform list (`TokenScope` in auth.ts) has no ORG_USER.
 */
export const AdminScope = z.enum([
  'ADMIN', 'SUPPORT', 'ORG_ADMIN', 'ORG_SUPPORT', 'ORG_MARKETING', 'ORG_DEVELOPER', 'ORG_USER',
  'WEBHOOK', 'SERVICE', 'PARTNER', 'USER', 'DEMO', 'REFRESH',
]);
export type AdminScope = z.infer<typeof AdminScope>;

/** Organisation roles (back-office §6). */
export const OrganisationRole = z.enum(['ORG_ADMIN', 'ORG_DEVELOPER', 'ORG_MARKETING', 'ORG_SUPPORT', 'ORG_USER']);
export type OrganisationRole = z.infer<typeof OrganisationRole>;

export const adminDomain = defineDomain({
  name: 'admin',
  spec: ['back-office §3 Admin', 'back-office §6'],
  enums: { AdminScope, OrganisationRole },
  entities: {},
});
