/**
 * Admins of the console (back-office §3 Admin, §4 admin-side login state, §6, §7 Admins, Admin password).
 * Enums first, then entities, then rules; the manifest last.
 */
import { z } from 'zod';
import { defineDomain, rule } from './core/domain.js';
import { Email, ObjectId, OrganisationCode, Timestamp, WebUrl } from './core/primitives.js';
import type { TransitionTable } from './core/transitions.js';
import { LOGIN_STATE_MOVES, LoginState } from './auth.js';

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

/** back-office §4: the authorisation an admin session is in; "Logout sets unauthorised". */
export const AdminAuthorisation = z.enum(['unauthorised', 'authorising', 'authorised']);
export type AdminAuthorisation = z.infer<typeof AdminAuthorisation>;

/** back-office §7 send-admin-created-email "emailType" (values ours: docs/decisions.md "Admin password calls"). */
export const AdminEmailType = z.enum(['adminCreated', 'passwordReset']);
export type AdminEmailType = z.infer<typeof AdminEmailType>;

/** Shortest admin password (ours: docs/decisions.md "Admin password calls"). */
export const ADMIN_PASSWORD_MIN_LENGTH = 12;

/**
 * back-office §4: "Admin-side login state: init (unauthorised, authorising), then start (stores auth
 * reference), then complete (authorised) or aborted. Logout sets unauthorised": the portal's login
 * moves (auth.ts LOGIN_STATE_MOVES, portal §4 says the same), plus logout from a finished login
 * back to init.
 */
export const ADMIN_LOGIN_TRANSITIONS = {
  ...LOGIN_STATE_MOVES,
  complete: [...LOGIN_STATE_MOVES.complete, 'init'],
  aborted: [...LOGIN_STATE_MOVES.aborted, 'init'],
} as const satisfies TransitionTable<LoginState>;

/** back-office §4: the authorisations each step allows. */
export const ADMIN_LOGIN_AUTHORISATION = {
  init: ['unauthorised', 'authorising'],
  start: ['authorising'],
  complete: ['authorised'],
  aborted: ['unauthorised'],
} as const satisfies Record<LoginState, readonly AdminAuthorisation[]>;

/**
 * back-office §3 Admin: "an id, an e-mail, an organisation, and a scope"; name and the timestamps
 * are ours (docs/decisions.md "Admin fields").
 */
export const Admin = z
  .object({
    _id: ObjectId.meta({ title: 'Id', 'x-ui': { readonly: true, hidden: true } }),
    email: Email.meta({ title: 'E-mail', 'x-ui': { order: 1 } }),
    name: z.string().min(1).max(120).optional().meta({ title: 'Name', 'x-ui': { order: 2 } }),
    organisation: OrganisationCode.meta({ title: 'Organisation', 'x-ui': { order: 3 } }),
    scope: AdminScope.meta({ title: 'Scope', 'x-ui': { order: 4 } }),
    createdAt: Timestamp.meta({ title: 'Created', 'x-ui': { readonly: true } }),
    updatedAt: Timestamp.meta({ title: 'Updated', 'x-ui': { readonly: true } }),
    lastSignInAt: Timestamp.optional().meta({ title: 'Last sign-in', 'x-ui': { readonly: true } }),
  })
  .meta({ title: 'Admin' });
export type Admin = z.infer<typeof Admin>;

/** back-office §7 POST /v3/admins and PUT /v3/admins/{_id}: "body is the admin" (its editable fields). */
export const AdminInput = Admin.pick({ email: true, name: true, organisation: true, scope: true }).meta({ title: 'Admin' });
export type AdminInput = z.infer<typeof AdminInput>;

/** back-office §7 GET /v3/admins: filters of the list (ours). */
export const AdminListQuery = z.object({
  organisation: OrganisationCode.optional(),
  scope: AdminScope.optional(),
});

/** back-office §7 POST /v3/admins/adminInfo ("not shown"): the admins whose display details are wanted. */
export const AdminInfoBody = z
  .strictObject({ ids: z.array(ObjectId).min(1).max(100).meta({ title: 'Admin ids' }) })
  .meta({ title: 'Admin info request' });
export type AdminInfoBody = z.infer<typeof AdminInfoBody>;

/** back-office §7 POST /v3/admins/adminInfo: what another screen shows for an admin id (issuedBy, updatedBy, audit). */
export const AdminInfo = Admin.pick({ _id: true, email: true, name: true, organisation: true }).meta({ title: 'Admin info' });
export type AdminInfo = z.infer<typeof AdminInfo>;

/** back-office §7 POST /v3/admins/adminByEmail: "body email". */
export const AdminByEmailBody = z.strictObject({ email: Email }).meta({ title: 'Admin by e-mail' });
export type AdminByEmailBody = z.infer<typeof AdminByEmailBody>;

/** The message of the admin password length rule. */
export const ADMIN_PASSWORD_TOO_SHORT = `Password must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters`;

/** back-office §7 POST /v3/auth/adminPassword/set-password: "ref, password, organisation". */
export const AdminSetPasswordBody = z
  .strictObject({
    ref: z.string().min(1).meta({ description: 'The reference from the set-password link' }),
    password: z.string().min(ADMIN_PASSWORD_MIN_LENGTH, ADMIN_PASSWORD_TOO_SHORT).max(256).meta({ 'x-ui': { widget: 'password' } }),
    organisation: OrganisationCode,
  })
  .meta({ title: 'Set admin password' });
export type AdminSetPasswordBody = z.infer<typeof AdminSetPasswordBody>;

/** back-office §7 POST /v3/auth/adminPassword/reset-password: "organisation, email, callbackUrl". */
export const AdminResetPasswordBody = z
  .strictObject({
    organisation: OrganisationCode,
    email: Email,
    callbackUrl: WebUrl.meta({ description: 'Console page the e-mailed link opens (gets ?ref=…)' }),
  })
  .meta({ title: 'Reset admin password' });
export type AdminResetPasswordBody = z.infer<typeof AdminResetPasswordBody>;

/** back-office §7 POST /v3/auth/adminPassword/send-admin-created-email: "emailType, newAdminEmail, newAdminOrganisation, callbackUrl". */
export const SendAdminCreatedEmailBody = z
  .strictObject({
    emailType: AdminEmailType,
    newAdminEmail: Email,
    newAdminOrganisation: OrganisationCode,
    callbackUrl: WebUrl,
  })
  .meta({ title: 'Send admin-created e-mail' });
export type SendAdminCreatedEmailBody = z.infer<typeof SendAdminCreatedEmailBody>;

/** The message of the login state rule. */
export const adminLoginStateMessage = (step: LoginState) =>
  `Login step ${step} allows only ${ADMIN_LOGIN_AUTHORISATION[step].join(' or ')}`;
export const ADMIN_LOGIN_REF_REQUIRED = 'Login step start stores the auth reference';

/** back-office §4: the console's login state: step, authorisation and the stored auth reference (docs/decisions.md "Admin login state"). */
export const AdminLoginState = z
  .object({
    step: LoginState,
    authorisation: AdminAuthorisation,
    ref: z.string().min(1).optional().meta({ description: 'The auth reference stored at start' }),
  })
  .superRefine((s, ctx) => {
    if (!(ADMIN_LOGIN_AUTHORISATION[s.step] as readonly string[]).includes(s.authorisation)) {
      ctx.addIssue({ code: 'custom', path: ['authorisation'], message: adminLoginStateMessage(s.step) });
    }
    if (s.step === 'start' && s.ref === undefined) ctx.addIssue({ code: 'custom', path: ['ref'], message: ADMIN_LOGIN_REF_REQUIRED });
  })
  .meta({ title: 'Admin login state' });
export type AdminLoginState = z.infer<typeof AdminLoginState>;

export const adminDomain = defineDomain({
  name: 'admin',
  spec: ['back-office §3 Admin', 'back-office §4', 'back-office §6', 'back-office §7 Admins', 'back-office §7 Admin password'],
  enums: { AdminScope, OrganisationRole, AdminAuthorisation, AdminEmailType },
  entities: {
    Admin, AdminInput, AdminInfoBody, AdminInfo, AdminByEmailBody, AdminSetPasswordBody, AdminResetPasswordBody,
    SendAdminCreatedEmailBody, AdminLoginState,
  },
  rules: {
    adminLoginState: rule({
      spec: 'back-office §4',
      summary: 'Login state: init (unauthorised, authorising), start (stores auth reference), complete (authorised) or aborted',
      schema: AdminLoginState,
      messages: [ADMIN_LOGIN_REF_REQUIRED],
    }),
    adminPasswordLength: rule({
      spec: 'back-office §7 Admin password',
      summary: `Admin passwords have at least ${ADMIN_PASSWORD_MIN_LENGTH} characters (length not shown: ours)`,
      schema: AdminSetPasswordBody,
      messages: [ADMIN_PASSWORD_TOO_SHORT],
    }),
  },
});
