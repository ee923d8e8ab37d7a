/**
 * The real server, started as `npm start` starts it: runtime/server/server.ts in its own Node process
 * (tsx), on a free port, with the real clock. Only the environment differs: the database URL given
 * (no embedded PostgreSQL of its own unless none is given), a private data directory, quiet logs.
 * Used by the e2e harness and by the portal benchmarks (no vitest here).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../runtime/server/db/postgres.js';

export const ROOT = path.resolve(import.meta.dirname, '../..');

export interface ServerOptions {
  /** PostgreSQL to use; absent: the server starts and seeds an embedded one in its data directory (slow, ~1 min). */
  readonly databaseUrl?: string;
  /**
   * DEMO_FEED: extending the demo readings and prices up to the real day. Off by default: a database
   * copied from the seeded template then shows exactly the seed day's data (TEST_TODAY), whatever today is.
   */
  readonly demoFeed?: boolean;
  /** More environment variables (LOG_LEVEL, TENANT, …). */
  readonly env?: Readonly<Record<string, string>>;
  /** How long start-up may take before it counts as failed (ms). */
  readonly startTimeoutMs?: number;
  /** A data directory of the caller's, kept at stop (a restart on the same data); absent: a private one, removed at stop. */
  readonly dataDir?: string;
}

export interface RunningServer {
  /** The public origin, e.g. http://127.0.0.1:41234 (no trailing slash). */
  readonly url: string;
  readonly port: number;
  /** What the process printed so far (stdout and stderr, interleaved), for failure messages. */
  output(): string;
  /** SIGTERM (the server drains and closes its pool), SIGKILL after 30 s (an embedded PostgreSQL stops first); removes a private data directory. */
  stop(): Promise<void>;
  /** SIGKILL to the server's Node process alone, as `kill -9` does: an embedded PostgreSQL it started keeps running. */
  kill(): Promise<void>;
}

const running = new Set<ChildProcess>();
// A worker that dies without its afterAll must not leave servers behind.
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/** The environment of the parent less what makes it a test process (vitest sets NODE_ENV=test). */
function childEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) {
    if (k === 'NODE_ENV' || k.startsWith('VITEST') || k === 'NODE_OPTIONS' || k === 'TEST') continue;
    env[k] = v;
  }
  return { ...env, ...extra };
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', () => resolve()));
}

export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'ampere-e2e-server-'));
  // As root, the embedded PostgreSQL runs as its own user, which must reach the cluster below.
  fs.chmodSync(dataDir, 0o755);
  const env = childEnv({
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    DEMO_FEED: options.demoFeed ? 'on' : 'off',
    LOG_LEVEL: 'warn',
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...options.env,
  });
  const child = spawn(process.execPath, ['--import', 'tsx', 'runtime/server/server.ts'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      await exited(child);
      clearTimeout(timer);
    }
    running.delete(child);
    if (!options.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const kill = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited(child);
    running.delete(child);
  };

  const timeoutMs = options.startTimeoutMs ?? 120_000;
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the server did not start within ${timeoutMs / 1000} s`)), timeoutMs);
      const done = (error?: Error) => {
        clearTimeout(timer);
        child.stdout?.off('data', watch);
        child.off('exit', onExit);
        if (error) reject(error);
        else resolve();
      };
      // server.ts prints this after listen() resolved.
      const watch = () => {
        if (output.includes('Ampere is running.')) done();
      };
      const onExit = (code: number | null) => done(new Error(`the server exited with ${code} while starting`));
      child.stdout?.on('data', watch);
      child.once('exit', onExit);
    });
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n--- server output ---\n${output}`, { cause: error });
  }
  return { url, port, output: () => output, stop, kill };
}
