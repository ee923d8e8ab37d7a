// @vitest-environment node
/**
 * Signs on the seeded demo tenant (zone data up to the end of tomorrow; the test clock at
 * 2026-11-16 09:00 UTC, 10:00 in Oslo): a marketing admin creates a sign, its screen's data (without a
 * token) follows the zone's stored hours, an update changes what it shows, switching it off or
 * deleting it takes the screen down; the contract's messages come back for bad input; another
 * organisation's admin and a read-only admin are refused; every change is in the audit log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthEntry } from '../../../schemas/auth.js';
import { SIGN_NAME_REQUIRED, SIGN_SHOWS_NOTHING, type Sign, type SignDisplay } from '../../../schemas/sign.js';
import { bearer, testApp, type TestApp } from '../test/harness.js';

let t: TestApp;
let marketing: AuthEntry;
let orgUser: AuthEntry;
let otherAdmin: AuthEntry;

beforeAll(async () => {
  t = await testApp();
  marketing = await t.asStaff('ORG_MARKETING', 'BRIGHT');
  orgUser = await t.asStaff('ORG_USER', 'BRIGHT');
  await t.db.query("INSERT INTO organisations (code) VALUES ('OTHER') ON CONFLICT DO NOTHING");
  otherAdmin = await t.asStaff('ORG_ADMIN', 'OTHER');
});
afterAll(async () => t?.close());

async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, entry?: AuthEntry, body?: unknown) {
  const res = await t.app.inject({
    method, url: `/api${url}`,
    headers: { ...(entry ? bearer(entry) : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
  return { status: res.statusCode, body: res.body ? (res.json() as { data?: unknown; key?: string; message?: string }) : undefined };
}

const LOBBY = { name: 'Head office lobby', priceZone: 'NO1', language: 'nb', theme: 'dark', message: 'Velkommen!' };

async function zoneHours(zone: string, from: string, to: string) {
  return (await t.db.query<{ at: Date; price: number; co2: number }>('SELECT at, price, co2 FROM zone_hours WHERE zone = $1 AND at >= $2 AND at < $3 ORDER BY at', [zone, from, to])).rows;
}

const auditOf = async (id: string) =>
  (await t.db.query<{ action: string }>("SELECT action FROM audit_log WHERE resource = 'signs' AND resource_id = $1 ORDER BY created_at, id", [id])).rows.map((r) => r.action);

describe('signs', () => {
  it('creates a sign, shows its screen data without a token, changes it, switches it off and deletes it', async () => {
    const created = await call('POST', '/v3/signs/BRIGHT', marketing, LOBBY);
    expect(created.status).toBe(201);
    const sign = created.body!.data as Sign;
    expect(sign).toMatchObject({
      ...LOBBY, organisation: 'BRIGHT', showSpotPrice: true, cheapestHours: 3, showCo2: true, enabled: true,
      displayUrl: `https://ampere.test/signs/BRIGHT/${sign._id}`,
    });
    // Listed by name among the demo's own signs.
    const listed = (await call('GET', '/v3/signs/BRIGHT', orgUser)).body!.data as Sign[];
    expect(listed).toContainEqual(sign);
    expect(listed.map((s) => s.name)).toEqual([...listed.map((s) => s.name)].sort((a, b) => a.localeCompare(b)));
    expect(listed.length).toBeGreaterThan(1);

    // The day in Oslo (UTC+1 in November): 2026-11-15 23:00 UTC to 2026-11-16 23:00 UTC.
    const hours = await zoneHours('NO1', '2026-11-15T23:00:00Z', '2026-11-16T23:00:00Z');
    expect(hours).toHaveLength(24);
    const shown = await call('GET', `/v3/signs/BRIGHT/${sign._id}/display`);
    expect(shown.status).toBe(200);
    const display = shown.body!.data as SignDisplay & { generatedAt: string; spotPrice: { hours: { start: string; value: number; cheapest: boolean }[] }; co2: { at: string } };
    const current = hours.find((h) => h.at.toISOString() === '2026-11-16T09:00:00.000Z')!;
    const cheapest = [...hours].sort((a, b) => a.price - b.price).slice(0, 3).map((h) => h.at.toISOString()).sort();
    expect(display).toMatchObject({
      _id: sign._id, name: 'Head office lobby', language: 'nb', theme: 'dark', priceZone: 'NO1', timeZone: 'Europe/Oslo', message: 'Velkommen!',
      generatedAt: '2026-11-16T09:00:00.000Z', refreshSeconds: 300,
      spotPrice: { date: '2026-11-16', currency: 'NOK', unit: 'kr/kWh', now: Math.round(current.price * 1e5) / 1e5 },
      co2: { value: Math.round(current.co2 * 10) / 10, unit: 'gCO2/kWh', at: '2026-11-16T09:00:00.000Z' },
    });
    expect(display.spotPrice.hours).toHaveLength(24);
    expect(display.spotPrice.hours.filter((h) => h.cheapest).map((h) => h.start).sort()).toEqual(cheapest);

    // Prices off, no cheapest hours: the message and CO2 stay.
    const changed = await call('PUT', `/v3/signs/BRIGHT/${sign._id}`, marketing, { ...LOBBY, showSpotPrice: false, message: 'Spar strøm i kveld' });
    expect(changed.status).toBe(200);
    expect(changed.body!.data).toMatchObject({ showSpotPrice: false, message: 'Spar strøm i kveld', cheapestHours: 3 });
    const after = (await call('GET', `/v3/signs/BRIGHT/${sign._id}/display`)).body!.data as SignDisplay;
    expect(after.spotPrice).toBeUndefined();
    expect(after).toMatchObject({ message: 'Spar strøm i kveld', co2: { unit: 'gCO2/kWh' } });

    expect((await call('PUT', `/v3/signs/BRIGHT/${sign._id}`, marketing, { ...LOBBY, enabled: false })).status).toBe(200);
    expect(await call('GET', `/v3/signs/BRIGHT/${sign._id}/display`)).toMatchObject({ status: 404, body: { key: 'notFound' } });

    expect((await call('DELETE', `/v3/signs/BRIGHT/${sign._id}`, marketing)).status).toBe(204);
    expect((await call('GET', `/v3/signs/BRIGHT/${sign._id}`, marketing)).status).toBe(404);
    expect((await call('DELETE', `/v3/signs/BRIGHT/${sign._id}`, marketing)).status).toBe(404);
    expect(await auditOf(sign._id)).toEqual(['create', 'update', 'update', 'delete']);
  });

  it("answers the contract's messages for bad input and stores nothing", async () => {
    const before = (await t.db.query('SELECT count(*)::int AS n FROM signs')).rows[0];
    expect(await call('POST', '/v3/signs/BRIGHT', marketing, { ...LOBBY, name: '  ' })).toMatchObject({ status: 400, body: { key: 'validationError', message: SIGN_NAME_REQUIRED } });
    expect(await call('POST', '/v3/signs/BRIGHT', marketing, { priceZone: 'NO1', language: 'nb' })).toMatchObject({ status: 400, body: { message: SIGN_NAME_REQUIRED } });
    expect(await call('POST', '/v3/signs/BRIGHT', marketing, { name: 'Window', priceZone: 'NO1', language: 'nb', showSpotPrice: false, showCo2: false }))
      .toMatchObject({ status: 400, body: { message: SIGN_SHOWS_NOTHING } });
    expect((await call('POST', '/v3/signs/BRIGHT', marketing, { ...LOBBY, cheapestHours: 9 })).status).toBe(400);
    expect((await call('POST', '/v3/signs/BRIGHT', marketing, { ...LOBBY, priceZone: 'DK1' })).status).toBe(400);
    expect((await call('POST', '/v3/signs/BRIGHT', marketing, { ...LOBBY, colour: 'red' })).status).toBe(400);
    expect((await call('GET', '/v3/signs/BRIGHT/not-an-id/display')).status).toBe(400);
    expect((await t.db.query('SELECT count(*)::int AS n FROM signs')).rows[0]).toEqual(before);
  });

  it("refuses another organisation's admin and a read-only admin's changes", async () => {
    const sign = (await call('POST', '/v3/signs/BRIGHT', marketing, LOBBY)).body!.data as Sign;
    expect((await call('GET', '/v3/signs/BRIGHT', otherAdmin)).status).toBe(403);
    expect((await call('GET', `/v3/signs/BRIGHT/${sign._id}`, otherAdmin)).status).toBe(403);
    expect((await call('POST', '/v3/signs/BRIGHT', otherAdmin, LOBBY)).status).toBe(403);
    expect((await call('PUT', `/v3/signs/BRIGHT/${sign._id}`, otherAdmin, { ...LOBBY, name: 'Taken over' })).status).toBe(403);
    expect((await call('DELETE', `/v3/signs/BRIGHT/${sign._id}`, otherAdmin)).status).toBe(403);
    // Its own organisation has no such sign.
    expect((await call('GET', `/v3/signs/OTHER/${sign._id}`, otherAdmin)).status).toBe(404);
    expect((await call('PUT', `/v3/signs/BRIGHT/${sign._id}`, orgUser, LOBBY)).status).toBe(403);
    expect((await call('POST', '/v3/signs/BRIGHT', undefined, LOBBY)).status).toBe(401);
    expect((await call('GET', `/v3/signs/BRIGHT/${sign._id}`, marketing)).body!.data).toMatchObject({ name: 'Head office lobby' });
  });
});

describe('the sign screen', () => {
  it('renders the display data in the sign\'s language and theme, and says when the sign is off', async () => {
    const sign = (await call('POST', '/v3/signs/BRIGHT', marketing, { ...LOBBY, cheapestHours: 2 })).body!.data as Sign;
    const res = await t.app.inject({ method: 'GET', url: `/signs/BRIGHT/${sign._id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<html lang="nb" data-theme="dark">');
    expect(res.body).toContain('Energi nå i NO1');
    expect(res.body).toContain('Velkommen!');
    expect(res.body).toContain('Billigste timer i dag');
    expect(res.body.match(/<tr class="cheap/g)).toHaveLength(2);
    expect(res.body).toContain('øre/kWh');
    expect(res.body).toContain('location.reload()');

    await call('PUT', `/v3/signs/BRIGHT/${sign._id}`, marketing, { ...LOBBY, message: '<script>alert(1)</script>' });
    const escaped = await t.app.inject({ method: 'GET', url: `/signs/BRIGHT/${sign._id}` });
    expect(escaped.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');

    await call('PUT', `/v3/signs/BRIGHT/${sign._id}`, marketing, { ...LOBBY, enabled: false });
    const off = await t.app.inject({ method: 'GET', url: `/signs/BRIGHT/${sign._id}` });
    expect(off.statusCode).toBe(404);
    expect(off.body).toContain('This sign is switched off.');
    expect((await t.app.inject({ method: 'GET', url: '/signs/BRIGHT/nope' })).statusCode).toBe(404);
  });
});
