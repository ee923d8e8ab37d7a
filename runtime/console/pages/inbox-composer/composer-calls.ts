/**
 * The composer's calls through the console data provider's callOperation (the generated client, so
 * the contract's schemas run before anything is sent): messages/create, push/send, and the bridge's
 * account search to find recipients.
 */
import { useMemo } from 'react';
import { useDataProvider, type DataProvider } from 'react-admin';
import type { SearchBridgeAccountsInput } from '../../../../generated/client/bridge.gen.js';
import type { CreateMessageInput, SendPushNotificationInput } from '../../../../generated/client/messaging.gen.js';
import type { BridgeAccountSummary } from '../../../../schemas/bridge.js';
import { OBJECT_ID_PATTERN } from '../../../../schemas/core/primitives.js';
import { callOperationOf } from '../../data-provider.js';
import type { AccountChoice } from './composer-model.js';

const dataOf = <T,>(answer: unknown): T => (answer as { data: T }).data;

/** How a found account is named among the recipients. */
export function accountLabel(account: Pick<BridgeAccountSummary, '_id' | 'ownerName' | 'customerId'>): string {
  const parts = [account.ownerName, account.customerId].filter(Boolean);
  return parts.length ? parts.join(' · ') : account._id;
}

export function composerCalls(base: DataProvider) {
  const call = callOperationOf(base);
  return {
    /** How many items were created (one per message). */
    async send(body: CreateMessageInput['body']): Promise<number> {
      return dataOf<{ count: number }>(await call('createMessage', { body } satisfies CreateMessageInput)).count;
    },
    async push(body: SendPushNotificationInput['body']): Promise<{ sent: number; failed: number }> {
      return dataOf(await call('sendPushNotification', { body } satisfies SendPushNotificationInput));
    },
    /**
     * The accounts a typed text names: an account id as it is, an e-mail or a customer id through the
     * bridge search (which only customer staff may make: others get the API's 403).
     */
    async find(text: string): Promise<AccountChoice[]> {
      const value = text.trim();
      if (OBJECT_ID_PATTERN.test(value)) return [{ id: value.toLowerCase(), label: value.toLowerCase() }];
      const input: SearchBridgeAccountsInput = { body: { searchBy: value.includes('@') ? 'email' : 'customerId', query: value, page: 1, limit: 10 } };
      return dataOf<BridgeAccountSummary[]>(await call('searchBridgeAccounts', input)).map((a) => ({ id: a._id, label: accountLabel(a) }));
    },
  };
}

export type ComposerCalls = ReturnType<typeof composerCalls>;

export function useComposerCalls(): ComposerCalls {
  const base = useDataProvider();
  return useMemo(() => composerCalls(base), [base]);
}
