/**
 * The secrets screens' words: `ampere.secrets.<key>` (i18n/messages/secrets.ts), and field titles
 * from `resources.secrets.fields.<field>` with the contract's titles.
 */
import { resources } from '../../../../generated/resources.gen.js';
import { useAreaWords } from '../../pages/area-words.js';
import { useFieldTitle } from '../generic-fields.js';

export const SECRETS = 'secrets';
const descriptor = resources.find((r) => r.name === SECRETS);
if (!descriptor) throw new Error('generated/resources.gen.ts has no secrets descriptor');
export const SECRETS_DESCRIPTOR = descriptor;

export function useSecretWords() {
  return { t: useAreaWords('secrets'), field: useFieldTitle(SECRETS_DESCRIPTOR) };
}
