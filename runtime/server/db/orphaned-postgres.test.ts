// @vitest-environment node
/**
 * The other side of recovering a killed server's PostgreSQL (e2e/crash-restart.test.ts): a start
 * never stops a PostgreSQL whose server still runs, nor one whose starter cannot be told, and a
 * postmaster.pid naming a process that is gone or is not this cluster's postgres is stale
 * (docs/decisions.md "A killed server's PostgreSQL").
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startEmbeddedPostgres, type PostgresHandle } from './postgres.js';
import { stopRunningPostgres } from './orphaned-postgres.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ampere-orphan-'));
const clusterDir = path.join(dir, 'cluster');
const ownerFile = path.join(dir, 'ampere-owner.json');
const pidFile = path.join(clusterDir, 'postmaster.pid');
let running: PostgresHandle | undefined;

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query('SELECT 1 AS one')).rows[0].one === 1;
  } finally {
    await client.end();
  }
}

/** A pid file naming `pid`, as PostgreSQL writes it, for a cluster that is stopped. */
function fakePidFile(pid: number): void {
  fs.writeFileSync(pidFile, `${pid}\n${clusterDir}\n0\n5432\n/tmp\n127.0.0.1\n  5432001         0\nready   \n`);
}

beforeAll(async () => {
  // As root, PostgreSQL runs as its own user, which must reach the cluster below.
  fs.chmodSync(dir, 0o755);
  running = await startEmbeddedPostgres(dir);
}, 180_000);

afterAll(async () => {
  await running?.stop();
  await stopRunningPostgres(clusterDir);
  fs.rmSync(dir, { recursive: true, force: true });
}, 120_000);

it('records the server that started the cluster, and refuses a second start while it runs', async () => {
  expect(JSON.parse(fs.readFileSync(ownerFile, 'utf8'))).toEqual({ pid: process.pid });
  await expect(startEmbeddedPostgres(dir, () => {}, () => {})).rejects.toThrow(`is in use by the Ampere server running as pid ${process.pid}`);
  expect(await answers(running!.url)).toBe(true);
});

it('refuses, rather than stops, a running cluster when no server is recorded as its starter', async () => {
  fs.rmSync(ownerFile);
  await expect(startEmbeddedPostgres(dir, () => {}, () => {})).rejects.toThrow('which server started it cannot be told');
  expect(await answers(running!.url)).toBe(true);
  fs.writeFileSync(ownerFile, JSON.stringify({ pid: process.pid }));
});

it('stops cleanly, forgetting its record, and starts over a pid file whose process is gone or is not postgres', async () => {
  await running!.stop();
  running = undefined;
  expect(fs.existsSync(ownerFile)).toBe(false);
  expect(fs.existsSync(pidFile)).toBe(false);
  const notices: string[] = [];
  // This test's own Node process is alive but is no postmaster; 2^22 + 1 is above Linux's pid limit.
  for (const pid of [process.pid, 4_194_305]) {
    fakePidFile(pid);
    const handle = await startEmbeddedPostgres(dir, () => {}, (line) => notices.push(line));
    try {
      expect(await answers(handle.url)).toBe(true);
    } finally {
      await handle.stop();
    }
  }
  expect(notices).toEqual([]);
}, 120_000);
