/**
 * The customers page's words (`ampere.customers.…`, i18n/messages/customers.ts), with its dates and
 * amounts in the console's language. Agreement and service types of the contract take the segment
 * page's words, which already name every one of them.
 */
import { useMemo } from 'react';
import { useLocaleState } from 'react-admin';
import type { AgreementType } from '../../../../schemas/agreement.js';
import type { LocationServiceType } from '../../../../schemas/location.js';
import { useAreaWords } from '../area-words.js';
import { useSegmentWords } from '../segments/segment-words.js';

export interface CustomerWords {
  /** A message of the page by its key below `ampere.customers`. */
  t(key: string, options?: Readonly<Record<string, unknown>>): string;
  /** A value of one of the page's tables (roles, locationStatuses, …), the value itself when unworded. */
  value(table: string, value: string): string;
  agreementType(type: AgreementType): string;
  serviceType(type: LocationServiceType): string;
  /** A day or a moment in the console's language. */
  date(value: Date | string | null | undefined, withTime?: boolean): string;
  /** An amount with its currency (when known) in the console's language. */
  amount(value: number, currency?: string): string;
}

export function useCustomerWords(): CustomerWords {
  const t = useAreaWords('customers');
  const [locale] = useLocaleState();
  const segments = useSegmentWords();
  return useMemo(() => ({
    t,
    value: (table, value) => t(`${table}.${value}`, { _: value }),
    agreementType: (type) => segments.choice('agreementTypes', type),
    serviceType: (type) => segments.choice('serviceTypes', type),
    date(value, withTime = false) {
      if (value === null || value === undefined || value === '') return '';
      const date = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00Z`) : new Date(value);
      if (Number.isNaN(date.getTime())) return String(value);
      return new Intl.DateTimeFormat(locale, withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' }).format(date);
    },
    amount(value, currency) {
      try {
        return new Intl.NumberFormat(locale, currency ? { style: 'currency', currency } : { maximumFractionDigits: 2 }).format(value);
      } catch {
        // An unknown currency code: the number with the code beside it.
        return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value)} ${currency ?? ''}`.trim();
      }
    },
  }), [t, locale, segments]);
}
