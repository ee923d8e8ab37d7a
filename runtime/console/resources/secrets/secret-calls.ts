/**
 * The secrets screens' calls, made through the console data provider's callOperation (so the
 * generated client validates input with the contract's zod and throws ApiError with data.issues).
 * Only meta calls feed the screens; getSecret (the value) is called by the sync alone, its answer
 * kept in memory for the sync body and never rendered.
 */
import { useMemo } from 'react';
import { useDataProvider, type DataProvider } from 'react-admin';
import type {
  CreateSecretInput, DeleteSecretInput, GetSecretInput, GetSecretMetaInput, GetSecretResult, ListSecretMetaInput, SyncSecretsInput, UpdateSecretInput,
} from '../../../../generated/client/secrets.gen.js';
import type { SecretKey, SecretMeta, SecretSyncItem, SyncTarget } from '../../../../schemas/secret.js';
import { callOperationOf } from '../../data-provider.js';

const dataOf = <T,>(answer: unknown): T => (answer as { data: T }).data;

export interface SecretRef {
  readonly organisation: string;
  readonly key: SecretKey;
}

export function secretCalls(base: DataProvider) {
  const call = callOperationOf(base);
  const params = ({ organisation, key }: SecretRef) => ({ org: organisation, key });
  return {
    async list(organisation: string): Promise<SecretMeta[]> {
      const input: ListSecretMetaInput = { query: { organisation } };
      return dataOf<SecretMeta[]>(await call('listSecretMeta', input));
    },
    async meta(ref: SecretRef): Promise<SecretMeta> {
      const input: GetSecretMetaInput = { params: params(ref) };
      return dataOf<SecretMeta>(await call('getSecretMeta', input));
    },
    async create(ref: SecretRef, value: string): Promise<void> {
      const input: CreateSecretInput = { params: params(ref), body: { value } };
      await call('createSecret', input);
    },
    async replace(ref: SecretRef, value: string): Promise<void> {
      const input: UpdateSecretInput = { params: params(ref), body: { value } };
      await call('updateSecret', input);
    },
    async remove(ref: SecretRef): Promise<void> {
      const input: DeleteSecretInput = { params: params(ref) };
      await call('deleteSecret', input);
    },
    /** Reads the values and pushes them; answers whether the target took every secret. */
    async sync(targetEnvironment: SyncTarget, token: string, refs: readonly SecretRef[]): Promise<boolean> {
      const secrets: SecretSyncItem[] = [];
      for (const ref of refs) {
        const input: GetSecretInput = { params: params(ref) };
        const secret = dataOf<GetSecretResult['data']>(await call('getSecret', input));
        secrets.push({ organisation: secret.organisation, key: secret.key, value: secret.value });
      }
      const input: SyncSecretsInput = { body: { targetEnvironment, token, secrets } };
      return dataOf<boolean>(await call('syncSecrets', input));
    },
  };
}

export type SecretCalls = ReturnType<typeof secretCalls>;

export function useSecretCalls(): SecretCalls {
  const base = useDataProvider();
  return useMemo(() => secretCalls(base), [base]);
}
