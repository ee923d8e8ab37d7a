// @vitest-environment jsdom
/**
 * portal §2 Analysis and §4 on the real server and the demo tenant: service buttons and hidden
 * services, the parameter dropdown, the period tabs per reading period and their reset, previous and
 * next, the drill-down from a year to a month to a day, the comparison with the same period last
 * year, heating without price, production from the solar service, the monthly distribution and the
 * broadband box, each under the tenant's hiding switches.
 */
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { seriousViolations } from '../../test/axe.js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getDataYear, getDataYears } from '../../../../generated/client/portal-data.gen.js';
import { portalTest, type PortalTest } from '../../test/harness.js';
import { kwh, openAnalysis, periodIs, rowCells, rowNames, serviceId, withoutCanvas } from './analysis-test-kit.js';

let t: PortalTest;
beforeAll(async () => {
  t = await portalTest();
  withoutCanvas();
});
afterEach(cleanup);
afterAll(async () => t?.close());

const pressed = (group: HTMLElement) => within(group).getAllByRole('button').filter((b) => b.getAttribute('aria-pressed') === 'true').map((b) => b.textContent);
const selectedTab = () => screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true')?.textContent;
const optionsOf = (testId: string) => [...(screen.getByTestId(testId) as HTMLSelectElement).options].map((o) => o.textContent);

describe('the analysis page', () => {
  it("shows Kari's services as buttons and her 15-minute electricity from all years, as the server counts them", async () => {
    const { container, portal } = await openAnalysis(t, 'kari');
    expect(screen.getByRole('heading', { level: 1, name: 'Analyse' })).toBeTruthy();
    const services = screen.getByRole('group', { name: 'Tjeneste' });
    expect(within(services).getAllByRole('button').map((b) => b.textContent)).toEqual(['Strøm', 'Nett', 'Bredbånd']);
    expect(pressed(services)).toEqual(['Strøm']);
    expect(optionsOf('analysis-parameter')).toEqual(['Forbruk', 'Kostnad', 'CO₂-utslipp']);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Alle år', 'År', 'Måned', 'Dag']);
    // portal §4: a 15-minute service starts on the total.
    expect(selectedTab()).toBe('Alle år');
    const years = (await getDataYears(portal.api.client, { params: { serviceId: serviceId(portal, 'CONSUMPTION') } })).data;
    expect(await rowNames()).toEqual(years.map((y) => y.dateKey));
    expect(await rowCells('2025')).toEqual([kwh(years.find((y) => y.dateKey === '2025')?.value.consumption?.total)]);
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('resets to the year when the service reads hourly, and moves between tabs with the arrow keys', async () => {
    await openAnalysis(t, 'kari');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Nett' }));
    expect(selectedTab()).toBe('År');
    await periodIs('2026');
    act(() => screen.getByRole('tab', { name: 'År' }).focus());
    await user.keyboard('{ArrowRight}');
    expect(selectedTab()).toBe('Måned');
    expect(document.activeElement?.textContent).toBe('Måned');
    await periodIs('November 2026');
  });

  it('steps to the previous year and back; next does nothing at the current year', async () => {
    await openAnalysis(t, 'kari');
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'År' }));
    await periodIs('2026');
    const next = screen.getByRole('button', { name: 'Neste periode' });
    expect(next.getAttribute('aria-disabled')).toBe('true');
    await user.click(next);
    await periodIs('2026');
    await user.click(screen.getByRole('button', { name: 'Forrige periode' }));
    await periodIs('2025');
    expect(await rowNames()).toHaveLength(12);
    expect(next.getAttribute('aria-disabled')).toBe('false');
    await user.click(next);
    await periodIs('2026');
  });

  it('opens a month from the year and a day from the month, on the bar the keyboard is on', { timeout: 30_000 }, async () => {
    await openAnalysis(t, 'kari');
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'År' }));
    await rowCells('November 2026');
    const chart = () => screen.getByTestId('analysis-chart');
    // The active bar's text can show a render after the focus, and under a full run's load the chart
    // can be drawn again after it was focused (the focus then leaves it): focus it until it shows.
    await expect.poll(() => {
      if (document.activeElement !== chart()) act(() => chart().focus());
      return screen.getByTestId('analysis-active-bar').textContent;
    }).toMatch(/^November 2026: .*kWh\. Trykk Enter/);
    await user.keyboard('{Enter}');
    expect(selectedTab()).toBe('Måned');
    await periodIs('November 2026');
    await rowCells('Søndag 15.11.2026');
    await expect.poll(() => {
      if (document.activeElement !== chart()) act(() => chart().focus());
      return screen.getByTestId('analysis-active-bar').textContent;
    }).toMatch(/Trykk Enter/);
    await user.keyboard('{ArrowLeft}{Enter}');
    expect(selectedTab()).toBe('Dag');
    await periodIs('Lørdag 14.11.2026');
    expect(await rowNames()).toHaveLength(24);
  });

  it('compares the year with the same period last year, cut at today', async () => {
    const { portal } = await openAnalysis(t, 'kari');
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'År' }));
    await rowCells('Januar 2026');
    await user.selectOptions(screen.getByTestId('analysis-compare'), 'Samme periode i fjor');
    const lastYear = (await getDataYear(portal.api.client, { params: { serviceId: serviceId(portal, 'CONSUMPTION'), year: '2025' } })).data;
    const [, compared] = await rowCells('Januar 2026');
    expect(compared).toBe(kwh(lastYear.find((m) => m.dateKey === '2025-01')?.value.consumption?.total));
    expect((await rowCells('Desember 2026'))[1]).toBe('–');
    expect(within(screen.getByTestId('analysis-table')).getByRole('columnheader', { name: 'Samme periode i fjor' })).toBeTruthy();
    expect(screen.getByTestId('analysis-total').textContent).toMatch(/sammenlignet med i fjor/);
    // The total has no previous period: the choice falls back to none.
    await user.click(screen.getByRole('tab', { name: 'Alle år' }));
    expect((screen.getByTestId('analysis-compare') as HTMLSelectElement).value).toBe('none');
    expect(optionsOf('analysis-compare')).not.toContain('Samme periode i fjor');
  });

  it('never compares heating with the price: the choice resets to none', async () => {
    await openAnalysis(t, 'ingrid');
    const user = userEvent.setup();
    expect(within(screen.getByRole('group', { name: 'Tjeneste' })).getAllByRole('button').map((b) => b.textContent)).toEqual(['Strøm', 'Nett', 'Varme']);
    await user.selectOptions(screen.getByTestId('analysis-compare'), 'Spotpris');
    await user.click(screen.getByRole('button', { name: 'Varme' }));
    expect((screen.getByTestId('analysis-compare') as HTMLSelectElement).value).toBe('none');
    await waitFor(() => expect(optionsOf('analysis-compare')).toContain('Temperatur'));
    expect(optionsOf('analysis-compare')).not.toContain('Spotpris');
    // Daily heating: total, year and month; the reading period changed, so the year shows.
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Alle år', 'År', 'Måned']);
    expect(selectedTab()).toBe('År');
  });

  it("draws Ingrid's production from her solar service, its distribution by cost", async () => {
    await openAnalysis(t, 'ingrid');
    const user = userEvent.setup();
    await waitFor(() => expect(optionsOf('analysis-parameter')).toEqual(['Forbruk', 'Kostnad', 'CO₂-utslipp', 'Produksjon']));
    await user.selectOptions(screen.getByTestId('analysis-parameter'), 'Produksjon');
    await waitFor(() => expect(within(screen.getByTestId('analysis-table')).getByRole('columnheader', { name: 'Produksjon' })).toBeTruthy());
    const distribution = screen.getByTestId('analysis-distribution');
    await waitFor(() => expect(pressed(within(distribution).getByRole('group'))).toEqual(['Kostnad']));
    expect(within(distribution).getByText('Spotpris')).toBeTruthy();
  });

  it('shows the month by part of day, follows the parameter, and never goes past the current month', async () => {
    await openAnalysis(t, 'kari');
    const user = userEvent.setup();
    const distribution = screen.getByTestId('analysis-distribution');
    const total = () => within(distribution).findByTestId('analysis-distribution-total', {}, { timeout: 10_000 });
    expect((await total()).textContent).toBe('418\u00a0kWh');
    expect(within(distribution).getAllByRole('listitem').map((li) => li.querySelector('.distribution__name')?.textContent)).toEqual([
      'Natt (00–06)', 'Morgen (06–12)', 'Ettermiddag (12–18)', 'Kveld (18–24)',
    ]);
    await user.selectOptions(screen.getByTestId('analysis-parameter'), 'CO₂-utslipp');
    expect(pressed(within(distribution).getByRole('group'))).toEqual(['Miljø']);
    expect((await total()).textContent).toBe('9,1\u00a0kg');
    const month = () => screen.getByTestId('analysis-distribution-month').textContent;
    await user.click(screen.getByTestId('analysis-distribution-next'));
    expect(month()).toBe('November 2026');
    await user.click(within(distribution).getByRole('button', { name: 'Forrige måned' }));
    expect(month()).toBe('Oktober 2026');
  });

  it('shows broadband its monthly cost, text and provider link in a new tab; no cost when cost is hidden', async () => {
    await openAnalysis(t, 'kari');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Bredbånd' }));
    const box = screen.getByTestId('analysis-broadband');
    await waitFor(() => expect(within(box).getByTestId('analysis-broadband-cost').textContent).toBe('Månedskostnad549\u00a0kr'));
    const link = within(box).getByTestId('analysis-broadband-link');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('href')).toBe('https://bredband.bright.example/?lang=nb');
    expect(screen.queryByTestId('analysis-history')).toBeNull();
    cleanup();

    await openAnalysis(t, 'kari', { hideCost: true });
    await user.click(screen.getByRole('button', { name: 'Bredbånd' }));
    expect(screen.getByTestId('analysis-broadband')).toBeTruthy();
    expect(screen.queryByTestId('analysis-broadband-cost')).toBeNull();
  });

  it('leaves out what the tenant hides: services, cost, environmental impact, the distribution and compare options per period', async () => {
    await openAnalysis(t, 'kari', {
      hideSelectableServices: ['CONSUMPTION_NET', 'BROADBAND'], hideCost: true, hideEnvironmentalImpact: true, hideMonthlyDistribution: true,
      hiddenCompareOptions: { year: ['price'] },
    });
    const user = userEvent.setup();
    expect(screen.queryByRole('group', { name: 'Tjeneste' })).toBeNull();
    expect(optionsOf('analysis-parameter')).toEqual(['Forbruk']);
    expect(screen.queryByTestId('analysis-distribution')).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'År' }));
    await rowCells('Januar 2026');
    expect(optionsOf('analysis-compare')).not.toContain('Spotpris');
    await user.click(screen.getByRole('tab', { name: 'Måned' }));
    await periodIs('November 2026');
    await waitFor(() => expect(optionsOf('analysis-compare')).toContain('Spotpris'));
  });
});
