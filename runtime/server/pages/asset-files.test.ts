// @vitest-environment node
/**
 * An uploaded asset is served at the url its record names: its bytes and type, revalidated by ETag,
 * an SVG without the right to run anything, and a replacement seen at the same address; the
 * portal's own one-segment build files are not taken over.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthEntry } from '../../../schemas/auth.js';
import type { Asset } from '../../../schemas/support-services.js';
import { bearer, testApp, type TestApp } from '../test/harness.js';

let t: TestApp;
let marketing: AuthEntry;

beforeAll(async () => {
  t = await testApp();
  marketing = await t.asStaff('ORG_MARKETING', 'BRIGHT');
});
afterAll(async () => t?.close());

async function upload(name: string, contentType: string, bytes: Buffer): Promise<Asset> {
  const res = await t.app.inject({
    method: 'PUT', url: '/api/v3/assets', headers: { ...bearer(marketing), 'content-type': 'application/json' },
    payload: JSON.stringify({ organisation: 'BRIGHT', name, contentType, content: bytes.toString('base64') }),
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: Asset }).data;
}

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');

describe('asset files', () => {
  it('serves the bytes at the asset url, revalidates by ETag and shows a replacement at once', async () => {
    const asset = await upload('home/banner.png', 'image/png', PNG);
    expect(asset.url).toBe('https://ampere.test/assets/BRIGHT/home/banner.png');
    const res = await t.app.inject({ method: 'GET', url: '/assets/BRIGHT/home/banner.png' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // Public addresses: apps, e-mails and the tenant's own site may show them.
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.rawPayload.equals(PNG)).toBe(true);
    const etag = String(res.headers.etag);
    expect((await t.app.inject({ method: 'GET', url: '/assets/BRIGHT/home/banner.png', headers: { 'if-none-match': etag } })).statusCode).toBe(304);

    t.clock.advance(60_000);
    const bigger = Buffer.concat([PNG, Buffer.from([0])]);
    await upload('home/banner.png', 'image/png', bigger);
    const again = await t.app.inject({ method: 'GET', url: '/assets/BRIGHT/home/banner.png', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(bigger)).toBe(true);
  });

  it('serves an SVG with a policy that runs nothing, and answers 404 for what is not there', async () => {
    await upload('icons/leaf.svg', 'image/svg+xml', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'));
    const svg = await t.app.inject({ method: 'GET', url: '/assets/BRIGHT/icons/leaf.svg' });
    expect(svg.headers['content-type']).toBe('image/svg+xml');
    expect(svg.headers['content-security-policy']).toContain('sandbox');
    expect(svg.headers['content-security-policy']).toContain("default-src 'none'");
    expect((await t.app.inject({ method: 'GET', url: '/assets/BRIGHT/icons/none.svg' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/assets/OTHER/icons/leaf.svg' })).statusCode).toBe(404);
    // A portal build file name (one segment) is the portal's, not an organisation's asset.
    const portalFile = await t.app.inject({ method: 'GET', url: '/assets/index-abc.js' });
    expect(portalFile.statusCode).toBe(404);
    expect(portalFile.headers['content-security-policy']).not.toContain('sandbox');
  });
});
