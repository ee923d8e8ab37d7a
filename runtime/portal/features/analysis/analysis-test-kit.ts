/**
 * What the analysis page tests share: opening the page as a demo customer (optionally under another
 * tenant configuration), reading the chart's table, and the server's own nodes to compare against.
 * jsdom has no canvas, so the charts show their values as the table (chart-setup.ts canDrawCharts).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { PortalServiceType } from '../../../../schemas/location.js';
import type { Portal } from '../../app/start.js';
import type { DemoCustomer, PortalTest } from '../../test/harness.js';
import { formatValue, type ValueContext } from './values.js';

export const NB: ValueContext = { language: 'nb', currency: 'NOK', water: false, degreeDaysUnit: 'graddager' };

/** Call once before rendering: the canvas answers no context, as jsdom's would (without its "not implemented" noise). */
export function withoutCanvas(): void {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
}

export async function openAnalysis(t: PortalTest, as: DemoCustomer, config: Partial<Portal['tenant']['config']> = {}) {
  const started = await t.start({ as, language: 'nb' });
  const portal: Portal = { ...started, tenant: { ...started.tenant, config: { ...started.tenant.config, ...config } } };
  const rendered = await t.renderAt('/analysis', { portal });
  await screen.findByTestId('analysis-history', {}, { timeout: 10_000 }).catch(() => undefined);
  return { ...rendered, portal };
}

/** The id of the selected location's service of a type. */
export function serviceId(portal: Portal, type: PortalServiceType): string {
  const { locations, selectedLocationId } = portal.session.getSnapshot();
  const id = locations.find((l) => l._id === selectedLocationId)?.services.find((s) => s.type === type)?._id;
  if (!id) throw new Error(`no ${type} service`);
  return id;
}

/** The cells of the chart table's row `name`, once it is there. */
export async function rowCells(name: string): Promise<string[]> {
  let cells: string[] = [];
  await waitFor(() => {
    const row = within(screen.getByTestId('analysis-table')).getByRole('rowheader', { name }).closest('tr');
    cells = [...(row?.querySelectorAll('td') ?? [])].map((c) => c.textContent ?? '');
  }, { timeout: 10_000 });
  return cells;
}

export async function rowNames(): Promise<string[]> {
  const table = await screen.findByTestId('analysis-table', {}, { timeout: 10_000 });
  return within(table).getAllByRole('rowheader').map((h) => h.textContent ?? '');
}

/** The period between the arrows, once it reads `title`. */
export async function periodIs(title: string): Promise<void> {
  await waitFor(() => expect(screen.getByTestId('analysis-period-title').textContent).toBe(title), { timeout: 10_000 });
}

export const kwh = (value: number | undefined) => formatValue('consumption', value ?? NaN, NB).text;
