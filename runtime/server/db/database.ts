/**
 * The one way the server talks to PostgreSQL: a pool, `query` for single statements, and `tx` for
 * work that must commit or fail as one (an admin change and its audit entry). Repositories take a
 * `Queryable` so the same function runs inside or outside a transaction.
 */
import pg from 'pg';

// Timestamps come back as Date (pg's default); bigint counts (COUNT(*)) as numbers: they stay far below 2^53.
pg.types.setTypeParser(20, (v) => Number(v));
// NUMERIC stays text in pg; our amounts are doubles in the contract.
pg.types.setTypeParser(1700, (v) => Number(v));

export interface Queryable {
  query<R extends pg.QueryResultRow = Record<string, unknown>>(text: string, values?: readonly unknown[]): Promise<pg.QueryResult<R>>;
}

export interface Db extends Queryable {
  readonly pool: pg.Pool;
  /** Runs `work` in one transaction; a throw rolls everything back. */
  tx<T>(work: (q: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export function openDb(url: string, max = 20): Db {
  const pool = new pg.Pool({ connectionString: url, max, idleTimeoutMillis: 10_000 });
  // An idle client losing its connection (server restart) must not crash the process.
  pool.on('error', () => {});
  return {
    pool,
    query: (text, values) => pool.query(text, values as unknown[]),
    async tx(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work({ query: (text, values) => client.query(text, values as unknown[]) });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** One row or undefined. */
export async function one<R extends pg.QueryResultRow>(q: Queryable, text: string, values?: readonly unknown[]): Promise<R | undefined> {
  return (await q.query<R>(text, values)).rows[0];
}
