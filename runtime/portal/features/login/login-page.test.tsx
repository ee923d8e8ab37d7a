// @vitest-environment jsdom
/**
 * The login page on the Norwegian tenant against the real server (portal §1: OpenID only, in
 * Nynorsk): the OpenID sign-in and its return, a bank-id return by ref, the redirect when already
 * signed in, the fatal condition, and support mode (inspector e-mail login, admin bank id).
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { formAction, TestBrowser } from '../../../server/auth/oidc/test-browser.js';
import { portalTest, type PortalTest } from '../../test/harness.js';
import { browser } from './browser.js';

let t: PortalTest;
beforeAll(async () => {
  t = await portalTest();
}, 600_000);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});
afterAll(async () => t?.close());

const SLOW = { timeout: 20_000 };
/** The tenant's first language (portal §1: nn and nb). */
const NN = { language: 'nn' } as const;
const json = { host: 'ampere.test', 'x-forwarded-proto': 'https', 'content-type': 'application/json' };

/** Signed in: the shell's header shows the customer's name (`name` when given). */
async function expectSignedIn(name?: string) {
  const header = await screen.findByTestId('header-name', {}, SLOW);
  if (name) await waitFor(() => expect(header.textContent).toBe(name), SLOW);
  else await waitFor(() => expect(header.textContent).not.toBe(''), SLOW);
}

/** The error text a field points at with aria-describedby. */
function fieldError(label: string): string | undefined {
  const ids = screen.getByLabelText(label).getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)).find((el) => el?.classList.contains('field-error'))?.textContent ?? undefined;
}

describe('login: OpenID (the Norwegian tenant)', () => {
  it('offers only the identity provider; its return with a code signs kari in', async () => {
    const opened: string[] = [];
    vi.spyOn(browser, 'assign').mockImplementation((url) => void opened.push(url));
    const { portal } = await t.renderAt('/login', NN);
    expect(await screen.findByRole('heading', { level: 1, name: 'Logg inn på Mi side' })).toBeTruthy();
    expect(screen.queryByTestId('login-methods')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Logg inn med elektronisk ID' }));
    await waitFor(() => expect(opened).toHaveLength(1), SLOW);

    // The person signs in at the identity provider, which sends the browser back to /login.
    const idp = new TestBrowser(t.server.app, 'https://ampere.test');
    const page = await idp.follow(await idp.request('GET', opened[0]!));
    const back = await idp.follow(await idp.request('POST', formAction(page.body), { username: 'kari', password: 'demo-kari-1' }));
    const returned = new URL(back.location!);
    expect(returned.pathname).toBe('/login');
    expect(returned.searchParams.get('code')).toBeTruthy();

    cleanup();
    await t.renderAt(`/login${returned.search}`, { portal });
    await expectSignedIn('Kari Nordmann');
  }, 60_000);

  it('goes back to the sign-in button when the person cancels at the identity provider', async () => {
    const opened: string[] = [];
    vi.spyOn(browser, 'assign').mockImplementation((url) => void opened.push(url));
    const { portal } = await t.renderAt('/login', NN);
    await userEvent.click(await screen.findByRole('button', { name: 'Logg inn med elektronisk ID' }));
    await waitFor(() => expect(opened).toHaveLength(1), SLOW);
    const state = new URL(opened[0]!).searchParams.get('state')!;
    cleanup();
    await t.renderAt(`/login?error=access_denied&state=${state}`, { portal });
    expect(await screen.findByRole('button', { name: 'Logg inn med elektronisk ID' }, SLOW)).toBeTruthy();
    expect(portal.session.getSnapshot()).toMatchObject({ authorised: false, authorising: false });
  }, 60_000);

  it('authorises with the ref a bank-id app returns with', async () => {
    const started = await t.server.app.inject({ method: 'POST', url: '/api/v3/auth/', headers: json, payload: { accessType: 'BANKID', organisation: 'BRIGHT', personalId: '197202213646' } });
    const ref = (started.json() as { data: { ref: string } }).data.ref;
    await t.server.app.inject({ method: 'POST', url: '/api/dev/bankid/complete', headers: json, payload: { ref } });
    await t.renderAt(`/login?ref=${encodeURIComponent(ref)}`, NN);
    await expectSignedIn('Ingrid Haugland-Vik');
  }, 60_000);

  it('sends a signed-in customer on to the dashboard', async () => {
    await t.renderAt('/login', { as: 'kari', ...NN });
    await expectSignedIn('Kari Nordmann');
  }, 60_000);

  it('replaces the form with the fatal message when a fatal condition holds', async () => {
    const portal = await t.start(NN);
    portal.session.flagFatal();
    await t.renderAt('/login', { portal });
    const fatal = await screen.findByTestId('fatal-message');
    expect(within(fatal).getByRole('heading', { name: 'Mi side er utilgjengeleg' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Logg inn med elektronisk ID' })).toBeNull();
  });
});

describe('login: support mode', () => {
  it("offers 'sign in with account' and the admin bank id; the inspector's e-mail login shows a wrong password under its field", async () => {
    await t.renderAt('/login#supportMode', NN);
    const support = await screen.findByTestId('support-mode');
    expect(within(support).getByRole('heading', { name: 'Støttemodus' })).toBeTruthy();
    expect(within(support).getByRole('button', { name: 'Logg inn på vegner av ein kunde' })).toBeTruthy();
    await userEvent.click(within(support).getByRole('button', { name: 'Logg inn med konto' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Logg inn som inspektør' })).toBeTruthy();
    await userEvent.type(screen.getByLabelText('E-post'), 'inspector@bright.example');
    await userEvent.type(screen.getByLabelText('Passord'), 'wrong-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Logg inn' }));
    await waitFor(() => expect(fieldError('Passord')).toBe('Feil brukarnamn eller passord.'), SLOW);

    await userEvent.clear(screen.getByLabelText('Passord'));
    await userEvent.type(screen.getByLabelText('Passord'), 'demo-inspector-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Logg inn' }));
    await expectSignedIn();
  }, 60_000);

  it('signs staff in on behalf of a customer by personal id (empty or exactly 12 characters)', async () => {
    await t.renderAt('/login#supportMode', NN);
    await userEvent.click(await screen.findByRole('button', { name: 'Logg inn på vegner av ein kunde' }));
    expect(document.activeElement).toBe(screen.getByLabelText('E-posten din som tilsett'));
    await userEvent.type(screen.getByLabelText('E-posten din som tilsett'), 'orgsupport@bright.example');
    await userEvent.type(screen.getByLabelText('Passord'), 'demo-orgsupport-pass');
    const personalId = screen.getByLabelText('Fødselsnummeret til kunden (valfritt)');
    await userEvent.type(personalId, '19850312238');
    await userEvent.click(screen.getByRole('button', { name: 'Logg inn som kunden' }));
    expect(fieldError('Fødselsnummeret til kunden (valfritt)')).toBe('Skriv inn nøyaktig 12 teikn (ÅÅÅÅMMDDXXXX) eller la feltet stå tomt.');
    await userEvent.type(personalId, '7');
    await userEvent.click(screen.getByRole('button', { name: 'Logg inn som kunden' }));
    await expectSignedIn('Kari Nordmann');
  }, 60_000);

  it('shows the admin login error screen with try again, which empties the form', async () => {
    await t.renderAt('/login#supportMode', NN);
    await userEvent.click(await screen.findByRole('button', { name: 'Logg inn på vegner av ein kunde' }));
    await userEvent.type(screen.getByLabelText('E-posten din som tilsett'), 'orgsupport@bright.example');
    await userEvent.type(screen.getByLabelText('Passord'), 'not-the-password');
    await userEvent.click(screen.getByRole('button', { name: 'Logg inn som kunden' }));
    const failed = await screen.findByTestId('login-error-view', {}, SLOW);
    expect(within(failed).getByRole('heading', { name: 'Innlogginga mislukkast' })).toBeTruthy();
    expect(within(failed).getByRole('alert').textContent).toBe('Feil brukarnamn eller passord.');
    await userEvent.click(within(failed).getByRole('button', { name: 'Prøv igjen' }));
    expect((await screen.findByLabelText('E-posten din som tilsett') as HTMLInputElement).value).toBe('');
  }, 60_000);
});
