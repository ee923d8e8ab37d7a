/**
 * portal §2 Dashboard "'Latest invoices' card with up to 3 invoices and a link to all invoices"
 * (§9 "Latest-invoices card 3"), newest first, with what is left to pay across all invoices (the
 * invoice favourite's unpaid count and sum). The link is left out when the tenant hides invoices.
 */
import { useTranslation } from '../../app/translation.js';
import { getInvoiceFavoriteData } from '../../../../generated/client/invoices.gen.js';
import { LATEST_INVOICES_COUNT, invoiceTotalAmount } from '../../../../schemas/invoice.js';
import { formatDate, formatMoney } from '../../../format/index.js';
import { useApi, useSession, useTenant } from '../../app/context.js';
import { Link } from '../../app/router.js';
import { PATHS } from '../../app/paths.js';
import { EmptyState, ErrorState } from '../../components/states.js';
import { useAsync } from '../../components/use-async.js';
import { DEFAULT_INVOICE_SORT, invoiceCurrency, sortInvoices } from '../../components/invoice-rules.js';
import { logged } from '../../components/logged.js';
import { monthLabel } from './month-label.js';

export function LatestInvoices({ accountId }: { readonly accountId: string }) {
  const { t } = useTranslation();
  const { client } = useApi();
  const { config } = useTenant();
  const { language } = useSession();
  const favourite = useAsync(
    async (signal) => (await logged('Could not load the latest invoices', signal, getInvoiceFavoriteData(client, { params: { accountId }, query: { limit: String(LATEST_INVOICES_COUNT) } }, { signal }))).data,
    [client, accountId],
  );
  const data = favourite.data;
  const currency = data?.currency ?? config.currency;
  const latest = data ? sortInvoices(data.invoices, DEFAULT_INVOICE_SORT).slice(0, LATEST_INVOICES_COUNT) : [];
  return (
    <section className="card latest-invoices" aria-labelledby="latest-invoices-title" data-testid="latest-invoices">
      <h2 id="latest-invoices-title">{t('dashboard.latestInvoices')}</h2>
      {favourite.status === 'loading' && !data && <LatestInvoicesPlaceholder />}
      {favourite.status === 'error' && <ErrorState message={t('invoices.loadFailed')} onRetry={favourite.reload} />}
      {data && latest.length === 0 && <EmptyState><p>{t('invoices.empty')}</p></EmptyState>}
      {data && latest.length > 0 && (
        <>
          <p className="latest-invoices__unpaid" data-testid="latest-invoices-unpaid">
            {data.unpaidCount === 0 ? (
              t('invoices.summary.allPaid')
            ) : (
              <>
                {t('invoices.summary', { count: data.unpaidCount })} <strong>{t('invoices.toPay', { amount: formatMoney(data.unpaidAmount, currency, language).text })}</strong>
              </>
            )}
          </p>
          <ul className="latest-invoices__list">
            {latest.map((invoice) => {
              const amount = invoiceTotalAmount(invoice);
              const unpaid = invoice.invoiceStatus === 'UNPAID';
              return (
                <li key={invoice.id} className="latest-invoices__item" data-testid="latest-invoice" data-invoice-id={invoice.id}>
                  <span className="latest-invoices__month">{monthLabel(invoice.month, language)}</span>
                  <span className="latest-invoices__amount">{amount === undefined ? '–' : formatMoney(amount, invoiceCurrency(invoice, currency), language).text}</span>
                  <span className="latest-invoices__due">
                    {invoice.dueDate ? t('dashboard.invoiceDue', { date: formatDate(invoice.dueDate, { language }) }) : t('invoices.missingDueDate')}
                  </span>
                  <span className={`badge ${unpaid ? 'badge--warning' : 'badge--success'}`}>{t(`invoices.status.${invoice.invoiceStatus}`)}</span>
                </li>
              );
            })}
          </ul>
        </>
      )}
      {!config.hideInvoices && (
        <p className="latest-invoices__all">
          <Link to={PATHS.INVOICES}>{t('dashboard.allInvoices')}</Link>
        </p>
      )}
    </section>
  );
}

/**
 * While the invoices load: the card's own rows, blank, so the card has its final height from the
 * start and nothing below it moves when they arrive (a layout shift Lighthouse measured on phones).
 */
function LatestInvoicesPlaceholder() {
  const { t } = useTranslation();
  return (
    <div className="state--loading" role="status" aria-live="polite">
      <span className="visually-hidden">{t('common.loading')}</span>
      <div aria-hidden="true">
        <p className="latest-invoices__unpaid">
          <span className="placeholder">{'\u00a0'.repeat(24)}</span>
          <strong><span className="placeholder">{'\u00a0'.repeat(16)}</span></strong>
        </p>
        <ul className="latest-invoices__list">
          {Array.from({ length: LATEST_INVOICES_COUNT }, (_, i) => (
            <li key={i} className="latest-invoices__item">
              <span className="latest-invoices__month"><span className="placeholder">{'\u00a0'.repeat(14)}</span></span>
              <span className="latest-invoices__amount"><span className="placeholder">{'\u00a0'.repeat(10)}</span></span>
              <span className="latest-invoices__due"><span className="placeholder">{'\u00a0'.repeat(18)}</span></span>
              <span className="badge placeholder">{'\u00a0'.repeat(8)}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
