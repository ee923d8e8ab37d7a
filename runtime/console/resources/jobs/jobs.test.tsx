// @vitest-environment jsdom
/**
 * The scheduled jobs in the console against the real server and its job engine (workers running, test
 * handlers for two jobs): the seeded jobs show as never run; the queue filter narrows them; run now
 * asks first, is refused while the job runs, and the list shows the run starting, ending and its
 * error with its date without anyone reloading; pausing asks first and the server then has the job
 * paused; an invalid cron shows the contract's message at the field and changes nothing; a valid one
 * is saved; a job the platform fixes says why; a scope that may not update sees no controls.
 */
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../../server/test/harness.js';
import { startWorkers, type Workers } from '../../../server/jobs/workers.js';
import type { JobHandler } from '../../../server/jobs/handler.js';
import { ConsoleApp } from '../../app.js';
import { signedInConsole } from '../../test/console-session.js';
import type { JobRecord } from './job-data.js';

type Session = Awaited<ReturnType<typeof signedInConsole>>;

let server: TestApp;
let workers: Workers;
let admin: Session;
let developer: Session;
let support: Session;

/** syncAccounts runs until released; importMeterValues fails as an unreachable source would. */
let release: (() => void) | undefined;
const handlers: Record<string, JobHandler> = {
  syncAccounts: { run: () => new Promise<void>((resolve) => (release = resolve)) },
  importMeterValues: { run: async () => { throw new Error('Meter data source answered 503 Service Unavailable'); } },
};

beforeAll(async () => {
  server = await testApp({ jobHandlers: handlers });
  workers = await startWorkers(server.services, { pollingIntervalSeconds: 0.5, maintenanceIntervalSeconds: 1, concurrency: 2 });
  admin = await signedInConsole(server, 'admin@bright.example', 'demo-admin-pass');
  developer = await signedInConsole(server, 'developer@bright.example', 'demo-developer-pass');
  support = await signedInConsole(server, 'support@bright.example', 'demo-support-pass');
});
afterEach(() => {
  cleanup();
  // react-admin keeps a list's filters in its store (localStorage): each test starts from none.
  localStorage.clear();
});
afterAll(async () => {
  release?.();
  await workers?.stop();
  await server?.close();
});

// Returns at once when the screen is there; the room is for a busy 2-core machine loading the first screen.
const WAIT = { timeout: 30_000 };

function renderConsole(session: Session, path: string) {
  window.history.replaceState(null, '', path);
  render(<ConsoleApp dataProvider={session.dataProvider} authProvider={session.authProvider} basename="" />);
}

/** The job of that name as the server has it now (platform-wide ones included). */
async function jobOnServer(name: string): Promise<JobRecord> {
  const { data } = await admin.dataProvider.getList<JobRecord>('jobs', { filter: { organisation: '' }, pagination: { page: 1, perPage: 1000 }, sort: { field: 'name', order: 'ASC' } });
  const job = data.find((j) => j.name === name && (j.organisation === 'BRIGHT' || j.organisation === null));
  if (!job) throw new Error(`No job ${name}`);
  return job;
}

/** The list's data rows, each as one text. */
async function rowTexts(): Promise<string[]> {
  const table = await screen.findByRole('table', {}, WAIT);
  return within(table).getAllByRole('row').slice(1).map((row) => row.textContent ?? '');
}

function rowOf(displayName: string): HTMLElement {
  return screen.getAllByRole('row').find((row) => row.textContent?.includes(displayName))!;
}

describe('the jobs list', () => {
  it('shows the seeded jobs as never run, the platform-wide ones among them', { timeout: 60_000 }, async () => {
    renderConsole(admin, '/jobs');
    await screen.findByText('Import meter values', {}, WAIT);
    const rows = await rowTexts();
    const row = (name: string) => rows.find((r) => r.includes(name)) ?? '';
    expect(rows).toHaveLength(7);
    expect(row('Import meter values')).toMatch(/Data.*Waiting/);
    expect(row('Send monthly reports')).toMatch(/Reports.*Waiting/);
    expect(row('Poll connected devices')).toMatch(/IoT.*Waiting/);
    expect(row('Import spot prices for tomorrow')).toMatch(/Platform-wide.*Data.*Waiting/);
    // No run has happened: no start, no end, no error anywhere.
    for (const name of ['Import meter values', 'Sync customer accounts from the provider']) {
      const job = await jobOnServer(name === 'Import meter values' ? 'importMeterValues' : 'syncAccounts');
      expect(job).toMatchObject({ startedAt: null, completedAt: null, errors: [] });
    }
  });

  it('narrows to one queue type', { timeout: 60_000 }, async () => {
    const user = userEvent.setup();
    renderConsole(admin, '/jobs');
    await screen.findByText('Sync customer accounts from the provider', {}, WAIT);
    await user.click(screen.getByRole('combobox', { name: 'Queue' }));
    await user.click(await screen.findByRole('option', { name: 'Data' }));
    await waitFor(() => expect(screen.queryByText('Sync customer accounts from the provider')).toBeNull(), WAIT);
    const rows = await rowTexts();
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(rows.every((r) => r.includes('Data'))).toBe(true);
    expect(rows.some((r) => r.includes('Import meter values'))).toBe(true);
    expect(rows.some((r) => r.includes('Import spot prices for tomorrow'))).toBe(true);
  });
});

describe('run now', () => {
  it('asks first, then the list shows the run going and refuses a second start until it ends', { timeout: 90_000 }, async () => {
    const user = userEvent.setup();
    renderConsole(admin, '/jobs');
    await user.click(await screen.findByRole('button', { name: 'Run Sync customer accounts from the provider now' }, WAIT));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Run Sync customer accounts from the provider now?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Run now' }));
    expect(await screen.findByText('A run of Sync customer accounts from the provider is queued', {}, WAIT)).toBeTruthy();
    // Nobody reloads: the list reads the jobs again on its own and the run shows as it happens.
    await waitFor(() => expect(within(rowOf('Sync customer accounts from the provider')).getByText('Running')).toBeTruthy(), WAIT);
    const running = await jobOnServer('syncAccounts');
    expect(running.startedAt).not.toBeNull();
    const button = within(rowOf('Sync customer accounts from the provider')).getByRole('button', { name: 'Run Sync customer accounts from the provider now' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    release?.();
    await waitFor(() => expect(within(rowOf('Sync customer accounts from the provider')).getByText('Completed')).toBeTruthy(), WAIT);
    const done = await jobOnServer('syncAccounts');
    expect(done.completedAt).not.toBeNull();
    expect((within(rowOf('Sync customer accounts from the provider')).getByRole('button', { name: 'Run Sync customer accounts from the provider now' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows a failed run with its error and date, on the list and on the job', { timeout: 90_000 }, async () => {
    const user = userEvent.setup();
    renderConsole(admin, '/jobs');
    await user.click(await screen.findByRole('button', { name: 'Run Import meter values now' }, WAIT));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Run now' }));
    await waitFor(() => expect(within(rowOf('Import meter values')).getByText('Failed')).toBeTruthy(), WAIT);
    const job = await jobOnServer('importMeterValues');
    const error = job.errors.at(-1)!;
    expect(error.message).toBe('Meter data source answered 503 Service Unavailable');
    const shown = within(rowOf('Import meter values')).getByText('Meter data source answered 503 Service Unavailable');
    expect(shown.textContent).toContain(new Date(error.date).toLocaleString('en', { dateStyle: 'medium', timeStyle: 'short' }));
    cleanup();
    renderConsole(support, `/jobs/${job.id}/show`);
    const errors = await screen.findByRole('table', { name: 'Errors' }, WAIT);
    expect(within(errors).getByText('Meter data source answered 503 Service Unavailable')).toBeTruthy();
    // Support may watch, not run.
    expect(screen.queryByRole('button', { name: /^Run .* now$/ })).toBeNull();
  });
});

describe('pausing and enabling', () => {
  it('pauses a job after asking, and the server has it paused', { timeout: 60_000 }, async () => {
    const user = userEvent.setup();
    renderConsole(developer, '/jobs');
    // The controls show once the auth provider has said the scope may update jobs.
    await user.click(await screen.findByRole('button', { name: 'Pause Poll connected devices' }, WAIT));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Pause Poll connected devices?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Pause' }));
    await waitFor(() => expect(within(rowOf('Poll connected devices')).getByText('Paused')).toBeTruthy(), WAIT);
    const job = await jobOnServer('pollIotDevices');
    expect(job.status).toBe('paused');
    expect(job.enabled).toBe(false);
    // Enabling needs no confirmation and puts the job back to waiting.
    await user.click(within(rowOf('Poll connected devices')).getByRole('button', { name: 'Enable Poll connected devices' }));
    await waitFor(async () => expect((await jobOnServer('pollIotDevices')).status).toBe('waiting'), WAIT);
  });

  it('offers no controls on a job the platform fixes, and says why on its screen', async () => {
    const fixed = await jobOnServer('importSpotPrices');
    renderConsole(admin, `/jobs/${fixed.id}/show`);
    expect(await screen.findByText(/This job is fixed by the platform/, {}, WAIT)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Pause / })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit schedule' })).toBeNull();
  });

  it('shows a scope that may not update jobs no pause or edit controls', { timeout: 60_000 }, async () => {
    // The same list offers a developer the controls (they show once access is known) ...
    renderConsole(developer, '/jobs');
    expect(await screen.findByRole('button', { name: 'Pause Import meter values' }, WAIT)).toBeTruthy();
    cleanup();
    // ... and support, who may only watch, none, on the list or on the job's screen.
    renderConsole(support, '/jobs');
    await screen.findByText('Import meter values', {}, WAIT);
    await screen.findAllByRole('link', { name: 'Show' }, WAIT);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(screen.queryAllByRole('button', { name: /^(Pause|Enable|Run) / })).toHaveLength(0);
    cleanup();
    const job = await jobOnServer('importMeterValues');
    renderConsole(support, `/jobs/${job.id}/show`);
    await screen.findByText('Import meter values', {}, WAIT);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(screen.queryByRole('link', { name: 'Edit schedule' })).toBeNull();
    expect(screen.queryByText(/fixed by the platform/)).toBeNull();
  });
});

describe("a job's schedule", () => {
  it("shows the contract's message at the cron field and changes nothing on the server", { timeout: 60_000 }, async () => {
    const user = userEvent.setup();
    const job = await jobOnServer('importMeterValues');
    renderConsole(admin, `/jobs/${job.id}`);
    const cron = await screen.findByRole('textbox', { name: 'Cron' }, WAIT);
    expect(screen.getByText('Every day at 06:00')).toBeTruthy();
    await user.clear(cron);
    await user.type(cron, '0 25 * * *');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Cron hour must be within 0-23', {}, WAIT)).toBeTruthy();
    expect(cron.getAttribute('aria-invalid')).toBe('true');
    expect((await jobOnServer('importMeterValues')).schedule.cron).toBe('0 6 * * *');
  });

  it('saves a valid schedule, its reading shown as it is typed', { timeout: 60_000 }, async () => {
    const user = userEvent.setup();
    const job = await jobOnServer('syncAccounts');
    renderConsole(admin, `/jobs/${job.id}/show`);
    await user.click(await screen.findByRole('link', { name: 'Edit schedule' }, WAIT));
    const cron = await screen.findByRole('textbox', { name: 'Cron' }, WAIT);
    await user.clear(cron);
    await user.type(cron, '30 5 * * 1-5');
    expect(screen.getByText('Monday–Friday at 05:30')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Last run', {}, WAIT);
    await waitFor(async () => expect((await jobOnServer('syncAccounts')).schedule).toEqual({ ...job.schedule, cron: '30 5 * * 1-5' }), WAIT);
  });
});
