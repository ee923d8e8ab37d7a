// @vitest-environment jsdom
/**
 * The Releases overview and publishing feature flags, in the whole console against the real server
 * on the seeded demo tenant (every kind released once, beside a draft): the overview lists each kind's
 * latest version and links to its page; an organisation admin who switches the custom favorites page
 * flag off and publishes the feature flags sees the menu drop that page at once.
 */
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getLatestFeatureFlagsRelease } from '../../../../generated/client/settings.gen.js';
import { isFlagOn } from '../../../../schemas/settings/feature-flags.js';
import { testApp, type TestApp } from '../../../server/test/harness.js';
import { ConsoleApp } from '../../app.js';
import { signedInConsole, TEST_ORGANISATION } from '../../test/console-session.js';

let server: TestApp;

beforeAll(async () => {
  server = await testApp();
});
afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
afterAll(() => server.close());

const LONG = { timeout: 15_000 };
/** user-event reads every element's computed style before it acts; jsdom makes that slow, and nothing here hides pointer events. */
const TYPING = { pointerEventsCheck: 0 } as const;

async function open(path: string) {
  const session = await signedInConsole(server, 'orgadmin@bright.example', 'demo-orgadmin-pass');
  window.history.replaceState(null, '', path);
  render(<ConsoleApp dataProvider={session.dataProvider} authProvider={session.authProvider} basename="" />);
  return session;
}

describe('the Releases page', () => {
  it("lists each kind's latest version and links to its page", async () => {
    await open('/releases');
    const table = await screen.findByRole('table', { name: `Settings of ${TEST_ORGANISATION}` }, LONG);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.querySelector('td')?.textContent)).toEqual(['Theme', 'Modules', 'Custom favorites', 'Feature flags', 'Feature configurations']);
    for (const row of rows) expect(within(row).getAllByRole('cell')[1]!.textContent).toBe('1');
    const link = within(table).getByRole('link', { name: 'Modules' });
    expect(link.getAttribute('href')).toBe(`/modules?organisation=${TEST_ORGANISATION}`);
    // The generic screens of the drafts and releases are left out of the menu: the pages edit them.
    expect(screen.getByRole('menuitem', { name: 'Releases' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: /Module releases/ })).toBeNull();
  }, 60_000);
});

describe('publishing feature flags', () => {
  it('switches the console pages the flags name: the menu follows the new release', async () => {
    const session = await open('/feature-flags');
    const user = userEvent.setup(TYPING);
    await screen.findByRole('menuitem', { name: 'Custom favorites' }, LONG);

    // The bridge flag customFavorites switches the custom favorites page (the app has a flag of that name too).
    const keys = await screen.findAllByRole('textbox', { name: 'Key' }, LONG);
    const key = keys.find((input) => (input as HTMLInputElement).value === 'customFavorites')!;
    // RJSF names an item's inputs by their path: root_5_key beside root_5_enabled.
    const on = document.getElementById(key.id.replace(/_key$/, '_enabled'))!;
    expect(on.getAttribute('type')).toBe('checkbox');
    await user.click(on);
    await screen.findByText(/^Saved at/, {}, LONG);

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish the draft?' });
    // The one switch is the whole difference: the form added nothing of its own to the other flags.
    const changes = within(dialog).getByRole('table', { name: 'Difference between the draft and the latest release' });
    expect(within(changes).getAllByRole('row')).toHaveLength(2);
    expect(within(changes).getByText(/^flags\[\d+\]\.enabled$/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(async () => {
      const release = (await getLatestFeatureFlagsRelease(session.client, { params: { org: TEST_ORGANISATION } })).data;
      expect(release.version).toBe(2);
      expect(isFlagOn(release.payload.flags, 'bridge', 'customFavorites')).toBe(false);
    }, LONG);
    // Once the dialog has closed (the menu is in reach again), the page the flag switched off is gone.
    await waitFor(() => {
      expect(screen.getByRole('menuitem', { name: 'Modules' })).toBeTruthy();
      expect(screen.queryByRole('menuitem', { name: 'Custom favorites' })).toBeNull();
    }, LONG);
  }, 90_000);
});
