/**
 * The customers page's calls, made through the console data provider's callOperation (the generated
 * client: the contract's validation, the admin's token and organisation, the API's errors). Each is
 * one the contract admits for customer staff: the bridge search and fetch, the account (for its
 * users' roles), its locations with their services and agreements, its invoices, and the inspector
 * calls.
 */
import { useMemo } from 'react';
import { useDataProvider, type DataProvider } from 'react-admin';
import type { GetAccountInput, GetInvoicesInput, ListAccountLocationsInput } from '../../../../generated/client/accounts.gen.js';
import type { FetchBridgeAccountInput, SearchBridgeAccountsInput } from '../../../../generated/client/bridge.gen.js';
import type { AssignInspectorInput, CreateInspectorUserInput, RemoveInspectorInput } from '../../../../generated/client/inspectors.gen.js';
import type { GetLocationAgreementsInput } from '../../../../generated/client/locations.gen.js';
import type { GetLatestFeatureConfigurationsReleaseInput } from '../../../../generated/client/settings.gen.js';
import type { AccountUser, Inspector } from '../../../../schemas/account.js';
import type { Agreement } from '../../../../schemas/agreement.js';
import { BridgeConfiguration, type BridgeAccountDetails, type BridgeAccountSummary, type BridgeCustomerSearchOption } from '../../../../schemas/bridge.js';
import type { Invoice } from '../../../../schemas/invoice.js';
import type { PortalLocation } from '../../../../schemas/location.js';
import type { FeatureConfigurationsPayload } from '../../../../schemas/settings/feature-configurations.js';
import { callOperationOf } from '../../data-provider.js';

const dataOf = <T,>(answer: unknown): T => (answer as { data: T }).data;
const statusOf = (error: unknown): number | undefined => (error as { status?: number } | null)?.status;

export interface SearchOptions {
  readonly options: readonly BridgeCustomerSearchOption[];
  readonly preferred: BridgeCustomerSearchOption;
}

/** The contract's defaults (back-office §3: "Default is customerId"), for an organisation with no release yet. */
const CONTRACT_DEFAULTS = BridgeConfiguration.parse({});

/** The search options a bridge configuration offers, its default first in mind; the contract's when it names none. */
export function searchOptionsOf(bridge: Partial<Pick<BridgeConfiguration, 'customerSearchOptions' | 'defaultCustomerSearchOption'>> | undefined): SearchOptions {
  const options = bridge?.customerSearchOptions?.length ? bridge.customerSearchOptions : CONTRACT_DEFAULTS.customerSearchOptions;
  const wanted = bridge?.defaultCustomerSearchOption ?? CONTRACT_DEFAULTS.defaultCustomerSearchOption;
  return { options, preferred: options.includes(wanted) ? wanted : options[0]! };
}

export interface SearchPage {
  readonly rows: readonly BridgeAccountSummary[];
  readonly total: number;
}

export function customerCalls(base: DataProvider) {
  const call = callOperationOf(base);
  return {
    /** What the organisation's latest feature configurations release says of customer search. */
    async searchOptions(): Promise<SearchOptions> {
      const input: GetLatestFeatureConfigurationsReleaseInput = {};
      try {
        return searchOptionsOf(dataOf<{ payload: FeatureConfigurationsPayload }>(await call('getLatestFeatureConfigurationsRelease', input)).payload.bridge);
      } catch (error) {
        if (statusOf(error) === 404) return searchOptionsOf(undefined);
        throw error;
      }
    },
    async search(searchBy: BridgeCustomerSearchOption, query: string, page: number, limit: number): Promise<SearchPage> {
      const input: SearchBridgeAccountsInput = { body: { searchBy, query, page, limit } };
      const answer = (await call('searchBridgeAccounts', input)) as { data: BridgeAccountSummary[]; pagination: { total: number } };
      return { rows: answer.data, total: answer.pagination.total };
    },
    async account(id: string): Promise<BridgeAccountDetails> {
      const input: FetchBridgeAccountInput = { params: { id } };
      return dataOf(await call('fetchBridgeAccount', input));
    },
    /** The account's users with their roles (the bridge fetch gives none): inspectors are among them. */
    async members(id: string): Promise<AccountUser[]> {
      const input: GetAccountInput = { params: { id } };
      return dataOf<{ users: AccountUser[] }>(await call('getAccount', input)).users;
    },
    async locations(id: string): Promise<PortalLocation[]> {
      const input: ListAccountLocationsInput = { params: { id } };
      return dataOf(await call('listAccountLocations', input));
    },
    async agreements(locationId: string): Promise<Agreement[]> {
      const input: GetLocationAgreementsInput = { params: { id: locationId } };
      return dataOf(await call('getLocationAgreements', input));
    },
    async invoices(id: string): Promise<Invoice[]> {
      const input: GetInvoicesInput = { params: { id } };
      return dataOf(await call('getInvoices', input));
    },
    /**
     * Makes the inspector with `email` an inspector of the account, for every scope alike: the
     * server answers the organisation's inspector with that e-mail, or makes one (a set-password
     * e-mail goes out), and refuses (409) an e-mail that belongs to any other admin.
     */
    async assignInspector(email: string, accountId: string): Promise<Inspector> {
      const create: CreateInspectorUserInput = { body: { email } };
      const { adminId } = dataOf<Inspector>(await call('createInspectorUser', create));
      const input: AssignInspectorInput = { body: { adminId, accountId } };
      return dataOf(await call('assignInspector', input));
    },
    async removeInspector(adminId: string, accountId: string): Promise<Inspector> {
      const input: RemoveInspectorInput = { params: { accountId }, query: { adminId } };
      return dataOf(await call('removeInspector', input));
    },
  };
}

export type CustomerCalls = ReturnType<typeof customerCalls>;

export function useCustomerCalls(): CustomerCalls {
  const base = useDataProvider();
  return useMemo(() => customerCalls(base), [base]);
}
