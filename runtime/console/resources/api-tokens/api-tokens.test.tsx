// @vitest-environment jsdom
/**
 * API tokens in the console against the real server (issue 6 §2): an organisation admin creates a
 * token, sees its value once with a warning and a copy button, the list then shows only its last
 * characters, and revoking it (after a confirmation) records when; the contract's rule on the name
 * shows at the field with nothing created; an admin whose scope may not manage tokens has no menu
 * entry for them.
 */
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { API_TOKEN_NAME_TOO_SHORT } from '../../../../schemas/api-token.js';
import { testApp, type TestApp } from '../../../server/test/harness.js';
import { ConsoleApp } from '../../app.js';
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

async function open(path: string, email = 'orgadmin@bright.example', password = 'demo-orgadmin-pass') {
  const session = await signedInConsole(server, email, password);
  window.history.replaceState(null, '', path);
  render(<ConsoleApp dataProvider={session.dataProvider} authProvider={session.authProvider} basename="" />);
  return session;
}

const tokensNamed = async (name: string) =>
  (await server.db.query<{ token_hint: string; revoked_at: Date | null; expires_at: Date | null }>('SELECT token_hint, revoked_at, expires_at FROM api_tokens WHERE name = $1', [name])).rows;

describe('API tokens', () => {
  it('creates a token, shows it once, lists only its end, and revokes it', async () => {
    await open('/api-tokens/create');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^name/i, {}, { timeout: 10_000 }), 'Meter sync');
    await user.click(screen.getByRole('checkbox', { name: /getLocations/ }));
    await user.click(screen.getByRole('button', { name: /create token/i }));

    const value = (await screen.findByLabelText(/^token$/i, {}, { timeout: 10_000 })) as HTMLInputElement;
    expect(screen.getByText(/only time the token is shown/i)).toBeTruthy();
    expect(screen.getByRole('button', { name: /copy token/i })).toBeTruthy();
    const [row] = await tokensNamed('Meter sync');
    expect(row?.token_hint).toBe(value.value.slice(-row!.token_hint.length));
    expect(row?.expires_at?.getTime()).toBeGreaterThan(Date.now() + 80 * 24 * 3600 * 1000);

    await user.click(screen.getByRole('button', { name: /i have stored the token/i }));
    const cell = await screen.findByText('Meter sync', {}, { timeout: 10_000 });
    const listed = cell.closest('tr')!;
    expect(within(listed).getByText(`…${row!.token_hint}`)).toBeTruthy();
    expect(document.body.textContent).not.toContain(value.value);
    expect(within(listed).getByText('Active')).toBeTruthy();

    await user.click(await within(listed).findByRole('button', { name: /revoke/i }, { timeout: 10_000 }));
    await user.click(await screen.findByRole('button', { name: /^revoke$/i }));
    await waitFor(async () => expect((await tokensNamed('Meter sync'))[0]?.revoked_at).toBeInstanceOf(Date), { timeout: 10_000 });
    await waitFor(() => expect(within(screen.getByText('Meter sync').closest('tr')!).getByText('Revoked')).toBeTruthy(), { timeout: 10_000 });
  });

  it("shows the contract's message at the name and creates nothing", async () => {
    await open('/api-tokens/create');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^name/i, {}, { timeout: 10_000 }), 'ab');
    await user.click(screen.getByRole('checkbox', { name: /sendMessage/ }));
    await user.click(screen.getByRole('button', { name: /create token/i }));
    expect(await screen.findByText(API_TOKEN_NAME_TOO_SHORT)).toBeTruthy();
    expect(await tokensNamed('ab')).toHaveLength(0);
  });

  it('is not offered to a marketing admin', async () => {
    await open('/', 'marketing@bright.example', 'demo-marketing-pass');
    await screen.findByRole('menuitem', { name: /Copy/ }, { timeout: 10_000 });
    expect(screen.queryByRole('menuitem', { name: /API tokens/ })).toBeNull();
  });
});
