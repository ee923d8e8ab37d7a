// @vitest-environment node
/**
 * Support: the feed and dynamic content (valid now, per language), status and backend info, the
 * chat thread, support messages (read marks, who may write) and feedback (a customer's own; staff all).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSupportMessage, getBackendInfo, getFeed, listDynamicContent, listServiceStatuses, listSupportMessages } from '../../../generated/client/support.gen.js';
import { bearer, testApp, type TestApp } from '../test/harness.js';
import { insertDynamicContent } from '../repositories/support.js';
import { stableId } from '../ids.js';
import { GUEST, KARI, KARI_ACCOUNT, OLA, OLA_ACCOUNT, OTHER_ACCOUNT, addTestCustomers } from './location-fixtures.js';

let t: TestApp;
const NOW = () => t.clock.now();
const BASE = '/api/v4/BRIGHT/account';
const count = async (sql: string, values: unknown[] = []) => (await t.db.query<{ n: number }>(sql, values)).rows[0]?.n;

beforeAll(async () => {
  t = await testApp({ seeded: false });
  await addTestCustomers(t.db, NOW());
  const day = 86_400_000;
  const item = (key: string, language: 'nb' | 'en', from: number | null, to: number | null) => ({
    _id: stableId(`test:dc:${key}:${language}`), key, language, title: `${key} ${language}`, body: 'Text', format: 'text' as const,
    validFrom: from === null ? null : new Date(NOW().getTime() + from * day), validTo: to === null ? null : new Date(NOW().getTime() + to * day), updatedAt: NOW(),
  });
  await t.db.tx(async (q) => {
    for (const c of [item('banner.winter', 'nb', -5, 5), item('banner.winter', 'en', -5, 5), item('banner.old', 'nb', -10, -1), item('feed.news.one', 'nb', -2, null), item('feed.tips.one', 'nb', null, null)]) {
      await insertDynamicContent(q, 'BRIGHT', c);
    }
  });
});
afterAll(async () => t?.close());

describe('public and status calls', () => {
  it('answers the feed of a type in a language, from dynamic content, without a token', async () => {
    const feed = await getFeed(t.client(), { query: { feedType: 'news', language: 'nb' } });
    expect(feed.data.map((f) => f.title)).toEqual(['feed.news.one nb']);
    expect((await getFeed(t.client(), { query: { feedType: 'offers', language: 'nb' } })).data).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/feed/?feedType=gossip&language=nb' })).statusCode).toBe(400);
  });

  it('reports gateway, build, the database, each job queue with its depth and the integrations, for console staff only', async () => {
    const statuses = await listServiceStatuses(t.client(await t.asStaff('ORG_MARKETING')));
    expect(statuses.data.map((s) => [s.name, s.status])).toEqual([
      ['gateway', 200], ['build', 200], ['database', 200],
      ['account-queue', 200], ['data-queue', 200], ['iot-queue', 200], ['report-queue', 200], ['secrets-queue', 200],
      // The test configuration names no external identity provider and no Oregano.
      ['identity provider', 204], ['oregano', 204],
    ]);
    expect(statuses.data[0]?.version).toBe('0.1.0');
    expect(statuses.data.find((s) => s.name === 'database')?.message).toMatch(/^round trip \d+ ms$/);
    expect(statuses.data.find((s) => s.name === 'data-queue')?.queue).toEqual({ waiting: 0, active: 0, oldestWaitingSeconds: 0 });
    expect(statuses.data.find((s) => s.name === 'oregano')?.message).toBe('Not configured');
    expect((await t.app.inject({ method: 'GET', url: '/api/v3/status', headers: bearer(await t.asCustomer(KARI)) })).statusCode).toBe(403);
  });

  it('tells which backend answers, without a token', async () => {
    const info = await getBackendInfo(t.client());
    expect(info.data).toMatchObject({ name: 'ampere', version: '0.1.0' });
    expect(info.data.startedAt).toBeInstanceOf(Date);
  });
});

describe('dynamic content', () => {
  it('lists the items valid now, in the language asked for', async () => {
    const c = t.client(await t.asCustomer(KARI));
    expect((await listDynamicContent(c, { query: { language: 'nb' } })).data.map((d) => d.key)).toEqual(['banner.winter', 'feed.news.one', 'feed.tips.one']);
    expect((await listDynamicContent(c, {})).data).toHaveLength(4);
  });

  it('reads one item; an expired one is 404 for customers, readable by staff; another organisation is 403', async () => {
    const old = stableId('test:dc:banner.old:nb');
    expect((await t.app.inject({ method: 'GET', url: `${BASE}/dynamic-content/${old}`, headers: bearer(await t.asCustomer(KARI)) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `${BASE}/dynamic-content/${old}`, headers: bearer(await t.asStaff('ORG_SUPPORT')) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/v4/OTHER/account/dynamic-content/${old}`, headers: bearer(await t.asCustomer(KARI)) })).statusCode).toBe(403);
  });
});

describe('support messages', () => {
  it('a customer writes, staff answer; each side marks the other side read', async () => {
    const kari = t.client(await t.asCustomer(KARI));
    const sent = await createSupportMessage(kari, { body: { text: 'My meter is silent' } });
    expect(sent.data).toMatchObject({ accountId: KARI_ACCOUNT, userId: KARI, from: 'customer', readAt: null });
    t.clock.advance(60_000);
    const staff = t.client(await t.asStaff('ORG_SUPPORT'));
    const answer = await createSupportMessage(staff, { query: { accountId: KARI_ACCOUNT }, body: { text: 'We are on it' } });
    expect(answer.data).toMatchObject({ userId: null, from: 'staff' });
    expect(await count("SELECT count(*)::int AS n FROM audit_log WHERE resource = 'support-messages'")).toBe(1);
    const read = await listSupportMessages(staff, { query: { accountId: KARI_ACCOUNT, markAsRead: 'true' } });
    expect(read.data.map((m) => [m.from, m.readAt !== null])).toEqual([['customer', true], ['staff', false]]);
  });

  it('staff without accountId get 404 Missing accountId; a customer naming another account 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${BASE}/support/messages`, headers: bearer(await t.asStaff('ORG_SUPPORT')) });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ key: 'missingAccountId', message: 'Missing accountId' });
    expect((await t.app.inject({ method: 'GET', url: `${BASE}/support/messages?accountId=${OLA_ACCOUNT}`, headers: bearer(await t.asCustomer(KARI)) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `${BASE}/support/messages?accountId=${OTHER_ACCOUNT}`, headers: bearer(await t.asStaff('ADMIN')) })).statusCode).toBe(404);
  });

  it('refuses blank, long or extra-field messages: 400 and nothing written', async () => {
    const kari = await t.asCustomer(KARI);
    const before = await count('SELECT count(*)::int AS n FROM support_messages');
    for (const payload of [{ text: '   ' }, { text: 'x'.repeat(5001) }, { text: 'hi', urgent: true }, {}]) {
      const res = await t.app.inject({ method: 'POST', url: `${BASE}/support/messages`, headers: bearer(kari), payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().key).toBe('validationError');
    }
    expect(await count('SELECT count(*)::int AS n FROM support_messages')).toBe(before);
  });

  it('merges the support messages into the chat thread of a user of the account', async () => {
    const kari = await t.asCustomer(KARI);
    const res = await t.app.inject({ method: 'GET', url: `/api/v3/chat/BRIGHT/${KARI_ACCOUNT}/intercom/${KARI}`, headers: bearer(kari) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.entries.map((e: { source: string; from: string }) => [e.source, e.from])).toEqual([['supportMessage', 'customer'], ['supportMessage', 'staff']]);
    expect((await t.app.inject({ method: 'GET', url: `/api/v3/chat/BRIGHT/${KARI_ACCOUNT}/intercom/${GUEST}`, headers: bearer(kari) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/v3/chat/BRIGHT/${KARI_ACCOUNT}/intercom/${OLA}`, headers: bearer(await t.asStaff('SUPPORT')) })).statusCode).toBe(404);
  });
});

describe('feedback', () => {
  it("a customer sends feedback and reads their own; staff read the organisation's", async () => {
    const kari = await t.asCustomer(KARI);
    const sent = await t.app.inject({ method: 'POST', url: `${BASE}/support/feedback`, headers: bearer(kari), payload: { text: 'Nice graphs' } });
    expect(sent.statusCode).toBe(201);
    await t.app.inject({ method: 'POST', url: `${BASE}/support/feedback`, headers: bearer(await t.asCustomer(OLA)), payload: { text: 'Too blue' } });
    const own = await t.app.inject({ method: 'GET', url: `${BASE}/support/feedback`, headers: bearer(kari) });
    expect(own.json().data.map((f: { text: string }) => f.text)).toEqual(['Nice graphs']);
    const all = await t.app.inject({ method: 'GET', url: `${BASE}/support/feedback`, headers: bearer(await t.asStaff('ORG_MARKETING')) });
    expect(all.json().data).toHaveLength(2);
  });

  it('refuses blank feedback (400, nothing written) and staff senders (403)', async () => {
    const before = await count('SELECT count(*)::int AS n FROM support_feedback');
    const res = await t.app.inject({ method: 'POST', url: `${BASE}/support/feedback`, headers: bearer(await t.asCustomer(KARI)), payload: { text: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().key).toBe('validationError');
    expect((await t.app.inject({ method: 'POST', url: `${BASE}/support/feedback`, headers: bearer(await t.asStaff('SUPPORT')), payload: { text: 'hi' } })).statusCode).toBe(403);
    expect(await count('SELECT count(*)::int AS n FROM support_feedback')).toBe(before);
  });
});
