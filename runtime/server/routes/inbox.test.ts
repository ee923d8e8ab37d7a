// @vitest-environment node
/**
 * The inbox on the real server: staff and webhooks write items addressed to accounts, users or every
 * user; customers read only what reaches them, with their own read state, and delete from their own
 * inbox; the inbox validity rule answers 400 validationError with the spec's messages and writes
 * nothing; staff changes are audited; other organisations' items are out of reach.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthEntry } from '../../../schemas/auth.js';
import {
  batchInboxItems, countInboxItems, createInboxItem, getInboxItem, listAllInboxItems, listInboxItems, markInboxItemsAsRead, updateInboxItem,
} from '../../../generated/client/inbox.gen.js';
import { testApp, bearer, type TestApp } from '../test/harness.js';
import { GUEST, KARI, KARI_ACCOUNT, OLA, OLA_ACCOUNT, OTHER_ACCOUNT, OTHER_USER, addTestCustomers } from './location-fixtures.js';

let t: TestApp;
let marketing: AuthEntry;
const BASE = '/api/v3/account/inbox';

const item = (over: Record<string, unknown> = {}) => ({
  title: 'Planned maintenance',
  body: 'The portal is down on Sunday night.',
  type: 'INFORMATION',
  createdBy: 'SYSTEM',
  navigationParams: { type: 'HOME' },
  recipients: { accountIds: [KARI_ACCOUNT] },
  ...over,
});

const count = async (sql: string, values: unknown[] = []) => (await t.db.query<{ n: number }>(sql, values)).rows[0]!.n;
const items = () => count('SELECT count(*)::int AS n FROM inbox_items');
const post = (entry: AuthEntry, url: string, payload: unknown, method: 'POST' | 'PUT' = 'POST') =>
  t.app.inject({ method, url, headers: bearer(entry), payload: payload as object });

async function create(over: Record<string, unknown> = {}, by: AuthEntry = marketing): Promise<string> {
  const res = await post(by, BASE, item(over));
  expect(res.statusCode).toBe(201);
  return res.json().data._id as string;
}

beforeAll(async () => {
  t = await testApp({ seeded: false });
  await addTestCustomers(t.db, t.clock.now());
  marketing = await t.asStaff('ORG_MARKETING', 'BRIGHT');
});
afterAll(async () => t?.close());

describe('inbox items', () => {
  it('creates an item for an account: its owner and guest see it, another customer does not; the creation is audited', async () => {
    const created = await createInboxItem(t.client(marketing), { body: item() as never });
    expect(created.data).toMatchObject({ title: 'Planned maintenance', readAt: null, recipients: { accountIds: [KARI_ACCOUNT] } });
    const id = created.data._id;
    const kari = t.client(await t.asCustomer(KARI));
    expect((await getInboxItem(kari, { params: { id } })).data._id).toBe(id);
    const guest = await t.asCustomer(GUEST, KARI_ACCOUNT);
    expect((await listInboxItems(t.client(guest), {})).data.map((i) => i._id)).toContain(id);
    const ola = await t.asCustomer(OLA);
    expect((await t.app.inject({ method: 'GET', url: `${BASE}/${id}`, headers: bearer(ola) })).statusCode).toBe(404);
    expect((await listInboxItems(t.client(ola), {})).data.map((i) => i._id)).not.toContain(id);
    const audit = await t.db.query<{ changes: { path: string; after?: unknown }[] }>(
      "SELECT changes FROM audit_log WHERE resource = 'inbox-items' AND resource_id = $1 AND action = 'create'", [id]);
    expect(audit.rows).toHaveLength(1);
    expect(audit.rows[0]!.changes).toContainEqual({ path: 'title', after: 'Planned maintenance' });
  });

  it('reaches users named directly and every user of the organisation, never another organisation\'s', async () => {
    const direct = await create({ recipients: { userIds: [OLA] } });
    const everyone = await create({ recipients: { allUsers: true } });
    const ola = t.client(await t.asCustomer(OLA));
    const seen = (await listInboxItems(ola, { query: { limit: '100' } })).data.map((i) => i._id);
    expect(seen).toEqual(expect.arrayContaining([direct, everyone]));
    const otto = await t.asCustomer(OTHER_USER);
    const ottoSees = (await t.app.inject({ method: 'GET', url: BASE, headers: bearer(otto) })).json().data.map((i: { _id: string }) => i._id);
    expect(ottoSees).not.toContain(everyone);
    // A recipient of another organisation is refused, and nothing is stored.
    const before = await items();
    const res = await post(marketing, BASE, item({ recipients: { accountIds: [OTHER_ACCOUNT] } }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ key: 'validationError', message: `Unknown recipient: ${OTHER_ACCOUNT}` });
    expect(await items()).toBe(before);
  });

  it('keeps read state per user: count, markasread of some and of all, unread filter', async () => {
    const a = await create({ recipients: { accountIds: [OLA_ACCOUNT] } });
    const b = await create({ recipients: { accountIds: [OLA_ACCOUNT] } });
    const ola = t.client(await t.asCustomer(OLA));
    const start = (await countInboxItems(ola, {})).data;
    expect(start.unread).toBe(start.total);
    expect((await markInboxItemsAsRead(ola, { body: { ids: [a] } })).data.count).toBe(1);
    expect((await markInboxItemsAsRead(ola, { body: { ids: [a] } })).data.count).toBe(0);
    expect((await getInboxItem(ola, { params: { id: a } })).data.readAt).not.toBeNull();
    expect((await getInboxItem(ola, { params: { id: b } })).data.readAt).toBeNull();
    expect((await countInboxItems(ola, {})).data).toEqual({ total: start.total, unread: start.unread - 1 });
    const unread = (await listInboxItems(ola, { query: { unread: 'true', limit: '100' } })).data.map((i) => i._id);
    expect(unread).toContain(b);
    expect(unread).not.toContain(a);
    expect((await markInboxItemsAsRead(ola, { body: {} })).data.count).toBe(start.unread - 1);
    expect((await countInboxItems(ola, {})).data.unread).toBe(0);
    // Staff read the account's count: unread means no user of the account has read it.
    expect((await countInboxItems(t.client(marketing), { query: { accountId: OLA_ACCOUNT } })).data.unread).toBe(0);
  });

  it('refuses markasread of an item that is not the customer\'s (404), with nothing marked', async () => {
    const kariOnly = await create();
    const ola = await t.asCustomer(OLA);
    const res = await t.app.inject({ method: 'PATCH', url: `${BASE}/markasread`, headers: bearer(ola), payload: { ids: [kariOnly] } });
    expect(res.statusCode).toBe(404);
    expect(await count('SELECT count(*)::int AS n FROM inbox_item_users WHERE item_id = $1', [kariOnly])).toBe(0);
    const bad = await t.app.inject({ method: 'PATCH', url: `${BASE}/markasread`, headers: bearer(ola), payload: { ids: ['nope'] } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().key).toBe('validationError');
  });

  it('lets a customer delete an item from their own inbox only; staff delete it for everyone, audited', async () => {
    const id = await create();
    const kari = await t.asCustomer(KARI);
    const guest = await t.asCustomer(GUEST, KARI_ACCOUNT);
    expect((await t.app.inject({ method: 'DELETE', url: `${BASE}/${id}`, headers: bearer(kari) })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: `${BASE}/${id}`, headers: bearer(kari) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `${BASE}/${id}`, headers: bearer(guest) })).statusCode).toBe(200);
    const ola = await t.asCustomer(OLA);
    expect((await t.app.inject({ method: 'DELETE', url: `${BASE}/${id}`, headers: bearer(ola) })).statusCode).toBe(404);
    expect(await count('SELECT count(*)::int AS n FROM inbox_items WHERE id = $1', [id])).toBe(1);

    const admin = await t.asStaff('ORG_ADMIN', 'BRIGHT');
    expect((await t.app.inject({ method: 'DELETE', url: `${BASE}/${id}`, headers: bearer(admin) })).statusCode).toBe(204);
    expect(await count('SELECT count(*)::int AS n FROM inbox_items WHERE id = $1', [id])).toBe(0);
    expect(await count("SELECT count(*)::int AS n FROM audit_log WHERE resource = 'inbox-items' AND resource_id = $1 AND action = 'delete'", [id])).toBe(1);
  });

  it('updates an item with an audited difference; bad input leaves it unchanged', async () => {
    const id = await create();
    const updated = await updateInboxItem(t.client(marketing), { params: { id }, body: item({ title: 'Maintenance moved' }) as never });
    expect(updated.data).toMatchObject({ _id: id, title: 'Maintenance moved' });
    const changes = (await t.db.query<{ changes: unknown[] }>("SELECT changes FROM audit_log WHERE resource_id = $1 AND action = 'update'", [id])).rows[0]!.changes;
    expect(changes).toEqual([{ path: 'title', before: 'Planned maintenance', after: 'Maintenance moved' }]);
    const res = await post(marketing, `${BASE}/${id}`, item({ title: ' ' }), 'PUT');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ key: 'validationError', message: 'missing title' });
    expect((await getInboxItem(t.client(marketing), { params: { id } })).data.title).toBe('Maintenance moved');
  });

  it('answers the inbox validity rule\'s messages as 400 validationError, with nothing written', async () => {
    const url = (target: string) => ({ en: target, sv: target, nb: target, nn: target, fi: target, de: target });
    const cases: [Record<string, unknown>, string][] = [
      [{ title: undefined }, 'missing title'],
      [{ body: '' }, 'missing body'],
      [{ type: undefined }, 'missing type'],
      [{ createdBy: undefined }, 'missing createdBy'],
      [{ navigationParams: {} }, 'missing navigationParams type'],
      [{ type: 'INVOICE', navigationParams: { type: 'HOME' } }, 'invalid navigation type'],
      [{ type: 'MONTHLY_REPORT', navigationParams: { type: 'MONTHLY_REPORT', props: { monthDateKey: '2019-13' } } }, 'invalid monthDateKey'],
      [{ navigationParams: { type: 'EXTERNAL_URL', props: { target: url('https://bright.example/') } } }, 'invalid url name'],
      [{ navigationParams: { type: 'EXTERNAL_URL', props: { name: 'Read more', target: url('http://192.168.1.1/') } } }, 'invalid url target'],
    ];
    const before = await items();
    for (const [over, message] of cases) {
      const res = await post(marketing, BASE, item(over));
      expect(res.statusCode, message).toBe(400);
      expect(res.json(), message).toMatchObject({ key: 'validationError', message });
    }
    expect(await items()).toBe(before);
    // The valid forms of the same rules are stored.
    await create({ type: 'MONTHLY_REPORT', navigationParams: { type: 'MONTHLY_REPORT', props: { monthDateKey: '2026-10' } } });
    await create({ navigationParams: { type: 'EXTERNAL_URL', props: { name: 'Read more', target: url('https://bright.example/news') } } });
    expect(await items()).toBe(before + 2);
  });

  it('batches items in one transaction: all or nothing', async () => {
    const before = await items();
    const res = await batchInboxItems(t.client(await t.asStaff('WEBHOOK', 'BRIGHT')), { body: { items: [item({ createdBy: 'WEBHOOK' }), item()] as never } });
    expect(res.data.count).toBe(2);
    expect(await items()).toBe(before + 2);
    const bad = await post(marketing, `${BASE}/batch`, { items: [item(), item({ recipients: { userIds: [OTHER_USER] } })] });
    expect(bad.statusCode).toBe(400);
    expect(await items()).toBe(before + 2);
    const empty = await post(marketing, `${BASE}/batch`, { items: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().key).toBe('validationError');
  });

  it('shows staff their organisation\'s items and one account\'s whole inbox; other organisations\' staff get 404', async () => {
    const toAccount = await create();
    const toAll = await create({ recipients: { allUsers: true } });
    const all = (await listAllInboxItems(t.client(marketing), { query: { accountId: KARI_ACCOUNT } })).data.map((i) => i._id);
    expect(all).toEqual(expect.arrayContaining([toAccount, toAll]));
    const addressed = (await listInboxItems(t.client(marketing), { query: { accountId: KARI_ACCOUNT, limit: '100' } })).data.map((i) => i._id);
    expect(addressed).toContain(toAccount);
    expect(addressed).not.toContain(toAll);
    const page = await listInboxItems(t.client(marketing), { query: { limit: '2', page: '1' } });
    expect(page.data).toHaveLength(2);
    expect(page.pagination.total).toBe(await count("SELECT count(*)::int AS n FROM inbox_items WHERE organisation = 'BRIGHT'"));

    const otherStaff = await t.asStaff('ORG_ADMIN', 'OTHER');
    expect((await t.app.inject({ method: 'GET', url: `${BASE}/${toAccount}`, headers: bearer(otherStaff) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `${BASE}/${toAccount}`, headers: bearer(otherStaff) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `${BASE}/all?accountId=${KARI_ACCOUNT}`, headers: bearer(otherStaff) })).statusCode).toBe(404);
    const otherList = (await t.app.inject({ method: 'GET', url: BASE, headers: bearer(otherStaff) })).json();
    expect(otherList.data.map((i: { _id: string }) => i._id)).not.toContain(toAccount);
  });

  it('refuses customers writing items and reading the admin all-inbox (403)', async () => {
    const kari = await t.asCustomer(KARI);
    expect((await post(kari, BASE, item())).statusCode).toBe(403);
    const guest = await t.asCustomer(GUEST, KARI_ACCOUNT);
    const res = await t.app.inject({ method: 'GET', url: `${BASE}/all?accountId=${OLA_ACCOUNT}`, headers: bearer(guest) });
    expect(res.statusCode).toBe(403);
  });
});
