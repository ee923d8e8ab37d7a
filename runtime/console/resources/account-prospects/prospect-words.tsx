/**
 * How the account prospects' screens word a prospect: their own words (ampere.account-prospects.…),
 * the field words the forms share (ampere.form-fields.…: customer id, e-mail, location code…), enum
 * values by the forms' value words (status, account type, sign-in method, site type), the status as a
 * chip with its word (never colour alone), and dates in the admin's locale.
 */
import { Chip } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { ProspectStatus } from '../../../../schemas/prospect.js';
import { useAreaWords } from '../../pages/area-words.js';
import { valueWord } from '../generic-fields.js';

export function useProspectWords() {
  const translate = useTranslate();
  const t = useAreaWords('account-prospects');
  const [locale = 'en'] = useLocaleState();
  return {
    t,
    locale,
    /** A word of this area's fields (status, owner, sign-in method…). */
    field: (name: string) => t(`fields.${name}`),
    /** A field word the forms share. */
    formField: (name: string) => translate(`ampere.form-fields.${name}`),
    value: (value: string) => valueWord(translate, value),
  };
}

const STATUS_COLOURS: Partial<Record<ProspectStatus, 'info' | 'success' | 'error' | 'warning'>> = {
  provider_pending: 'warning', provider_resolved: 'info', account_resolved: 'success', signed_in: 'success',
  provider_failed: 'error', account_failed: 'error',
};

export function StatusChip({ status }: { readonly status: ProspectStatus }) {
  const { value } = useProspectWords();
  return <Chip size="small" variant="outlined" color={STATUS_COLOURS[status] ?? 'default'} label={value(status)} />;
}
