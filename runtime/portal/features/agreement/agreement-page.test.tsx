// @vitest-environment jsdom
/**
 * portal §2 Electricity agreement on the real server and the demo tenant: tabs per agreement (a
 * keyboard tablist), the info rows formatted, the third-party data inquiries with the §4 moves
 * persisted, the empty text (§8), location changes (§4), the renewal link and the no-location fallback.
 */
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { seriousViolations } from '../../test/axe.js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { portalTest, type PortalTest } from '../../test/harness.js';

let t: PortalTest;
beforeAll(async () => {
  t = await portalTest();
  // The page's chunk, loaded once here so the first test does not wait for it.
  await import('./agreement-page.js');
});
afterEach(cleanup);
afterAll(async () => t?.close());

/** The value cell of the info row labelled `label` in the shown agreement. */
function infoRow(label: string): string | null {
  const table = screen.getByTestId('agreement-info');
  const header = within(table).getByRole('rowheader', { name: label });
  return header.closest('tr')?.querySelector('td')?.textContent ?? null;
}

const inquiryRow = (inquirer: string) => screen.getByRole('rowheader', { name: inquirer }).closest('tr') as HTMLElement;

async function inquiryStatus(inquirer: string): Promise<string | undefined> {
  return (await t.server.db.query<{ status: string }>('SELECT status FROM inquiries WHERE inquirer = $1', [inquirer])).rows[0]?.status;
}

describe('the electricity agreement page', () => {
  it("shows Kari's agreements as tabs titled by service type, the first selected, with its info rows formatted", async () => {
    const { container } = await t.renderAt('/electricity-agreement', { as: 'kari', language: 'nb' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Strømavtalen din' })).toBeTruthy();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Strøm', 'Nettleie', 'Bredbånd']);
    expect(tabs[0]?.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(tabs[0]?.id);
    expect(await screen.findByTestId('agreement-info')).toBeTruthy();
    expect(infoRow('Status')).toBe('Aktiv');
    expect(infoRow('Startdato')).toBe('15.05.2024');
    expect(infoRow('Sluttdato')).toBe('Løpende');
    expect(infoRow('Påslag')).toBe('4,90 øre/kWh');
    expect(infoRow('Fastbeløp per måned')).toBe('49,00 kr/mnd');
    expect(infoRow('Pris')).toBe('Spotpris');
    expect(infoRow('Elavgift')).toBe('16,44 øre/kWh');
    expect(screen.getByText('Spotpris per kvarter')).toBeTruthy();
    // The trade agreement has no inquiries; the NO tenant has no agreement frame (portal §1).
    expect(screen.queryByTestId('inquiries')).toBeNull();
    expect(screen.queryByTestId('agreement-frame')).toBeNull();

    expect(await seriousViolations(container)).toEqual([]);
  });

  it('moves between tabs with the arrow keys, Home and End, focus following the selection', async () => {
    await t.renderAt('/electricity-agreement', { as: 'kari', language: 'nb' });
    const user = userEvent.setup();
    const first = (await screen.findAllByRole('tab'))[0]!;
    // Only the selected tab is in the tab order.
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    act(() => first.focus());
    await user.keyboard('{ArrowRight}');
    const grid = screen.getByRole('tab', { name: 'Nettleie' });
    expect(grid.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(grid);
    expect(infoRow('Forbrukspris')).toBe('36,50 øre/kWh');
    expect(infoRow('Fastbeløp per måned')).toBe('340,00 kr/mnd');
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Bredbånd', selected: true }));
    expect(infoRow('Fastbeløp per måned')).toBe('549,00 kr/mnd');
    expect(infoRow('Sluttdato')).toBe('15.05.2027');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Strøm', selected: true }));
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Bredbånd', selected: true })).toBeTruthy();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Strøm', selected: true })).toBeTruthy();
  });

  it('lists the grid agreement\'s inquiries with the moves of portal §4, persisted on the server', async () => {
    await t.renderAt('/electricity-agreement', { as: 'kari', language: 'nb' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Nettleie' }));
    const section = await screen.findByTestId('inquiries');
    await within(section).findByRole('rowheader', { name: 'Ladeklar AS' });
    // Newest first; each status translated.
    expect(within(section).getAllByRole('rowheader').map((h) => h.textContent)).toEqual(['Ladeklar AS', 'Varmepumpeservice Oslo AS', 'Strømsjekk Norge AS']);
    const buttons = (inquirer: string) => within(inquiryRow(inquirer)).queryAllByRole('button').map((b) => b.textContent);
    expect(buttons('Ladeklar AS')).toEqual(['Godkjenn: Ladeklar AS', 'Avslå: Ladeklar AS']);
    expect(buttons('Varmepumpeservice Oslo AS')).toEqual(['Avslå: Varmepumpeservice Oslo AS']);
    // A rejected inquiry is final: only its status text.
    expect(buttons('Strømsjekk Norge AS')).toEqual([]);
    expect(within(inquiryRow('Strømsjekk Norge AS')).getByText('Avslått')).toBeTruthy();
    expect(within(inquiryRow('Ladeklar AS')).getByText('Venter på svar fra deg')).toBeTruthy();

    await user.click(within(inquiryRow('Ladeklar AS')).getByRole('button', { name: 'Godkjenn: Ladeklar AS' }));
    expect(await within(inquiryRow('Ladeklar AS')).findByText('Godkjent')).toBeTruthy();
    expect(buttons('Ladeklar AS')).toEqual(['Avslå: Ladeklar AS']);
    expect(await inquiryStatus('Ladeklar AS')).toBe('accepted');
    expect(screen.getByText('Ladeklar AS: Godkjent. Svaret ditt er lagret.')).toBeTruthy();

    await user.click(within(inquiryRow('Varmepumpeservice Oslo AS')).getByRole('button', { name: 'Avslå: Varmepumpeservice Oslo AS' }));
    expect(await within(inquiryRow('Varmepumpeservice Oslo AS')).findByText('Avslått')).toBeTruthy();
    expect(buttons('Varmepumpeservice Oslo AS')).toEqual([]);
    expect(await inquiryStatus('Varmepumpeservice Oslo AS')).toBe('rejected');

    // The answers stay when the customer switches tabs (inquiries are loaded once).
    await user.click(screen.getByRole('tab', { name: 'Strøm' }));
    await user.click(screen.getByRole('tab', { name: 'Nettleie' }));
    expect(within(inquiryRow('Ladeklar AS')).getByText('Godkjent')).toBeTruthy();

    // A new page load reads what the server saved.
    cleanup();
    await t.renderAt('/electricity-agreement', { as: 'kari', language: 'nb' });
    await user.click(await screen.findByRole('tab', { name: 'Nettleie' }));
    await screen.findByRole('rowheader', { name: 'Ladeklar AS' });
    expect(within(inquiryRow('Ladeklar AS')).getByText('Godkjent')).toBeTruthy();
    expect(within(inquiryRow('Varmepumpeservice Oslo AS')).getByText('Avslått')).toBeTruthy();
  });

  it('shows the renewal button opening the provider page in a new tab', async () => {
    await t.renderAt('/electricity-agreement', { as: 'kari', language: 'nb' });
    const link = await screen.findByTestId('agreement-renewal');
    expect(link.getAttribute('href')).toBe('https://www.bright.example/stromavtale/forny');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(link.textContent).toContain('Forny avtalen din');
  });

  it('reloads the agreements when the location changes and selects the first one', async () => {
    const { portal } = await t.renderAt('/electricity-agreement', { as: 'ingrid', language: 'nb' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Nettleie' }));
    // Ingrid's grid agreement has no end date at all: until further notice.
    expect(infoRow('Sluttdato')).toBe('Inntil videre');
    const picker = screen.getByTestId('location-picker');
    // The solar site (PRODUCTION) is not in the picker.
    expect(within(picker).getAllByRole('option').map((o) => o.textContent)).toEqual(['Kalfarveien 31, Bergen', 'Skiheisvegen 7, Oppdal']);
    const cabin = within(picker).getByRole('option', { name: 'Skiheisvegen 7, Oppdal' }) as HTMLOptionElement;
    const before = portal.session.getSnapshot().account;
    await user.selectOptions(picker, cabin);
    // One agreement: no tabs, its title as a heading.
    expect(await screen.findByRole('heading', { level: 2, name: 'Strøm' })).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.getByText('Spotpris månedssnitt')).toBeTruthy();
    expect(infoRow('Påslag')).toBe('5,90 øre/kWh');
    expect(infoRow('Startdato')).toBe('22.10.2026');
    // The cabin is being moved in (ACTIVE_PROCESS): the new-user banner.
    expect(screen.getByText(/Velkommen som ny kunde/)).toBeTruthy();
    // The switch also sets the active account on the server and reads it again.
    await waitFor(() => expect(portal.session.getSnapshot().account).not.toBe(before));
  });

  it('shows "No requests to handle yet" for a grid agreement without inquiries', async () => {
    await t.server.db.query("DELETE FROM inquiries WHERE location_id = (SELECT id FROM locations WHERE address = 'Kalfarveien 31')");
    await t.renderAt('/electricity-agreement', { as: 'ingrid', language: 'nb' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Nettleie' }));
    expect((await screen.findByTestId('inquiries-empty')).textContent).toBe('Ingen forespørsler å behandle ennå');
  });

  it("shows Sigrid's fixed price and Lars's pending agreement", async () => {
    await t.renderAt('/electricity-agreement', { as: 'sigrid', language: 'nb' });
    expect((await screen.findAllByRole('tab')).map((tab) => tab.textContent)).toEqual(['Strøm', 'Bredbånd']);
    expect(screen.getByText('Fastpris')).toBeTruthy();
    expect(infoRow('Pris')).toBe('69,90 øre/kWh');
    expect(infoRow('Sluttdato')).toBe('01.01.2027');

    cleanup();
    await t.renderAt('/electricity-agreement', { as: 'lars', language: 'nb' });
    expect(await screen.findByText('Venter på oppstart')).toBeTruthy();
    expect(infoRow('Startdato')).toBe('16.12.2026');
  });

  it("shows Erik's mixed agreement in his provider's units", async () => {
    await t.renderAt('/electricity-agreement', { as: 'erik', language: 'nb' });
    expect(await screen.findByText('Delvis fastpris')).toBeTruthy();
    expect(infoRow('Pris')).toBe('95,00 öre/kWh');
    expect(infoRow('Sluttdato')).toBe('Tillsvidare');
  });

  it('falls back to a choose-an-address text when no location is selected', async () => {
    await t.server.db.query("UPDATE locations SET status = 'TERMINATED' WHERE address = 'Pedersgata 48'");
    await t.renderAt('/electricity-agreement', { as: 'lars', language: 'nb' });
    expect((await screen.findByTestId('agreement-no-location')).textContent).toBe('Velg en adresse for å se avtalene på den.');
    expect(screen.queryByTestId('agreement-renewal')).toBeNull();
  });
});
