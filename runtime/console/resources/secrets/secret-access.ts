/**
 * What the signed-in admin may do with secrets, read from the contract's access (the descriptor's
 * operations and the syncSecrets endpoint): buttons the scope may not use are not offered (the
 * server refuses them anyway). Also who can see a secret: back-office §6 — platform staff every
 * secret, organisation admins only customer-facing ones (the linked feature configuration's
 * visibleForCustomers in the latest release, which the server checks on every call).
 */
import { usePermissions } from 'react-admin';
import { secretsArea } from '../../../../schemas/endpoints/secrets.js';
import { SECRET_DEFINITIONS, type SecretKey } from '../../../../schemas/secret.js';
import { SECRETS_DESCRIPTOR } from './secret-words.js';

export type SecretAction = 'create' | 'update' | 'delete' | 'sync';

function staffOf(access: unknown): readonly string[] {
  return (access as { staff?: readonly string[] } | undefined)?.staff ?? [];
}

export function allows(action: SecretAction, scope: string | undefined): boolean {
  if (!scope) return false;
  const access = action === 'sync' ? secretsArea.endpoints.syncSecrets.access : SECRETS_DESCRIPTOR.operations[action]?.access;
  return staffOf(access).includes(scope);
}

export function useSecretAccess() {
  const { permissions, isPending } = usePermissions<{ scope?: string; organisation?: string } | undefined>();
  return {
    isPending,
    organisation: permissions?.organisation,
    scope: permissions?.scope,
    can: (action: SecretAction) => allows(action, permissions?.scope),
  };
}

/** The scopes that read every secret (the list's access without ORG_ADMIN, which is filtered). */
export const ALL_SECRETS_SCOPES = staffOf(SECRETS_DESCRIPTOR.operations.list?.access).filter((s) => s !== 'ORG_ADMIN');

/** The feature configuration that makes a secret customer-facing, if it has a definition. */
export function configurationOf(key: SecretKey): string | undefined {
  return SECRET_DEFINITIONS.find((d) => d.key === key)?.featureConfiguration;
}
