// @vitest-environment jsdom
/**
 * The Custom favorites page against the real server on the seeded demo tenant (two custom favorites):
 * a marketing admin changes a favorite's remote id and the draft is saved; a favorite added empty is
 * kept but not saved, with the contract's messages at its fields (the navigation rule JSON Schema
 * cannot express among them).
 */
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getCustomFavoritesDraft } from '../../../../generated/client/settings.gen.js';
import { CUSTOM_FAVORITE_NAVIGATION_REQUIRED } from '../../../../schemas/settings/favorites.js';
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
/** user-event reads every element's computed style before it acts; jsdom makes that slow, and nothing here hides pointer events. */
const TYPING = { pointerEventsCheck: 0 } as const;

async function open() {
  const session = await signedInConsole(server, 'marketing@bright.example', 'demo-marketing-pass');
  render(
    <MemoryRouter initialEntries={['/custom-favorites']}>
      <AdminContext dataProvider={session.dataProvider} authProvider={session.authProvider} i18nProvider={words}>
        <Routes>
          <Route path="/custom-favorites/*" element={<KindPage kind="customFavorites" saveDelayMs={50} />} />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );
  return session;
}

describe('the Custom favorites page', () => {
  it('saves a changed favorite, and keeps an incomplete new one unsaved with the messages at its fields', async () => {
    const session = await open();
    const user = userEvent.setup(TYPING);
    const remoteIds = await screen.findAllByRole('textbox', { name: /^Remote id/ }, LONG);
    expect((remoteIds[0] as HTMLInputElement).value).toBe('cms-outage-map');
    // Titles per language are named by the language.
    expect(screen.getAllByRole('textbox', { name: 'Norsk bokmål' }).map((input) => (input as HTMLInputElement).value)).toContain('Strømbrudd');

    await user.type(remoteIds[0]!, '-2');
    await screen.findByText(/^Saved at/, {}, LONG);
    const draft = (await getCustomFavoritesDraft(session.client, { params: { org: TEST_ORGANISATION } })).data.payload;
    expect(draft.customFavorites[0]!.remoteId).toBe('cms-outage-map-2');

    // The list's own add button comes after those of each favorite's lists.
    await user.click(screen.getAllByRole('button', { name: 'Add Item' }).at(-1)!);
    expect(await screen.findByText(/^Not saved: fix the \d+ marked fields$/, {}, LONG)).toBeTruthy();
    expect(screen.getByText(CUSTOM_FAVORITE_NAVIGATION_REQUIRED)).toBeTruthy();
    expect(screen.getAllByRole('textbox', { name: /^Remote id/ })).toHaveLength(3);
    const saved = (await getCustomFavoritesDraft(session.client, { params: { org: TEST_ORGANISATION } })).data.payload;
    expect(saved.customFavorites).toHaveLength(2);
  }, 60_000);
});
