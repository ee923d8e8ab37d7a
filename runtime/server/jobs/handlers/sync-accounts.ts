/**
 * syncAccounts (docs/decisions.md "Customer-information source", "Account sync and history update"):
 * the organisation's accounts and sites made what the customer-information source says, in one
 * transaction with audit entries of the real changes. A one-off run with data { accountId } (PUT
 * /accounts/{id}/sync) asks the source for that account's customer only. Rows the source sent that
 * fail their schema are left out and end the run as failed, naming them, after the good ones landed.
 */
import { findAccount } from '../../repositories/accounts.js';
import { CUSTOMER_SOURCE, customerInfoSource } from '../../sources/customer-info.js';
import { applyCustomers } from '../../sources/customer-sync.js';
import { rejectedMessage, SourceError } from '../../sources/http-source.js';
import type { JobHandler } from '../handler.js';

export const syncAccounts: JobHandler = {
  async run({ services, job, data, now }) {
    const organisation = job.organisation;
    if (!organisation) throw new Error('syncAccounts runs for one organisation: the job names none');
    const accountId = typeof data.accountId === 'string' ? data.accountId : undefined;
    let customerIds: string[] | undefined;
    if (accountId) {
      const account = await findAccount(services.db, accountId);
      if (!account || account.organisation !== organisation) throw new Error(`No account ${accountId} in ${organisation}`);
      if (!account.provider?.customerId) throw new Error(`Account ${accountId} has no customer id at the provider: there is nothing to sync`);
      customerIds = [account.provider.customerId];
    }
    const source = customerInfoSource(services.config, () => services.clock.now());
    const { rows, rejected } = await source.customers(organisation, customerIds);
    const audit = { principal: undefined, requestId: `job:${job._id}`, now };
    const outcome = await services.db.tx((q) => applyCustomers(q, organisation, rows, audit, accountId ? [accountId] : undefined));
    services.log.info({ job: job._id, source: source.name, ...outcome, rejected: rejected.length }, 'syncAccounts');
    const done = `${outcome.changedAccounts} of ${outcome.accounts} accounts and ${outcome.changedSites} sites changed`;
    if (rejected.length > 0) throw new SourceError(rejectedMessage(CUSTOMER_SOURCE, done, rejected));
    if (accountId && outcome.missing.length > 0) throw new SourceError(`${CUSTOMER_SOURCE} has no customer ${customerIds?.[0]} (account ${accountId})`);
  },
};
