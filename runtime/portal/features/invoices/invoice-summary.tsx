/**
 * portal §2 Invoices "Invoice summary, customer name, optional grid-invoice link": what is left to
 * pay, whose invoices these are, and the grid company's invoices (the tenant's gridInvoiceLink, a
 * new tab).
 */
import { useTranslation } from '../../app/translation.js';
import type { Currency } from '../../../../schemas/geography.js';
import type { Language } from '../../../../schemas/core/primitives.js';
import type { Invoice } from '../../../../schemas/invoice.js';
import { formatMoney } from '../../../format/index.js';
import { useSession, useTenant } from '../../app/context.js';
import { Icon } from '../../components/icons.js';
import { unpaidSummary } from '../../components/invoice-rules.js';

export function UnpaidText({ invoices, currency, language }: { readonly invoices: readonly Invoice[]; readonly currency: Currency; readonly language: Language }) {
  const { t } = useTranslation();
  const unpaid = unpaidSummary(invoices, currency);
  if (unpaid.count === 0) return <p className="invoice-summary__status">{t('invoices.summary.allPaid')}</p>;
  return (
    <p className="invoice-summary__status">
      {t('invoices.summary', { count: unpaid.count })}{' '}
      <strong data-testid="invoice-to-pay">{t('invoices.toPay', { amount: formatMoney(unpaid.total, unpaid.currency, language).text })}</strong>
    </p>
  );
}

export function InvoiceSummary({ invoices, currency }: { readonly invoices: readonly Invoice[]; readonly currency: Currency }) {
  const { t } = useTranslation();
  const { config } = useTenant();
  const { user, language } = useSession();
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(' ');
  return (
    <section className="card invoice-summary" aria-labelledby="invoice-summary-title" data-testid="invoice-summary">
      <h2 id="invoice-summary-title" className="visually-hidden">{t('invoices.summary.title')}</h2>
      {invoices.length > 0 && <UnpaidText invoices={invoices} currency={currency} language={language} />}
      <dl className="info-rows">
        {name && (
          <>
            <dt>{t('invoices.customerName')}</dt>
            <dd data-testid="invoice-customer-name">{name}</dd>
          </>
        )}
        {user?.customerNumber && (
          <>
            <dt>{t('invoices.customerNumber')}</dt>
            <dd>{user.customerNumber}</dd>
          </>
        )}
      </dl>
      {config.gridInvoiceLink && (
        <p className="invoice-summary__grid">
          <a href={config.gridInvoiceLink} target="_blank" rel="noopener noreferrer" data-testid="grid-invoice-link">
            {t('invoices.gridInvoiceLink')}
            <Icon name="external" size={16} />
            <span className="visually-hidden"> {t('invoices.newTab')}</span>
          </a>
        </p>
      )}
    </section>
  );
}
