// @vitest-environment node
/**
 * Lost races (issue 19 §6, docs/decisions.md "Lost races"): eight identical requests at once leave
 * one record, and the seven that lost answer as a later request would — 409, or the record the
 * winner made — never a 500. The race is forced, not hoped for: a transaction of the test writes a
 * row with the key the requests will write and holds it until all eight wait on it (every one has
 * then passed its own "is it taken?" check), then rolls back and lets them go.
 */
import pg from 'pg';
import type { LightMyRequestResponse as Response } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, testApp, type TestApp } from './test/harness.js';
import type { AuthEntry } from '../../schemas/auth.js';

let t: TestApp;
let admin: AuthEntry;
let kariAccount: string;
/** The test's own connection, outside the app's pool (which the eight requests fill). */
let holder: pg.Client;

beforeAll(async () => {
  t = await testApp();
  admin = await t.asStaff('ADMIN');
  kariAccount = (await t.db.query<{ account_id: string }>("SELECT au.account_id FROM account_users au JOIN users u ON u.id = au.user_id WHERE u.username = 'kari' AND au.role = 'OWNER'")).rows[0]!.account_id;
  holder = new pg.Client({ connectionString: t.db.pool.options.connectionString });
  await holder.connect();
});
afterAll(async () => {
  await holder?.end();
  await t?.close();
});

const EIGHT = 8;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends `request` eight times at once while `hold` (SQL writing the contested key) is uncommitted. */
async function race(request: () => Promise<Response>, hold: string, values: unknown[] = []): Promise<number[]> {
  await holder.query('BEGIN');
  try {
    await holder.query(hold, values);
    let answered = 0;
    const sent = Array.from({ length: EIGHT }, () => request().finally(() => void (answered += 1)));
    // Until all eight wait on the held row; where nothing is unique they just answer, and that is the bug to see.
    for (;;) {
      // Activity statistics are a snapshot per transaction: take a fresh one each time.
      await holder.query('SELECT pg_stat_clear_snapshot()');
      const waiting = (await holder.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'")).rows[0]!.n;
      if (waiting >= EIGHT || answered === EIGHT) break;
      await sleep(10);
    }
    await holder.query('ROLLBACK');
    return (await Promise.all(sent)).map((r) => r.statusCode).sort((a, b) => a - b);
  } catch (error) {
    await holder.query('ROLLBACK').catch(() => {});
    throw error;
  }
}

const count = async (sql: string, values: unknown[]) => (await t.db.query<{ n: number }>(sql, values)).rows[0]!.n;
const sevenTimes = (status: number) => Array.from({ length: EIGHT - 1 }, () => status);

describe('eight identical requests at once', () => {
  it('createAdmin: one admin, 201 once and 409 seven times', async () => {
    const email = 'race.admin@bright.example';
    const statuses = await race(
      () => t.app.inject({ method: 'POST', url: '/api/v3/admins', headers: bearer(admin), payload: { email, organisation: 'BRIGHT', scope: 'ORG_USER' } }),
      "INSERT INTO admins (id, organisation, email, scope, doc) VALUES ('ffffffffffffffffffffff01', 'BRIGHT', $1, 'ORG_USER', '{}')", [email],
    );
    expect(statuses).toEqual([201, ...sevenTimes(409)]);
    expect(await count('SELECT count(*)::int AS n FROM admins WHERE lower(email) = $1', [email])).toBe(1);
  });

  it('createAccountGroup: one group, 201 once and 409 seven times', async () => {
    const statuses = await race(
      () => t.app.inject({ method: 'POST', url: '/api/v4/BRIGHT/account/account-groups', headers: bearer(admin), payload: { name: 'Race group', accountIds: [] } }),
      "INSERT INTO account_groups (id, organisation, name, doc, created_at, updated_at) VALUES ('ffffffffffffffffffffff02', 'BRIGHT', 'race group', '{}', now(), now())",
    );
    expect(statuses).toEqual([201, ...sevenTimes(409)]);
    expect(await count("SELECT count(*)::int AS n FROM account_groups WHERE organisation = 'BRIGHT' AND lower(name) = $1", ['race group'])).toBe(1);
  });

  it('createInspectorUser: one inspector, 201 once and the same inspector (200) seven times', async () => {
    const email = 'race.inspector@bright.example';
    const answers: Response[] = [];
    const statuses = await race(
      async () => {
        const res = await t.app.inject({ method: 'POST', url: '/api/v4/BRIGHT/account/inspectors/user', headers: bearer(admin), payload: { email } });
        answers.push(res);
        return res;
      },
      "INSERT INTO admins (id, organisation, email, scope, doc) VALUES ('ffffffffffffffffffffff03', 'BRIGHT', $1, 'ORG_USER', '{}')", [email],
    );
    expect(statuses).toEqual([...sevenTimes(200), 201]);
    expect(new Set(answers.map((a) => a.json().data.adminId)).size).toBe(1);
    expect(await count('SELECT count(*)::int AS n FROM admins WHERE lower(email) = $1', [email])).toBe(1);
    expect(await count("SELECT count(*)::int AS n FROM users WHERE organisation = 'BRIGHT' AND lower(email) = $1", [email])).toBe(1);
  });

  it("syncNotifications: 200 eight times, one subscription per user and category of the account", async () => {
    const user = (await t.db.query<{ user_id: string }>('SELECT user_id FROM account_users WHERE account_id = $1 ORDER BY user_id LIMIT 1', [kariAccount])).rows[0]!.user_id;
    const statuses = await race(
      () => t.app.inject({ method: 'PUT', url: '/api/v3/account/notifications/sync', headers: bearer(admin), payload: { accountIds: [kariAccount] } }),
      "INSERT INTO notification_subscriptions (account_id, user_id, category, push, email, synced_at) VALUES ($1, $2, 'monthlyReport', true, true, now())", [kariAccount, user],
    );
    expect(statuses).toEqual(Array.from({ length: EIGHT }, () => 200));
    const rows = await count('SELECT count(*)::int AS n FROM notification_subscriptions WHERE account_id = $1', [kariAccount]);
    const expected = await count('SELECT count(*)::int * (SELECT count(DISTINCT category) FROM notification_subscriptions WHERE account_id = $1) AS n FROM account_users WHERE account_id = $1', [kariAccount]);
    expect(rows).toBeGreaterThan(0);
    expect(rows).toBe(expected);
  });

  it('addUserToAccount: one user with the e-mail, on the account once; 201 once and 409 seven times', async () => {
    const email = 'race.user@example.no';
    const statuses = await race(
      () => t.app.inject({ method: 'POST', url: '/api/v4/BRIGHT/account/users', headers: bearer(admin), payload: { accountId: kariAccount, email, firstName: 'Race' } }),
      "INSERT INTO users (id, organisation, email, doc) VALUES ('ffffffffffffffffffffff05', 'BRIGHT', $1, '{}')", [email],
    );
    expect(statuses).toEqual([201, ...sevenTimes(409)]);
    expect(await count("SELECT count(*)::int AS n FROM users WHERE organisation = 'BRIGHT' AND lower(email) = $1", [email])).toBe(1);
    expect(await count('SELECT count(*)::int AS n FROM account_users au JOIN users u ON u.id = au.user_id WHERE au.account_id = $1 AND lower(u.email) = $2', [kariAccount, email])).toBe(1);
  });
});
