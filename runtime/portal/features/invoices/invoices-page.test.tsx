// @vitest-environment jsdom
/**
 * The invoices page on the real server (portal §2 Invoices, §3 Invoice, §7 getInvoices, getInvoiceUrl,
 * getExternalUrl and the short access token, §8 a failed load).
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { seriousViolations } from '../../test/axe.js';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getInvoices } from '../../../../generated/client/accounts.gen.js';
import { invoiceTotalAmount, type Invoice } from '../../../../schemas/invoice.js';
import { formatMoney } from '../../../format/index.js';
import type { Portal } from '../../app/start.js';
import { appDownloadWatchedKey } from '../../components/app-download-modal.js';
import { rememberWelcomed } from '../../components/welcome-popup.js';
import { portalTest, type DemoCustomer, type PortalTest } from '../../test/harness.js';

let t: PortalTest;
beforeAll(async () => {
  t = await portalTest();
}, 600_000);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});
afterAll(async () => t?.close());

const accountOf = (portal: Portal) => portal.session.getSnapshot().user!._id;

/** Starts the portal as `who` in the tenant's first language (Nynorsk), past the once-only pop-ups unless `popups`. */
async function start(who: DemoCustomer, { popups = false } = {}): Promise<Portal> {
  const portal = await t.start({ as: who, language: 'nn' });
  if (!popups) window.localStorage.setItem(appDownloadWatchedKey('invoices'), 'seen');
  rememberWelcomed(accountOf(portal));
  return portal;
}

async function openInvoices(portal: Portal) {
  await t.renderAt('/invoices', { portal });
  // The first render also loads the page's chunk.
  return screen.findByTestId('invoice-table', {}, { timeout: 15_000 });
}

/** A variant of the started portal with other tenant settings or environment (as another release or page would give). */
function variant(portal: Portal, config: Partial<Portal['tenant']['config']>, production = portal.api.environment.production): Portal {
  return {
    ...portal,
    tenant: { ...portal.tenant, config: { ...portal.tenant.config, ...config } },
    api: { ...portal.api, environment: { ...portal.api.environment, production } },
  };
}

async function serverInvoices(portal: Portal): Promise<Invoice[]> {
  return (await getInvoices(portal.api.client, { params: { id: accountOf(portal) }, query: { limit: '50' } })).data;
}

const rowIds = () => screen.getAllByTestId('invoice-row').map((r) => r.getAttribute('data-invoice-id'));
const rowOf = (id: string) => screen.getAllByTestId('invoice-row').find((r) => r.getAttribute('data-invoice-id') === id)!;
const header = (name: string) => screen.getByRole('button', { name }).closest('th')!;

describe('invoices: the list', () => {
  it("shows kari's 24 invoices newest first, with her name, what is left to pay and the grid-invoice link", async () => {
    const portal = await start('kari');
    await openInvoices(portal);
    const invoices = await serverInvoices(portal);
    expect(invoices).toHaveLength(24);
    const newestFirst = [...invoices].sort((a, b) => b.startDate.localeCompare(a.startDate)).map((i) => i.id);
    expect(rowIds()).toEqual(newestFirst);
    expect(header('Periode frå').getAttribute('aria-sort')).toBe('descending');
    const summary = within(screen.getByTestId('invoice-summary'));
    expect(summary.getByText(/Du har 2 ubetalte fakturaer\./)).toBeTruthy();
    const unpaid = invoices.filter((i) => i.invoiceStatus === 'UNPAID').reduce((s, i) => s + invoiceTotalAmount(i)!, 0);
    expect(screen.getByTestId('invoice-to-pay').textContent).toBe(`Å betale: ${formatMoney(unpaid, 'NOK', 'nn').text}`);
    expect(screen.getByTestId('invoice-customer-name').textContent).toBe('Kari Nordmann');
    const grid = screen.getByTestId('grid-invoice-link');
    expect(grid.getAttribute('href')).toBe(portal.tenant.config.gridInvoiceLink);
    expect(grid.getAttribute('target')).toBe('_blank');
    expect(grid.getAttribute('rel')).toContain('noopener');
  });

  it('shows each row: id, ocr, dates, amount, translated status; missing due date as text; no actions for a missing document', async () => {
    const portal = await start('kari');
    await openInvoices(portal);
    const invoices = await serverInvoices(portal);
    const newest = invoices.find((i) => i.startDate === '2026-10-01')!;
    const row = within(rowOf(newest.id));
    expect(row.getByText(newest.ocr)).toBeTruthy();
    expect(row.getByText('01.10.2026')).toBeTruthy();
    expect(row.getByText(newest.dueDate!.split('-').reverse().join('.'))).toBeTruthy();
    expect(row.getByTestId('invoice-status').textContent).toBe(newest.invoiceStatus === 'UNPAID' ? 'Ubetalt' : 'Betalt');
    expect(row.getByRole('button', { name: `Opne fakturaen ${newest.id}` })).toBeTruthy();

    const withoutDue = invoices.filter((i) => !i.dueDate);
    expect(withoutDue).toHaveLength(1);
    expect(within(rowOf(withoutDue[0]!.id)).getByText('Forfallsdato manglar')).toBeTruthy();

    const missing = invoices.filter((i) => i.invoice.type === 'missing');
    expect(missing).toHaveLength(1);
    expect(within(rowOf(missing[0]!.id)).queryByRole('button')).toBeNull();
    expect(screen.getAllByRole('button', { name: /^Opne fakturaen / })).toHaveLength(23);
    expect(screen.getAllByText('Betalt').length + screen.getAllByText('Ubetalt').length).toBe(24);
  });

  it('sorts by amount both ways from the header button, with the keyboard too', async () => {
    const user = userEvent.setup();
    const portal = await start('kari');
    await openInvoices(portal);
    const invoices = await serverInvoices(portal);
    // Equal amounts (the same month of two years) stay newest first either way.
    const byAmount = (sign: number) => [...invoices].sort((a, b) => sign * (invoiceTotalAmount(a)! - invoiceTotalAmount(b)!) || b.startDate.localeCompare(a.startDate)).map((i) => i.id);

    await user.click(screen.getByRole('button', { name: 'Beløp' }));
    expect(rowIds()).toEqual(byAmount(1));
    expect(header('Beløp').getAttribute('aria-sort')).toBe('ascending');
    expect(header('Periode frå').getAttribute('aria-sort')).toBeNull();

    screen.getByRole('button', { name: 'Beløp' }).focus();
    await user.keyboard('{Enter}');
    expect(rowIds()).toEqual(byAmount(-1));
    expect(header('Beløp').getAttribute('aria-sort')).toBe('descending');
  });

  it('sorts by status: unpaid first, then paid, newest first within each', async () => {
    const user = userEvent.setup();
    const portal = await start('kari');
    await openInvoices(portal);
    await user.click(screen.getByRole('button', { name: 'Status' }));
    const statuses = screen.getAllByTestId('invoice-status').map((s) => s.textContent);
    expect(statuses.slice(0, 2)).toEqual(['Ubetalt', 'Ubetalt']);
    expect(new Set(statuses.slice(2))).toEqual(new Set(['Betalt']));
    expect(header('Status').getAttribute('aria-sort')).toBe('ascending');
    await user.click(screen.getByRole('button', { name: 'Status' }));
    expect(screen.getAllByTestId('invoice-status').slice(-2).map((s) => s.textContent)).toEqual(['Ubetalt', 'Ubetalt']);
  });

  it("shows lars, whose delivery has not started, that he has no invoices yet", async () => {
    const portal = await start('lars');
    await t.renderAt('/invoices', { portal });
    expect((await screen.findByTestId('invoices-empty')).textContent).toBe('Du har ingen fakturaer enno.');
    expect(screen.queryByTestId('invoice-table')).toBeNull();
    expect(screen.getByTestId('invoice-customer-name').textContent).toBe('Lars Eriksen');
  });

  it('logs a failed load, ends the loading indicator and offers to try again', async () => {
    const user = userEvent.setup();
    const portal = await start('kari');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const call = portal.api.client.call.bind(portal.api.client);
    const spy = vi.spyOn(portal.api.client, 'call').mockImplementation((operation, ...rest) => (operation === 'getInvoices' ? Promise.reject(new Error('offline')) : call(operation, ...rest)));
    await t.renderAt('/invoices', { portal });
    expect((await screen.findByRole('alert')).textContent).toContain('Vi kunne ikkje hente fakturaene dine akkurat no.');
    expect(screen.queryByText('Lastar inn …')).toBeNull();
    expect(logged).toHaveBeenCalledWith('Could not load the invoices', expect.any(Error));
    spy.mockRestore();
    await user.click(screen.getByRole('button', { name: 'Prøv igjen' }));
    expect(await screen.findByTestId('invoice-table')).toBeTruthy();
  });

  it('shows the download-the-app modal once', async () => {
    const user = userEvent.setup();
    const portal = await start('kari', { popups: true });
    await t.renderAt('/invoices', { portal });
    const modal = await screen.findByTestId('app-download-modal');
    await user.click(within(modal).getByRole('button', { name: 'Hald fram i nettlesaren' }));
    expect(screen.queryByTestId('app-download-modal')).toBeNull();
    cleanup();
    await t.renderAt('/invoices', { portal });
    await screen.findByTestId('invoice-table');
    expect(screen.queryByTestId('app-download-modal')).toBeNull();
  });

  it('has no serious or critical accessibility violations', async () => {
    const portal = await start('kari');
    await openInvoices(portal);
    expect(await seriousViolations(document.body)).toEqual([]);
  });
});

describe('invoices: opening one', () => {
  it('opens a new window inside the click and points it at the signed invoice link, which serves the PDF', async () => {
    const user = userEvent.setup();
    const portal = await start('kari');
    await openInvoices(portal);
    const popup = { location: { href: '' }, opener: {} as unknown, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const [newest] = rowIds();
    await user.click(screen.getByRole('button', { name: `Opne fakturaen ${newest}` }));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(popup.opener).toBeNull();
    await waitFor(() => expect(popup.location.href).not.toBe(''));
    const link = new URL(popup.location.href);
    expect(link.pathname).toBe(`/api/v3/invoices/accounts/${accountOf(portal)}/invoice`);
    expect(link.searchParams.get('accessToken')).toBeTruthy();
    expect(JSON.parse(link.searchParams.get('provider')!)).toMatchObject({ invoiceNumber: newest });
    const served = await t.server.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toContain('application/pdf');
    expect(popup.close).not.toHaveBeenCalled();
  });

  it('offers the link on the page when the browser gives no window', async () => {
    const user = userEvent.setup();
    const portal = await start('kari');
    await openInvoices(portal);
    vi.spyOn(window, 'open').mockReturnValue(null);
    const [newest] = rowIds();
    await user.click(screen.getByRole('button', { name: `Opne fakturaen ${newest}` }));
    const status = within(screen.getByTestId('invoice-open-status'));
    const link = await status.findByRole('link', { name: `Opne fakturaen ${newest}` });
    expect(link.getAttribute('href')).toContain('/invoice?accessToken=');
  });

  it('opens the viewer modal instead when the tenant has the invoice frame, on the test base URL outside production', async () => {
    const user = userEvent.setup();
    const portal = variant(await start('kari'), { invoiceIframe: true }, false);
    await openInvoices(portal);
    const open = vi.spyOn(window, 'open');
    const [newest] = rowIds();
    await user.click(screen.getByRole('button', { name: `Opne fakturaen ${newest}` }));
    const viewer = await screen.findByTestId('invoice-viewer');
    const frame = await within(viewer).findByTitle(`Faktura ${newest}`);
    expect(frame.getAttribute('src')).toBe(`https://faktura-test.bright.example/vis?invoiceNo=${newest}`);
    expect(frame.getAttribute('sandbox')).toContain('allow-scripts');
    expect(open).not.toHaveBeenCalled();
    await user.click(within(viewer).getByRole('button', { name: 'Lukk' }));
    expect(screen.queryByTestId('invoice-viewer')).toBeNull();
  });

  it('uses the production base URL in production', async () => {
    const user = userEvent.setup();
    const portal = variant(await start('kari'), { invoiceIframe: true }, true);
    await openInvoices(portal);
    const [, second] = rowIds();
    await user.click(screen.getByRole('button', { name: `Opne fakturaen ${second}` }));
    const frame = await within(await screen.findByTestId('invoice-viewer')).findByTitle(`Faktura ${second}`);
    expect(frame.getAttribute('src')).toBe(`https://faktura.bright.example/vis?invoiceNo=${second}`);
    expect(frame.getAttribute('src')!.endsWith(second!)).toBe(true);
  });
});
