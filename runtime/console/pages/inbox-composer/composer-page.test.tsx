// @vitest-environment jsdom
/**
 * The inbox composer against the real server on the seeded demo tenant (BRIGHT has the
 * communication page flag on): the contract's messages show at the fields and nothing is sent while
 * the message breaks the inbox rule (a private link address: 'invalid url target'); a valid message
 * reaches the one account it names and a test send reaches the test account, as their inboxes read
 * through the API tell; a push goes to the demo devices of the recipients; an ORG_USER has no composer.
 */
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { listAllInboxItems, listInboxItems } from '../../../../generated/client/inbox.gen.js';
import { listPushNotifications } from '../../../../generated/client/users.gen.js';
import { INBOX_MESSAGES } from '../../../../schemas/inbox.js';
import { stableId } from '../../../server/ids.js';
import { testApp, type TestApp } from '../../../server/test/harness.js';
import { signedInConsole, TEST_ORGANISATION } from '../../test/console-session.js';
import { PageGate } from '../page-gate.js';
import { consoleWords } from '../../test/console-words.js';
import { ComposerPage } from './composer-page.js';

const words = await consoleWords();

let server: TestApp;

beforeAll(async () => {
  server = await testApp();
});
afterEach(cleanup);
afterAll(() => server.close());

const KARI = stableId(`${TEST_ORGANISATION}:user:kari`);
const SIGRID = stableId(`${TEST_ORGANISATION}:user:sigrid`);
const KARI_ACCOUNT = stableId(`${TEST_ORGANISATION}:account:kari`);

async function open(email = 'orgadmin@bright.example', password = 'demo-orgadmin-pass') {
  const session = await signedInConsole(server, email, password);
  // As the console routes it: /messages/*, behind the page's gate (pages/console-pages.tsx, app.tsx).
  render(
    <MemoryRouter initialEntries={['/messages']}>
      <AdminContext dataProvider={session.dataProvider} authProvider={session.authProvider} i18nProvider={words}>
        <Routes>
          <Route path="/messages/*" element={<PageGate name="messages"><ComposerPage /></PageGate>} />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );
  return session;
}

const staff = async () => server.client(await server.asStaff('ORG_ADMIN', TEST_ORGANISATION));
const titlesOf = async (userId: string) => (await listInboxItems(server.client(await server.asCustomer(userId)), {})).data.map((item) => item.title);

/** Types a whole text at once (as pasting does): a keystroke at a time is slow on a loaded machine. */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function addAccount(user: ReturnType<typeof userEvent.setup>, group: HTMLElement, text: string) {
  await fill(user, within(group).getByRole('textbox', { name: 'Account' }), text);
  await user.click(within(group).getByRole('button', { name: 'Add account' }));
}

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('the inbox composer', () => {
  it("shows the contract's messages at the fields and sends nothing while the message breaks the inbox rule", async () => {
    await open();
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Message' }, { timeout: 10_000 });
    const before = (await listAllInboxItems(await staff(), { query: { accountId: KARI_ACCOUNT } })).data.length;

    await user.click(within(form).getByRole('button', { name: 'Send message' }));
    expect(await within(form).findByText(INBOX_MESSAGES.missingTitle)).toBeTruthy();
    expect(within(form).getByText(INBOX_MESSAGES.missingBody)).toBeTruthy();
    expect(within(form).getByText('Recipients must name accountIds, userIds or allUsers')).toBeTruthy();

    await fill(user, within(form).getByRole('textbox', { name: 'Title' }), 'New tariffs');
    await fill(user, within(form).getByRole('textbox', { name: 'Text' }), 'Read about the tariffs that apply from May.');
    // Mended fields lose their message as they change.
    await waitFor(() => expect(within(form).queryByText(INBOX_MESSAGES.missingTitle)).toBeNull());
    await choose(user, 'Opens', 'EXTERNAL_URL');
    await fill(user, within(form).getByRole('textbox', { name: 'Link name' }), 'Tariffs');
    await fill(user, within(form).getByRole('textbox', { name: 'Link (English)' }), 'http://192.168.1.20/tariffs');
    await user.click(within(form).getByRole('button', { name: 'Use the first link for every language' }));
    expect((within(form).getByRole('textbox', { name: 'Link (Deutsch)' }) as HTMLInputElement).value).toBe('http://192.168.1.20/tariffs');
    await addAccount(user, within(form).getByRole('group', { name: 'Chosen accounts' }), KARI_ACCOUNT);

    await user.click(within(form).getByRole('button', { name: 'Send message' }));
    expect(await within(form).findByText(INBOX_MESSAGES.invalidUrlTarget)).toBeTruthy();
    expect(within(form).getByRole('alert').textContent).toBe('The message is not ready: see the fields marked.');
    expect(within(form).getByRole('textbox', { name: 'Link (Suomi)' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((await listAllInboxItems(await staff(), { query: { accountId: KARI_ACCOUNT } })).data).toHaveLength(before);

    // A monthly report message opens its own target and needs a month key.
    await choose(user, 'Type', 'Monthly report');
    expect(within(form).getByRole('combobox', { name: 'Opens' }).textContent).toBe('MONTHLY_REPORT');
    await user.click(within(form).getByRole('button', { name: 'Send message' }));
    expect(await within(form).findByText(INBOX_MESSAGES.invalidMonthDateKey)).toBeTruthy();
    await choose(user, 'Opens', 'HOME');
    expect(await within(form).findByText(INBOX_MESSAGES.invalidNavigationType)).toBeTruthy();
  }, 90_000);

  it('sends a valid message to one account and a test to another, as their inboxes tell', async () => {
    await open();
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Message' }, { timeout: 10_000 });
    await fill(user, within(form).getByRole('textbox', { name: 'Title' }), 'Planned maintenance');
    await fill(user, within(form).getByRole('textbox', { name: 'Text' }), 'The portal is closed on Sunday night.');
    await addAccount(user, within(form).getByRole('group', { name: 'Chosen accounts' }), '100004');
    expect(await within(form).findByText('Sigrid Johansen · 100004')).toBeTruthy();
    const preview = screen.getByRole('complementary', { name: 'How customers see it' });
    expect(within(preview).getByRole('article', { name: 'Planned maintenance' }).textContent).toContain('The portal is closed on Sunday night.');

    const test = within(form).getByRole('region', { name: 'Test send' });
    await addAccount(user, within(test).getByRole('group', { name: 'Test send' }), 'kari@example.no');
    expect(await within(test).findByText('Kari Nordmann · 100001')).toBeTruthy();
    await user.click(within(test).getByRole('button', { name: 'Send test' }));
    expect(await within(form).findByText('Test sent to Kari Nordmann · 100001', {}, { timeout: 5000 })).toBeTruthy();
    expect(await titlesOf(KARI)).toContain('Planned maintenance');
    expect(await titlesOf(SIGRID)).not.toContain('Planned maintenance');

    await user.click(within(form).getByRole('button', { name: 'Send message' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Send “Planned maintenance” to 1 account?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Send message' }));
    expect(await within(form).findByText('Sent to 1 account', {}, { timeout: 5000 })).toBeTruthy();
    expect(await titlesOf(SIGRID)).toContain('Planned maintenance');
  }, 90_000);

  it('pushes to the demo devices of the recipients', async () => {
    // The demo seeds Kari's phone (seed/demo/push-devices.ts); Ola, the guest on her account, has none.
    await open();
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Message' }, { timeout: 10_000 });
    await fill(user, within(form).getByRole('textbox', { name: 'Title' }), 'Your invoice is ready');
    await fill(user, within(form).getByRole('textbox', { name: 'Text' }), 'Open the app to see it.');
    await choose(user, 'Type', 'Invoice');
    await choose(user, 'Notification type', 'New invoice');
    await choose(user, 'Category', 'Invoicing');
    await addAccount(user, within(form).getByRole('group', { name: 'Chosen accounts' }), KARI_ACCOUNT);
    await user.click(within(form).getByRole('button', { name: 'Send push' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Send a push to the devices of 1 account?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Send push' }));
    expect(await within(form).findByText('Push sent to 1 device, 0 failed', {}, { timeout: 5000 })).toBeTruthy();
    const pushes = (await listPushNotifications(await staff(), { params: { id: KARI } })).data;
    expect(pushes.map((p) => [p.title, p.type])).toContainEqual(['Your invoice is ready', 'newInvoice']);
  }, 90_000);

  it('is not offered to an ORG_USER, whose scope may not send messages', async () => {
    const session = await open('orguser@bright.example', 'demo-orguser-pass');
    expect(await session.authProvider.canAccess!({ resource: 'page:messages', action: 'open' })).toBe(false);
    await waitFor(() => expect(screen.getByText(/^This page is not available/)).toBeTruthy(), { timeout: 5000 });
    expect(screen.queryByRole('form', { name: 'Message' })).toBeNull();
    const marketing = await signedInConsole(server, 'marketing@bright.example', 'demo-marketing-pass');
    expect(await marketing.authProvider.canAccess!({ resource: 'page:messages', action: 'open' })).toBe(true);
  });
});
