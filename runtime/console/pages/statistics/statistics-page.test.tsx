// @vitest-environment jsdom
/**
 * The statistics and monitoring page against the real server on the seeded demo tenant: the figures
 * of the server's default period as cards (the server's own numbers), their trend over six periods,
 * another period chosen by its dates, the failed jobs as firing alerts for platform staff (and the
 * server's 'Failed to fetch monitoring alerts' when it cannot read them, with a retry), the service
 * status, and back-office §8's answer for a failed status check. An organisation admin sees no alerts.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getBridgeStatistics } from '../../../../generated/client/bridge.gen.js';
import type { BridgeStatistics } from '../../../../schemas/bridge.js';
import { testApp, type TestApp } from '../../../server/test/harness.js';
import { insertJob } from '../../../server/repositories/jobs.js';
import { newId } from '../../../server/ids.js';
import { TEST_TODAY } from '../../../server/test/constants.js';
import { ConsoleApp } from '../../app.js';
import { signedInConsole } from '../../test/console-session.js';
import { periodsBefore, statusesAfterFailure } from './statistics-calls.js';

let server: TestApp;

/** A run failed an hour ago, as the engine writes it (the seeded jobs have never run). */
const FAILED_AT = new Date(TEST_TODAY.getTime() - 3600_000);

beforeAll(async () => {
  server = await testApp();
  await insertJob(server.db, {
    _id: newId(), name: 'importMeterValues', displayName: 'Import meter values', organisation: 'BRIGHT',
    arguments: { queue: 'data-queue', organisation: 'BRIGHT', persistent: true }, nextRunAt: null, startedAt: FAILED_AT, completedAt: FAILED_AT,
    status: 'failed', editable: true, enabled: true, queueType: 'data', schedule: { cron: '0 6 * * *', offset: 15, timeZone: 'Europe/Oslo' },
    errors: [{ message: 'Provider answered 503 Service Unavailable', date: FAILED_AT }],
  });
});
afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
afterAll(() => server.close());

const ADMIN = ['admin@bright.example', 'demo-admin-pass'] as const;
const ORG_ADMIN = ['orgadmin@bright.example', 'demo-orgadmin-pass'] as const;
/** The first render loads react-admin, MUI and the page's chunk cold; a shared 2-CPU machine is slow at it. */
const WAIT = { timeout: 30_000 };
const LONG = 120_000;

async function open(path: string, [email, password]: readonly [string, string]) {
  const session = await signedInConsole(server, email, password);
  window.history.replaceState(null, '', path);
  render(<ConsoleApp dataProvider={session.dataProvider} authProvider={session.authProvider} basename="" />);
  return session;
}

const figure = (name: string) => screen.getByRole('figure', { name });

describe('the statistics page', () => {
  it("shows the server's figures as cards, their trend, firing alerts and the service status", async () => {
    const expected: BridgeStatistics = (await getBridgeStatistics(server.client(await server.asStaff('ADMIN', 'BRIGHT')), { params: { organisation: 'BRIGHT' } })).data;
    await open('/statistics', ADMIN);
    await screen.findByRole('figure', { name: 'Accounts' }, WAIT);
    for (const [name, key] of [['Accounts', 'accounts'], ['Users', 'users'], ['Active users', 'activeUsers'], ['New accounts', 'newAccounts'], ['Locations', 'locations']] as const) {
      expect(within(figure(name)).getByText(String(expected[key]))).toBeTruthy();
    }
    expect(screen.getByRole('heading', { name: 'Customers of BRIGHT' })).toBeTruthy();

    // Six periods of the same length, the last the one shown; the oldest read from the server too.
    const trend = await screen.findByRole('table', { name: 'Trend' }, WAIT);
    const rows = within(trend).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(6);
    const [oldest] = periodsBefore(expected, 5);
    const old = (await getBridgeStatistics(server.client(await server.asStaff('ADMIN', 'BRIGHT')), { params: { organisation: 'BRIGHT' }, query: oldest! })).data;
    expect(within(rows[0]!).getAllByRole('cell').map((c) => c.textContent)).toEqual([String(old.newAccounts), String(old.activeUsers), String(old.accounts)]);
    expect(within(rows[5]!).getAllByRole('cell').map((c) => c.textContent)).toEqual([String(expected.newAccounts), String(expected.activeUsers), String(expected.accounts)]);

    const alerts = await screen.findByRole('list', { name: 'Monitoring alerts' }, WAIT);
    const failed = within(alerts).getAllByRole('listitem').find((item) => item.textContent?.includes('Job failed: Import meter values'));
    expect(failed?.textContent).toContain('Critical');
    expect(failed?.textContent).toContain('Firing');
    expect(failed?.textContent).toContain('Provider answered 503 Service Unavailable');

    const status = await screen.findByRole('list', { name: 'Service status' }, WAIT);
    const gateway = within(status).getAllByRole('listitem').find((item) => item.textContent?.includes('gateway'));
    expect(gateway?.textContent).toContain('Up');
    const items = within(status).getAllByRole('listitem').map((i) => i.textContent ?? '');
    expect(items).toEqual(expect.arrayContaining([expect.stringMatching(/Up.*database.*round trip \d+ ms/)]));
    // Each job queue with its depth, and the integrations this server has none of.
    expect(items).toEqual(expect.arrayContaining([expect.stringMatching(/Up.*data-queue.*0 waiting, 0 running/)]));
    expect(items).toEqual(expect.arrayContaining([expect.stringMatching(/Not configured.*oregano/)]));
  }, LONG);

  it('shows another period when its dates are chosen', async () => {
    const staff = server.client(await server.asStaff('ORG_ADMIN', 'BRIGHT'));
    const now = (await getBridgeStatistics(staff, { params: { organisation: 'BRIGHT' } })).data;
    const then = (await getBridgeStatistics(staff, { params: { organisation: 'BRIGHT' }, query: { from: '2026-01-01', to: '2026-01-31' } })).data;
    // The seed's accounts are newer than January: the cards must change.
    expect(then.accounts).not.toBe(now.accounts);
    await open('/statistics', ORG_ADMIN);
    await within(await screen.findByRole('figure', { name: 'Accounts' }, WAIT)).findByText(String(now.accounts), {}, WAIT);
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-01-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-01-31' } });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show' }));
    // The cards are made anew for the new answer: ask for them afresh each time.
    await waitFor(() => expect(within(figure('Accounts')).getByText(String(then.accounts))).toBeTruthy(), WAIT);
    expect(within(figure('New accounts')).getByText(String(then.newAccounts))).toBeTruthy();
    expect(within(figure('Locations')).getByText(String(then.locations))).toBeTruthy();
    expect(screen.getByText(`${new Date('2026-01-01T12:00:00Z').toLocaleDateString('en', { timeZone: 'UTC' })} – ${new Date('2026-01-31T12:00:00Z').toLocaleDateString('en', { timeZone: 'UTC' })}`)).toBeTruthy();
    // An organisation admin reads statistics and status, not the platform's alerts.
    expect(screen.queryByRole('heading', { name: 'Monitoring alerts' })).toBeNull();
    expect(await screen.findByRole('list', { name: 'Service status' }, WAIT)).toBeTruthy();
  }, LONG);

  it("says 'Failed to fetch monitoring alerts' when the server cannot read them, and reads them again on retry", async () => {
    await server.db.query('ALTER TABLE jobs RENAME TO jobs_away');
    try {
      await open('/statistics', ADMIN);
      expect(await screen.findByText('Failed to fetch monitoring alerts', {}, WAIT)).toBeTruthy();
    } finally {
      await server.db.query('ALTER TABLE jobs_away RENAME TO jobs');
    }
    const section = screen.getByRole('heading', { name: 'Monitoring alerts' }).closest('section')!;
    await userEvent.setup().click(within(section).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findByText('Job failed: Import meter values', {}, WAIT)).toBeTruthy();
  }, LONG);

  it('is offered in the menu to every console scope', async () => {
    await open('/', ['orguser@bright.example', 'demo-orguser-pass']);
    expect(await screen.findByRole('menuitem', { name: /Statistics/ }, WAIT)).toBeTruthy();
  }, LONG);
});

describe('a failed status check (back-office §8)', () => {
  it("answers the error's data when it has some, else the gateway down with 500", () => {
    const entries = [{ name: 'build', status: 503, message: 'Deploying' }];
    expect(statusesAfterFailure(Object.assign(new Error('Service unavailable'), { data: entries }))).toEqual(entries);
    expect(statusesAfterFailure(new Error('Failed to fetch'))).toEqual([{ name: 'gateway', status: 500 }]);
    expect(statusesAfterFailure(Object.assign(new Error('x'), { data: { issues: [] } }))).toEqual([{ name: 'gateway', status: 500 }]);
  });
});
