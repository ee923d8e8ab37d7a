/**
 * portal §2 Invoices "Opening an invoice: either a new window from the invoice URL call, or an invoice
 * viewer modal" (the tenant's invoiceIframe). What happened is kept for the page to announce.
 */
import { useCallback, useState } from 'react';
import type { Invoice } from '../../../../schemas/invoice.js';
import { useApi, useTenant } from '../../app/context.js';
import { invoiceDocumentUrl, openInNewWindow } from './invoice-links.js';

export type OpenState =
  | { readonly status: 'idle' }
  | { readonly status: 'opening'; readonly invoiceId: string }
  | { readonly status: 'failed'; readonly invoiceId: string }
  /** The browser gave no window: the page offers the link itself. */
  | { readonly status: 'blocked'; readonly invoiceId: string; readonly url: string };

export function useOpenInvoice(accountId: string | undefined) {
  const { client } = useApi();
  const { config } = useTenant();
  const [state, setState] = useState<OpenState>({ status: 'idle' });
  const [viewing, setViewing] = useState<Invoice | undefined>();

  const open = useCallback(
    (invoice: Invoice) => {
      if (config.invoiceIframe) {
        setViewing(invoice);
        return;
      }
      if (!accountId) return;
      setState({ status: 'opening', invoiceId: invoice.id });
      // No await before window.open: it must run inside the click.
      openInNewWindow(() => invoiceDocumentUrl(client, accountId, invoice)).then(
        ({ opened, url }) => setState(opened ? { status: 'idle' } : { status: 'blocked', invoiceId: invoice.id, url }),
        (error: unknown) => {
          console.error('Could not open the invoice', error);
          setState({ status: 'failed', invoiceId: invoice.id });
        },
      );
    },
    [accountId, client, config.invoiceIframe],
  );

  return { state, open, viewing, closeViewer: useCallback(() => setViewing(undefined), []) };
}
