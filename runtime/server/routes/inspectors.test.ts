// @vitest-environment node
/**
 * Inspectors on the real server: an inspector user is an ORG_USER admin plus a users row with the
 * same id; asking for one that exists answers it (200), so customer service assigns the demo's known
 * inspector by e-mail, while any other admin's e-mail is refused (409); assigning and removing write
 * account_users rows with role INSPECTOR, each change audited; organisation reach; bad input refused
 * with nothing written. Also the back-office seed loader.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthEntry } from '../../../schemas/auth.js';
import type { DemoTenant } from '../seed/demo-tenant.js';
import { getInspector } from '../../../generated/client/inspectors.gen.js';
import { testApp, type TestApp } from '../test/harness.js';
import { readOutbox } from '../outbox.js';
import { stableId } from '../ids.js';
import { verifyPassword } from '../auth/passwords.js';
import { loadBackOffice } from '../seed/load-back-office.js';
import { TEST_SEED_CONFIG, TEST_TODAY } from '../test/constants.js';

const ACC1 = stableId('inspectors-test:acc1');
const ACC2 = stableId('inspectors-test:acc2');
const OTHER_ACC = stableId('inspectors-test:other');
let t: TestApp;
let support: AuthEntry;
let orgAdmin: AuthEntry;
let inspectorId: string;

const call = (auth: AuthEntry, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url: `/api${url}`, headers: { authorization: `Bearer ${auth.accessToken}` }, ...(payload === undefined ? {} : { payload: payload as object }) });
const roles = async (userId: string) =>
  (await t.db.query<{ account_id: string; role: string }>('SELECT account_id, role FROM account_users WHERE user_id = $1 ORDER BY account_id', [userId])).rows;
const count = async (sql: string) => (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`)).rows[0]!.n;

beforeAll(async () => {
  t = await testApp();
  await t.db.query("INSERT INTO organisations (code) VALUES ('OTHER') ON CONFLICT DO NOTHING");
  for (const [id, org] of [[ACC1, 'BRIGHT'], [ACC2, 'BRIGHT'], [OTHER_ACC, 'OTHER']]) {
    await t.db.query('INSERT INTO accounts (id, organisation, doc) VALUES ($1, $2, $3)', [id, org, { _id: id }]);
  }
  support = await t.asStaff('SUPPORT', 'BRIGHT', 'c3c3c3c3c3c3c3c3c3c3c3c3');
  orgAdmin = await t.asStaff('ORG_ADMIN', 'BRIGHT', 'b2b2b2b2b2b2b2b2b2b2b2b2');
});
afterAll(async () => t?.close());

describe('inspectors', () => {
  it('creates an inspector user: an ORG_USER admin, a users row with its id, a set-password e-mail, an audit entry', async () => {
    const res = await call(orgAdmin, 'POST', '/v4/BRIGHT/account/inspectors/user', { email: 'new.inspector@bright.example' });
    expect(res.statusCode).toBe(201);
    const body = res.json().data as { adminId: string; email: string; accountIds: string[] };
    expect(body).toMatchObject({ email: 'new.inspector@bright.example', accountIds: [] });
    inspectorId = body.adminId;
    expect((await t.db.query('SELECT scope, organisation FROM admins WHERE id = $1', [inspectorId])).rows[0]).toEqual({ scope: 'ORG_USER', organisation: 'BRIGHT' });
    expect((await t.db.query('SELECT email, organisation FROM users WHERE id = $1', [inspectorId])).rows[0]).toEqual({ email: 'new.inspector@bright.example', organisation: 'BRIGHT' });
    expect((await readOutbox(t.db, 'new.inspector@bright.example'))[0]?.data?.ref).toEqual(expect.any(String));
    expect(await count(`audit_log WHERE resource = 'inspectors' AND action = 'create' AND resource_id = '${inspectorId}'`)).toBe(1);
  });

  it("answers an inspector's own e-mail with that inspector (200), writing nothing; refuses bad input", async () => {
    const admins = await count('admins');
    const mails = (await readOutbox(t.db, 'new.inspector@bright.example')).length;
    const again = await call(orgAdmin, 'POST', '/v4/BRIGHT/account/inspectors/user', { email: 'NEW.INSPECTOR@bright.example' });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual({ adminId: inspectorId, email: 'new.inspector@bright.example', accountIds: [] });
    expect(await count(`audit_log WHERE resource = 'inspectors' AND resource_id = '${inspectorId}'`)).toBe(1);
    expect(await readOutbox(t.db, 'new.inspector@bright.example')).toHaveLength(mails);
    for (const body of [{ email: 'nope' }, {}, { email: 'a@b.example', scope: 'ADMIN' }]) {
      const res = await call(orgAdmin, 'POST', '/v4/BRIGHT/account/inspectors/user', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().key).toBe('validationError');
    }
    expect(await count('admins')).toBe(admins);
  });

  it('assigns accounts (role INSPECTOR) with audited differences, within the organisation only', async () => {
    const res = await call(support, 'POST', '/v4/BRIGHT/account/inspectors', { adminId: inspectorId, accountId: ACC1 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ adminId: inspectorId, email: 'new.inspector@bright.example', accountIds: [ACC1] });
    t.clock.advance(1000);
    await call(support, 'POST', '/v4/BRIGHT/account/inspectors', { adminId: inspectorId, accountId: ACC2 });
    expect(await roles(inspectorId)).toEqual([ACC1, ACC2].sort().map((account_id) => ({ account_id, role: 'INSPECTOR' })));
    const audit = (await t.db.query<{ changes: unknown }>(
      "SELECT changes FROM audit_log WHERE resource = 'inspectors' AND action = 'update' AND resource_id = $1 ORDER BY created_at, id", [inspectorId])).rows;
    expect(audit[0]!.changes).toEqual([{ path: 'accountIds', before: [], after: [ACC1] }]);

    expect((await call(support, 'POST', '/v4/BRIGHT/account/inspectors', { adminId: inspectorId, accountId: OTHER_ACC })).statusCode).toBe(404);
    expect((await call(orgAdmin, 'POST', '/v4/OTHER/account/inspectors', { adminId: inspectorId, accountId: OTHER_ACC })).statusCode).toBe(403);
    const admin = (await call(support, 'POST', '/v3/admins', { email: 'notinsp@bright.example', organisation: 'BRIGHT', scope: 'ORG_SUPPORT' }));
    expect(admin.statusCode).toBe(403); // SUPPORT does not manage admins
    const orgSupportId = (await call(await t.asStaff('ADMIN'), 'POST', '/v3/admins', { email: 'notinsp@bright.example', organisation: 'BRIGHT', scope: 'ORG_SUPPORT' })).json().data._id;
    const notInspector = await call(support, 'POST', '/v4/BRIGHT/account/inspectors', { adminId: orgSupportId, accountId: ACC1 });
    expect(notInspector.statusCode).toBe(409);
    expect(notInspector.json().message).toBe('Only ORG_USER admins can be inspectors');
    expect(await roles(orgSupportId)).toEqual([]);
    expect((await call(support, 'POST', '/v4/BRIGHT/account/inspectors', { adminId: inspectorId })).statusCode).toBe(400);
    expect((await call(support, 'POST', '/v4/BRIGHT/account/inspectors', { adminId: 'x', accountId: ACC1 })).statusCode).toBe(400);
    expect(await roles(inspectorId)).toHaveLength(2);
  });

  it('reads an inspector of the organisation only', async () => {
    const read = await getInspector(t.client(orgAdmin), { params: { organisation: 'BRIGHT', id: inspectorId } });
    expect(read.data.accountIds).toEqual([ACC1, ACC2].sort());
    expect((await call(orgAdmin, 'GET', `/v4/OTHER/account/inspectors/${inspectorId}`)).statusCode).toBe(403);
    const admin = await t.asStaff('ADMIN');
    expect((await call(admin, 'GET', `/v4/OTHER/account/inspectors/${inspectorId}`)).statusCode).toBe(404);
  });

  it('removes an inspector from one account, then from several', async () => {
    const one = await call(support, 'DELETE', `/v4/BRIGHT/account/inspectors/${ACC1}?adminId=${inspectorId}`);
    expect(one.statusCode).toBe(200);
    expect(one.json().data.accountIds).toEqual([ACC2]);
    expect((await call(support, 'DELETE', `/v4/BRIGHT/account/inspectors/${ACC1}?adminId=${inspectorId}`)).statusCode).toBe(404);
    expect((await call(support, 'DELETE', `/v4/BRIGHT/account/inspectors/${ACC1}`)).statusCode).toBe(400);
    await call(support, 'POST', '/v4/BRIGHT/account/inspectors', { adminId: inspectorId, accountId: ACC1 });
    const bad = await call(support, 'DELETE', '/v4/BRIGHT/account/inspectors', { adminId: inspectorId, accountIds: [] });
    expect(bad.statusCode).toBe(400);
    expect(await roles(inspectorId)).toHaveLength(2);
    t.clock.advance(1000); // the last entry is the newest by time, not by a random id
    const many = await call(support, 'DELETE', '/v4/BRIGHT/account/inspectors', { adminId: inspectorId, accountIds: [ACC1, ACC2] });
    expect(many.json().data.accountIds).toEqual([]);
    expect(await roles(inspectorId)).toEqual([]);
    const last = (await t.db.query<{ changes: unknown }>(
      "SELECT changes FROM audit_log WHERE resource = 'inspectors' AND resource_id = $1 ORDER BY created_at DESC, id DESC LIMIT 1", [inspectorId])).rows[0]!;
    expect(last.changes).toEqual([{ path: 'accountIds', before: [ACC1, ACC2].sort(), after: [] }]);
  });
});

describe('a known inspector', () => {
  const SEEDED_INSPECTOR = stableId('BRIGHT:admin:inspector');
  const KARI_ACCOUNT = stableId('BRIGHT:account:kari');
  const INGRID_ACCOUNT = stableId('BRIGHT:account:ingrid');
  const SIGRID_ACCOUNT = stableId('BRIGHT:account:sigrid');

  it('is assigned by customer service (ORG_SUPPORT) to another account by its e-mail, and listed there', async () => {
    const orgSupport = await t.asStaff('ORG_SUPPORT', 'BRIGHT');
    const found = await call(orgSupport, 'POST', '/v4/BRIGHT/account/inspectors/user', { email: 'inspector@bright.example' });
    expect(found.statusCode).toBe(200);
    expect(found.json().data).toEqual({ adminId: SEEDED_INSPECTOR, email: 'inspector@bright.example', accountIds: [KARI_ACCOUNT, INGRID_ACCOUNT].sort() });
    expect(await readOutbox(t.db, 'inspector@bright.example')).toEqual([]);

    const assigned = await call(orgSupport, 'POST', '/v4/BRIGHT/account/inspectors', { adminId: SEEDED_INSPECTOR, accountId: SIGRID_ACCOUNT });
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json().data.accountIds).toEqual([KARI_ACCOUNT, INGRID_ACCOUNT, SIGRID_ACCOUNT].sort());
    const members = (await call(orgSupport, 'GET', `/v4/BRIGHT/account/accounts/${SIGRID_ACCOUNT}`)).json().data.users as { userId: string; role: string }[];
    expect(members).toContainEqual(expect.objectContaining({ userId: SEEDED_INSPECTOR, role: 'INSPECTOR' }));
  });

  it("is refused (409) for an e-mail of a console admin, of an ORG_USER that is not an inspector, or of another organisation's inspector", async () => {
    const orgSupport = await t.asStaff('ORG_SUPPORT', 'BRIGHT');
    const other = await call(await t.asStaff('ADMIN'), 'POST', '/v4/OTHER/account/inspectors/user', { email: 'inspector@other.example' });
    expect(other.statusCode).toBe(201);
    const admins = await count('admins');
    const users = await count('users');
    for (const email of ['marketing@bright.example', 'orguser@bright.example', 'inspector@other.example']) {
      const res = await call(orgSupport, 'POST', '/v4/BRIGHT/account/inspectors/user', { email });
      expect(res.statusCode, email).toBe(409);
      expect(res.json().message).toBe(`An admin with e-mail ${email} exists and is not an inspector of BRIGHT`);
    }
    expect([await count('admins'), await count('users')]).toEqual([admins, users]);
  });
});

describe('the back-office seed loader', () => {
  it('writes admins with hashed passwords, an inspector with its user row and roles, and jobs', async () => {
    const id = stableId('loader-test:inspector');
    const now = TEST_TODAY;
    const demo = {
      admins: [
        { admin: { _id: id, email: 'seeded.new.inspector@bright.example', organisation: 'BRIGHT', scope: 'ORG_USER', createdAt: now, updatedAt: now }, password: 'seeded-inspector-pw', description: 'x', inspects: [ACC1] },
      ],
      jobs: [{
        _id: stableId('loader-test:job'), name: 'loader-job', displayName: 'Loader job', organisation: 'BRIGHT', arguments: { queue: 'data', organisation: 'BRIGHT', persistent: false },
        nextRunAt: null, startedAt: null, completedAt: null, status: 'waiting', editable: true, enabled: true, queueType: 'data',
        schedule: { cron: '*/15 * * * *', offset: 0, timeZone: 'Europe/Oslo' }, errors: [],
      }],
    } as unknown as DemoTenant;
    await t.db.tx((q) => loadBackOffice(q, demo, { config: TEST_SEED_CONFIG, now }));
    const row = (await t.db.query<{ password_hash: string }>('SELECT password_hash FROM admins WHERE id = $1', [id])).rows[0]!;
    expect(await verifyPassword('seeded-inspector-pw', row.password_hash)).toBe(true);
    expect(await roles(id)).toEqual([{ account_id: ACC1, role: 'INSPECTOR' }]);
    const jobs = (await call(support, 'GET', '/v3/queues/jobs?queueTypes=data')).json().data as { name: string }[];
    expect(jobs.map((j) => j.name)).toContain('loader-job');
  });
});
