/**
 * Applying the customer-information source's answer (docs/decisions.md "Customer-information
 * source"): for each account with a provider customer id, what the provider owns — the account type,
 * the owner's name, and each known site's address, zip code, city and status — is made what the
 * provider says, in the caller's one transaction, with one audit entry per changed account or site
 * listing its changed fields. Nothing changed, nothing written. Customers and sites the provider has
 * and this platform does not are reported, not created: accounts come through sign-up, sites through
 * their own calls.
 */
import type { CustomerSourceCustomer, CustomerSourceSite } from '../../../schemas/sources.js';
import { diff, recordAudit, type AuditContext } from '../audit.js';
import type { Queryable } from '../db/database.js';
import { accountsForSync, saveSyncedAccount } from '../repositories/accounts.js';
import { locationsForSync, saveSyncedSite, toLocation } from '../repositories/locations.js';

export interface CustomerSyncOutcome {
  /** Accounts compared with the source. */
  readonly accounts: number;
  readonly changedAccounts: number;
  readonly changedSites: number;
  /** Accounts asked for whose customer the source did not answer. */
  readonly missing: readonly string[];
  /** customerId/locationCode of sites the source lists that no location of that account has. */
  readonly unknownSites: readonly string[];
}

const siteFields = (s: Pick<CustomerSourceSite, 'address' | 'zipCode' | 'city' | 'status'>) => ({ address: s.address, zipCode: s.zipCode, city: s.city, status: s.status });

/** `accountIds`: only these accounts (one account's sync); absent: every account of the organisation with a customer id. */
export async function applyCustomers(
  q: Queryable, organisation: string, customers: readonly CustomerSourceCustomer[], audit: AuditContext, accountIds?: readonly string[],
): Promise<CustomerSyncOutcome> {
  const byCustomer = new Map<string, CustomerSourceCustomer>();
  for (const c of customers) if (!byCustomer.has(c.customerId)) byCustomer.set(c.customerId, c);
  const accounts = await accountsForSync(q, organisation, accountIds);
  let changedAccounts = 0;
  let changedSites = 0;
  const missing: string[] = [];
  const unknownSites: string[] = [];
  for (const account of accounts) {
    const c = byCustomer.get(account.customerId);
    if (!c) {
      missing.push(account.id);
      continue;
    }
    const owner = account.doc.accountOwner ?? { email: '' };
    const before = { accountType: account.accountType, accountOwner: { firstName: owner.firstName, lastName: owner.lastName } };
    const after = { accountType: c.accountType, accountOwner: { firstName: c.owner.firstName, lastName: c.owner.lastName } };
    const accountChanges = diff(before, after);
    if (accountChanges.length > 0) {
      await saveSyncedAccount(q, account.id, c.accountType, { ...owner, firstName: c.owner.firstName, lastName: c.owner.lastName }, audit.now);
      await recordAudit(q, audit, { action: 'sync', resource: 'accounts', resourceId: account.id, organisation, changes: accountChanges });
      changedAccounts += 1;
    }
    const rows = new Map((await locationsForSync(q, organisation, c.sites.map((s) => s.locationCode))).map((r) => [r.code, r]));
    for (const site of c.sites) {
      const row = rows.get(site.locationCode);
      if (!row || row.account_id !== account.id) {
        unknownSites.push(`${c.customerId}/${site.locationCode}`);
        continue;
      }
      const location = toLocation(row);
      const siteChanges = diff(siteFields(location), siteFields(site));
      if (siteChanges.length === 0) continue;
      await saveSyncedSite(q, { ...location, ...siteFields(site) }, audit.now);
      await recordAudit(q, audit, { action: 'sync', resource: 'locations', resourceId: location._id, organisation, changes: siteChanges });
      changedSites += 1;
    }
  }
  return { accounts: accounts.length, changedAccounts, changedSites, missing, unknownSites };
}
