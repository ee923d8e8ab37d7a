// @vitest-environment jsdom
/**
 * The Modules page against the real server on the seeded demo tenant (BRIGHT publishes its modules
 * once, beside a draft): an organisation admin edits a module item's title and the draft is saved as
 * they type (read back from the API), the difference shows it, publishing makes the next version,
 * rolling back makes another whose content is the earlier one's, a release can be deleted and the
 * draft discarded (the editor then starts from the latest release); a marketing admin may edit
 * but is offered no publishing; a save the server fails keeps the edit, and trying again saves it;
 * the Favorites module offers the 16 built-in favorites, InvoiceFavorite required; a developer reads
 * the modules without changing them; platform staff may open another organisation.
 */
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { AdminContext, Notification } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getModulesDraft, listModulesReleases } from '../../../../generated/client/settings.gen.js';
import type { ModulesPayload } from '../../../../schemas/settings/modules.js';
import { testApp, type TestApp } from '../../../server/test/harness.js';
import { signedInConsole, TEST_ORGANISATION } from '../../test/console-session.js';
import { consoleWords } from '../../test/console-words.js';
import { KindPage } from './kind-page.js';

const words = await consoleWords();

let server: TestApp;

beforeAll(async () => {
  server = await testApp();
  // A second organisation of the platform, with nothing saved yet (an unknown one answers 404).
  await server.db.query("INSERT INTO organisations (code) VALUES ('ELSEWHERE') ON CONFLICT DO NOTHING");
});
afterEach(cleanup);
afterAll(() => server.close());

const params = { params: { org: TEST_ORGANISATION } };
const LONG = { timeout: 10_000 };
/** user-event reads every element's computed style before it acts; jsdom makes that slow, and nothing here hides pointer events. */
const TYPING = { pointerEventsCheck: 0 } as const;

async function open(email = 'orgadmin@bright.example', password = 'demo-orgadmin-pass') {
  const session = await signedInConsole(server, email, password);
  render(
    <MemoryRouter initialEntries={['/modules']}>
      <AdminContext dataProvider={session.dataProvider} authProvider={session.authProvider} i18nProvider={words}>
        <Routes>
          <Route path="/modules/*" element={<KindPage kind="modules" saveDelayMs={50} />} />
        </Routes>
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
  return session;
}

const draftOf = async (session: Awaited<ReturnType<typeof open>>) => (await getModulesDraft(session.client, params)).data.payload as ModulesPayload;
const releasesOf = async (session: Awaited<ReturnType<typeof open>>) => (await listModulesReleases(session.client, params)).data.sort((a, b) => b.version - a.version);
/** The title fields of the chosen module's items, English tab first. */
const titles = async () => screen.findAllByRole('textbox', { name: 'Title' }, LONG);
const saved = () => screen.findByText(/^Saved at/, {}, LONG);
/** axe-core's serious and critical findings (colour contrast needs layout: the e2e run checks it). */
async function seriousViolations(): Promise<string[]> {
  const results = await axe.run(document.body, { iframes: false, rules: { 'color-contrast': { enabled: false } } });
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('the Modules page', () => {
  it('saves an edited item title as a draft, shows the difference, publishes, rolls back and deletes a release', async () => {
    const session = await open();
    const user = userEvent.setup(TYPING);
    const [first] = await releasesOf(session);
    // The demo seed saves a draft beside the first release.
    expect(await screen.findByText(/^Draft saved /, {}, LONG)).toBeTruthy();

    // The home page's first module (shortcuts) is open; its first item is the invoices shortcut.
    const [title] = await titles();
    expect((title as HTMLInputElement).value).toBe('Invoices');
    await user.type(title!, ' 2');
    await saved();
    const draft = await draftOf(session);
    expect(draft.home[0]!.type === 'Shortcuts' && draft.home[0]!.items[0]!.copy.en?.title).toBe('Invoices 2');

    await user.click(screen.getByRole('tab', { name: 'Difference from the latest release' }));
    const diff = await screen.findByRole('table', { name: 'Difference between the draft and the latest release' });
    const row = within(diff).getByText('home[id=home-shortcuts].items[id=invoices].copy.en.title').closest('tr')!;
    expect(within(row).getByText('Changed')).toBeTruthy();
    expect(row.textContent).toContain('Invoices 2');

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    const publishDialog = await screen.findByRole('dialog', { name: 'Publish the draft?' });
    expect(within(publishDialog).getByText('home[id=home-shortcuts].items[id=invoices].copy.en.title')).toBeTruthy();
    await user.click(within(publishDialog).getByRole('button', { name: 'Publish' }));
    await screen.findByText(`Version ${first!.version + 1} is published`, {}, LONG);
    const afterPublish = await releasesOf(session);
    expect(afterPublish[0]!.version).toBe(first!.version + 1);
    expect(afterPublish[0]!.payload).toEqual(draft);

    // The dialog hides the page from assistive technology until it has closed.
    await user.click(await screen.findByRole('tab', { name: /^Releases/ }, LONG));
    await user.click(await screen.findByRole('button', { name: `Roll back to version ${first!.version}` }));
    const rollDialog = await screen.findByRole('dialog', { name: `Roll back to version ${first!.version}?` });
    expect(within(rollDialog).getByText(/The draft becomes the content of version/)).toBeTruthy();
    await user.click(within(rollDialog).getByRole('button', { name: 'Roll back' }));
    await screen.findByText(`Version ${first!.version + 2} is published with the content of version ${first!.version}`, {}, LONG);
    const afterRollBack = await releasesOf(session);
    expect(afterRollBack[0]!.version).toBe(first!.version + 2);
    expect(afterRollBack[0]!.payload).toEqual(first!.payload);
    expect(await draftOf(session)).toEqual(first!.payload);

    await user.click(await screen.findByRole('button', { name: `Delete version ${first!.version + 2}` }, LONG));
    const deleteDialog = await screen.findByRole('dialog', { name: `Delete version ${first!.version + 2}?` });
    expect(within(deleteDialog).getByText(`It is the latest release: apps and the portal get version ${first!.version + 1} on their next load.`)).toBeTruthy();
    await user.click(within(deleteDialog).getByRole('button', { name: 'Delete' }));
    await screen.findByText(`Version ${first!.version + 2} is deleted`, {}, LONG);
    expect((await releasesOf(session)).map((r) => r.version)).toEqual([first!.version + 1, first!.version]);
    await waitFor(() => expect(screen.queryByRole('button', { name: `Delete version ${first!.version + 2}` })).toBeNull());

    await user.click(await screen.findByRole('button', { name: 'Discard draft' }, LONG));
    await user.click(within(await screen.findByRole('dialog', { name: 'Discard the draft?' })).getByRole('button', { name: 'Discard' }));
    await screen.findByText(`No draft yet: the editor starts from version ${first!.version + 1}, the latest release. Your first change saves a draft.`, {}, LONG);
    await expect(draftOf(session)).rejects.toMatchObject({ status: 404 });
  }, 120_000);

  it('lets a marketing admin edit but offers no publishing', async () => {
    await open('marketing@bright.example', 'demo-marketing-pass');
    const [title] = await titles();
    expect((title as HTMLInputElement).readOnly).toBe(false);
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
    const user = userEvent.setup(TYPING);
    await user.click(screen.getByRole('tab', { name: /^Releases/ }));
    await user.click(await screen.findByRole('button', { name: 'Open version 1' }, LONG));
    expect(screen.queryByRole('button', { name: /^Roll back/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete version/ })).toBeNull();

    // An opened release is shown read-only, with who published it by name.
    const view = await screen.findByRole('dialog', { name: /^Version 1, released .+ by Astrid Admin \(admin@bright\.example\)$/ }, LONG);
    const [released] = await within(view).findAllByRole('textbox', { name: 'Title' }, LONG);
    expect((released as HTMLInputElement).readOnly).toBe(true);
  }, 60_000);

  it('keeps an edit the server failed to save, and saves it when tried again', async () => {
    const session = await open();
    const user = userEvent.setup(TYPING);
    const [title] = await titles();
    const before = (title as HTMLInputElement).value;
    // The drafts table goes away for a moment: the server answers the save with an error.
    await server.db.query('ALTER TABLE settings_drafts RENAME TO settings_drafts_away');
    try {
      await user.type(title!, '!');
      await screen.findByText(/^Not saved: .+ Your changes are kept\.$/, {}, LONG);
      expect(((await titles())[0] as HTMLInputElement).value).toBe(`${before}!`);
    } finally {
      await server.db.query('ALTER TABLE settings_drafts_away RENAME TO settings_drafts');
    }
    await user.click(screen.getByRole('button', { name: 'Try saving again' }));
    await saved();
    const draft = await draftOf(session);
    expect(draft.home[0]!.type === 'Shortcuts' && draft.home[0]!.items[0]!.copy.en?.title).toBe(`${before}!`);
  }, 60_000);

  it('offers the built-in favorites in the Favorites module, InvoiceFavorite required and the conditional ones marked', async () => {
    const session = await open();
    const user = userEvent.setup(TYPING);
    await user.click(await screen.findByRole('button', { name: /Favorites · home-favorites/ }, LONG));
    const table = await screen.findByRole('table', { name: 'Built-in favorites' }, LONG);
    const row = (name: string) => within(table).getByText(name).closest('tr')!;
    expect(within(row('Invoice')).getByText('Required')).toBeTruthy();
    expect((within(row('Invoice')).getByRole('switch', { name: 'Offer Invoice' }) as HTMLInputElement).disabled).toBe(true);
    expect(within(row('Realtime provider')).getByText('Only for customers where: Has realtime measurements')).toBeTruthy();
    expect(within(row('Weather')).queryByText(/^Only for customers/)).toBeNull();

    await user.click(within(row('Weather')).getByRole('switch', { name: 'Offer Weather' }));
    await saved();
    const favorites = (await draftOf(session)).home.find((m) => m.type === 'Favorites');
    expect(favorites?.type === 'Favorites' && favorites.favorites.at(-1)).toEqual({ name: 'WeatherFavorite', enabled: true });
    expect(await seriousViolations()).toEqual([]);
  }, 60_000);

  it('shows the modules read-only to an admin whose role may not save drafts', async () => {
    await open('developer@bright.example', 'demo-developer-pass');
    expect(await screen.findByText('Your role may read these settings but not change them.', {}, LONG)).toBeTruthy();
    const [title] = await titles();
    expect((title as HTMLInputElement).readOnly).toBe(true);
    for (const name of ['Publish', 'Discard draft', 'Add module']) expect(screen.queryByRole('button', { name })).toBeNull();
    expect(await seriousViolations()).toEqual([]);
  }, 60_000);

  it('lets platform staff open another organisation', async () => {
    await open('admin@bright.example', 'demo-admin-pass');
    const user = userEvent.setup(TYPING);
    const picker = (await screen.findByRole('combobox', { name: 'Organisation' }, LONG)) as HTMLInputElement;
    expect(picker.value).toBe(TEST_ORGANISATION);
    await titles();
    await user.clear(picker);
    await user.type(picker, 'ELSEWHERE{Enter}');
    expect(await screen.findByText('Modules: nothing saved or published yet, so the editor starts empty. Your first change saves a draft.', {}, LONG)).toBeTruthy();
    expect(screen.getByText('No modules on this page yet')).toBeTruthy();
  }, 60_000);
});
