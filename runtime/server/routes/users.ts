/**
 * Handlers of the users area (schemas/endpoints/users.ts). A customer reaches themself; an OWNER
 * also the users of the accounts they own (reading them, adding and removing them). Staff reach the
 * users of their organisation. Staff changes are audited in the change's transaction.
 */
import { DEFAULT_USER_ROLE } from '../../../schemas/account.js';
import { usersArea } from '../../../schemas/endpoints/users.js';
import { hashPassword, verifyPassword } from '../auth/passwords.js';
import { passwordKey } from '../auth/throttle.js';
import { assertOwnOrigin } from '../links.js';
import { defineHandlers } from '../contract/handlers.js';
import { problem } from '../errors.js';
import { newId, randomToken } from '../ids.js';
import { sendToOutbox } from '../outbox.js';
import * as accounts from '../repositories/accounts.js';
import * as users from '../repositories/users.js';
import * as push from '../repositories/push-tokens.js';
import { notificationSettings, updateNotificationSettings } from '../repositories/user-settings.js';
import { pageWindow, searchAnswer } from '../repositories/page-query.js';
import { auditStaffChange } from '../audit.js';
import { reachAccountIn } from '../auth/reach.js';
import { reachUser } from './customer-reach.js';
import { userById } from '../repositories/sign-in-users.js';
import { endIdpSessions } from '../auth/oidc/repository.js';
import type { Services } from '../services.js';

/** In-app review (decision "In-app review criteria"): a user known for 30 days who has a registered device. */
export const REVIEW_MIN_AGE_DAYS = 30;

export const usersHandlers = defineHandlers(usersArea, {
  async getUserById({ params, principal, endpoint, services }) {
    const { user } = await reachUser(services.db, principal, endpoint.access, params.id, params.organisation, { household: true });
    return { data: user };
  },

  async updateUser({ params, body, principal, endpoint, requestId, services }) {
    const now = services.clock.now();
    const reset = principal?.kind === 'customer' && principal.purpose === 'passwordReset' ? principal : undefined;
    if (reset) {
      // A reset link names one user and may set that user's password, nothing more.
      if (reset.userId !== params.id || reset.organisation !== params.organisation) throw problem('notFound');
      if (body.newPassword === undefined || body.email !== undefined || body.phoneNumber !== undefined || body.currentPassword !== undefined) {
        throw problem('forbidden', { message: 'A password-reset link only sets a new password' });
      }
    }
    const ownChange = principal?.kind === 'customer' && !reset && principal.userId === params.id && body.newPassword !== undefined;
    // The user proves the password being replaced: a token taken from an open session must not lock its owner out.
    if (ownChange) await checkCurrentPassword(services, params.id, body.currentPassword);
    const passwordHash = body.newPassword === undefined ? undefined : await hashPassword(body.newPassword);
    const user = await services.db.tx(async (q) => {
      let before;
      if (reset) {
        // Spent in this transaction: of two requests with one link, one sets the password and the other is 401.
        if (!(await services.tokens.consumeReset(q, reset))) throw problem('unauthorized');
        before = await users.findUser(q, params.id);
        if (!before || before.organisation !== params.organisation) throw problem('notFound');
      } else {
        before = await reachUser(q, principal, endpoint.access, params.id, params.organisation);
      }
      if (body.email !== undefined && (await users.emailTaken(q, before.organisation, body.email, params.id))) throw problem('conflict', { message: 'The e-mail is in use by another user' });
      const after = await users.updateUser(q, params.id, {
        ...(body.email === undefined ? {} : { email: body.email }),
        ...(body.phoneNumber === undefined ? {} : { phoneNumber: body.phoneNumber }),
        ...(passwordHash === undefined ? {} : { passwordHash }),
      }, now);
      if (body.email !== undefined) await accounts.setOwnerEmail(q, params.id, body.email, now);
      // A new password ends every other session of the user (a reset or staff: every one), access tokens included.
      if (passwordHash) {
        await services.tokens.revokeSubjectSessions(q, 'customer', params.id, ownChange ? principal.sessionId : undefined);
        await endIdpSessions(q, params.id);
      }
      await auditStaffChange(q, { principal, requestId, now }, {
        action: 'update', resource: 'users', resourceId: params.id, organisation: params.organisation, before: before.user,
        after: { ...after, ...(passwordHash ? { password: 'changed' } : {}) },
      });
      return after;
    });
    if (!user) throw problem('notFound');
    return { data: user };
  },

  async searchUsers({ params, query, services }) {
    const window = pageWindow(query);
    const { rows, total } = await users.searchUsers(services.db, params.organisation, query.q || undefined, window);
    return searchAnswer(window, rows, total);
  },

  async meetsInAppReviewCriteria({ params, principal, endpoint, services }) {
    await reachUser(services.db, principal, endpoint.access, params.id, params.organisation);
    const created = await users.userCreatedAt(services.db, params.id);
    const oldEnough = created !== undefined && services.clock.now().getTime() - created.getTime() >= REVIEW_MIN_AGE_DAYS * 86_400_000;
    return { data: { meetsCriteria: oldEnough && (await push.pushTokenCount(services.db, params.id)) > 0 } };
  },

  async resetPassword({ params, body, services }) {
    const now = services.clock.now();
    // The link carries a token: only to a page of this server (checked before any lookup, so the answer says nothing of the address).
    assertOwnOrigin(services.config.publicUrl, body.callbackUrl, 'callbackUrl');
    // The same answer whether or not the address is known: nobody learns who is a customer.
    await services.db.tx(async (q) => {
      const found = await users.findUserByEmail(q, params.organisation, body.email);
      if (!found) return;
      if ((await users.userMemberships(q, found.user._id)).length === 0) return;
      // The link's token is good for one thing, once: updateUser's newPassword (decision "Password reset link").
      const token = await services.tokens.issueReset(q, found.user._id, params.organisation);
      const link = `${body.callbackUrl}${body.callbackUrl.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}&userId=${found.user._id}`;
      await sendToOutbox(q, {
        channel: 'email', recipient: body.email, subject: 'Reset your password',
        body: `Open this link within the hour to choose a new password: ${link}`, data: { link, userId: found.user._id, nonce: randomToken(16) },
      }, now);
    });
    return undefined;
  },

  async updateNotificationSettings({ params, body, principal, endpoint, requestId, services }) {
    const now = services.clock.now();
    const settings = await services.db.tx(async (q) => {
      await reachUser(q, principal, endpoint.access, params.id, params.organisation);
      const before = await notificationSettings(q, params.id);
      const after = await updateNotificationSettings(q, params.id, body.categories, now);
      await auditStaffChange(q, { principal, requestId, now }, { action: 'update', resource: 'users', resourceId: params.id, organisation: params.organisation, before: { notifications: before }, after: { notifications: after } });
      return after;
    });
    return { data: { categories: settings } };
  },

  async updateUserEmail({ params, body, principal, endpoint, requestId, services }) {
    const now = services.clock.now();
    const user = await services.db.tx(async (q) => {
      const before = await reachUser(q, principal, endpoint.access, params.id, params.organisation);
      if (await users.emailTaken(q, before.organisation, body.email, params.id)) throw problem('conflict', { message: 'The e-mail is in use by another user' });
      const after = await users.updateUser(q, params.id, { email: body.email }, now);
      await accounts.setOwnerEmail(q, params.id, body.email, now);
      await auditStaffChange(q, { principal, requestId, now }, { action: 'update', resource: 'users', resourceId: params.id, organisation: params.organisation, before: before.user, after });
      return after;
    });
    if (!user) throw problem('notFound');
    return { data: user };
  },

  async registerPushToken({ params, body, principal, endpoint, services }) {
    await reachUser(services.db, principal, endpoint.access, params.id, params.organisation);
    await push.registerPushToken(services.db, params.id, body.token, body.platform, services.clock.now());
    return undefined;
  },

  async deletePushToken({ params, principal, endpoint, services }) {
    await reachUser(services.db, principal, endpoint.access, params.id, params.organisation);
    if (!(await push.deletePushToken(services.db, params.id, params.token))) throw problem('notFound');
    return undefined;
  },

  async addUserToAccount({ params, body, principal, endpoint, requestId, services }) {
    const now = services.clock.now();
    const user = await services.db.tx(async (q) => {
      await reachAccountIn(q, principal, endpoint.access, params.organisation, body.accountId);
      const { accountId, role = DEFAULT_USER_ROLE, ...person } = body;
      // Only an OWNER hands out OWNER; staff may give any role.
      if (principal.kind === 'customer' && role === 'OWNER' && (await accounts.memberRole(q, accountId, principal.userId)) !== 'OWNER') throw problem('forbidden');
      const byEmail = async () => (person.email ? (await users.findUserByEmail(q, params.organisation, person.email))?.user._id : undefined);
      let userId = await byEmail();
      if (!userId) {
        const fresh = newId(now);
        // A concurrent request may have added this e-mail's user meanwhile (docs/decisions.md "Lost races"): that user it is.
        userId = (await users.insertUser(q, params.organisation, { _id: fresh, ...person }, now)) ? fresh : await byEmail();
        if (!userId) throw problem('conflict', { message: 'A user of the organisation has this username' });
      }
      if (!(await accounts.addMember(q, accountId, userId, role, now))) throw problem('conflict', { message: 'The user is already a user of the account' });
      await auditStaffChange(q, { principal, requestId, now }, { action: 'create', resource: 'account-users', resourceId: `${accountId}:${userId}`, organisation: params.organisation, after: { accountId, userId, role } });
      return (await users.findUser(q, userId))!.user;
    });
    return { data: user };
  },

  async getPushStatus({ params, principal, endpoint, services }) {
    await reachUser(services.db, principal, endpoint.access, params.id, params.organisation);
    const devices = await push.pushTokenCount(services.db, params.id);
    const settings = await notificationSettings(services.db, params.id);
    const anyOn = Object.values(settings).some((s) => s.push);
    return { data: { enabled: devices > 0 && anyOn, devices } };
  },

  async listPushNotifications({ params, principal, endpoint, services }) {
    await reachUser(services.db, principal, endpoint.access, params.id, params.organisation);
    return { data: await push.pushesOfUser(services.db, params.id) };
  },

  async listAllPushTokens({ params, services }) {
    return { data: await push.organisationPushTokens(services.db, params.organisation) };
  },

  async removeUserFromAccount({ params, principal, endpoint, requestId, services }) {
    const now = services.clock.now();
    await services.db.tx(async (q) => {
      await reachAccountIn(q, principal, endpoint.access, params.organisation, params.accountId);
      const role = await accounts.memberRole(q, params.accountId, params.id);
      if (!role) throw problem('notFound');
      // An account always keeps an owner: the last OWNER cannot be removed (delete the account instead).
      if (role === 'OWNER' && (await accounts.ownerCount(q, params.accountId)) <= 1) throw problem('conflict', { message: 'The last owner cannot be removed from the account' });
      await accounts.removeMember(q, params.accountId, params.id);
      await auditStaffChange(q, { principal, requestId, now }, { action: 'delete', resource: 'account-users', resourceId: `${params.accountId}:${params.id}`, organisation: params.organisation, before: { accountId: params.accountId, userId: params.id, role } });
    });
    return undefined;
  },

  async deleteUser({ params, principal, endpoint, requestId, services }) {
    const now = services.clock.now();
    await services.db.tx(async (q) => {
      const before = await reachUser(q, principal, endpoint.access, params.id, params.organisation);
      // Accounts nobody else owns go with their owner; shared ones keep their other owners.
      for (const accountId of await users.accountsOnlyOwnedBy(q, params.id)) await accounts.deleteAccount(q, accountId);
      await users.deleteUserRow(q, params.id);
      if (principal.kind === 'customer' && principal.userId === params.id) await services.tokens.revokeSession(q, principal.sessionId);
      await auditStaffChange(q, { principal, requestId, now }, { action: 'delete', resource: 'users', resourceId: params.id, organisation: params.organisation, before: before.user });
    });
    return undefined;
  },

  async requestUserDeletion({ params, principal, endpoint, services }) {
    const now = services.clock.now();
    await services.db.tx(async (q) => {
      const { user } = await reachUser(q, principal, endpoint.access, params.id, params.organisation);
      const requestedBy = principal.kind === 'staff' ? { adminId: principal.adminId } : { userId: principal.kind === 'customer' ? principal.userId : null };
      await users.recordDeletionRequest(q, newId(now), params.id, params.organisation, requestedBy, now);
      if (user.email) {
        await sendToOutbox(q, {
          channel: 'email', recipient: user.email, subject: 'We received your request to delete your user',
          body: 'Customer service will delete your user and the data only you own, and confirm when it is done.', data: { userId: params.id },
        }, now);
      }
    });
    return undefined;
  },

  async importUserFrom({ params, body, principal, endpoint, requestId, services }) {
    const now = services.clock.now();
    const user = await services.db.tx(async (q) => {
      const target = await reachUser(q, principal, endpoint.access, params.id, params.organisation);
      if (body.fromUserId === params.id) throw problem('conflict', { message: 'A user cannot import itself' });
      // The source must be reachable too: a customer only takes over a user they could act as (their own anonymous user).
      const source = await reachUser(q, principal, endpoint.access, body.fromUserId, params.organisation, { household: true });
      const moved = await users.moveUserData(q, body.fromUserId, params.id);
      await auditStaffChange(q, { principal, requestId, now }, { action: 'import', resource: 'users', resourceId: params.id, organisation: params.organisation, before: { from: source.user }, after: { accounts: moved } });
      return target.user;
    });
    return { data: user };
  },
});

/**
 * 400 wrongCurrentPassword unless `given` is the user's password (a user without one sets it through a
 * reset link). Guesses count towards the same lockout as the username's sign-ins: a stolen session
 * token is no way round it (auth/throttle.ts).
 */
async function checkCurrentPassword(services: Services, userId: string, given: string | undefined): Promise<void> {
  if (given === undefined) throw problem('wrongCurrentPassword', { message: 'The current password is required' });
  const stored = await userById(services.db, userId);
  const key = stored?.doc.username ? passwordKey(stored.organisation, stored.doc.username) : `password-of:${userId}`;
  await services.throttle.assertNotLocked('password', key);
  if (!(await verifyPassword(given, stored?.passwordHash))) {
    await services.throttle.failed('password', key);
    throw problem('wrongCurrentPassword');
  }
  await services.throttle.succeeded(key);
}
