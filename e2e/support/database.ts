/**
 * A test file's own database, copied from the run's seeded template (runtime/server/test/global-setup.ts:
 * `ampere_seeded`, the demo tenant on TEST_TODAY). Dropped with FORCE at the end, whoever is still connected.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { databaseUrl } from '../../runtime/server/db/postgres.js';
import { openDb, type Db } from '../../runtime/server/db/database.js';

export interface CopiedDatabase {
  readonly url: string;
  /** A small pool on it, to check what the pages saved. */
  readonly db: Db;
  drop(): Promise<void>;
}

async function admin<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function copyDatabase(serverUrl: string): Promise<CopiedDatabase> {
  const name = `e2e_${randomBytes(8).toString('hex')}`;
  await admin(serverUrl, (c) => c.query(`CREATE DATABASE ${name} TEMPLATE ampere_seeded`));
  const url = databaseUrl(serverUrl, name);
  const db = openDb(url, 2);
  return {
    url,
    db,
    async drop() {
      await db.close();
      await admin(serverUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}
