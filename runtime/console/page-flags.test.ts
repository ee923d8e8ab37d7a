// @vitest-environment node
/**
 * The console page flags come from the organisation's latest feature flags release (back-office §1,
 * §2): the demo release turns every page on; publishing a release that turns one off is seen after
 * `forget()`, and an organisation without a release has none on.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFeatureFlagsRelease, getLatestFeatureFlagsRelease, replaceFeatureFlagsDraft } from '../../generated/client/settings.gen.js';
import { testApp, type TestApp } from '../server/test/harness.js';
import { pageFlags } from './page-flags.js';
import { missingFlags } from './pages/page-access.js';
import { signedInConsole, TEST_ORGANISATION } from './test/console-session.js';

let server: TestApp;

beforeAll(async () => {
  server = await testApp();
});
afterAll(() => server.close());

describe('console page flags', () => {
  it("reads the bridge flags that are on in the organisation's latest release, and again after forget()", async () => {
    const { client } = await signedInConsole(server, 'orgadmin@bright.example', 'demo-orgadmin-pass');
    const flags = pageFlags(client);
    const on = await flags.on(TEST_ORGANISATION);
    expect([...on].sort()).toEqual(['assets', 'communication', 'customFavorites', 'customize', 'messaging', 'modules', 'signs', 'theme']);

    const latest = (await getLatestFeatureFlagsRelease(client, { params: { org: TEST_ORGANISATION } })).data;
    const flagsOff = latest.payload.flags.map((f) => (f.context === 'bridge' && f.key === 'messaging' ? { ...f, enabled: false } : f));
    await replaceFeatureFlagsDraft(client, { params: { org: TEST_ORGANISATION }, body: { ...latest.payload, flags: flagsOff } });
    await createFeatureFlagsRelease(client, { params: { org: TEST_ORGANISATION } });
    expect((await flags.on(TEST_ORGANISATION)).has('messaging')).toBe(true);
    flags.forget();
    expect((await flags.on(TEST_ORGANISATION)).has('messaging')).toBe(false);
  });

  it('names the flags a page still needs', () => {
    const on = new Set(['theme']);
    expect(missingFlags({ scopes: ['ADMIN'], flags: ['customize', 'theme'] }, (f) => on.has(f))).toEqual(['customize']);
    expect(missingFlags({ scopes: ['ADMIN'] }, () => false)).toEqual([]);
  });
});
