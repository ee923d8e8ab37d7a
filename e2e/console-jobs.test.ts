/**
 * The console's Jobs screen in Chromium against the server as `npm start` runs it (ROLE=all: the job
 * engine's workers run in it, on the real clock; issue 20 §3): an admin sets a job's schedule to every
 * minute and, without reloading, sees its last run's start appear and move on as the engine runs it;
 * "Run now" on a job this platform has no handler for shows the engine's error with its date.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e2eSuite } from './harness.js';
import { signInToConsole } from './support/console.js';
import { insertJob } from '../runtime/server/repositories/jobs.js';
import { newId } from '../runtime/server/ids.js';

const e2e = e2eSuite();

/** An every-minute run waits for the next minute (up to 60 s) and the list reads again every 5 s. */
const A_RUN = 150_000;

async function jobsScreen(): Promise<Page> {
  const page = await signInToConsole(await e2e.page('desktop'), 'admin@bright.example', 'demo-admin-pass');
  await page.getByRole('menuitem', { name: /Scheduled jobs/ }).click();
  await page.getByRole('row').filter({ hasText: 'Poll connected devices' }).waitFor();
  return page;
}

/** The text of the row's "Last run" cell (the list's columns as the header names them). */
async function lastRun(page: Page, displayName: string): Promise<string> {
  const headers = await page.getByRole('columnheader').allInnerTexts();
  const column = headers.findIndex((h) => h.trim() === 'Last run');
  expect(column).toBeGreaterThanOrEqual(0);
  return (await page.getByRole('row').filter({ hasText: displayName }).getByRole('cell').nth(column).innerText()).trim();
}

async function until(probe: () => Promise<boolean>, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (!(await probe())) {
    if (Date.now() > end) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

describe('the Jobs screen', () => {
  it('shows a job set to run every minute starting, run after run, without a reload', { timeout: 3 * A_RUN }, async () => {
    const page = await jobsScreen();
    // The seed has never run a job.
    expect(await lastRun(page, 'Poll connected devices')).toBe('—');
    await page.getByRole('row').filter({ hasText: 'Poll connected devices' }).getByRole('link', { name: /show/i }).click();
    await page.getByRole('link', { name: 'Edit schedule' }).click();
    const cron = page.getByRole('textbox', { name: 'Cron' });
    await cron.fill('*/1 * * * *');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Last run').first().waitFor();
    await page.getByRole('menuitem', { name: /Scheduled jobs/ }).click();
    await page.getByRole('row').filter({ hasText: 'Poll connected devices' }).waitFor();

    await until(async () => (await lastRun(page, 'Poll connected devices')) !== '—', A_RUN);
    const first = await lastRun(page, 'Poll connected devices');
    await e2e.screenshot(page, 'job-ran');
    // The next minute's run moves it on; the page was never reloaded.
    await until(async () => (await lastRun(page, 'Poll connected devices')) !== first, A_RUN);
    const stored = await e2e.database.db.query<{ started: Date }>("SELECT (doc->>'startedAt')::timestamptz AS started FROM jobs WHERE name = 'pollIotDevices'");
    expect(stored.rows[0]?.started.getTime()).toBeGreaterThan(Date.now() - 2 * 60_000);
  });

  it("runs a job now and shows the engine's error with its date", { timeout: A_RUN }, async () => {
    // A job whose name this platform has no handler for: its run fails, as the engine records it.
    await insertJob(e2e.database.db, {
      _id: newId(), name: 'retiredImport', displayName: 'Retired import', organisation: 'BRIGHT',
      arguments: { queue: 'data-queue', organisation: 'BRIGHT', persistent: true }, nextRunAt: null, startedAt: null, completedAt: null,
      status: 'paused', editable: true, enabled: false, queueType: 'data', schedule: { cron: '0 6 * * *', offset: 0, timeZone: 'Europe/Oslo' }, errors: [],
    });
    const page = await jobsScreen();
    const row = page.getByRole('row').filter({ hasText: 'Retired import' });
    await row.getByRole('button', { name: 'Run Retired import now' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Run now' }).click();
    await page.getByText('A run of Retired import is queued').waitFor();
    const message = 'No handler for job retiredImport: this platform does not know how to run it';
    await row.getByText(message).waitFor({ timeout: 60_000 });
    await row.getByText('Failed').waitFor();
    const stored = await e2e.database.db.query<{ date: string }>("SELECT doc->'errors'->-1->>'date' AS date FROM jobs WHERE name = 'retiredImport'");
    const date = new Date(stored.rows[0]!.date);
    // Shown as the list shows dates: in the browser's locale and zone.
    const shown = await page.evaluate((iso) => new Date(iso).toLocaleString('en', { dateStyle: 'medium', timeStyle: 'short' }), date.toISOString());
    expect(await row.innerText()).toContain(shown);
    await e2e.screenshot(page, 'job-error');
  });
});
