import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['.eslint/**/*.test.js', 'schemas/**/*.test.ts', 'generator/**/*.test.ts', 'runtime/**/*.test.ts', 'runtime/**/*.test.tsx', 'generated/**/*.test.ts', 'e2e/**/*.test.ts'],
    environment: 'node',
    // The generator tests regenerate the whole contract; give them room on a 2-core CI machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // One real PostgreSQL per run; each server test file copies its own database from a template.
    globalSetup: ['runtime/server/test/global-setup.ts'],
  },
});
