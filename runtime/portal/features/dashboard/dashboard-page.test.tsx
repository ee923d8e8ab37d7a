// @vitest-environment jsdom
/**
 * The dashboard on the real server (portal §2 Dashboard; §2 Shell disruption boxes; §7 getExternalUrl
 * "dashboard adds siteId"; §9 "Latest-invoices card 3"). Texts in the tenant's first language, Nynorsk.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { seriousViolations } from '../../test/axe.js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getInvoices } from '../../../../generated/client/accounts.gen.js';
import { invoiceTotalAmount } from '../../../../schemas/invoice.js';
import { formatMoney } from '../../../format/index.js';
import { stableId } from '../../../server/ids.js';
import { insertCopy } from '../../../server/repositories/copy.js';
import { insertDisruption } from '../../../server/repositories/messaging.js';
import type { Portal } from '../../app/start.js';
import { rememberWelcomed } from '../../components/welcome-popup.js';
import { portalTest, type DemoCustomer, type PortalTest } from '../../test/harness.js';

let t: PortalTest;
beforeAll(async () => {
  t = await portalTest();
}, 600_000);
afterEach(() => cleanup());
afterAll(async () => t?.close());

async function start(who: DemoCustomer): Promise<Portal> {
  const portal = await t.start({ as: who, language: 'nn' });
  rememberWelcomed(portal.session.getSnapshot().user!._id);
  return portal;
}

async function openDashboard(portal: Portal) {
  await t.renderAt('/dashboard', { portal });
  // The first render also loads the page's chunk.
  return screen.findByTestId('latest-invoices', {}, { timeout: 15_000 });
}

function withConfig(portal: Portal, config: Partial<Portal['tenant']['config']>): Portal {
  return { ...portal, tenant: { ...portal.tenant, config: { ...portal.tenant.config, ...config } } };
}

describe('dashboard: greeting and latest invoices', () => {
  it('greets kari by name, welcomes her and lists her 3 newest invoices with a link to all', async () => {
    const portal = await start('kari');
    const card = within(await openDashboard(portal));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Hei, Kari!');
    expect(screen.getByTestId('dashboard-intro').textContent).toBe('Her er ei oversikt over straumen din.');
    expect(card.getByRole('heading', { level: 2, name: 'Siste fakturaer' })).toBeTruthy();

    const items = await card.findAllByTestId('latest-invoice');
    const all = (await getInvoices(portal.api.client, { params: { id: portal.session.getSnapshot().user!._id } })).data;
    const newest = [...all].sort((a, b) => b.startDate.localeCompare(a.startDate)).slice(0, 3);
    expect(items.map((i) => i.getAttribute('data-invoice-id'))).toEqual(newest.map((i) => i.id));
    expect(items[0]!.textContent).toContain('Oktober 2026');
    const unpaid = all.filter((i) => i.invoiceStatus === 'UNPAID').reduce((sum, i) => sum + invoiceTotalAmount(i)!, 0);
    expect(card.getByTestId('latest-invoices-unpaid').textContent).toBe(`Du har 2 ubetalte fakturaer. Å betale: ${formatMoney(unpaid, 'NOK', 'nn').text}`);
    expect(card.getByRole('link', { name: 'Sjå alle fakturaer' }).getAttribute('href')).toBe('/invoices');
  });

  it('greets a guest by their own name', async () => {
    await openDashboard(await start('ola'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Hei, Ola!');
  });

  it('leaves out the link to all invoices when the tenant hides invoices', async () => {
    const card = within(await openDashboard(withConfig(await start('kari'), { hideInvoices: true })));
    expect(await card.findAllByTestId('latest-invoice')).toHaveLength(3);
    expect(card.queryByRole('link')).toBeNull();
  });

  it('tells lars, who has no invoices yet, so', async () => {
    const card = within(await openDashboard(await start('lars')));
    expect(await card.findByText('Du har ingen fakturaer enno.')).toBeTruthy();
  });

  it('shows the missing-user description to a customer without any kept location', async () => {
    const before = await start('sigrid');
    const ids = before.session.getSnapshot().locations.map((l) => l._id);
    expect(ids.length).toBeGreaterThan(0);
    await t.server.db.query("UPDATE locations SET status = 'TERMINATED' WHERE id = ANY($1)", [ids]);
    try {
      await openDashboard(await start('sigrid'));
      expect(screen.getByTestId('dashboard-intro').textContent).toBe('Vi fann inga adresse for kundeforholdet ditt. Kontakt kundeservice dersom dette ikkje stemmer.');
    } finally {
      await t.server.db.query("UPDATE locations SET status = 'ACTIVE' WHERE id = ANY($1)", [ids]);
    }
  });
});

describe('dashboard: spot-price frame', () => {
  it("embeds the tenant's spot-price page for the selected location's site, sandboxed and titled", async () => {
    const portal = await start('kari');
    await openDashboard(portal);
    const frame = await screen.findByTestId('spot-price-frame');
    const siteId = portal.session.selectedLocation!.provider.siteId;
    const src = new URL(frame.getAttribute('src')!);
    expect(`${src.origin}${src.pathname}`).toBe(portal.tenant.config.dashboardIframeUrl);
    expect(src.searchParams.get('siteId')).toBe(siteId);
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin');
    expect(frame.getAttribute('title')).toBe('Spotprisar for adressa di');
  });

  it('has none when the tenant has no dashboard frame', async () => {
    await openDashboard(withConfig(await start('kari'), { dashboardIframe: false }));
    expect(screen.queryByTestId('spot-price-frame')).toBeNull();
  });
});

describe('dashboard: disruption boxes', () => {
  it('shows neither box by default: no warning copy, SHOW_DISRUPTION_BOX off', async () => {
    await openDashboard(await start('kari'));
    expect(screen.queryByTestId('disruption-warning')).toBeNull();
    expect(screen.queryByTestId('disruption-box')).toBeNull();
  });

  it('shows the info box when the setting is on; its button lists the disruptions at the address', async () => {
    const user = userEvent.setup();
    const portal = await start('kari');
    const zone = portal.session.selectedLocation!.pricezone;
    const at = new Date('2026-11-16T06:00:00Z');
    await insertDisruption(t.server.db, 'BRIGHT', {
      _id: stableId('test:disruption:dashboard'), title: 'Straumbrot i sentrum', description: 'Feil på ein nettstasjon.', status: 'ongoing', level: 'moderate',
      priceZone: zone, zipCodes: [], startDate: at, endDate: null, updatedAt: at,
    });
    await openDashboard(withConfig(portal, { showDisruptionBox: true }));
    const box = within(screen.getByTestId('disruption-box'));
    expect(box.getByRole('heading', { name: 'Driftsforstyrring' })).toBeTruthy();
    expect(box.getByText(/Vi har problem i delar av nettet vårt\./)).toBeTruthy();
    const button = box.getByRole('button', { name: 'Meir om forstyrringa' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(await box.findByRole('heading', { level: 3, name: /Straumbrot i sentrum/ })).toBeTruthy();
    expect(box.getByText('Pågår')).toBeTruthy();
    expect(box.getByText('Frå 16.11.2026 07:00')).toBeTruthy();
  });

  it('shows the warning once its copy exists, with its title when that exists too', async () => {
    const at = new Date('2026-11-16T06:00:00Z');
    const copy = (key: string, nn: string) => ({ _id: stableId(`test:copy:${key}`), type: 'shared' as const, key, organisation: 'BRIGHT', values: { nn, nb: nn, en: nn }, createdAt: at, updatedAt: at });
    await insertCopy(t.server.db, copy('disruption.warning', 'Straumen kan bli borte i kveld.'));
    await openDashboard(await start('kari'));
    const untitled = within(screen.getByTestId('disruption-warning'));
    expect(untitled.getByText('Straumen kan bli borte i kveld.')).toBeTruthy();
    expect(untitled.queryByRole('heading')).toBeNull();
    cleanup();

    await insertCopy(t.server.db, copy('disruption.warningTitle', 'Åtvaring'));
    await openDashboard(await start('kari'));
    const warning = within(screen.getByTestId('disruption-warning'));
    expect(warning.getByRole('heading', { name: 'Åtvaring' })).toBeTruthy();
    expect(warning.getByText('Straumen kan bli borte i kveld.')).toBeTruthy();
    await t.server.db.query('DELETE FROM copy WHERE id = ANY($1)', [[stableId('test:copy:disruption.warning'), stableId('test:copy:disruption.warningTitle')]]);
  });

  it('has no serious or critical accessibility violations', async () => {
    await openDashboard(withConfig(await start('kari'), { showDisruptionBox: true }));
    await waitFor(() => expect(screen.getAllByTestId('latest-invoice')).toHaveLength(3));
    // The embedded frame is the provider's page, not ours to check (and jsdom cannot reach into it).
    expect(await seriousViolations(document.body)).toEqual([]);
  });
});
