// @vitest-environment node
/**
 * The access matrix: for every operation of the contract and every caller — no token, each staff
 * scope, a customer — the router allows or refuses exactly as the descriptor's `access` says.
 * Allowed means anything but 401/403 (the call may still be a 400, 404 or 501); refused is 401 without
 * a token and 403 with the wrong one. Organisation-bound scopes are refused in another organisation.
 * Roles inside an account (GUEST, READONLY …) are checked where the record is known: the area tests.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { areas } from '../../schemas/index.js';
import { AdminScope } from '../../schemas/admin.js';
import { errorCatalogue } from '../../schemas/errors.js';
import { ORGANISATION_PARAMS, type Endpoint } from '../../schemas/endpoints/define.js';
import type { AuthEntry } from '../../schemas/auth.js';
import { testApp, bearer, type TestApp } from './test/harness.js';
import { API_PREFIX } from './contract/routes.js';
import { PLATFORM_WIDE_SCOPES } from './auth/principal.js';

const STAFF_SCOPES = AdminScope.options.filter((s) => !['USER', 'DEMO', 'REFRESH'].includes(s));
const CANDIDATES = ['0123456789abcdef01234567', 'HARK_API_KEY', 'themes', 'shared', 'openid', 'nb', 'x1'];

/** A value for each path parameter that its schema accepts (the organisation given). */
function pathFor(e: Endpoint, organisation: string): string {
  const shape = (e.params?.shape ?? {}) as Record<string, z.ZodType>;
  return API_PREFIX + e.path.replace(/\{([^{}]+)\}/g, (_m, name: string) => {
    if ((ORGANISATION_PARAMS as readonly string[]).includes(name)) return organisation;
    const schema = shape[name];
    const value = CANDIDATES.find((c) => schema?.safeParse(c).success) ?? CANDIDATES[0];
    return encodeURIComponent(value as string);
  });
}

const endpoints = areas.flatMap((a) => Object.entries(a.endpoints).map(([op, e]) => ({ op, e })));
const namesOrganisation = (e: Endpoint) => ORGANISATION_PARAMS.some((p) => e.path.includes(`{${p}}`));

let t: TestApp;
let staff: Map<string, AuthEntry>;
let customer: AuthEntry;

beforeAll(async () => {
  t = await testApp();
  staff = new Map();
  for (const scope of STAFF_SCOPES) staff.set(scope, await t.asStaff(scope, 'BRIGHT'));
  const kari = (await t.db.query<{ id: string }>("SELECT id FROM users WHERE username = 'kari'")).rows[0]!.id;
  customer = await t.asCustomer(kari);
  await t.db.query("INSERT INTO organisations (code) VALUES ('OTHER') ON CONFLICT DO NOTHING");
});
afterAll(async () => t?.close());

async function status(e: Endpoint, entry: AuthEntry | undefined, organisation = 'BRIGHT'): Promise<number> {
  const res = await t.app.inject({ method: e.method, url: pathFor(e, organisation), headers: entry ? bearer(entry) : {} });
  return res.statusCode;
}

describe('access matrix', () => {
  it('covers every operation of the contract', () => {
    expect(endpoints.length).toBe(areas.reduce((n, a) => n + Object.keys(a.endpoints).length, 0));
    expect(endpoints.length).toBeGreaterThan(300);
  });

  it('without a token: public calls pass, every other call is 401 (or the error its descriptor names for that)', async () => {
    const wrong: string[] = [];
    for (const { op, e } of endpoints) {
      const s = await status(e, undefined);
      const refused = e.withoutToken ? errorCatalogue[e.withoutToken].status : 401;
      if (e.access.public ? s === 401 || s === 403 : s !== refused) wrong.push(`${op}: ${s}`);
    }
    expect(wrong).toEqual([]);
    expect(endpoints.filter(({ e }) => e.withoutToken).map(({ op }) => op)).toEqual(['startIotAuthentication']);
  });

  it.each(STAFF_SCOPES)('staff scope %s: allowed exactly where the descriptor lists it', async (scope) => {
    const entry = staff.get(scope)!;
    const wrong: string[] = [];
    for (const { op, e } of endpoints) {
      if (e.access.public) continue;
      const allowed = e.access.staff?.includes(scope) === true;
      const s = await status(e, entry);
      if (allowed ? s === 401 || s === 403 : s !== 403) wrong.push(`${op}: ${s} (${allowed ? 'allowed' : 'refused'})`);
    }
    expect(wrong).toEqual([]);
  });

  it('a customer: allowed exactly where the descriptor names customer roles', async () => {
    const wrong: string[] = [];
    for (const { op, e } of endpoints) {
      if (e.access.public) continue;
      const allowed = e.access.customer !== undefined;
      const s = await status(e, customer);
      if (allowed ? s === 401 || s === 403 : s !== 403) wrong.push(`${op}: ${s} (${allowed ? 'allowed' : 'refused'})`);
    }
    expect(wrong).toEqual([]);
  });

  it('organisation-bound scopes and customers are refused in another organisation', async () => {
    const wrong: string[] = [];
    const callers: [string, AuthEntry][] = [['customer', customer], ...[...staff].filter(([s]) => !PLATFORM_WIDE_SCOPES.has(s as AdminScope))];
    for (const { op, e } of endpoints) {
      if (e.access.public || !namesOrganisation(e)) continue;
      for (const [who, entry] of callers) {
        const s = await status(e, entry, 'OTHER');
        if (s !== 403) wrong.push(`${op} as ${who}: ${s}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('platform-wide scopes reach another organisation where they are allowed', async () => {
    const wrong: string[] = [];
    for (const { op, e } of endpoints) {
      if (e.access.public || !namesOrganisation(e)) continue;
      for (const scope of ['ADMIN', 'SUPPORT'] as const) {
        if (!e.access.staff?.includes(scope)) continue;
        const s = await status(e, staff.get(scope), 'OTHER');
        if (s === 401 || s === 403) wrong.push(`${op} as ${scope}: ${s}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
