import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

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

/**
 * Two groups, one after the other (docs/decisions.md "Test workers"). Unit, component and server
 * files run one per core, at least two: much of their time is spent waiting for PostgreSQL, so a
 * second worker uses the core vitest's default (cores − 1) leaves idle on a 2-core machine. The
 * browser journeys then run one at a time, each with its own server and Chromium, as before.
 */
export default defineConfig({
  test: {
    // One real PostgreSQL per run, started once for both groups; each server test file copies its own
    // database from a template.
    globalSetup: ['runtime/server/test/global-setup.ts'],
    projects: [
      {
        test: {
          ...shared,
          name: 'unit',
          include: ['.eslint/**/*.test.js', 'schemas/**/*.test.ts', 'generator/**/*.test.ts', 'runtime/**/*.test.ts', 'runtime/**/*.test.tsx', 'generated/**/*.test.ts'],
          maxWorkers: Math.max(2, availableParallelism()),
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: { ...shared, name: 'e2e', include: ['e2e/**/*.test.ts'], maxWorkers: 1, sequence: { groupOrder: 1 } },
      },
    ],
  },
});
