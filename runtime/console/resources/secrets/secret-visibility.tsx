/**
 * Which scopes can see a secret, in words: platform staff always; organisation admins when the
 * linked feature configuration is visible for customers. The console does not read releases here,
 * so it says the rule, and an organisation admin (who sees only customer-facing secrets) is told so.
 */
import type { SecretKey } from '../../../../schemas/secret.js';
import { ALL_SECRETS_SCOPES, configurationOf, useSecretAccess } from './secret-access.js';
import { useSecretWords } from './secret-words.js';

export function SecretVisibility({ secretKey }: { readonly secretKey: SecretKey }) {
  const { t } = useSecretWords();
  const { scope } = useSecretAccess();
  const scopes = ALL_SECRETS_SCOPES.join(', ');
  if (scope === 'ORG_ADMIN') return <>{t('visibility.customerFacing', { scopes })}</>;
  const configuration = configurationOf(secretKey) ?? '?';
  return <>{t('visibility.rule', { scopes, configuration })}</>;
}
