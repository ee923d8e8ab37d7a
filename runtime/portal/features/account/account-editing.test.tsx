// @vitest-environment jsdom
/**
 * portal §2, §4, §5 Account settings when a tenant allows editing: staff publish a feature flags
 * release with contact and password editing on and first and last names, the portal starts again and
 * reads it; e-mail and phone toggle between view and edit, save only valid values, write the server
 * and show what it answered.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { demoUserId, portalTest, type PortalTest } from '../../test/harness.js';

let t: PortalTest;
/** A password save runs scrypt twice on the server (the current password checked, the new one hashed): more than a second on a busy machine. */
const SCRYPT_ROUND_TRIP = { timeout: 15_000 };

beforeAll(async () => {
  t = await portalTest();
  await t.publishTenant({ contactEditingDisabled: false, passwordEditingDisabled: false, showFullName: false });
  // The page's chunk, loaded once here so the first test does not wait for it.
  await import('./account-page.js');
});
afterEach(cleanup);
afterAll(async () => t?.close());

const kariRow = async () => (await t.server.db.query<{ email: string; phone_number: string }>('SELECT email, phone_number FROM users WHERE id = $1', [await demoUserId(t.server, 'kari')])).rows[0];

describe('account settings with editing on', () => {
  it('shows first and last name separately when full names are off', async () => {
    await t.renderAt('/account', { as: 'kari', language: 'nb' });
    expect((await screen.findByTestId('account-first-name')).textContent).toBe('Kari');
    expect(screen.getByTestId('account-last-name').textContent).toBe('Nordmann');
    expect(screen.queryByTestId('account-name')).toBeNull();
  });

  it('edits the e-mail: save disabled for 36 characters, cancel keeps the old value, save writes the server', async () => {
    await t.renderAt('/account', { as: 'kari', language: 'nb' });
    const user = userEvent.setup();
    const row = await screen.findByTestId('account-email');
    await user.click(within(row).getByRole('button', { name: 'Endre E-post' }));
    const input = within(row).getByRole('textbox', { name: 'E-post' });
    expect(document.activeElement).toBe(input);
    const save = within(row).getByRole('button', { name: 'Lagre' });
    await user.clear(input);
    const tooLong = `${'k'.repeat(36 - '@example.no'.length)}@example.no`;
    expect(tooLong).toHaveLength(36);
    await user.type(input, tooLong);
    expect(save).toHaveProperty('disabled', true);
    expect(within(row).getByText('Skriv inn en gyldig e-postadresse (maks 35 tegn).')).toBeTruthy();
    await user.clear(input);
    await user.type(input, tooLong.slice(1));
    expect(save).toHaveProperty('disabled', false);

    await user.click(within(row).getByRole('button', { name: 'Avbryt' }));
    expect(within(row).getByTestId('account-email-value').textContent).toBe('kari@example.no');
    expect(document.activeElement).toBe(within(row).getByRole('button', { name: 'Endre E-post' }));

    await user.click(within(row).getByRole('button', { name: 'Endre E-post' }));
    await user.clear(within(row).getByRole('textbox', { name: 'E-post' }));
    await user.type(within(row).getByRole('textbox', { name: 'E-post' }), 'kari.nordmann@example.no');
    await user.click(within(row).getByRole('button', { name: 'Lagre' }));
    expect((await within(row).findByTestId('account-email-value')).textContent).toBe('kari.nordmann@example.no');
    expect((await kariRow())?.email).toBe('kari.nordmann@example.no');
    expect(within(row).getByText('Endringene dine er lagret.')).toBeTruthy();
  });

  it('edits the phone number: save disabled unless 07 and eight digits, then written and shown', async () => {
    await t.renderAt('/account', { as: 'kari', language: 'nb' });
    const user = userEvent.setup();
    const row = await screen.findByTestId('account-phoneNumber');
    await user.click(within(row).getByRole('button', { name: 'Endre Telefonnummer' }));
    const input = within(row).getByRole('textbox', { name: 'Telefonnummer' });
    const save = within(row).getByRole('button', { name: 'Lagre' });
    // Kari's stored number is international (+47…): not a Swedish mobile, so it cannot be saved as it is.
    expect(save).toHaveProperty('disabled', true);
    await user.clear(input);
    await user.type(input, '070-123 45');
    expect(save).toHaveProperty('disabled', true);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    await user.type(input, ' 67');
    expect(save).toHaveProperty('disabled', false);
    await user.click(save);
    expect((await within(row).findByTestId('account-phoneNumber-value')).textContent).toBe('070-123 45 67');
    expect((await kariRow())?.phone_number).toBe('070-123 45 67');
  });

  it('keeps the edit open when the server refuses the save (the loading state just ends)', async () => {
    await t.renderAt('/account', { as: 'kari', language: 'nb' });
    const user = userEvent.setup();
    const row = await screen.findByTestId('account-email');
    await user.click(within(row).getByRole('button', { name: 'Endre E-post' }));
    const input = within(row).getByRole('textbox', { name: 'E-post' });
    await user.clear(input);
    // Ingrid's address is taken: the server answers 409.
    await user.type(input, 'ingrid@example.no');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      await user.click(within(row).getByRole('button', { name: 'Lagre' }));
      await waitFor(() => expect(within(row).getByRole('button', { name: 'Lagre' })).toHaveProperty('disabled', false));
      expect(logged).toHaveBeenCalledTimes(1);
    } finally {
      logged.mockRestore();
    }
    // Still in edit, with the value typed.
    expect(within(row).getByRole('textbox', { name: 'E-post' })).toHaveProperty('value', 'ingrid@example.no');
    expect((await kariRow())?.email).not.toBe('ingrid@example.no');
  });

  it('says so at the field when the current password is wrong, and changes nothing', async () => {
    await t.renderAt('/account', { as: 'kari', language: 'nb' });
    const user = userEvent.setup();
    const section = await screen.findByTestId('password-change');
    await user.click(within(section).getByRole('button', { name: 'Bytt passord' }));
    const save = within(section).getByRole('button', { name: 'Lagre' });
    await user.type(within(section).getByLabelText('Nytt passord'), 'abc');
    await user.type(within(section).getByLabelText('Gjenta det nye passordet'), 'abc');
    // Without the current password there is nothing to send.
    expect(save).toHaveProperty('disabled', true);
    const current = within(section).getByLabelText('Nåværende passord');
    await user.type(current, 'not-the-password');
    const before = (await t.server.db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [await demoUserId(t.server, 'kari')])).rows[0];
    await user.click(save);
    expect(await within(section).findByText('Det nåværende passordet er feil.', {}, SCRYPT_ROUND_TRIP)).toBeTruthy();
    expect(current.getAttribute('aria-invalid')).toBe('true');
    const after = (await t.server.db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [await demoUserId(t.server, 'kari')])).rows[0];
    expect(after?.password_hash).toBe(before?.password_hash);
  });

  it('changes the password when both fields are equal and longer than 2 characters, with the current one', async () => {
    await t.renderAt('/account', { as: 'kari', language: 'nb' });
    const user = userEvent.setup();
    const section = await screen.findByTestId('password-change');
    await user.click(within(section).getByRole('button', { name: 'Bytt passord' }));
    await user.type(within(section).getByLabelText('Nåværende passord'), 'demo-kari-1');
    const first = within(section).getByLabelText('Nytt passord');
    const second = within(section).getByLabelText('Gjenta det nye passordet');
    const save = within(section).getByRole('button', { name: 'Lagre' });
    await user.type(first, 'ab');
    await user.type(second, 'ab');
    expect(save).toHaveProperty('disabled', true);
    expect(within(section).getByText('Passordet må være lengre enn 2 tegn.')).toBeTruthy();
    await user.type(first, 'c');
    await user.type(second, 'd');
    expect(save).toHaveProperty('disabled', true);
    expect(within(section).getByText('Passordene er ikke like.')).toBeTruthy();
    expect(second.getAttribute('aria-invalid')).toBe('true');
    await user.clear(second);
    await user.type(second, 'abc');
    expect(save).toHaveProperty('disabled', false);
    const before = (await t.server.db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [await demoUserId(t.server, 'kari')])).rows[0];
    await user.click(save);
    expect(await within(section).findByText('Passordet ditt er endret, og du er logget ut på de andre enhetene dine.', {}, SCRYPT_ROUND_TRIP)).toBeTruthy();
    const after = (await t.server.db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [await demoUserId(t.server, 'kari')])).rows[0];
    expect(after?.password_hash).not.toBe(before?.password_hash);
  });

  it('offers no edit buttons to a guest (the details shown are the owner\'s)', async () => {
    await t.renderAt('/account', { as: 'ola', language: 'nb' });
    expect(await screen.findByTestId('account-email')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Endre/ })).toBeNull();
  });
});
