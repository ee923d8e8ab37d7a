/**
 * portal §2 Invoices "an invoice viewer modal (static backdrop, iframe to an external invoice URL with
 * invoiceNo appended; the base URL comes from a translation key, a different key for non-production
 * environments)"; the frame's address comes from getExternalUrl (portal §7 "invoice frame adds invoiceNo").
 */
import { useTranslation } from '../../app/translation.js';
import type { Invoice } from '../../../../schemas/invoice.js';
import { useApi } from '../../app/context.js';
import { Modal } from '../../components/modal.js';
import { ErrorState, PageLoading } from '../../components/states.js';
import { useAsync } from '../../components/use-async.js';
import { invoiceViewerUrl, viewerBaseKey } from './invoice-links.js';
import { logged } from '../../components/logged.js';

export function InvoiceViewer({ invoice, onClose }: { readonly invoice: Invoice; readonly onClose: () => void }) {
  const { t } = useTranslation();
  const { client, environment } = useApi();
  const baseUrl = t(viewerBaseKey(environment.production));
  const frame = useAsync((signal) => logged('Could not make the invoice viewer link', signal, invoiceViewerUrl(client, baseUrl, invoice.invoiceNumber, signal)), [client, baseUrl, invoice.invoiceNumber]);
  const title = `${t('invoices.viewer.title')} ${invoice.id}`;
  return (
    <Modal
      open
      wide
      staticBackdrop
      title={title}
      onClose={onClose}
      testId="invoice-viewer"
      footer={
        frame.status === 'ready' && (
          <a className="button button--ghost" href={frame.data} target="_blank" rel="noopener noreferrer">
            {t('invoices.viewer.openInNewTab')}
          </a>
        )
      }
    >
      {frame.status === 'loading' && <PageLoading />}
      {frame.status === 'error' && <ErrorState message={t('invoices.openFailed')} onRetry={frame.reload} />}
      {frame.status === 'ready' && (
        <iframe
          className="invoice-viewer__frame"
          src={frame.data}
          title={title}
          sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-downloads"
          referrerPolicy="no-referrer"
        />
      )}
    </Modal>
  );
}
