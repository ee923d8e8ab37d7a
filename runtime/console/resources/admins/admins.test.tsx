// @vitest-environment jsdom
/**
 * An admin's page against the real server (back-office §2 Admins): the generic show of the admin,
 * and the created-admin e-mail, sent after a confirmation, that lands in the outbox with a link to
 * the console's set-password page; a support admin, whom the call does not admit, is not offered it.
 * The server runs at the test page's origin, as the console does, since links are only built there.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../../../server/outbox.js';
import { testApp, type TestApp } from '../../../server/test/harness.js';
import { ConsoleApp } from '../../app.js';
import { signedInConsole } from '../../test/console-session.js';

let server: TestApp;
let orgUserId: string;

beforeAll(async () => {
  server = await testApp({ config: { publicUrl: window.location.origin } });
  orgUserId = (await server.db.query<{ id: string }>("SELECT id FROM admins WHERE email = 'orguser@bright.example'")).rows[0]!.id;
});
afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
afterAll(() => server.close());

/** The first render loads react-admin, MUI and the page's chunk cold; a shared 2-CPU machine is slow at it. */
const WAIT = { timeout: 30_000 };
const LONG = 120_000;

async function open(path: string, email: string, password: string) {
  const session = await signedInConsole(server, email, password);
  window.history.replaceState(null, '', path);
  render(<ConsoleApp dataProvider={session.dataProvider} authProvider={session.authProvider} basename="" />);
  return userEvent.setup();
}

describe("an admin's page", () => {
  it('sends the created-admin e-mail after a confirmation, and it lands in the outbox', async () => {
    const before = (await readOutbox(server.db, 'orguser@bright.example')).length;
    const user = await open(`/admins/${orgUserId}/show`, 'orgadmin@bright.example', 'demo-orgadmin-pass');
    expect(await screen.findByText('orguser@bright.example', {}, WAIT)).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Send created-admin e-mail' }, WAIT));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'E-mail orguser@bright.example?' })).toBeTruthy();
    expect((await readOutbox(server.db, 'orguser@bright.example')).length).toBe(before);
    await user.click(within(dialog).getByRole('button', { name: 'Send e-mail' }));

    expect(await screen.findByText('The e-mail is on its way to orguser@bright.example.', {}, WAIT)).toBeTruthy();
    const [mail] = await readOutbox(server.db, 'orguser@bright.example');
    expect((await readOutbox(server.db, 'orguser@bright.example')).length).toBe(before + 1);
    expect(mail).toMatchObject({ channel: 'email', subject: 'You are an admin of BRIGHT', data: { purpose: 'adminCreated', organisation: 'BRIGHT' } });
    // The console's set-password page (basename '' here; /admin in the browser), with the one-time ref.
    expect(String(mail!.data!.link)).toMatch(new RegExp(`^${window.location.origin}/set-password\\?ref=[^&]+&organisation=BRIGHT$`));
  }, LONG);

  it('is not offered to a support admin, who may read admins but not e-mail them', async () => {
    await open(`/admins/${orgUserId}/show`, 'support@bright.example', 'demo-support-pass');
    expect(await screen.findByText('orguser@bright.example', {}, WAIT)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send created-admin e-mail' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Password e-mail' })).toBeNull();
  }, LONG);
});
