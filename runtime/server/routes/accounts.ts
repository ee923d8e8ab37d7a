/**
 * Handlers of the accounts area (schemas/endpoints/accounts.ts). Customers reach only the accounts
 * they hold a role on, staff and API tokens those of their organisation, always the organisation the
 * path names (customer-reach.ts). Staff changes are audited in the transaction of the change.
 */
import type { PremiumFeatures } from '../../../schemas/account.js';
import { accountsArea } from '../../../schemas/endpoints/accounts.js';
import { defineHandlers, file, redirect } from '../contract/handlers.js';
import { problem } from '../errors.js';
import * as accounts from '../repositories/accounts.js';
import { emailTaken, findUser, updateUser } from '../repositories/users.js';
import { announceMonthlyReport } from '../meter/report-announcement.js';
import { invoiceFile, invoicesOfAccount } from '../repositories/invoices.js';
import { createLocationFromData, locationRow, portalLocation, portalLocationsOfAccounts } from '../repositories/locations.js';
import { pageWindow, searchAnswer } from '../repositories/page-query.js';
import { accountGroupHandlers } from './account-groups.js';
import { createAccountHandler } from './account-creation.js';
import { auditStaffChange } from '../audit.js';
import { queueOneOffJob } from '../jobs/one-off.js';
import { IMPORT_METER_VALUES, SYNC_ACCOUNTS } from '../jobs/handlers/names.js';
import { reachAccountIn } from '../auth/reach.js';
import { boundOrganisation } from '../auth/principal.js';
import { connectedUserCounts } from '../repositories/iot.js';

/** The account as the caller may see it; 404 when it vanished between the reach check and the read. */
async function readAccount(q: Parameters<typeof accounts.findAccount>[0], id: string) {
  const account = await accounts.findAccount(q, id);
  if (!account) throw problem('notFound');
  return account;
}

export const accountsHandlers = defineHandlers(accountsArea, {
  async getAccount({ params, principal, endpoint, services }) {
    await reachAccountIn(services.db, principal, endpoint.access, params.organisation, params.id);
    return { data: await readAccount(services.db, params.id) };
  },

  async listAccounts({ params, query, services }) {
    const filter = {
      ...(query.ids ? { ids: query.ids.split(',') } : {}),
      ...(query.customerId ? { customerId: query.customerId } : {}),
      ...(query.userId ? { userId: query.userId } : {}),
    };
    return { data: await accounts.listAccounts(services.db, params.organisation, filter) };
  },

  async searchAccounts({ params, query, services }) {
    const window = pageWindow(query);
    const { rows, total } = await accounts.searchAccounts(services.db, params.organisation, query.q || undefined, query.accountType, window);
    return searchAnswer(window, rows, total);
  },

  async listAccountLocations({ params, principal, endpoint, services }) {
    await reachAccountIn(services.db, principal, endpoint.access, params.organisation, params.id);
    return { data: await portalLocationsOfAccounts(services.db, [params.id]) };
  },

  async deleteAccount({ params, principal, endpoint, requestId, services }) {
    const now = services.clock.now();
    await services.db.tx(async (q) => {
      await reachAccountIn(q, principal, endpoint.access, params.organisation, params.id);
      const before = await readAccount(q, params.id);
      await accounts.deleteAccount(q, params.id);
      await auditStaffChange(q, { principal, requestId, now }, { action: 'delete', resource: 'accounts', resourceId: params.id, organisation: params.organisation, before });
    });
    return undefined;
  },

  createAccount: createAccountHandler,

  async updateSiteHistory({ params, principal, endpoint, requestId, services }) {
    const audit = { principal, requestId, now: services.clock.now() };
    const job = await services.db.tx(async (q) => {
      await reachAccountIn(q, principal, endpoint.access, params.organisation, params.id);
      const site = await locationRow(q, params.siteId);
      if (!site || site.account_id !== params.id) throw problem('notFound');
      return queueOneOffJob(q, services, audit, {
        name: IMPORT_METER_VALUES, queueType: 'data', organisation: params.organisation, data: { accountId: params.id, siteId: params.siteId },
        displayName: `Meter history of site ${site.code}`,
      });
    });
    return { data: { jobId: job._id, name: job.name, queuedAt: audit.now } };
  },

  async addAccountSite({ params, body, principal, endpoint, requestId, services }) {
    const { organisation, id: accountId } = params;
    if (body.organisation !== organisation) throw problem('validationError', { message: 'site.organisation must be the organisation of the path' });
    const now = services.clock.now();
    return services.db.tx(async (q) => {
      await reachAccountIn(q, principal, endpoint.access, organisation, accountId);
      const row = await createLocationFromData(q, { accountId, organisation, data: body, now });
      const created = await portalLocation(q, row);
      await auditStaffChange(q, { principal, requestId, now }, { action: 'create', resource: 'sites', resourceId: row.id, organisation, after: created });
      return { data: created };
    });
  },

  async syncAccount({ params, principal, endpoint, requestId, services }) {
    const audit = { principal, requestId, now: services.clock.now() };
    const job = await services.db.tx(async (q) => {
      await reachAccountIn(q, principal, endpoint.access, params.organisation, params.id);
      return queueOneOffJob(q, services, audit, {
        name: SYNC_ACCOUNTS, queueType: 'account', organisation: params.organisation, data: { accountId: params.id },
        displayName: `Sync account ${params.id}`,
      });
    });
    return { data: { jobId: job._id, name: job.name, queuedAt: audit.now } };
  },

  async getInvoices({ params, query, principal, endpoint, services }) {
    await reachAccountIn(services.db, principal, endpoint.access, params.organisation, params.id);
    return { data: await invoicesOfAccount(services.db, params.id, { limit: Number(query.limit) }) };
  },

  async getAccountInvoiceFile({ params, principal, endpoint, services }) {
    await reachAccountIn(services.db, principal, endpoint.access, params.organisation, params.id);
    const found = await invoiceFile(services.db, params.id, params.invoiceId);
    if (!found) throw problem('notFound');
    // An 'external' invoice lives at the provider: the browser that opened the link goes there.
    return found.url ? redirect(found.url) : file(found.contentType, found.body, found.filename);
  },

  async updateAccountUserEmail({ params, body, principal, endpoint, requestId, services }) {
    const now = services.clock.now();
    const user = await services.db.tx(async (q) => {
      await reachAccountIn(q, principal, endpoint.access, params.organisation, params.id);
      if (!(await accounts.memberRole(q, params.id, params.userId))) throw problem('notFound');
      const before = await findUser(q, params.userId);
      if (!before) throw problem('notFound');
      if (await emailTaken(q, before.organisation, body.email, params.userId)) throw problem('conflict', { message: 'The e-mail is in use by another user' });
      const after = await updateUser(q, params.userId, { email: body.email }, now);
      await accounts.setOwnerEmail(q, params.userId, body.email, now);
      await auditStaffChange(q, { principal, requestId, now }, { action: 'update', resource: 'users', resourceId: params.userId, organisation: params.organisation, before: before.user, after });
      return after;
    });
    if (!user) throw problem('notFound');
    return { data: user };
  },

  async pushMonthlyReport({ params, body, principal, requestId, services }) {
    const now = services.clock.now();
    const queued = await services.db.tx(async (q) => {
      const targets = await announceMonthlyReport(q, params.organisation, body.monthDateKey, body.accountIds, now);
      const accountCount = new Set(targets.map((t) => t.accountId)).size;
      await auditStaffChange(q, { principal, requestId, now }, {
        action: 'create', resource: 'monthly-report-push', resourceId: body.monthDateKey, organisation: params.organisation, after: { monthDateKey: body.monthDateKey, accounts: accountCount },
      });
      return accountCount;
    });
    return { data: { queued } };
  },

  async clearAccountCache({ params, services }) {
    // Accounts are read from PostgreSQL on every call: there is no cache to clear. Noted for the operator.
    services.log.info({ accountId: params.id }, 'account cache clear requested (no server cache)');
    return undefined;
  },

  async getAccountStatistics({ params, principal, endpoint, services }) {
    await reachAccountIn(services.db, principal, endpoint.access, undefined, params.id);
    const account = await readAccount(services.db, params.id);
    const counts = await accounts.accountCounts(services.db, params.id);
    return { data: { accountId: params.id, ...counts, createdAt: account.createdAt, lastSeen: account.lastSeen ?? null } };
  },

  async getIotUserStatistics({ query, principal, services }) {
    // Platform-wide staff see every organisation unless they name one; organisation staff their own.
    return { data: await connectedUserCounts(services.db, query.organisation ?? boundOrganisation(principal)) };
  },

  async getPremiumFeatures({ params, principal, endpoint, services }) {
    await reachAccountIn(services.db, principal, endpoint.access, params.organisation, params.id);
    return { data: (await readAccount(services.db, params.id)).premiumFeatures ?? {} };
  },

  async addPremiumFeature({ params, body, principal, endpoint, requestId, services }) {
    const now = services.clock.now();
    const features = await services.db.tx(async (q) => {
      await reachAccountIn(q, principal, endpoint.access, params.organisation, params.id);
      const before: PremiumFeatures = (await readAccount(q, params.id)).premiumFeatures ?? {};
      const after: PremiumFeatures = { ...before, [params.featureName]: { startDate: body.startDate, endDate: body.endDate ?? null } };
      await accounts.setPremiumFeatures(q, params.id, after, now);
      await auditStaffChange(q, { principal, requestId, now }, { action: 'update', resource: 'accounts', resourceId: params.id, organisation: params.organisation, before: { premiumFeatures: before }, after: { premiumFeatures: after } });
      return after;
    });
    return { data: features };
  },

  async removePremiumFeature({ params, principal, endpoint, requestId, services }) {
    const now = services.clock.now();
    const features = await services.db.tx(async (q) => {
      await reachAccountIn(q, principal, endpoint.access, params.organisation, params.id);
      const before: PremiumFeatures = (await readAccount(q, params.id)).premiumFeatures ?? {};
      if (!(params.featureName in before)) throw problem('notFound');
      const { [params.featureName]: _removed, ...after } = before;
      await accounts.setPremiumFeatures(q, params.id, after, now);
      await auditStaffChange(q, { principal, requestId, now }, { action: 'update', resource: 'accounts', resourceId: params.id, organisation: params.organisation, before: { premiumFeatures: before }, after: { premiumFeatures: after } });
      return after;
    });
    return { data: features };
  },

  ...accountGroupHandlers,
});
