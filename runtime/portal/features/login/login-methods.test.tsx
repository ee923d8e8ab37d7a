// @vitest-environment jsdom
/**
 * Every configured sign-in method against the real server (portal §2 Login, §4 login flow, §5, §8),
 * on the Swedish tenant: its configuration is published as a feature-flags release through the API,
 * as the console does, and the portal started again shows it.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { seriousViolations } from '../../test/axe.js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createFeatureFlagsRelease, getLatestFeatureFlagsRelease, replaceFeatureFlagsDraft } from '../../../../generated/client/settings.gen.js';
import type { PortalTenantConfig } from '../../../../schemas/settings/feature-flags.js';
import { TENANT_CONFIGS } from '../../../server/seed/demo/tenant-config.js';
import { portalTest, type PortalTest } from '../../test/harness.js';

let t: PortalTest;
beforeAll(async () => {
  t = await portalTest();
  await publishTenant({ ...TENANT_CONFIGS.SE! });
}, 600_000);
afterEach(async () => {
  cleanup();
  // Orders nobody finished would be found by the next test's look-up of the newest order.
  await t.server.db.query("UPDATE sign_in_sessions SET status = 'aborted' WHERE status = 'process'");
});
afterAll(async () => t?.close());

/** Publishes the portal configuration as the console does: save the feature-flags draft, release it. */
async function publishTenant(portal: PortalTenantConfig): Promise<void> {
  const staff = t.server.client(await t.server.asStaff('ORG_ADMIN'));
  const latest = (await getLatestFeatureFlagsRelease(staff, { params: { org: 'BRIGHT' } })).data;
  await replaceFeatureFlagsDraft(staff, { params: { org: 'BRIGHT' }, body: { flags: latest.payload.flags, portal } });
  await createFeatureFlagsRelease(staff, { params: { org: 'BRIGHT' } });
}

const SLOW = { timeout: 20_000 };

async function openLogin() {
  await t.renderAt('/login', { language: 'en' });
  return screen.findByRole('heading', { level: 1, name: 'Sign in to My pages' });
}

async function choose(method: string) {
  await userEvent.click(await screen.findByRole('button', { name: method }));
}

async function expectSignedInAs(name: string) {
  await waitFor(() => expect(screen.getByTestId('header-name').textContent).toBe(name), SLOW);
}

async function outbox(recipient: string): Promise<Array<{ data: Record<string, string> }>> {
  const res = await t.server.app.inject({ method: 'GET', url: `/api/dev/outbox?recipient=${encodeURIComponent(recipient)}`, headers: { host: 'ampere.test', 'x-forwarded-proto': 'https' } });
  return (res.json() as { data: Array<{ data: Record<string, string> }> }).data;
}

async function newestOrder(accessType: string): Promise<string> {
  const row = (await t.server.db.query<{ ref: string }>(
    "SELECT ref FROM sign_in_sessions WHERE access_type = $1 AND status = 'process' ORDER BY created_at DESC LIMIT 1", [accessType],
  )).rows[0];
  if (!row) throw new Error(`no ${accessType} sign-in waits`);
  return row.ref;
}

async function approveBankId(ref: string, personalId: string) {
  const res = await t.server.app.inject({ method: 'POST', url: '/api/dev/bankid/complete', headers: { host: 'ampere.test', 'x-forwarded-proto': 'https', 'content-type': 'application/json' }, payload: { ref, personalId } });
  expect(res.statusCode).toBe(200);
}

/** The error text a field points at with aria-describedby. */
function fieldError(label: string): string | undefined {
  const ids = screen.getByLabelText(label).getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)).find((el) => el?.classList.contains('field-error'))?.textContent ?? undefined;
}

const ERIK = '197811056592';

describe('login: the methods of the tenant', () => {
  it('offers the published methods to choose from, not the Norwegian OpenID, with the app promotion beside', async () => {
    await openLogin();
    const chooser = await screen.findByTestId('login-methods');
    expect(within(chooser).getByRole('heading', { name: 'How do you want to sign in?' })).toBeTruthy();
    expect(within(chooser).getAllByRole('button').map((b) => b.textContent)).toEqual([
      'BankID', 'Username and password', 'One-time code by text message', 'Private customer', 'Business customer',
    ]);
    expect(screen.queryByTestId('login-openid')).toBeNull();
    expect(within(screen.getByTestId('login-promotion')).getByRole('heading', { name: 'Everything in your pocket' })).toBeTruthy();
    expect(await seriousViolations(document.body)).toEqual([]);
  });

  it('shows the cookie information and goes back to where the person was', async () => {
    await openLogin();
    await userEvent.click(screen.getByRole('button', { name: 'About cookies' }));
    const heading = await screen.findByRole('heading', { name: 'Cookies on My pages' });
    expect(document.activeElement).toBe(heading);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByTestId('login-methods')).toBeTruthy();
  });

  it("switches from BankID to private login with 'no bank id', and back to the chooser", async () => {
    await openLogin();
    await choose('BankID');
    await userEvent.click(await screen.findByRole('button', { name: 'I do not have BankID' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Private customer' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Customer number'));
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByTestId('login-methods')).toBeTruthy();
  });
});

describe('login: BankID', () => {
  it('signs in by QR (no personal-id field): title, three lines, a 300×300 image refreshed every second', async () => {
    await openLogin();
    await choose('BankID');
    expect(screen.queryByLabelText('Personal identity number')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with BankID on another device' }));
    const view = await screen.findByTestId('bankid-qr-view', {}, SLOW);
    expect(within(view).getByRole('heading', { name: 'Scan the QR code' })).toBeTruthy();
    expect(within(view).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Open the BankID app on your mobile phone.', 'Tap the QR code symbol in the app.', 'Point the camera at the QR code on this screen.',
    ]);
    const image = await within(view).findByRole('img', { name: 'QR code for signing in' }, SLOW);
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['300', '300']);
    const first = image.getAttribute('src');
    expect(first).toMatch(/^data:image\/svg\+xml/);

    // The order's QR content changes with the second (the server's clock); the screen follows.
    t.server.clock.advance(1000);
    await waitFor(() => expect(screen.getByRole('img', { name: 'QR code for signing in' }).getAttribute('src')).not.toBe(first), SLOW);

    await approveBankId(await newestOrder('BANKID'), ERIK);
    await expectSignedInAs('Erik');
  }, 60_000);

  it('shows a fallback image when the QR image fails to load', async () => {
    await openLogin();
    await choose('BankID');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with BankID on another device' }));
    const image = await screen.findByRole('img', { name: 'QR code for signing in' }, SLOW);
    fireEvent.error(image);
    expect((await screen.findByRole('img', { name: 'The QR code could not be shown. Try again.' })).getAttribute('width')).toBe('300');
  }, 60_000);

  it('uses this device: the link opens the identity provider app for the order', async () => {
    await openLogin();
    await choose('BankID');
    await userEvent.click(screen.getByRole('button', { name: 'Use BankID on this device' }));
    const link = await screen.findByRole('link', { name: 'Open BankID' }, SLOW);
    const href = new URL(link.getAttribute('href')!);
    expect(href.origin + href.pathname).toBe('https://ampere.test/dev/bankid');
    await approveBankId(href.searchParams.get('ref')!, ERIK);
    await expectSignedInAs('Erik');
  }, 60_000);

  it('shows time ran out when the order expires; try again resets the form', async () => {
    await openLogin();
    await choose('BankID');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with BankID on another device' }));
    await screen.findByTestId('bankid-qr-view', {}, SLOW);
    t.server.clock.advance(11 * 60_000);
    const timeout = await screen.findByTestId('login-timeout', {}, SLOW);
    expect(within(timeout).getByRole('heading', { name: 'Time ran out' })).toBeTruthy();
    await userEvent.click(within(timeout).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Sign in with BankID on another device' })).toBeTruthy();
  }, 60_000);
});

describe('login: username and password', () => {
  it('shows an unknown username and a wrong password alike under the password (no user enumeration), then signs kari in', async () => {
    await openLogin();
    await choose('Username and password');
    const username = screen.getByLabelText('Username');
    expect(document.activeElement).toBe(username);
    await userEvent.type(username, 'nobody');
    await userEvent.type(screen.getByLabelText('Password'), 'demo-kari-1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(fieldError('Password')).toBe('Wrong username or password.'), SLOW);
    expect(fieldError('Username')).toBeUndefined();

    await userEvent.clear(username);
    await userEvent.type(username, 'kari');
    await userEvent.clear(screen.getByLabelText('Password'));
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(fieldError('Password')).toBe('Wrong username or password.'), SLOW);
    expect(fieldError('Username')).toBeUndefined();

    await userEvent.clear(screen.getByLabelText('Password'));
    await userEvent.type(screen.getByLabelText('Password'), 'demo-kari-1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await expectSignedInAs('Kari');
  }, 60_000);
});

describe('login: one-time code', () => {
  const KARI_PHONE = '+4791234567';

  it('wants a phone number longer than 7 characters, then signs in with the texted code typed box by box', async () => {
    await openLogin();
    await choose('One-time code by text message');
    const phone = screen.getByLabelText('Mobile number');
    await userEvent.type(phone, '0701234');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(fieldError('Mobile number')).toBe('Check the number you entered.');

    await userEvent.clear(phone);
    await userEvent.type(phone, KARI_PHONE);
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    const first = await screen.findByRole('textbox', { name: 'Digit 1' }, SLOW);
    expect(document.activeElement).toBe(first);
    const pin = (await outbox(KARI_PHONE))[0]!.data.pin!;
    await userEvent.keyboard(pin[0]!);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Digit 2' }));
    await userEvent.keyboard(pin.slice(1));
    await expectSignedInAs('Kari');
  }, 60_000);

  it('keeps one digit per box, goes back on backspace, fills all boxes from a paste; a wrong code aborts', async () => {
    await openLogin();
    await choose('One-time code by text message');
    await userEvent.type(screen.getByLabelText('Mobile number'), KARI_PHONE);
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    const box = (n: number) => screen.getByRole('textbox', { name: `Digit ${n}` }) as HTMLInputElement;
    await screen.findByRole('textbox', { name: 'Digit 1' }, SLOW);
    await userEvent.keyboard('x');
    expect(box(1).value).toBe('');
    await userEvent.keyboard('7');
    expect([box(1).value, document.activeElement]).toEqual(['7', box(2)]);
    await userEvent.keyboard('{Backspace}');
    expect([box(1).value, document.activeElement]).toEqual(['', box(1)]);

    const pin = (await outbox(KARI_PHONE))[0]!.data.pin!;
    const wrong = String((Number(pin) + 1) % 10_000).padStart(4, '0');
    await userEvent.paste(wrong);
    expect([1, 2, 3, 4].map((n) => box(n).value).join('')).toBe(wrong);
    await waitFor(() => expect(fieldError('Mobile number')).toBe('Wrong code. Start the sign-in again.'), SLOW);
  }, 60_000);
});

describe('login: private and company customers', () => {
  it('wants a customer number longer than 1 character, then signs in by the e-mailed link', async () => {
    await openLogin();
    await choose('Private customer');
    const field = screen.getByLabelText('Customer number');
    await userEvent.type(field, '1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(fieldError('Customer number')).toBe('Check the number you entered.');
    await userEvent.type(field, '00001');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('We have sent a sign-in link to the e-mail address we have on file.', {}, SLOW)).toBeTruthy();
    const link = new URL((await outbox('kari@example.no'))[0]!.data.link!);
    const opened = await t.server.app.inject({ method: 'GET', url: link.pathname + link.search, headers: { host: 'ampere.test', 'x-forwarded-proto': 'https' } });
    expect(opened.statusCode).toBe(200);
    await expectSignedInAs('Kari');
  }, 60_000);

  it('wants an organisation number longer than 1 character; an unknown one is answered as a known one (nobody learns who is a customer)', async () => {
    await openLogin();
    await choose('Business customer');
    const field = screen.getByLabelText('Organisation number');
    await userEvent.type(field, '9');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(fieldError('Organisation number')).toBe('Check the organisation number you entered.');
    await userEvent.type(field, '99999');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('We have sent a sign-in link to the e-mail address we have on file.', {}, SLOW)).toBeTruthy();
  }, 60_000);
});

describe('login: BankID with a personal id (bankIdQr off)', () => {
  it('shows the personal-id field once a release turns QR off, and signs in with it', async () => {
    await publishTenant({ ...TENANT_CONFIGS.SE!, bankIdQr: false });
    await openLogin();
    await choose('BankID');
    const field = screen.getByLabelText('Personal identity number');
    expect(field.getAttribute('placeholder')).toBe('YYYYMMDDXXXX');
    expect(document.activeElement).toBe(field);
    await userEvent.type(field, ERIK);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with BankID on another device' }));
    expect(await screen.findByText('Open the BankID app and confirm the sign-in.', {}, SLOW)).toBeTruthy();
    expect(screen.queryByTestId('bankid-qr-view')).toBeNull();
    await approveBankId(await newestOrder('BANKID'), ERIK);
    await expectSignedInAs('Erik');
  }, 60_000);
});
