// @vitest-environment jsdom
/**
 * The Theme page against the real server on the seeded demo tenant: the theme editor (./theme) edits
 * the organisation's draft, saved as it changes, and the difference names the colour changed.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getThemeDraft } from '../../../../generated/client/settings.gen.js';
import { testApp, type TestApp } from '../../../server/test/harness.js';
import { signedInConsole, TEST_ORGANISATION } from '../../test/console-session.js';
import { consoleWords } from '../../test/console-words.js';
import { KindPage } from './kind-page.js';

const words = await consoleWords();

let server: TestApp;

beforeAll(async () => {
  server = await testApp();
});
afterEach(cleanup);
afterAll(() => server.close());

const LONG = { timeout: 10_000 };

describe('the Theme page', () => {
  it('saves the theme edited in the theme editor as the draft, and shows the difference', async () => {
    const session = await signedInConsole(server, 'orgadmin@bright.example', 'demo-orgadmin-pass');
    render(
      <MemoryRouter initialEntries={['/theme']}>
        <AdminContext dataProvider={session.dataProvider} authProvider={session.authProvider} i18nProvider={words}>
          <Routes>
            <Route path="/theme/*" element={<KindPage kind="theme" saveDelayMs={50} />} />
          </Routes>
        </AdminContext>
      </MemoryRouter>,
    );
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const editor = await screen.findByRole('region', { name: 'Theme editor' }, LONG);
    const accent = within(within(editor).getByRole('region', { name: 'Base colours' })).getByLabelText('Accent');
    await user.clear(accent);
    await user.type(accent, '#123456');
    await screen.findByText(/^Saved at/, {}, LONG);
    const draft = (await getThemeDraft(session.client, { params: { org: TEST_ORGANISATION } })).data.payload;
    expect(draft.light.accentColor).toBe('#123456');

    await user.click(screen.getByRole('tab', { name: 'Difference from the latest release' }));
    const diff = await screen.findByRole('table', { name: 'Difference between the draft and the latest release' });
    expect(within(within(diff).getByText('light.accentColor').closest('tr')!).getByText('#123456')).toBeTruthy();
  }, 60_000);
});
