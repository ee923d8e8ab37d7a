/**
 * Users (platform-contract §7 Users), under the account base /v4/{organisation}/account. The portal's
 * updateUser and resetPassword are PUT /users/{id} and PUT /users/resetPassword (docs/decisions.md
 * "Portal wrappers and platform calls"); the paths the spec names only by word are
 * ours ("Users paths"). POST /users/bridge/search is the back office's (bridge.ts).
 */
import { z } from 'zod';
import { NoContent, ok, paginated } from '../core/envelope.js';
import {
  AddUserToAccountBody, ImportUserFromBody, RequiredAccountId, RequiredUserId, ResetPasswordBody, SearchQuery, UpdateUserBody, User,
  UserEmailBody,
} from '../account.js';
import { NotificationSettings, NotificationSettingsBody, PushToken, PushTokenBody, SentPushNotification } from '../inbox.js';
import { access } from './access.js';
import { defineArea, endpoint, errors } from './define.js';
import { OrganisationParams } from './params.js';

const BASE = '/v4/{organisation}/account/users' as const;
const USERS = 'platform-contract §7 Users' as const;
const PATHS = 'Users paths';

const UserParams = OrganisationParams.extend({ id: RequiredUserId });

export const usersArea = defineArea('users', 'Users: read, update, push tokens and notification settings, membership of accounts, deletion', {
  getUserById: endpoint({
    method: 'GET',
    path: `${BASE}/{id}`,
    summary: 'Read a user',
    description: "Missing user id: 404 'Missing userId'.",
    params: UserParams,
    responses: { 200: ok(User), ...errors(404) },
    access: access.customerRead,
    spec: USERS,
  }),
  updateUser: endpoint({
    method: 'PUT',
    path: `${BASE}/{id}`,
    summary: "Update a user's e-mail, phone number or password (portal updateUser)",
    description: 'Also the password set of a reset link (newPassword alone, authorised by the bearer token of the link, which it spends). '
      + 'A signed-in user changing their own password sends currentPassword too; a changed password ends every other session of the user, a reset every one '
      + '(docs/decisions.md "Password change and reset"). '
      + 'Answers the updated user, which the portal applies.',
    params: UserParams,
    body: UpdateUserBody,
    responses: { 200: ok(User), ...errors(404, 409) },
    access: access.ownUserOrPasswordReset,
    spec: [USERS, 'portal §7', 'portal §4', 'portal §5'],
    decision: 'Portal wrappers and platform calls',
  }),
  searchUsers: endpoint({
    method: 'GET',
    path: `${BASE}/search`,
    summary: 'Search users',
    params: OrganisationParams,
    query: SearchQuery,
    responses: { 200: paginated(User) },
    access: access.customerStaff,
    spec: [USERS, 'platform-contract §6'],
    decision: 'Search queries',
  }),
  meetsInAppReviewCriteria: endpoint({
    method: 'GET',
    path: `${BASE}/{id}/meetsInAppReviewCriteria`,
    summary: 'Whether the app may ask this user for a store review',
    params: UserParams,
    responses: { 200: ok(z.object({ meetsCriteria: z.boolean() })), ...errors(404) },
    access: access.customerRead,
    spec: USERS,
    decision: PATHS,
  }),
  resetPassword: endpoint({
    method: 'PUT',
    path: `${BASE}/resetPassword`,
    summary: 'Send a password-reset link (portal resetPassword)',
    description: 'Answers the same whether or not the address is known.',
    params: OrganisationParams,
    body: ResetPasswordBody,
    responses: { 202: NoContent, ...errors(429) },
    access: access.public,
    spec: [USERS, 'portal §7'],
    decision: 'Portal wrappers and platform calls',
  }),
  updateNotificationSettings: endpoint({
    method: 'PUT',
    path: `${BASE}/{id}/notifications`,
    summary: 'Switch notification categories on or off for push and e-mail',
    params: UserParams,
    body: NotificationSettingsBody,
    responses: { 200: ok(NotificationSettings), ...errors(404) },
    access: access.ownUser,
    spec: [USERS, 'platform-contract §3 Inbox and notifications'],
    decision: PATHS,
  }),
  updateUserEmail: endpoint({
    method: 'PUT',
    path: `${BASE}/{id}/email`,
    summary: "Change a user's sign-in e-mail",
    params: UserParams,
    body: UserEmailBody,
    responses: { 200: ok(User), ...errors(404, 409) },
    access: access.ownUser,
    spec: USERS,
    decision: PATHS,
  }),
  registerPushToken: endpoint({
    method: 'PUT',
    path: `${BASE}/{id}/pushtoken`,
    summary: "Register a device's push token for a user",
    params: UserParams,
    body: PushTokenBody,
    responses: { 204: NoContent, ...errors(404) },
    access: access.ownUser,
    spec: USERS,
    decision: PATHS,
  }),
  deletePushToken: endpoint({
    method: 'DELETE',
    path: `${BASE}/{id}/pushtoken/{token}`,
    summary: "Remove a device's push token",
    params: UserParams.extend({ token: z.string().min(1) }),
    responses: { 204: NoContent, ...errors(404) },
    access: access.ownUser,
    spec: USERS,
    decision: PATHS,
  }),
  addUserToAccount: endpoint({
    method: 'POST',
    path: BASE,
    summary: 'Add a user to an account (role GUEST unless given)',
    params: OrganisationParams,
    body: AddUserToAccountBody,
    responses: { 201: ok(User), ...errors(404, 409) },
    access: access.customerWrite,
    spec: [USERS, 'portal §6'],
  }),
  getPushStatus: endpoint({
    method: 'GET',
    path: `${BASE}/{id}/pushstatus`,
    summary: 'Whether a user can receive push notifications',
    params: UserParams,
    responses: { 200: ok(z.object({ enabled: z.boolean(), devices: z.number().int().min(0) })), ...errors(404) },
    access: access.customerRead,
    spec: USERS,
    decision: PATHS,
  }),
  listPushNotifications: endpoint({
    method: 'GET',
    path: `${BASE}/{id}/pushnotifications`,
    summary: 'The push notifications a user was sent, newest first',
    params: UserParams,
    responses: { 200: ok(z.array(SentPushNotification)), ...errors(404) },
    access: access.customerRead,
    spec: USERS,
    decision: PATHS,
  }),
  listAllPushTokens: endpoint({
    method: 'GET',
    path: `${BASE}/pushtokens/all`,
    summary: 'Every registered push token of the organisation',
    params: OrganisationParams,
    responses: { 200: ok(z.array(PushToken)) },
    access: access.staff('ADMIN', 'SERVICE'),
    spec: USERS,
    decision: PATHS,
  }),
  removeUserFromAccount: endpoint({
    method: 'DELETE',
    path: `${BASE}/{id}/accounts/{accountId}`,
    summary: 'Remove a user from an account',
    params: UserParams.extend({ accountId: RequiredAccountId }),
    responses: { 204: NoContent, ...errors(404, 409) },
    access: access.customerWrite,
    spec: USERS,
    decision: PATHS,
  }),
  deleteUser: endpoint({
    method: 'DELETE',
    path: `${BASE}/{id}/deleteuser`,
    summary: 'Delete a user and what only they own',
    params: UserParams,
    responses: { 204: NoContent, ...errors(404) },
    access: access.ownUser,
    spec: USERS,
    decision: PATHS,
  }),
  requestUserDeletion: endpoint({
    method: 'GET',
    path: `${BASE}/{id}/requestDelete`,
    summary: 'Ask for a user to be deleted: sends a confirmation to the user',
    params: UserParams,
    responses: { 202: NoContent, ...errors(404) },
    access: access.ownUser,
    spec: USERS,
    decision: PATHS,
  }),
  importUserFrom: endpoint({
    method: 'POST',
    path: `${BASE}/{id}/importUserFrom`,
    summary: "Take over another user's accounts and settings (e.g. an anonymous or demo user)",
    params: UserParams,
    body: ImportUserFromBody,
    responses: { 200: ok(User), ...errors(404, 409) },
    access: access.ownUser,
    spec: USERS,
    decision: PATHS,
  }),
});
