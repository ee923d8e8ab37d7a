// @vitest-environment jsdom
/**
 * The detailed history's strip and export on the real server (portal §2, §4, §5, §8, §9): the
 * quarter-hour strip of a 15-minute service's day after the hover debounce, the export links with
 * their query and their disabled and hourly rules, 'No data for period' with the measurement delay,
 * and a failed load only logged.
 */
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getDataHour } from '../../../../generated/client/portal-data.gen.js';
import type { ApiClient } from '../../../client/index.js';
import { portalTest, type PortalTest } from '../../test/harness.js';
import { kwh, openAnalysis, periodIs, rowCells, serviceId, withoutCanvas } from './analysis-test-kit.js';
import { startDownload } from './download.js';

vi.mock('./download.js', () => ({ startDownload: vi.fn() }));

let t: PortalTest;
beforeAll(async () => {
  t = await portalTest();
  withoutCanvas();
});
afterEach(() => {
  cleanup();
  vi.mocked(startDownload).mockClear();
});
afterAll(async () => t?.close());

const QUIET = { timeout: 10_000 };

/** The export link the last click handed to the browser. */
function lastDownload(): URL {
  const url = vi.mocked(startDownload).mock.calls.at(-1)?.[0];
  if (!url) throw new Error('nothing was downloaded');
  return new URL(url);
}

describe('the quarter-hour strip', () => {
  it('shows the four quarters of the hour the keyboard is on, after the hover debounce, in a 15-minute day', async () => {
    const { portal } = await openAnalysis(t, 'kari');
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Dag' }));
    await periodIs('Søndag 15.11.2026');
    const strip = await screen.findByTestId('analysis-quarters', {}, QUIET);
    expect(within(strip).getByText(/Pek på en time i diagrammet/)).toBeTruthy();
    await rowCells('15.11.2026 22:00–23:00');
    act(() => screen.getByTestId('analysis-chart').focus());
    await user.keyboard('{ArrowLeft}');
    // portal §9 hover debounce 1000 ms: the quarters come after it.
    const items = await within(strip).findAllByRole('listitem', {}, { timeout: 5_000 });
    expect(items.map((li) => li.querySelector('.quarters__time')?.textContent)).toEqual(['22:00–22:15', '22:15–22:30', '22:30–22:45', '22:45–23:00']);
    expect(items.map((li) => li.querySelector('svg')?.getAttribute('data-angle'))).toEqual(['0', '90', '180', '270']);
    const quarters = (await getDataHour(portal.api.client, { params: { serviceId: serviceId(portal, 'CONSUMPTION'), time: '2026-11-15T22' } })).data;
    expect(items.map((li) => li.querySelector('.quarters__value')?.textContent)).toEqual(quarters.map((q) => kwh(q.value.consumption?.total)));
  });

  it('is not there for an hourly service, nor outside the day view', async () => {
    await openAnalysis(t, 'kari');
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Måned' }));
    await periodIs('November 2026');
    expect(screen.queryByTestId('analysis-quarters')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Nett' }));
    await user.click(screen.getByRole('tab', { name: 'Dag' }));
    await periodIs('Søndag 15.11.2026');
    await rowCells('15.11.2026 22:00–23:00');
    expect(screen.queryByTestId('analysis-quarters')).toBeNull();
  });
});

describe('the export block', () => {
  it("hands the browser the period's CSV link with a short-lived token, which the server answers", async () => {
    const { portal } = await openAnalysis(t, 'kari');
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'År' }));
    await rowCells('Januar 2026');
    const block = screen.getByTestId('analysis-export');
    await user.click(within(block).getByRole('button', { name: 'CSV' }));
    await waitFor(() => expect(startDownload).toHaveBeenCalledTimes(1));
    const url = lastDownload();
    expect(url.pathname).toBe(`/api/v3/insights/data/${serviceId(portal, 'CONSUMPTION')}/export`);
    expect(Object.fromEntries([...url.searchParams].filter(([k]) => k !== 'accessToken'))).toEqual({ dateKey: '2026', format: 'csv', period: 'year', resolution: 'month' });
    expect(url.searchParams.get('accessToken')).toBeTruthy();
    const answer = await t.server.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/csv/);
    expect(answer.body.replace(/^\uFEFF/, '').split('\r\n')[0]).toMatch(/^Date,Consumption \(kWh\)/);
  });

  it('offers hourly values in the month view of a 15-minute service, as XLSX too', async () => {
    await openAnalysis(t, 'kari');
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Måned' }));
    await periodIs('November 2026');
    const block = screen.getByTestId('analysis-export');
    await waitFor(() => expect(within(block).getByRole('button', { name: 'Excel' }).hasAttribute('disabled')).toBe(false), QUIET);
    await user.click(within(block).getByRole('checkbox', { name: 'Timeverdier for måneden' }));
    await user.click(within(block).getByRole('button', { name: 'Excel' }));
    await waitFor(() => expect(startDownload).toHaveBeenCalledTimes(1));
    expect(Object.fromEntries([...lastDownload().searchParams].filter(([k]) => k !== 'accessToken'))).toEqual({ dateKey: '2026-11', format: 'xlsx', period: 'month', resolution: 'hour' });
    await user.click(screen.getByRole('tab', { name: 'Dag' }));
    await periodIs('Søndag 15.11.2026');
    expect(within(screen.getByTestId('analysis-export')).queryByRole('checkbox')).toBeNull();
  });

  it('is disabled for the total and for a period without data, and hidden by hideCsvExport', async () => {
    await openAnalysis(t, 'kari');
    const user = userEvent.setup();
    await rowCells('2026');
    const buttons = () => within(screen.getByTestId('analysis-export')).getAllByRole('button');
    expect(buttons().map((b) => b.hasAttribute('disabled'))).toEqual([true, true]);
    expect(screen.getByText('Velg et år, en måned eller en dag med data for å eksportere.')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Dag' }));
    await periodIs('Søndag 15.11.2026');
    await user.click(screen.getByRole('button', { name: 'Neste periode' }));
    await periodIs('Mandag 16.11.2026');
    expect(await screen.findByTestId('analysis-no-data', {}, QUIET)).toHaveProperty('textContent', 'Ingen data for perioden');
    expect(screen.getByTestId('analysis-delay').textContent).toMatch(/én dags forsinkelse/);
    expect(buttons().map((b) => b.hasAttribute('disabled'))).toEqual([true, true]);
    await user.click(buttons()[0]!);
    expect(startDownload).not.toHaveBeenCalled();
    cleanup();

    await openAnalysis(t, 'kari', { hideCsvExport: true });
    await rowCells('2026');
    expect(screen.queryByTestId('analysis-export')).toBeNull();
  });
});

describe('a failed load (portal §8)', () => {
  it('is only logged: the chart says there is no data for the period', async () => {
    const started = await t.start({ as: 'kari', language: 'nb' });
    const client = started.api.client as ApiClient & { call: ApiClient['call'] };
    const call = client.call.bind(client);
    client.call = ((name, ...rest) => (name === 'getDataYears' ? Promise.reject(new Error('the server is down')) : call(name, ...rest))) as ApiClient['call'];
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await t.renderAt('/analysis', { portal: started });
      expect(await screen.findByTestId('analysis-no-data', {}, QUIET)).toHaveProperty('textContent', 'Ingen data for perioden');
      expect(logged).toHaveBeenCalledWith('Could not load the analysis history', expect.any(Error));
      expect(screen.queryByRole('alert')).toBeNull();
    } finally {
      logged.mockRestore();
    }
  });
});
