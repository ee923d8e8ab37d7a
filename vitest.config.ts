import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

/** What every test file shares, whichever group runs it. */
const shared = {
  environment: 'node',
  // The generator tests regenerate the whole contract; give them room on a 2-core CI machine.
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // expect.poll waits for what a page or the server does next; 1 s (vitest's default) is too short
  // for a browser page on a loaded 2-core machine, and a poll that succeeds returns at once anyway.
  expect: { poll: { timeout: 10_000 } },
} as const;

/** The console's component files: each renders react-admin, MUI and RJSF in jsdom. */
const CONSOLE_COMPONENTS = 'runtime/console/**/*.test.tsx';
const workers = Math.max(2, availableParallelism());

/**
 * Three groups, one after the other (docs/decisions.md "Test workers"). Unit, component and server
 * files run one per core, at least two: much of their time is spent waiting for PostgreSQL, so a
 * second worker uses the core vitest's default (cores − 1) leaves idle on a 2-core machine. The
 * console's component files then run the same way but share their modules within a worker (isolate
 * off): importing react-admin, MUI and RJSF anew for each file cost about 150 s of a run. The
 * browser journeys run last, one at a time, each with its own server and Chromium.
 */
export default defineConfig({
  test: {
    // One real PostgreSQL per run, started once for all three groups; each server test file copies its
    // own database from a template.
    globalSetup: ['runtime/server/test/global-setup.ts'],
    projects: [
      {
        test: {
          ...shared,
          name: 'unit',
          include: ['.eslint/**/*.test.js', 'schemas/**/*.test.ts', 'generator/**/*.test.ts', 'runtime/**/*.test.ts', 'runtime/**/*.test.tsx', 'generated/**/*.test.ts'],
          exclude: [...configDefaults.exclude, CONSOLE_COMPONENTS],
          maxWorkers: workers,
          sequence: { groupOrder: 0 },
        },
      },
      {
        // Each file still starts its own server and cleans up its render after each test; the setup file
        // clears what the previous file in the worker left in the page.
        test: { ...shared, name: 'console', include: [CONSOLE_COMPONENTS], isolate: false, setupFiles: ['runtime/console/test/fresh-page.ts'], maxWorkers: workers, sequence: { groupOrder: 1 } },
      },
      {
        test: { ...shared, name: 'e2e', include: ['e2e/**/*.test.ts'], maxWorkers: 1, sequence: { groupOrder: 2 } },
      },
    ],
  },
});
