// @vitest-environment jsdom
/**
 * The scheduled jobs in the console against the real server: the seeded jobs show with their status
 * and last error; the queue filter narrows them; pausing asks first and the server then has the job
 * paused; an invalid cron shows the contract's message at the field and changes nothing; a valid one
 * is saved; a job the platform fixes says why; a scope that may not update sees no controls.
 */
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../../server/test/harness.js';
import { ConsoleApp } from '../../app.js';
import { signedInConsole } from '../../test/console-session.js';
import type { JobRecord } from './job-data.js';

type Session = Awaited<ReturnType<typeof signedInConsole>>;

let server: TestApp;
let admin: Session;
let developer: Session;
let support: Session;

beforeAll(async () => {
  server = await testApp();
  admin = await signedInConsole(server, 'admin@bright.example', 'demo-admin-pass');
  developer = await signedInConsole(server, 'developer@bright.example', 'demo-developer-pass');
  support = await signedInConsole(server, 'support@bright.example', 'demo-support-pass');
});
afterEach(() => {
  cleanup();
  // react-admin keeps a list's filters in its store (localStorage): each test starts from none.
  localStorage.clear();
});
afterAll(() => server.close());

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
  it('shows the seeded jobs with their status, the platform-wide ones, and the last error with its date', async () => {
    renderConsole(admin, '/jobs');
    await screen.findByText('Import meter values', {}, WAIT);
    const rows = await rowTexts();
    const row = (name: string) => rows.find((r) => r.includes(name)) ?? '';
    expect(row('Import meter values')).toMatch(/Data.*Failed.*Provider answered 503 Service Unavailable/);
    expect(row('Send monthly reports')).toMatch(/Reports.*Paused/);
    expect(row('Poll connected devices')).toMatch(/IoT.*Running/);
    expect(row('Import spot prices for tomorrow')).toMatch(/Platform-wide.*Data.*Completed/);
    // The error's date is shown beside its message (the seeded failure is dated).
    const failed = rowOf('Import meter values');
    const error = within(failed).getByText('Provider answered 503 Service Unavailable');
    expect(error.textContent).toMatch(/\d{4}/);
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
    expect(screen.queryAllByRole('button', { name: /^(Pause|Enable) / })).toHaveLength(0);
    cleanup();
    const job = await jobOnServer('importMeterValues');
    renderConsole(support, `/jobs/${job.id}/show`);
    await screen.findByText('Provider answered 503 Service Unavailable', {}, WAIT);
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
