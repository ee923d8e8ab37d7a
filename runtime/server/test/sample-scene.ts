/**
 * The scene the sample calls run in: the demo tenant's ids looked up once, callers' tokens made on
 * first use, values kept from earlier answers, and the URL of a sample. Shared by responses.test.ts
 * and role-matrix.test.ts.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AuthEntry } from '../../../schemas/auth.js';
import { ORGANISATION_PARAMS, type Endpoint } from '../../../schemas/endpoints/define.js';
import { API_PREFIX } from '../contract/routes.js';
import { stableId } from '../ids.js';
import { bearer, testApp, type TestApp } from './harness.js';
import type { DemoIds, Scene } from './sample-calls.js';

/** Looks the demo tenant's records up by what the seed names them (f-readme.md identities). */
export async function lookUpDemo(app: TestApp): Promise<DemoIds> {
  const one = async <T>(sql: string, values: unknown[] = []): Promise<T> => {
    const row = (await app.db.query(sql, values)).rows[0] as T | undefined;
    if (!row) throw new Error(`demo tenant: nothing for ${sql}`);
    return row;
  };
  const kari = stableId('BRIGHT:user:kari');
  const kariAccount = stableId('BRIGHT:account:kari');
  const ola = (await one<{ id: string }>("SELECT id FROM users WHERE username = 'ola'")).id;
  const ingrid = (await one<{ id: string }>("SELECT id FROM users WHERE username = 'ingrid'")).id;
  const ingridAccount = (await one<{ account_id: string }>("SELECT account_id FROM account_users WHERE user_id = $1 AND role = 'OWNER' LIMIT 1", [ingrid])).account_id;
  const account = await one<{ customer_id: string }>('SELECT customer_id FROM accounts WHERE id = $1', [kariAccount]);
  const location = await one<{ id: string; code: string; doc: { services?: { siteId?: string }[] } }>(
    'SELECT id, code, doc FROM locations WHERE account_id = $1 ORDER BY created_at, id LIMIT 1', [kariAccount]);
  const invoice = await one<{ id: string; invoice_number: string; provider: Record<string, string> }>(
    "SELECT id, invoice_number, provider FROM invoices WHERE account_id = $1 AND object_type = 'pdf' ORDER BY create_date DESC LIMIT 1", [kariAccount]);
  const inquiry = await one<{ id: string }>("SELECT id FROM inquiries WHERE location_id = $1 AND status = 'pending' LIMIT 1", [location.id]);
  const content = await one<{ id: string }>("SELECT id FROM dynamic_content WHERE organisation = $1 AND key NOT LIKE 'feed.%' ORDER BY id LIMIT 1", ['BRIGHT']);
  const job = await one<{ id: string }>('SELECT id FROM jobs WHERE organisation = $1 AND editable ORDER BY id LIMIT 1', ['BRIGHT']);
  const copy = await one<{ type: string; key: string }>('SELECT type, key FROM copy WHERE organisation IS NULL ORDER BY type, key LIMIT 1');
  const orgUser = await one<{ id: string }>("SELECT id FROM admins WHERE email = 'orguser@bright.example'");
  const inspector = await one<{ id: string }>("SELECT id FROM admins WHERE email = 'inspector@bright.example'");
  return {
    kari, kariAccount, ola, ingridAccount, customerId: account.customer_id,
    location: location.id, locationCode: location.code, serviceSiteId: location.doc.services?.find((x) => x.siteId)?.siteId ?? location.code,
    invoiceId: invoice.id, invoiceNumber: invoice.invoice_number, invoiceProvider: invoice.provider, pendingInquiry: inquiry.id, dynamicContent: content.id,
    job: job.id, copyType: copy.type, copyKey: copy.key, orgUserAdmin: orgUser.id, inspector: inspector.id,
  };
}

/** Callers' tokens, made on first use; `{ kept }` is a token an earlier answer gave. */
export function makeScene(app: TestApp, ids: DemoIds): Scene {
  const kept = new Map<string, unknown>();
  const tokens = new Map<string, AuthEntry>();
  const scene: Scene = {
    t: app, ids, kept,
    get<T>(name: string): T {
      if (!kept.has(name)) throw new Error(`no kept value '${name}': the sample that keeps it did not run or failed`);
      return kept.get(name) as T;
    },
    async as(caller) {
      if (caller === 'anon') return undefined;
      if (typeof caller === 'object') return scene.get<AuthEntry>(caller.kept);
      let entry = tokens.get(caller);
      if (!entry) {
        if (caller === 'kari') entry = await app.asCustomer(ids.kari, ids.kariAccount);
        else if (caller === 'ola') entry = await app.asCustomer(ids.ola, ids.kariAccount);
        else entry = await app.asStaff(caller, 'BRIGHT');
        tokens.set(caller, entry);
      }
      return entry;
    },
    async short(caller) {
      const entry = await scene.as(caller);
      const res = await app.app.inject({ method: 'GET', url: '/api/v3/auth/short-accesstoken', headers: entry ? bearer(entry) : {} });
      if (res.statusCode !== 200) throw new Error(`short token for ${JSON.stringify(caller)}: ${res.statusCode} ${res.body}`);
      return res.json().data.accessToken as string;
    },
  };
  return scene;
}

export function urlOf(e: Endpoint, params: Readonly<Record<string, string>>, query: Readonly<Record<string, string>> | undefined): string {
  const path = e.path.replace(/\{([^{}]+)\}/g, (_m, name: string) => {
    const value = params[name] ?? ((ORGANISATION_PARAMS as readonly string[]).includes(name) ? 'BRIGHT' : undefined);
    if (value === undefined) throw new Error(`no value for path parameter {${name}}`);
    return encodeURIComponent(value);
  });
  const search = query ? new URLSearchParams(query).toString() : '';
  return API_PREFIX + path + (search ? `?${search}` : '');
}


/**
 * A test server whose every sample call can succeed: another environment for the syncs and the
 * Oregano integration stand in as one loopback server (writes answer 201, reads 200).
 */
export async function sampleServer(): Promise<{ t: TestApp; scene: Scene; close(): Promise<void> }> {
  const target = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => res.writeHead(req.method === 'POST' ? 201 : 200, { 'content-type': 'application/json' }).end('{"data":true}'));
  });
  await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(target.address() as AddressInfo).port}/api/`;
  const t = await testApp({ config: { syncTargets: { local: url }, oregano: { url: `${url}oregano` } } });
  return {
    t,
    scene: makeScene(t, await lookUpDemo(t)),
    async close() {
      await t.close();
      await new Promise((resolve) => target.close(resolve));
    },
  };
}
