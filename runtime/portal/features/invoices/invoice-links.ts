/**
 * portal §7: how an invoice is opened. getInvoiceUrl is a link the browser opens, signed with a
 * short-lived token (getShortAccessToken; the bearer token never goes into a URL); the viewer's frame
 * is getExternalUrl of the base URL the copy holds, with invoiceNo added by the server.
 */
import { getShortAccessToken } from '../../../../generated/client/auth.gen.js';
import { getInvoiceUrlUrl } from '../../../../generated/client/invoices.gen.js';
import { getExternalUrl } from '../../../../generated/client/organisations.gen.js';
import type { Invoice } from '../../../../schemas/invoice.js';
import type { ApiClient } from '../../../client/index.js';

/** The invoice document's link (a PDF, or a redirect to the provider's page). */
export async function invoiceDocumentUrl(client: ApiClient, accountId: string, invoice: Pick<Invoice, 'invoice'>, signal?: AbortSignal): Promise<string> {
  const { accessToken } = (await getShortAccessToken(client, {}, { signal })).data;
  return getInvoiceUrlUrl(client, { params: { accountId }, query: { accessToken, provider: JSON.stringify(invoice.invoice.provider ?? {}) } });
}

/** portal §2: "the base URL comes from a translation key, a different key for non-production environments". */
export function viewerBaseKey(production: boolean): string {
  return production ? 'invoices.viewer.baseUrl' : 'invoices.viewer.baseUrlTest';
}

/** The viewer frame's address: the configured base with this invoice's number. */
export async function invoiceViewerUrl(client: ApiClient, baseUrl: string, invoiceNo: string, signal?: AbortSignal): Promise<string> {
  return (await getExternalUrl(client, { query: { url: baseUrl, invoiceNo } }, { signal })).data.url;
}

/**
 * Opens an empty window now, while the click still counts as the user's (pop-up blockers allow
 * only that), and points it at the link once it is known. Without a window (blocked anyway) the
 * link is handed back for the page to offer. The window loses its opener: the provider's page
 * must not reach the portal.
 */
export async function openInNewWindow(link: () => Promise<string>): Promise<{ readonly opened: boolean; readonly url: string }> {
  const win = window.open('', '_blank');
  if (win) win.opener = null;
  try {
    const url = await link();
    if (!win) return { opened: false, url };
    win.location.href = url;
    return { opened: true, url };
  } catch (error) {
    win?.close();
    throw error;
  }
}
