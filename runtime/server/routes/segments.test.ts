// @vitest-environment node
/**
 * The segment match count on the seeded demo tenant (BRIGHT): seven customers — Kari (NO1 flat) with
 * Ola as her guest, Ingrid (NO5 house, NO3 cabin, NO5 solar site), Lars (NO2, pending), Sigrid (NO4),
 * Erik (SE3) and Hilde (the NO3 bakery) — so every expected count below can be read off the seed
 * (runtime/server/seed/demo/location-specs.ts, home-profiles.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthEntry } from '../../../schemas/auth.js';
import type { AdminScope } from '../../../schemas/admin.js';
import type { SegmentRule, SegmentRuleSet } from '../../../schemas/settings/segments.js';
import { bearer, testApp, type TestApp } from '../test/harness.js';
import { countSegmentMatches } from '../segments/count-matches.js';

const URL = '/api/v3/segments/count/BRIGHT';
let t: TestApp;
let marketing: AuthEntry;

beforeAll(async () => {
  t = await testApp();
  marketing = await t.asStaff('ORG_MARKETING', 'BRIGHT');
});
afterAll(async () => t?.close());

async function post(body: unknown, entry: AuthEntry = marketing, url = URL) {
  const res = await t.app.inject({ method: 'POST', url, headers: { ...bearer(entry), 'content-type': 'application/json' }, payload: JSON.stringify(body) });
  return { status: res.statusCode, body: res.json() as { data?: { matched: number; total: number }; key?: string; message?: string } };
}

async function matched(set: SegmentRuleSet): Promise<number> {
  const res = await post(set);
  expect(res.status).toBe(200);
  expect(res.body.data?.total).toBe(7);
  return res.body.data!.matched;
}

const and = (...rules: SegmentRule[]): SegmentRuleSet => ({ match: 'AND', rules });
const or = (...rules: SegmentRule[]): SegmentRuleSet => ({ match: 'OR', rules });

describe('countSegmentMatches on the demo tenant', () => {
  it('counts every customer when there are no rules, with either match', async () => {
    expect(await post(and())).toEqual({ status: 200, body: { data: { matched: 7, total: 7 } } });
    expect(await matched(or())).toBe(7);
  });

  it.each([
    ['price zone NO1 or NO5: Kari, Ola (her guest), Ingrid', and({ name: 'priceZones', operator: 'isIn', value: ['NO1', 'NO5'] }), 3],
    ['in SE3: Erik', and({ name: 'inSE3', operator: '=', value: true }), 1],
    ['water: Lars, Sigrid, the bakery', and({ name: 'hasWater', operator: '=', value: true }), 3],
    ['a mixed agreement: Erik', and({ name: 'agreementTypes', operator: 'isIn', value: ['mixed'] }), 1],
    ['no spot agreement at all: Sigrid', and({ name: 'agreementTypes', operator: 'isNotIn', value: ['15minSpot', 'hourlySpot', 'monthlySpot', 'mixed'] }), 1],
    ['an apartment: Kari, Ola, Erik', and({ name: 'propertyType', operator: '=', value: 'APPARTMENT' }), 3],
    ['not an apartment: Ingrid only (unfilled profiles tell nothing)', and({ name: 'propertyType', operator: '!=', value: 'APPARTMENT' }), 1],
    ['at least one car: Kari, Ola, Ingrid', and({ name: 'carCount', operator: '>=', value: 1 }), 3],
    ['more than 100 m2: Ingrid', and({ name: 'propertySize', operator: '>', value: 100 }), 1],
    ['quarter-hour readings: Kari, Ola, the bakery', and({ name: 'readingPeriods', operator: 'isIn', value: ['15M'] }), 3],
    ['load tariffs (hourly or finer grid meter): Kari, Ola, Ingrid, the bakery', and({ name: 'hasLoadTariffs', operator: '=', value: true }), 4],
    ['account owners: all but Ola', and({ name: 'isAccountOwner', operator: '=', value: true }), 6],
    ['zip code 0555: Kari, Ola', and({ name: 'zipCode', operator: '=', value: '0555' }), 2],
    ['water or SE3: Lars, Sigrid, the bakery, Erik', or({ name: 'hasWater', operator: '=', value: true }, { name: 'inSE3', operator: '=', value: true }), 4],
    ['a water heater, which no data tells: no one', or({ name: 'hasWaterHeater', operator: '=', value: true }, { name: 'hasWaterHeater', operator: '=', value: false }), 0],
  ] as const)('%s', async (_label, set, expected) => {
    expect(await matched(set)).toBe(expected);
  });

  it('reads the rules of an AND set at one location: Ingrid has a NO3 cabin and a NO5 house, no NO5 cabin', async () => {
    const cabin = { name: 'propertyType', operator: '=', value: 'SUMMERHOUSE' } as const;
    expect(await matched(and({ name: 'inNO3', operator: '=', value: true }, cabin))).toBe(1);
    expect(await matched(and({ name: 'inNO5', operator: '=', value: true }, cabin))).toBe(0);
  });

  it('adding a rule to an AND set never raises the count, to an OR set never lowers it', async () => {
    const rules: SegmentRule[] = [
      { name: 'hasTrade', operator: '=', value: true },
      { name: 'priceZones', operator: 'isNotIn', value: ['SE3'] },
      { name: 'hasGrid', operator: '=', value: true },
      { name: 'hasRealtimeMeasurements', operator: '=', value: true },
      { name: 'isAccountOwner', operator: '=', value: true },
    ];
    const andCounts: number[] = [];
    const orCounts: number[] = [];
    for (let n = 1; n <= rules.length; n++) {
      andCounts.push(await matched(and(...rules.slice(0, n))));
      orCounts.push(await matched(or(...rules.slice(0, n).reverse())));
    }
    // Trade: all 7; not SE3: 6; grid: Kari, Ola, Ingrid, Hilde; realtime too; owners: Ola out.
    expect(andCounts).toEqual([7, 6, 4, 4, 3]);
    expect(orCounts.every((c, i) => i === 0 || c >= orCounts[i - 1]!)).toBe(true);
  });

  it('counts the same in batches of two customers as in one', async () => {
    const set = and({ name: 'hasTrade', operator: '=', value: true }, { name: 'isAccountOwner', operator: '=', value: true });
    const now = t.clock.now();
    expect(await countSegmentMatches(t.db, 'BRIGHT', set, now, 2)).toEqual(await countSegmentMatches(t.db, 'BRIGHT', set, now));
    expect(await countSegmentMatches(t.db, 'BRIGHT', and(), now, 3)).toEqual({ matched: 7, total: 7 });
  });
});

describe('countSegmentMatches refuses', () => {
  it('an operator that does not suit the value type, with the contract message', async () => {
    const res = await post(and({ name: 'hasGrid', operator: '<', value: true } as unknown as SegmentRule));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ key: 'validationError', message: 'Operator < is not allowed for a boolean value (allowed: =, !=)' });
  });

  it('a value outside the rule name\'s list', async () => {
    const res = await post(and({ name: 'priceZones', operator: 'isIn', value: ['SE9'] }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('"SE9" is not a valid value for priceZones');
  });

  it.each(['ORG_SUPPORT', 'ORG_USER'] as AdminScope[])('%s: 403, segments are not theirs to target', async (scope) => {
    const res = await post(and(), await t.asStaff(scope, 'BRIGHT'));
    expect(res.status).toBe(403);
    expect(res.body.key).toBe('forbidden');
  });

  it('a customer: 403', async () => {
    const kari = (await t.db.query<{ id: string }>("SELECT id FROM users WHERE username = 'kari'")).rows[0]!.id;
    expect((await post(and(), await t.asCustomer(kari))).status).toBe(403);
  });

  it.each(['ORG_ADMIN', 'ORG_DEVELOPER'] as AdminScope[])('%s may count', async (scope) => {
    expect((await post(and(), await t.asStaff(scope, 'BRIGHT'))).status).toBe(200);
  });

  it('an organisation that does not exist: 404 for a platform admin', async () => {
    const res = await post(and(), await t.asStaff('ADMIN', 'BRIGHT'), '/api/v3/segments/count/NOPE');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('No organisation NOPE');
  });
});
