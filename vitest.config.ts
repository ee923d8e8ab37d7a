import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['.eslint/**/*.test.js', 'schemas/**/*.test.ts', 'generator/**/*.test.ts', 'runtime/**/*.test.ts', 'runtime/**/*.test.tsx', 'generated/**/*.test.ts', 'e2e/**/*.test.ts'],
    environment: 'node',
    // The generator tests regenerate the whole contract; give them room on a 2-core CI machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // expect.poll waits for what a page or the server does next; 1 s (vitest's default) is too short
    // for a browser page on a loaded 2-core machine, and a poll that succeeds returns at once anyway.
    expect: { poll: { timeout: 10_000 } },
    // One real PostgreSQL per run; each server test file copies its own database from a template.
    globalSetup: ['runtime/server/test/global-setup.ts'],
  },
});
