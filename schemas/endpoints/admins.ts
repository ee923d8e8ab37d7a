/**
 * Admins and admin passwords (back-office §7 Admins, Admin password). List filters, the adminInfo call
 * and who may do what are ours (docs/decisions.md "Admin calls", "Back-office access").
 */
import { z } from 'zod';
import { NoContent, ok } from '../core/envelope.js';
import { ObjectId } from '../core/primitives.js';
import {
  Admin, AdminByEmailBody, AdminInfo, AdminInfoBody, AdminInput, AdminListQuery, AdminResetPasswordBody, AdminSetPasswordBody,
  SendAdminCreatedEmailBody,
} from '../admin.js';
import { access } from './access.js';
import { defineArea, endpoint, errors } from './define.js';
import { IdParams, OrganisationIdParams } from './params.js';

const ADMINS = 'back-office §7 Admins' as const;
const PASSWORD = 'back-office §7 Admin password' as const;
const ACCESS = 'Back-office access' as const;

/** Who reads admins (ours). */
const adminReaders = access.staff('ADMIN', 'SUPPORT', 'ORG_ADMIN');
/** Who manages admins (ours): ORG_ADMIN only in its organisation and never granting platform scopes. */
const adminManagers = access.orgAdmins;

export const adminsArea = defineArea('admins', 'Console admins: list, create, change, remove, and their passwords', {
  listAdmins: endpoint({
    method: 'GET',
    path: '/v3/admins',
    summary: 'List admins',
    description: 'ORG_* callers see only their organisation.',
    query: AdminListQuery,
    responses: { 200: ok(z.array(Admin)) },
    access: adminReaders,
    spec: ADMINS,
    decision: 'Admin calls',
  }),
  getAdmin: endpoint({
    method: 'GET',
    path: '/v3/admins/{id}',
    summary: 'Read an admin',
    params: IdParams,
    responses: { 200: ok(Admin), ...errors(404) },
    access: adminReaders,
    spec: ADMINS,
  }),
  createAdmin: endpoint({
    method: 'POST',
    path: '/v3/admins',
    summary: 'Create an admin (then send the admin-created e-mail so they set a password)',
    description: 'ORG_ADMIN may create admins of its own organisation with organisation scopes (ORG_*) only.',
    body: AdminInput,
    responses: { 201: ok(Admin), ...errors(409) },
    access: adminManagers,
    spec: ADMINS,
    decision: ACCESS,
  }),
  getAdminInfo: endpoint({
    method: 'POST',
    path: '/v3/admins/adminInfo',
    summary: 'Display details (e-mail, name) of admins by id, for issuedBy, updatedBy and audit columns',
    description: 'Unknown ids are left out of the answer.',
    body: AdminInfoBody,
    responses: { 200: ok(z.array(AdminInfo)) },
    access: access.console,
    spec: ADMINS,
    decision: 'Admin calls',
  }),
  getAdminByEmail: endpoint({
    method: 'POST',
    path: '/v3/admins/adminByEmail',
    summary: 'Find an admin by e-mail',
    body: AdminByEmailBody,
    responses: { 200: ok(Admin), ...errors(404) },
    access: adminReaders,
    spec: ADMINS,
  }),
  updateAdmin: endpoint({
    method: 'PUT',
    path: '/v3/admins/{_id}',
    summary: "Change an admin's e-mail, name, organisation or scope",
    params: z.object({ _id: ObjectId }),
    body: AdminInput,
    responses: { 200: ok(Admin), ...errors(404, 409) },
    access: adminManagers,
    spec: ADMINS,
    decision: ACCESS,
  }),
  deleteAdmin: endpoint({
    method: 'DELETE',
    path: '/v3/admins/{organisation}/{id}',
    summary: 'Remove an admin of an organisation',
    params: OrganisationIdParams,
    responses: { 204: NoContent, ...errors(404) },
    access: adminManagers,
    spec: ADMINS,
    decision: ACCESS,
  }),
  setAdminPassword: endpoint({
    method: 'POST',
    path: '/v3/auth/adminPassword/set-password',
    summary: 'Set an admin password with the ref from an admin-created or reset e-mail',
    description: 'The ref is the credential: it is single-use and expires.',
    body: AdminSetPasswordBody,
    responses: { 204: NoContent, ...errors(404, 410, 429) },
    access: access.public,
    spec: PASSWORD,
    decision: 'Admin password calls',
  }),
  resetAdminPassword: endpoint({
    method: 'POST',
    path: '/v3/auth/adminPassword/reset-password',
    summary: 'Send an admin a password-reset e-mail linking to callbackUrl',
    description: 'Answers 204 whether or not the e-mail belongs to an admin, so addresses cannot be probed.',
    body: AdminResetPasswordBody,
    responses: { 204: NoContent, ...errors(429) },
    access: access.public,
    spec: PASSWORD,
    decision: 'Admin password calls',
  }),
  sendAdminCreatedEmail: endpoint({
    method: 'POST',
    path: '/v3/auth/adminPassword/send-admin-created-email',
    summary: 'E-mail a new admin a link to set their password',
    body: SendAdminCreatedEmailBody,
    responses: { 204: NoContent, ...errors(404) },
    access: adminManagers,
    spec: PASSWORD,
    decision: 'Admin password calls',
  }),
});
