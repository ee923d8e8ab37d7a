// @vitest-environment node
/**
 * The access matrix by customer role: every bound operation a customer may call is called, on Kari's
 * account, by a user holding each role (OWNER, BS_OWNER, GUEST, INSPECTOR, READONLY) and by a DEMO
 * token; the roles the descriptor lists get through (anything but 401/403), the others get 403. The
 * calls are the sample table of responses.test.ts, run in its order so every record a call names
 * exists; refused roles go first, so nothing they could have changed is gone for the others.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint } from '../../schemas/endpoints/define.js';
import type { AuthEntry } from '../../schemas/auth.js';
import { UserRole } from '../../schemas/account.js';
import { boundAreas } from './routes/index.js';
import { bearer, testApp, type TestApp } from './test/harness.js';
import { newId } from './ids.js';
import { samples, type Scene, type SampleCall } from './test/sample-calls.js';
import { lookUpDemo, makeScene, urlOf } from './test/sample-scene.js';

const bound = new Map(boundAreas.flatMap((b) => Object.entries(b.handlers).filter(([, h]) => h).map(([op]) => [op, b.area.endpoints[op] as Endpoint] as const)));
const ordered = Object.keys(samples).filter((op) => bound.has(op));
/** The role each caller holds on Kari's account; DEMO tokens count as READONLY. */
type RoleCaller = UserRole | 'DEMO';
const CALLERS: readonly RoleCaller[] = [...UserRole.options, 'DEMO'];

let t: TestApp;
let scene: Scene;
const tokens = new Map<RoleCaller, AuthEntry>();
/** The user id each caller signs in as. */
const userOf = new Map<RoleCaller, string>();
/** How many calls each side of the matrix made (so the matrix cannot pass by calling nothing). */
const made = { allowed: 0, refused: 0 };

beforeAll(async () => {
  t = await testApp();
  scene = makeScene(t, await lookUpDemo(t));
  const { kari, kariAccount, ola, inspector } = scene.ids;
  // Kari owns the account, Ola is its guest, the demo inspector inspects it; add a BS_OWNER and a READONLY user.
  const extra: Partial<Record<UserRole, string>> = {};
  for (const role of ['BS_OWNER', 'READONLY'] as const) {
    const id = newId(t.clock.now());
    await t.db.query('INSERT INTO users (id, organisation, username, doc) VALUES ($1, $2, $3, $4)', [id, 'BRIGHT', `role-${role.toLowerCase()}`, { _id: id, firstName: role }]);
    await t.db.query('INSERT INTO account_users (account_id, user_id, role) VALUES ($1, $2, $3)', [kariAccount, id, role]);
    extra[role] = id;
  }
  const holders: Record<UserRole, string> = { OWNER: kari, GUEST: ola, INSPECTOR: inspector, BS_OWNER: extra.BS_OWNER!, READONLY: extra.READONLY! };
  for (const role of UserRole.options) {
    tokens.set(role, await t.asCustomer(holders[role], kariAccount));
    userOf.set(role, holders[role]);
  }
  tokens.set('DEMO', await t.asCustomer(kari, kariAccount, 'DEMO'));
  userOf.set('DEMO', kari);
});
afterAll(async () => t?.close());

async function send(e: Endpoint, call: SampleCall, entry: AuthEntry | undefined) {
  const headers: Record<string, string> = { ...(entry ? bearer(entry) : {}) };
  let payload: string | undefined;
  if (call.csv !== undefined) {
    headers['content-type'] = 'text/csv';
    payload = call.csv;
  } else if (call.body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(call.body);
  }
  return t.app.inject({ method: e.method, url: urlOf(e, call.params ?? {}, call.query), headers, ...(payload === undefined ? {} : { payload }) });
}

const isCustomerSample = (call: SampleCall) => call.as === 'kari' || call.as === 'ola';

/**
 * A call on a user record (its own, in the sample) made by another caller targets that caller's own
 * record: the roles decide what a user may do with their own user; someone else's user is not theirs (404).
 */
function asOwnUser(call: SampleCall, c: RoleCaller): SampleCall {
  const own = userOf.get(c)!;
  const theirs = [scene.ids.kari, scene.ids.ola];
  if (!call.params || !Object.values(call.params).some((v) => theirs.includes(v))) return call;
  return { ...call, params: Object.fromEntries(Object.entries(call.params).map(([k, v]) => [k, theirs.includes(v) ? own : v])) };
}

describe('access by customer role', () => {
  it('covers the customer operations', () => {
    expect(ordered.filter((op) => bound.get(op)!.access.customer).length).toBeGreaterThan(40);
  });

  it.each(ordered)('%s: each role allowed or refused as the descriptor says', async (op) => {
    const e = bound.get(op)!;
    const call = await samples[op]!.call(scene);
    const own = async () => {
      const res = await send(e, call, await scene.as(call.as));
      if (res.statusCode < 300 && String(res.headers['content-type'] ?? '').startsWith('application/json')) await samples[op]!.keep?.(res.json(), scene);
    };
    if (!isCustomerSample(call) || !e.access.customer) return own();
    const allows = (c: RoleCaller) => e.access.customer!.includes(c === 'DEMO' ? 'READONLY' : c);
    const self: RoleCaller = call.as === 'kari' ? 'OWNER' : 'GUEST';
    const wrong: string[] = [];
    const check = async (c: RoleCaller) => {
      const res = await send(e, asOwnUser(call, c), tokens.get(c));
      made[allows(c) ? 'allowed' : 'refused'] += 1;
      const ok = allows(c) ? res.statusCode !== 401 && res.statusCode !== 403 : res.statusCode === 403;
      if (!ok) wrong.push(`${c}: ${res.statusCode} (${allows(c) ? 'allowed' : 'refused'}) ${res.body.slice(0, 120)}`);
    };
    // Refused roles first (they must change nothing), then the sample's own caller (keeping what later
    // samples need), then the other allowed roles: for them a record already changed is a 404 or 409, still not refused.
    for (const c of CALLERS.filter((x) => !allows(x))) await check(c);
    await own();
    for (const c of CALLERS.filter((x) => allows(x) && x !== self)) await check(c);
    expect(wrong).toEqual([]);
  });

  it('called both sides of the matrix', () => {
    expect(made.refused).toBeGreaterThan(20);
    expect(made.allowed).toBeGreaterThan(100);
  });
});
