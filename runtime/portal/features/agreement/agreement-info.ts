/**
 * portal §2 Electricity agreement: what each row of the agreement info table shows. Values arrive raw,
 * as the provider wrote them (schemas/agreement.ts AgreementInfoItem); dates and numbers are formatted
 * for the customer's language, anything that does not parse is shown as written.
 */
import { AgreementInfoKey, type Agreement, type AgreementInfoItem } from '../../../../schemas/agreement.js';
import { INVALID_DATE } from '../../../../schemas/constants.js';
import type { Language } from '../../../../schemas/core/primitives.js';
import type { TimeZoneName } from '../../../../schemas/geography.js';
import { formatDate, formatNumber, separatorsOf } from '../../../format/index.js';

/** A row's value: text to show, or one of the two texts a date without a usable value gets. */
export type InfoValue =
  | { readonly kind: 'text'; readonly text: string }
  /** portal §2: "unparsable dates show the raw value or a contact-support text" (no raw value). */
  | { readonly kind: 'contactSupport' }
  /** An open-ended agreement whose provider left the end date blank. */
  | { readonly kind: 'untilFurtherNotice' };

const DATE_KEYS: ReadonlySet<AgreementInfoKey> = new Set(['startDate', 'endDate']);
/** A calendar date or an ISO timestamp; anything else ('Løpende', '12') is not read as a date. */
const DATE_SHAPE = /^\d{4}-\d{2}-\d{2}(?:T[\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/;
/** A plain decimal as providers send amounts ('4.90', '-2', '16.44'). */
const DECIMAL = /^-?\d+(?:\.(\d+))?$/;
const EMPTY = '–';

const text = (value: string): InfoValue => ({ kind: 'text', text: value });

/** The rows in the order of portal §2 (status, start date, end date, surcharge, monthly fee, price, energy tax, consumption price). */
export function orderedInfo(info: readonly AgreementInfoItem[]): AgreementInfoItem[] {
  const order = AgreementInfoKey.options;
  return [...info].sort((a, b) => order.indexOf(a.key) - order.indexOf(b.key));
}

function dateValue(raw: string, key: AgreementInfoKey, agreement: Agreement, language: Language, timeZone?: TimeZoneName): InfoValue {
  if (DATE_SHAPE.test(raw)) {
    const shown = formatDate(raw, { language, ...(timeZone ? { timeZone } : {}) });
    if (shown !== INVALID_DATE) return text(shown);
  }
  if (raw) return text(raw);
  if (key === 'endDate' && agreement.endDate === null) return { kind: 'untilFurtherNotice' };
  return { kind: 'contactSupport' };
}

/** A number keeps the decimals the provider gave ('4.90' → '4,90' in nb); a template ('{value} øre/kWh') wraps it. */
function amountValue(raw: string, template: string | undefined, language: Language): InfoValue {
  const decimal = DECIMAL.exec(raw);
  const shown = decimal ? formatNumber(Number(raw), decimal[1]?.length ?? 0, separatorsOf(language)) : raw;
  if (!shown) return text(EMPTY);
  return text(template ? template.replace('{value}', shown) : shown);
}

export function infoValue(item: AgreementInfoItem, agreement: Agreement, language: Language, timeZone?: TimeZoneName): InfoValue {
  const raw = item.value.trim();
  return DATE_KEYS.has(item.key) ? dateValue(raw, item.key, agreement, language, timeZone) : amountValue(raw, item.template, language);
}

/**
 * portal §2: tabs are "titled by service type"; two agreements of one service type (a renewal
 * overlapping the old one) are told apart by their agreement type.
 */
export function tabTitles(agreements: readonly Agreement[], translate: (key: string) => string): string[] {
  const count = new Map<string, number>();
  for (const a of agreements) count.set(a.serviceType, (count.get(a.serviceType) ?? 0) + 1);
  return agreements.map((a) => {
    const title = translate(`agreement.tab.${a.serviceType}`);
    return (count.get(a.serviceType) ?? 0) > 1 ? `${title} (${translate(`agreement.type.${a.type}`)})` : title;
  });
}
