// @vitest-environment node
/**
 * Issue 19 §5: the chat widget script comes from an allow-list the platform admin controls, not from
 * any URL an ORG_ADMIN types. Only ADMIN changes the list (audited); a feature-flags draft or release
 * naming a script from another origin is refused (400 chatScriptNotAllowed), publishing included
 * when the list shrank after the draft was saved; the public release carries the list for the portal,
 * and the portal page's Content-Security-Policy runs scripts from exactly those origins.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthEntry } from '../../../schemas/auth.js';
import { validFeatureFlagsPayload } from '../../../schemas/fixtures/settings-feature-flags.fixtures.js';
import { bearer, testApp, type TestApp } from '../test/harness.js';

const INTERCOM = 'https://widget.intercom.io';
const ZENDESK = 'https://static.zdassets.com';
const LIST = '/api/v3/settings/platform/chat-script-origins';
const DRAFT = '/api/v3/settings/drafts/feature-flags/BRIGHT';

let t: TestApp;
let admin: AuthEntry;
let orgAdmin: AuthEntry;
beforeAll(async () => {
  t = await testApp();
  admin = await t.asStaff('ADMIN');
  orgAdmin = await t.asStaff('ORG_ADMIN');
});
afterAll(async () => {
  await t?.close();
});

const req = (method: 'GET' | 'POST' | 'PUT', url: string, entry: AuthEntry, payload?: unknown) =>
  t.app.inject({ method, url, headers: bearer(entry), ...(payload === undefined ? {} : { payload: payload as object }) });
const withScript = (url: string | undefined) => ({
  ...validFeatureFlagsPayload,
  portal: { ...validFeatureFlagsPayload.portal, chatWidgetVendor: 'intercom', chatWidgetKey: 'abc123', chatWidgetScriptUrl: url },
});
const scriptSrc = async (): Promise<string[]> => {
  const csp = String((await t.app.inject({ method: 'GET', url: '/dashboard' })).headers['content-security-policy']);
  return /(?:^|;)\s*script-src ([^;]*)/.exec(csp)![1]!.trim().split(/\s+/);
};

describe('the chat widget script allow-list', () => {
  it('starts empty: no script anywhere, so an organisation admin cannot name one', async () => {
    expect((await req('GET', LIST, orgAdmin)).json().data).toEqual({ origins: [] });
    const refused = await req('PUT', DRAFT, orgAdmin, withScript(`${INTERCOM}/widget/abc123`));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ key: 'chatScriptNotAllowed', message: `The chat widget script ${INTERCOM}/widget/abc123 is not from an origin the platform allows` });
  });

  it('is changed by a platform ADMIN only, as origins (no path, https), and audited', async () => {
    expect((await req('PUT', LIST, orgAdmin, { origins: [INTERCOM] })).statusCode).toBe(403);
    for (const bad of [[`${INTERCOM}/widget`], ['http://widget.intercom.io'], ['javascript:alert(1)'], [INTERCOM, INTERCOM]]) {
      const res = await req('PUT', LIST, admin, { origins: bad });
      expect(res.statusCode, bad.join()).toBe(400);
      expect(res.json().key, bad.join()).toBe('validationError');
    }
    const saved = await req('PUT', LIST, admin, { origins: [INTERCOM, ZENDESK] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toEqual({ origins: [INTERCOM, ZENDESK] });
    const { rows } = await t.db.query<{ action: string; organisation: string | null }>("SELECT action, organisation FROM audit_log WHERE resource = 'chat-script-origins'");
    expect(rows).toEqual([{ action: 'update', organisation: null }]);
  });

  it('lets a draft and a release name a script from a listed origin only; javascript: is no URL at all', async () => {
    const other = await req('PUT', DRAFT, orgAdmin, withScript('https://evil.example/widget.js'));
    expect(other.statusCode).toBe(400);
    expect(other.json().key).toBe('chatScriptNotAllowed');
    // A look-alike host is another origin.
    expect((await req('PUT', DRAFT, orgAdmin, withScript('https://widget.intercom.io.evil.example/w.js'))).json().key).toBe('chatScriptNotAllowed');
    const script = await req('PUT', DRAFT, orgAdmin, withScript('javascript:alert(1)'));
    expect(script.statusCode).toBe(400);
    expect(script.json().key).toBe('validationError');

    expect((await req('PUT', DRAFT, orgAdmin, withScript(`${INTERCOM}/widget/abc123`))).statusCode).toBe(200);
    expect((await req('POST', '/api/v3/settings/releases/feature-flags/BRIGHT', orgAdmin)).statusCode).toBe(201);
    const release = (await t.app.inject({ method: 'GET', url: '/api/v3/settings/releases/BRIGHT' })).json().data;
    expect(release.featureFlags.portal.chatWidgetScriptUrl).toBe(`${INTERCOM}/widget/abc123`);
    expect(release.chatScriptOrigins).toEqual([INTERCOM, ZENDESK]);
  });

  it("makes the portal page's script-src allow exactly the listed origins", async () => {
    const sources = await scriptSrc();
    expect(sources).toContain(INTERCOM);
    expect(sources).toContain(ZENDESK);
    expect(sources.filter((s) => s.startsWith('https:') || s.startsWith('http:'))).toEqual([INTERCOM, ZENDESK]);
  });

  it('refuses to publish a saved draft whose script origin was taken off the list since, and the page stops allowing it', async () => {
    expect((await req('PUT', LIST, admin, { origins: [ZENDESK] })).statusCode).toBe(200);
    const publish = await req('POST', '/api/v3/settings/releases/feature-flags/BRIGHT', orgAdmin);
    expect(publish.statusCode).toBe(400);
    expect(publish.json().key).toBe('chatScriptNotAllowed');
    expect(await scriptSrc()).not.toContain(INTERCOM);
    expect((await t.app.inject({ method: 'GET', url: '/api/v3/settings/releases/BRIGHT' })).json().data.chatScriptOrigins).toEqual([ZENDESK]);
  });
});
