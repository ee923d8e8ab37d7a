// @vitest-environment node
/**
 * Every bound operation answers a real request on the seeded demo tenant, and the answer matches the
 * contract (issue 3 §2: "a test checks a sample of every bound operation's responses against the
 * schema"). The calls are the table in test/sample-calls.ts, run in its order; a bound operation
 * without a sample fails the coverage test by name, and a sample for an unbound operation fails too.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ORGANISATION_PARAMS, successMediaTypes, type Endpoint } from '../../schemas/endpoints/define.js';
import { reviveTimestamps } from '../../schemas/core/wire.js';
import type { AuthEntry } from '../../schemas/auth.js';
import { boundAreas } from './routes/index.js';
import { API_PREFIX } from './contract/routes.js';
import { bearer, testApp, type TestApp } from './test/harness.js';
import { stableId } from './ids.js';
import { samples, type DemoIds, type Scene } from './test/sample-calls.js';

const bound = boundAreas.flatMap((b) =>
  Object.entries(b.handlers).filter(([, h]) => h !== undefined).map(([op]) => ({ op, area: b.area.name, e: b.area.endpoints[op] as Endpoint })));
const byName = new Map(bound.map((b) => [b.op, b]));
/** The table's order: it makes later mutations valid (create, update, delete). */
const ordered = Object.keys(samples).filter((op) => byName.has(op));

let t: TestApp;
let scene: Scene;
/** A stand-in for another environment: the secrets and settings sync write to it. */
let target: http.Server;

beforeAll(async () => {
  target = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => res.writeHead(req.method === 'POST' ? 201 : 200, { 'content-type': 'application/json' }).end('{"data":true}'));
  });
  await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(target.address() as AddressInfo).port}/api/`;
  t = await testApp({ config: { syncTargets: { local: url } } });
  scene = makeScene(t, await lookUpDemo(t));
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => target?.close(resolve));
});

/** Looks the demo tenant's records up by what the seed names them (f-readme.md identities). */
async function lookUpDemo(app: TestApp): Promise<DemoIds> {
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
function makeScene(app: TestApp, ids: DemoIds): Scene {
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

function urlOf(e: Endpoint, params: Readonly<Record<string, string>>, query: Readonly<Record<string, string>> | undefined): string {
  const path = e.path.replace(/\{([^{}]+)\}/g, (_m, name: string) => {
    const value = params[name] ?? ((ORGANISATION_PARAMS as readonly string[]).includes(name) ? 'BRIGHT' : undefined);
    if (value === undefined) throw new Error(`no value for path parameter {${name}}`);
    return encodeURIComponent(value);
  });
  const search = query ? new URLSearchParams(query).toString() : '';
  return API_PREFIX + path + (search ? `?${search}` : '');
}

describe('responses of every bound operation', () => {
  it('has a sample for every bound operation, and none for an unbound one', () => {
    expect(bound.length).toBeGreaterThan(150);
    expect(bound.map((b) => b.op).filter((op) => !(op in samples))).toEqual([]);
    expect(Object.keys(samples).filter((op) => !byName.has(op))).toEqual([]);
  });

  it.each(ordered)('%s answers 2xx with a body its descriptor accepts', async (op) => {
    const { e } = byName.get(op)!;
    const call = await samples[op]!.call(scene);
    const entry = await scene.as(call.as);
    const headers: Record<string, string> = { ...(entry ? bearer(entry) : {}), ...(call.csv !== undefined ? { 'content-type': 'text/csv' } : {}) };
    const payload = call.csv ?? (call.body === undefined ? undefined : JSON.stringify(call.body));
    if (call.csv === undefined && payload !== undefined) headers['content-type'] = 'application/json';
    const res = await t.app.inject({ method: e.method, url: urlOf(e, call.params ?? {}, call.query), headers, ...(payload === undefined ? {} : { payload }) });

    const successes = Object.keys(e.responses).map(Number).filter((s) => s >= 200 && s < 400);
    expect(successes, `${op}: ${res.statusCode} ${res.body.slice(0, 400)}`).toContain(res.statusCode);
    const type = String(res.headers['content-type'] ?? '');
    const schema = (e.responses as Record<number, z.ZodType | undefined>)[res.statusCode];
    if (type.startsWith('application/json')) {
      expect(schema, `${op}: no schema for ${res.statusCode}`).toBeDefined();
      const json: unknown = res.json();
      const check = schema!.safeParse(reviveTimestamps(json));
      expect(check.success, `${op}: ${JSON.stringify(check.error?.issues.slice(0, 3))}`).toBe(true);
      await samples[op]!.keep?.(json, scene);
    } else if (res.body === '') {
      // No content (204, or a queued 202): the descriptor must say so.
      expect(schema?.safeParse(undefined).success, `${op}: empty ${res.statusCode} answer`).toBe(true);
    } else {
      // Files (PDF, CSV): the media type is one the descriptor names, and there is something in it.
      expect(successMediaTypes(e).some((m) => type.startsWith(m)), `${op}: content-type ${type}`).toBe(true);
      expect(res.rawPayload.length).toBeGreaterThan(0);
    }
  });
});
