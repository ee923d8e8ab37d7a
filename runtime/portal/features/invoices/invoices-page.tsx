/**
 * The invoices page (portal §2 Invoices): summary, customer name, grid-invoice link, the invoice
 * table, opening an invoice (new window or viewer), and the download-the-app modal once. A failed
 * load is logged and ends the loading indicator (§8); the customer sees why the list is missing.
 */
import { useTranslation } from '../../app/translation.js';
import { getInvoices } from '../../../../generated/client/accounts.gen.js';
import { useApi, useSelectedLocation, useSession, useTenant } from '../../app/context.js';
import { AppDownloadModal } from '../../components/app-download-modal.js';
import { PageHeader } from '../../components/page-header.js';
import { EmptyState, ErrorState, PageLoading } from '../../components/states.js';
import { useAsync } from '../../components/use-async.js';
import { InvoiceSummary } from './invoice-summary.js';
import { InvoiceTable } from './invoice-table.js';
import { InvoiceViewer } from './invoice-viewer.js';
import { logged } from '../../components/logged.js';
import { useOpenInvoice, type OpenState } from './use-open-invoice.js';
import './invoices.css';

/** portal §9 "list limit 50". */
export const INVOICE_LIST_LIMIT = 50;

function OpenStatus({ state }: { readonly state: OpenState }) {
  const { t } = useTranslation();
  return (
    <div className="invoice-open-status" aria-live="polite" data-testid="invoice-open-status">
      {state.status === 'opening' && <p>{t('invoices.opening')}</p>}
      {state.status === 'failed' && <p className="invoice-open-status__error" role="alert">{t('invoices.openFailed')}</p>}
      {state.status === 'blocked' && (
        <p>
          {t('invoices.popupBlocked')}{' '}
          <a href={state.url} target="_blank" rel="noopener noreferrer">{t('invoices.openNumbered', { id: state.invoiceId })}</a>
        </p>
      )}
    </div>
  );
}

export default function InvoicesPage() {
  const { t } = useTranslation();
  const { client } = useApi();
  const { config } = useTenant();
  const { account, language } = useSession();
  const location = useSelectedLocation();
  const accountId = location?.accountId ?? account?._id;
  const list = useAsync(
    async (signal) => (accountId ? (await logged('Could not load the invoices', signal, getInvoices(client, { params: { id: accountId }, query: { limit: String(INVOICE_LIST_LIMIT) } }, { signal }))).data : []),
    [client, accountId],
  );
  const { state, open, viewing, closeViewer } = useOpenInvoice(accountId);
  const invoices = list.data ?? [];
  return (
    <>
      <PageHeader title={t('invoices.title')} />
      {list.status === 'loading' && !list.data && <PageLoading />}
      {list.status === 'error' && <ErrorState message={t('invoices.loadFailed')} onRetry={list.reload} />}
      {list.data && <InvoiceSummary invoices={invoices} currency={config.currency} />}
      {list.status === 'ready' && invoices.length === 0 && (
        <EmptyState testId="invoices-empty">
          <p>{t('invoices.empty')}</p>
        </EmptyState>
      )}
      {invoices.length > 0 && (
        <section className="card invoice-list" aria-labelledby="invoice-list-title">
          <h2 id="invoice-list-title">{t('invoices.listTitle')}</h2>
          <OpenStatus state={state} />
          <InvoiceTable invoices={invoices} currency={config.currency} language={language} onOpen={open} openingId={state.status === 'opening' ? state.invoiceId : undefined} />
        </section>
      )}
      {viewing && <InvoiceViewer invoice={viewing} onClose={closeViewer} />}
      <AppDownloadModal page="invoices" />
    </>
  );
}
