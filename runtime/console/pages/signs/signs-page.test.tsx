// @vitest-environment jsdom
/**
 * The signs page against the real server. A feature flags release that switches the signs page off
 * takes it away; with it on (as the demo tenant publishes it), an organisation admin finds the demo's
 * signs, creates a sign, sees its screen in the preview, renames it, finds it in the list with what
 * it shows, and deletes it and the others after a confirmation until the list says there are none;
 * the contract's messages show at the fields and nothing is stored; a read-only admin sees signs and
 * their preview without the means to change them.
 */
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createFeatureFlagsRelease, getLatestFeatureFlagsRelease, replaceFeatureFlagsDraft } from '../../../../generated/client/settings.gen.js';
import { createSign } from '../../../../generated/client/signs.gen.js';
import { SIGN_NAME_REQUIRED, SIGN_SHOWS_NOTHING } from '../../../../schemas/sign.js';
import { testApp, type TestApp } from '../../../server/test/harness.js';
import { ConsoleApp } from '../../app.js';
import { demoSigns } from '../../../server/seed/demo/signs.js';
import { signedInConsole } from '../../test/console-session.js';

let server: TestApp;

beforeAll(async () => {
  server = await testApp();
});
afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
afterAll(() => server.close());

const ORG_ADMIN = ['orgadmin@bright.example', 'demo-orgadmin-pass'] as const;
/** The first render loads react-admin, MUI and the page's chunk cold; a shared 2-CPU machine is slow at it. */
const WAIT = { timeout: 30_000 };
const LONG = 120_000;

async function open(path: string, [email, password]: readonly [string, string] = ORG_ADMIN) {
  const session = await signedInConsole(server, email, password);
  window.history.replaceState(null, '', path);
  render(<ConsoleApp dataProvider={session.dataProvider} authProvider={session.authProvider} basename="" />);
  return userEvent.setup();
}

/** The demo tenant's signs, by name (seed/demo/signs.ts). */
const DEMO_SIGNS = demoSigns('BRIGHT').map((s) => s.input.name);

/** Publishes the organisation's feature flags with the signs page on or off (the demo release has it on). */
async function publishSignsPage(enabled: boolean) {
  const client = server.client(await server.asStaff('ORG_ADMIN', 'BRIGHT'));
  const latest = (await getLatestFeatureFlagsRelease(client, { params: { org: 'BRIGHT' } })).data;
  const flags = latest.payload.flags.map((f) => (f.context === 'bridge' && f.key === 'signs' ? { ...f, enabled } : f));
  await replaceFeatureFlagsDraft(client, { params: { org: 'BRIGHT' }, body: { ...latest.payload, flags } });
  await createFeatureFlagsRelease(client, { params: { org: 'BRIGHT' } });
}

const signRows = async () => (await server.db.query<{ id: string; doc: { name: string; theme: string; message?: string } }>("SELECT id, doc FROM signs WHERE organisation = 'BRIGHT'")).rows;

describe('the signs page', () => {
  it('is not offered while the signs page flag is off', async () => {
    await publishSignsPage(false);
    await open('/signs');
    expect(await screen.findByText(/not available/i, {}, WAIT)).toBeTruthy();
    await screen.findByRole('menuitem', { name: /Statistics/ }, WAIT);
    expect(screen.queryByRole('menuitem', { name: /Signs/ })).toBeNull();
  }, LONG);

  it("lists the demo's signs; creates a sign, previews its screen, renames it, lists it; deletes every sign", async () => {
    await publishSignsPage(true);
    const user = await open('/signs');
    for (const name of DEMO_SIGNS) expect(await screen.findByRole('link', { name }, WAIT)).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Create sign' }));
    await user.type(await screen.findByLabelText(/^Name/, {}, WAIT), 'Head office lobby');
    await user.type(screen.getByLabelText('Message of the day'), 'Velkommen!');
    await user.click(screen.getByRole('radio', { name: 'Dark' }));
    await user.click(screen.getByRole('button', { name: 'Create sign' }));

    const frame = await screen.findByTitle('Screen of Head office lobby', {}, WAIT);
    const row = (await signRows()).find((r) => r.doc.name === 'Head office lobby');
    expect(row?.doc).toMatchObject({ name: 'Head office lobby', theme: 'dark', message: 'Velkommen!', priceZone: 'NO1', language: 'nb', cheapestHours: 3 });
    expect(frame.getAttribute('src')).toBe(`https://ampere.test/signs/BRIGHT/${row!.id}`);
    expect((screen.getByLabelText('Screen address') as HTMLInputElement).value).toBe(`https://ampere.test/signs/BRIGHT/${row!.id}`);
    // What the frame opens is the sign's own screen.
    expect((await server.app.inject({ method: 'GET', url: `/signs/BRIGHT/${row!.id}` })).body).toContain('Velkommen!');

    const name = screen.getByLabelText(/^Name/);
    await user.clear(name);
    await user.type(name, 'Lobby');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Lobby is saved', {}, WAIT)).toBeTruthy();
    expect((await signRows()).find((r) => r.id === row!.id)?.doc.name).toBe('Lobby');

    await user.click(screen.getByRole('link', { name: 'All signs' }));
    const listed = (await screen.findByRole('link', { name: 'Lobby' }, WAIT)).closest('tr')!;
    expect(within(listed).getByText('Spot price (3 cheapest hours) · CO2 · Message')).toBeTruthy();
    expect(within(listed).getByText('Norsk bokmål')).toBeTruthy();
    expect(within(listed).getByText('Dark')).toBeTruthy();
    expect(within(listed).getByText('On')).toBeTruthy();

    await user.click(within(listed).getByRole('button', { name: 'Delete Lobby' }));
    expect(within(screen.getByRole('dialog')).getByRole('heading', { name: 'Delete Lobby?' })).toBeTruthy();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete sign' }));
    // The open dialog hides the page from the accessibility tree, so the row counts as gone only once
    // the dialog has closed, which it does when the delete call has answered.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Lobby' })).toBeNull(), WAIT);
    expect((await signRows()).map((r) => r.doc.name).sort()).toEqual([...DEMO_SIGNS].sort());

    // The demo's own signs go the same way; the last one leaves the empty list.
    for (const name of DEMO_SIGNS) {
      await user.click(within((await screen.findByRole('link', { name }, WAIT)).closest('tr')!).getByRole('button', { name: `Delete ${name}` }));
      await user.click(within(await screen.findByRole('dialog', {}, WAIT)).getByRole('button', { name: 'Delete sign' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
      await waitFor(() => expect(screen.queryByRole('link', { name })).toBeNull(), WAIT);
    }
    expect(await screen.findByText('No signs yet.', {}, WAIT)).toBeTruthy();
    expect(await signRows()).toEqual([]);
  }, LONG);

  it("shows the contract's messages at the fields and stores nothing", async () => {
    await publishSignsPage(true);
    const user = await open('/signs/create');
    await user.click(await screen.findByRole('button', { name: 'Create sign' }, WAIT));
    expect(await screen.findByText(SIGN_NAME_REQUIRED, {}, WAIT)).toBeTruthy();
    expect(screen.getByLabelText(/^Name/).getAttribute('aria-invalid')).toBe('true');

    await user.type(screen.getByLabelText(/^Name/), 'Shop window');
    await user.click(screen.getByLabelText('Spot price today'));
    await user.click(screen.getByLabelText('CO2 intensity now'));
    await user.click(screen.getByRole('button', { name: 'Create sign' }));
    expect(await screen.findByText(SIGN_SHOWS_NOTHING, {}, WAIT)).toBeTruthy();
    expect(screen.queryByText(SIGN_NAME_REQUIRED)).toBeNull();
    expect((await signRows()).filter((r) => r.doc.name === 'Shop window')).toEqual([]);
  }, LONG);

  it('shows a read-only admin the signs and a preview, without create, save or delete', async () => {
    await publishSignsPage(true);
    const sign = (await createSign(server.client(await server.asStaff('ORG_MARKETING', 'BRIGHT')), { body: { name: 'Station hall', priceZone: 'NO1', language: 'en' } })).data;
    const user = await open('/signs', ['orguser@bright.example', 'demo-orguser-pass']);
    await user.click(await screen.findByRole('link', { name: 'Station hall' }, WAIT));
    expect(await screen.findByTitle('Screen of Station hall', {}, WAIT)).toBeTruthy();
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
    await user.click(screen.getByRole('link', { name: 'All signs' }));
    await screen.findByRole('link', { name: 'Station hall' }, WAIT);
    expect(screen.queryByRole('link', { name: 'Create sign' })).toBeNull();
    expect(screen.getByText('Read only: your role may not change signs.')).toBeTruthy();
    await waitFor(async () => expect((await signRows()).map((r) => r.id)).toContain(sign._id));
  }, LONG);
});
