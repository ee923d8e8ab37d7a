/**
 * The support messages page's calls through the console data provider's callOperation: the
 * organisation's feedback, one account's support messages (read as staff, which marks the
 * customer's messages read) and a staff answer, and the bridge fetch that names the accounts.
 */
import { useMemo } from 'react';
import { useDataProvider, type DataProvider } from 'react-admin';
import type { FetchBridgeAccountsInput } from '../../../../generated/client/bridge.gen.js';
import type { CreateSupportMessageInput, ListSupportFeedbackInput, ListSupportMessagesInput } from '../../../../generated/client/support.gen.js';
import type { BridgeAccountSummary } from '../../../../schemas/bridge.js';
import type { SupportFeedback, SupportMessage } from '../../../../schemas/support.js';
import { callOperationOf } from '../../data-provider.js';

const dataOf = <T,>(answer: unknown): T => (answer as { data: T }).data;

/** How an account is named: its owner, and its customer id when it has one. */
export function accountName(account: Pick<BridgeAccountSummary, '_id' | 'ownerName' | 'customerId'> | undefined, id: string): string {
  const parts = [account?.ownerName, account?.customerId].filter(Boolean);
  return parts.length ? parts.join(' · ') : id;
}

export function supportCalls(base: DataProvider) {
  const call = callOperationOf(base);
  return {
    async feedback(): Promise<SupportFeedback[]> {
      const input: ListSupportFeedbackInput = {};
      return dataOf(await call('listSupportFeedback', input));
    },
    async messages(accountId: string): Promise<SupportMessage[]> {
      const input: ListSupportMessagesInput = { query: { accountId, markAsRead: 'true' } };
      return dataOf(await call('listSupportMessages', input));
    },
    async answer(accountId: string, text: string): Promise<SupportMessage> {
      const input: CreateSupportMessageInput = { query: { accountId }, body: { text } };
      return dataOf(await call('createSupportMessage', input));
    },
    /** The accounts by id (unknown ones left out), for their names. */
    async accounts(ids: readonly string[]): Promise<Map<string, BridgeAccountSummary>> {
      const unique = [...new Set(ids)];
      if (unique.length === 0) return new Map();
      const input: FetchBridgeAccountsInput = { query: { ids: unique.join(','), withUsers: 'false', withLocations: 'false' } };
      return new Map(dataOf<BridgeAccountSummary[]>(await call('fetchBridgeAccounts', input)).map((a) => [a._id, a]));
    },
  };
}

export type SupportCalls = ReturnType<typeof supportCalls>;

export function useSupportCalls(): SupportCalls {
  const base = useDataProvider();
  return useMemo(() => supportCalls(base), [base]);
}
