// @vitest-environment node
/**
 * Data feedback on the seeded demo tenant: customers give it on their own account (validated, never
 * on another's), staff of the organisation search, filter, page and export it as CSV (quoted, formulas
 * defused), mark it handled and delete it, audited; other organisations' feedback stays out of reach.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthEntry } from '../../../schemas/auth.js';
import { bearer, testApp, type TestApp } from '../test/harness.js';
import { INGRID_ACCOUNT, INGRID_HOUSE, KARI, KARI_ACCOUNT, KARI_FLAT, OLA } from '../test/iot-demo.js';
import { parseCsv } from './copy-csv.js';
import { FEEDBACK_CSV_COLUMNS } from './data-feedback-csv.js';
import { insertDataFeedback } from '../repositories/data-feedback.js';
import { stableId } from '../ids.js';

let t: TestApp;
let kari: AuthEntry;
let support: AuthEntry;
const OTHER_ACCOUNT = stableId('test:feedback:other-account');
const OTHER_FEEDBACK = stableId('test:feedback:other');
const TIP = stableId('BRIGHT:tip:standby');

interface Answer { status: number; body: { data?: unknown; key?: string; message?: string; pagination?: unknown }; text: string; headers: Record<string, unknown> }
async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, entry?: AuthEntry, payload?: unknown): Promise<Answer> {
  const res = await t.app.inject({ method, url: `/api${url}`, headers: entry ? bearer(entry) : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
  const json = String(res.headers['content-type'] ?? '').startsWith('application/json');
  return { status: res.statusCode, body: json ? res.json() : {}, text: res.body, headers: res.headers };
}
interface Feedback { _id: string; accountId: string; locationId?: string; userId?: string; subject: string; subjectId?: string; rating?: number; useful?: boolean; comment?: string; handled: boolean; createdAt: string; updatedAt: string }
const data = <T>(a: Answer): T => a.body.data as T;
const give = async (payload: object, entry = kari) => {
  const res = await call('POST', '/v3/data/feedback', entry, payload);
  expect(res.status, res.text).toBe(201);
  return data<Feedback>(res);
};
const auditOf = async (resourceId: string) =>
  (await t.db.query<{ action: string; changes: { path: string; before?: unknown; after?: unknown }[] }>(
    "SELECT action, changes FROM audit_log WHERE resource = 'data-feedback' AND resource_id = $1 ORDER BY id", [resourceId])).rows;
const feedbackCount = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM data_feedback')).rows[0]!.n;

beforeAll(async () => {
  t = await testApp();
  kari = await t.asCustomer(KARI, KARI_ACCOUNT);
  support = await t.asStaff('ORG_SUPPORT');
  // Another organisation with a customer and feedback of its own, written straight to the tables.
  await t.db.query("INSERT INTO organisations (code) VALUES ('OTHER') ON CONFLICT DO NOTHING");
  await t.db.query("INSERT INTO accounts (id, organisation, customer_id, doc) VALUES ($1, 'OTHER', '900009', $2)", [OTHER_ACCOUNT, { _id: OTHER_ACCOUNT, organisation: 'OTHER' }]);
  const at = new Date('2026-11-10T12:00:00Z');
  await insertDataFeedback(t.db, 'OTHER', { _id: OTHER_FEEDBACK, accountId: OTHER_ACCOUNT, subject: 'insights', rating: 2, handled: false, createdAt: at, updatedAt: at });
});
afterAll(async () => t?.close());

describe('giving feedback', () => {
  it("stores a customer's feedback on their account with their user, unhandled and not audited", async () => {
    const fb = await give({ accountId: KARI_ACCOUNT, locationId: KARI_FLAT, subject: 'tips', subjectId: TIP, rating: 5, useful: true, comment: '  Saved us money  ' });
    expect(fb).toMatchObject({ accountId: KARI_ACCOUNT, locationId: KARI_FLAT, userId: KARI, subject: 'tips', subjectId: TIP, rating: 5, useful: true, comment: 'Saved us money', handled: false });
    expect(fb.createdAt).toBe(t.clock.now().toISOString());
    expect(await auditOf(fb._id)).toEqual([]);
    // A guest of the account may give feedback too.
    expect((await give({ accountId: KARI_ACCOUNT, subject: 'insights', useful: false }, await t.asCustomer(OLA, KARI_ACCOUNT))).userId).toBe(OLA);
  });

  it('lets customer staff give it for a customer, without a user, audited', async () => {
    const fb = await give({ accountId: KARI_ACCOUNT, subject: 'monthlyReport', subjectId: '2026-10', comment: 'Called in: the October report looked too high' }, support);
    expect(fb).not.toHaveProperty('userId');
    expect(await auditOf(fb._id)).toMatchObject([{ action: 'create' }]);
  });

  it('refuses empty, malformed and unknown-tip feedback with 400, and writes nothing', async () => {
    const before = await feedbackCount();
    const cases: [object, string | undefined][] = [
      [{ accountId: KARI_ACCOUNT, subject: 'insights' }, 'Feedback needs a rating, useful or a comment'],
      [{ accountId: KARI_ACCOUNT, subject: 'insights', comment: '   ' }, 'Feedback needs a rating, useful or a comment'],
      [{ accountId: KARI_ACCOUNT, subject: 'tips', subjectId: stableId('no such tip'), rating: 3 }, `Unknown tip: ${stableId('no such tip')}`],
      [{ accountId: KARI_ACCOUNT, subject: 'insights', rating: 6 }, undefined],
      [{ accountId: KARI_ACCOUNT, subject: 'weather', rating: 3 }, undefined],
      [{ accountId: KARI_ACCOUNT, subject: 'insights', rating: 3, handled: true }, undefined],
      [{ accountId: KARI_ACCOUNT, subject: 'insights', comment: 'x'.repeat(2001) }, undefined],
    ];
    for (const [payload, message] of cases) {
      const res = await call('POST', '/v3/data/feedback', kari, payload);
      expect(res.status, JSON.stringify(payload).slice(0, 100)).toBe(400);
      expect(res.body.key).toBe('validationError');
      if (message) expect(res.body.message).toBe(message);
    }
    expect(await feedbackCount()).toBe(before);
  });

  it("is 404 on another customer's account, another account's location, or another organisation's account", async () => {
    const before = await feedbackCount();
    expect((await call('POST', '/v3/data/feedback', kari, { accountId: INGRID_ACCOUNT, subject: 'insights', rating: 1 })).status).toBe(404);
    expect((await call('POST', '/v3/data/feedback', kari, { accountId: KARI_ACCOUNT, locationId: INGRID_HOUSE, subject: 'insights', rating: 1 })).status).toBe(404);
    expect((await call('POST', '/v3/data/feedback', support, { accountId: OTHER_ACCOUNT, subject: 'insights', rating: 1 })).status).toBe(404);
    expect(await feedbackCount()).toBe(before);
  });
});

describe('staff reading feedback', () => {
  it("searches the organisation's feedback newest first, by filter and page; customers may not", async () => {
    // Tokens live minutes: a minute later is later enough.
    t.clock.advance(60_000);
    await give({ accountId: KARI_ACCOUNT, subject: 'prediction', rating: 2, comment: 'Forecast far off' });
    const all = await call('GET', '/v3/data/feedback', support);
    expect(all.status).toBe(200);
    const rows = data<Feedback[]>(all);
    expect(rows.map((r) => r.subject)).toEqual(['prediction', 'monthlyReport', 'insights', 'tips']);
    expect(rows.map((r) => r._id)).not.toContain(OTHER_FEEDBACK);
    expect(all.body.pagination).toEqual({ page: 1, limit: 25, total: 4, pages: 1 });

    const page2 = await call('GET', '/v3/data/feedback?limit=3&page=2', support);
    expect(data<Feedback[]>(page2).map((r) => r.subject)).toEqual(['tips']);
    expect(page2.body.pagination).toEqual({ page: 2, limit: 3, total: 4, pages: 2 });
    expect(data<Feedback[]>(await call('GET', '/v3/data/feedback?subject=tips', support)).map((r) => r.subjectId)).toEqual([TIP]);
    expect(data<Feedback[]>(await call('GET', `/v3/data/feedback?accountId=${KARI_ACCOUNT}&handled=true`, support))).toEqual([]);
    expect((await call('GET', '/v3/data/feedback', kari)).status).toBe(403);
  });

  it('filters by UTC days, both included, and refuses a range that ends before it starts', async () => {
    const day = t.clock.now().toISOString().slice(0, 10);
    expect(data<Feedback[]>(await call('GET', `/v3/data/feedback?from=${day}&to=${day}`, support))).toHaveLength(4);
    expect(data<Feedback[]>(await call('GET', '/v3/data/feedback?to=2026-11-15', support))).toHaveLength(0);
    expect(data<Feedback[]>(await call('GET', '/v3/data/feedback?from=2026-11-17', support))).toHaveLength(0);
    const bad = await call('GET', '/v3/data/feedback?from=2026-11-17&to=2026-11-16', support);
    expect(bad).toMatchObject({ status: 400, body: { key: 'validationError', message: 'to must not be before from' } });
  });

  it("keeps organisation-bound staff to their organisation; platform staff see every organisation's", async () => {
    expect((await call('GET', '/v3/data/feedback?organisation=OTHER', support)).status).toBe(403);
    expect((await call('GET', `/v3/data/feedback/${OTHER_FEEDBACK}`, support)).status).toBe(404);
    const admin = await t.asStaff('ADMIN');
    expect(data<Feedback>(await call('GET', `/v3/data/feedback/${OTHER_FEEDBACK}`, admin)).accountId).toBe(OTHER_ACCOUNT);
    expect(data<Feedback[]>(await call('GET', '/v3/data/feedback', admin)).map((r) => r._id)).toContain(OTHER_FEEDBACK);
    expect(data<Feedback[]>(await call('GET', '/v3/data/feedback?organisation=OTHER', admin)).map((r) => r._id)).toEqual([OTHER_FEEDBACK]);
  });

  it('exports the filtered feedback as CSV: a header, one row per feedback, quoted, formulas defused', async () => {
    await give({ accountId: KARI_ACCOUNT, subject: 'other', comment: '=HYPERLINK("http://evil.example","Click"), then\nanother line' });
    const res = await call('GET', '/v3/data/feedback/export?subject=other', await t.asStaff('ORG_MARKETING'));
    expect(res.status).toBe(200);
    expect(String(res.headers['content-type'])).toMatch(/^text\/csv/);
    expect(String(res.headers['content-disposition'])).toBe(`attachment; filename="data-feedback-BRIGHT-${t.clock.now().toISOString().slice(0, 10)}.csv"`);
    expect(res.text).toContain('\r\n');
    const [header, ...rows] = parseCsv(res.text);
    expect(header).toEqual([...FEEDBACK_CSV_COLUMNS]);
    expect(rows).toHaveLength(1);
    const row = Object.fromEntries(header!.map((h, i) => [h, rows[0]![i]]));
    expect(row).toMatchObject({ organisation: 'BRIGHT', accountId: KARI_ACCOUNT, userId: KARI, subject: 'other', rating: '', handled: 'false', locationId: '' });
    expect(row.comment).toBe('\'=HYPERLINK("http://evil.example","Click"), then\nanother line');

    const everything = parseCsv((await call('GET', '/v3/data/feedback/export', support)).text);
    expect(everything).toHaveLength(1 + 5);
    expect(everything.map((r) => r[0])).not.toContain(OTHER_FEEDBACK);
  });
});

describe('handling feedback', () => {
  it('marks feedback handled, audited with before and after; the same value again changes nothing', async () => {
    const fb = await give({ accountId: KARI_ACCOUNT, subject: 'analysis', rating: 1 });
    t.clock.advance(60_000);
    const res = await call('PUT', `/v3/data/feedback/${fb._id}`, support, { handled: true });
    expect(data<Feedback>(res)).toMatchObject({ _id: fb._id, handled: true, rating: 1, createdAt: fb.createdAt, updatedAt: t.clock.now().toISOString() });
    expect(data<Feedback>(await call('GET', `/v3/data/feedback/${fb._id}`, support)).handled).toBe(true);
    expect(data<Feedback[]>(await call('GET', '/v3/data/feedback?handled=true', support)).map((r) => r._id)).toEqual([fb._id]);
    t.clock.advance(60_000);
    await call('PUT', `/v3/data/feedback/${fb._id}`, support, { handled: true });
    const entries = await auditOf(fb._id);
    expect(entries).toHaveLength(1);
    expect(entries[0]!.changes).toEqual(expect.arrayContaining([{ path: 'handled', before: false, after: true }]));
    expect((await call('PUT', `/v3/data/feedback/${fb._id}`, support, { handled: true, note: 'x' })).status).toBe(400);
  });

  it('deletes feedback (audited, then 404); another organisation\'s is 404 and stays', async () => {
    const fb = await give({ accountId: KARI_ACCOUNT, subject: 'analysis', useful: true });
    const admin = await t.asStaff('ORG_ADMIN');
    expect((await call('DELETE', `/v3/data/feedback/${fb._id}`, admin)).status).toBe(204);
    expect((await call('GET', `/v3/data/feedback/${fb._id}`, admin)).status).toBe(404);
    expect((await call('DELETE', `/v3/data/feedback/${fb._id}`, admin)).status).toBe(404);
    expect((await auditOf(fb._id)).map((e) => e.action)).toEqual(['delete']);
    expect((await call('PUT', `/v3/data/feedback/${OTHER_FEEDBACK}`, admin, { handled: true })).status).toBe(404);
    expect((await call('DELETE', `/v3/data/feedback/${OTHER_FEEDBACK}`, admin)).status).toBe(404);
    expect(await t.db.query('SELECT 1 FROM data_feedback WHERE id = $1 AND NOT handled', [OTHER_FEEDBACK])).toMatchObject({ rowCount: 1 });
  });
});
