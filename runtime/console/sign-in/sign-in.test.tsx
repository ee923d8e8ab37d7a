// @vitest-environment jsdom
/**
 * Signing in to the console against the real server (issue 6 §1): e-mail and password lead to the
 * admin's menu, a wrong password and an API-only scope are said in the form, and a forgotten password goes through the
 * outbox: the reset e-mail's link opens the set-password page, whose new password then signs in.
 */
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { readOutbox } from '../../server/outbox.js';
import { testApp, type TestApp } from '../../server/test/harness.js';
import { ConsoleApp } from '../app.js';
import { consoleSession } from '../test/console-session.js';

let server: TestApp;

beforeAll(async () => {
  server = await testApp();
});
afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
afterAll(() => server.close());

function openConsole(path: string) {
  const session = consoleSession(server);
  window.history.replaceState(null, '', path);
  render(<ConsoleApp dataProvider={session.dataProvider} authProvider={session.authProvider} basename="" />);
  return session;
}

async function signIn(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/e-mail/i), email);
  await user.type(screen.getByLabelText(/^password/i), password);
  await user.click(screen.getByRole('button', { name: /sign in/i }));
  return user;
}

describe('the sign-in page', () => {
  it('signs an admin in with e-mail and password and shows their menu', async () => {
    const session = openConsole('/login');
    await signIn('orgadmin@bright.example', 'demo-orgadmin-pass');
    expect(await screen.findByRole('menuitem', { name: /API tokens/ }, { timeout: 10_000 })).toBeTruthy();
    expect(session.tokens.get()?.accessToken).toBeTruthy();
  });

  it('says in the form that the password is wrong, and keeps no token', async () => {
    const session = openConsole('/login');
    await signIn('orgadmin@bright.example', 'not-the-password');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/password/i);
    expect(session.tokens.get()).toBeUndefined();
  });

  it('sends a visitor of /admin without a session to the sign-in form with one redirect', async () => {
    // Navigations that were React transitions kept the old screen's sign-out running while the sign-in
    // form rendered: thousands of redirects and a 12 s wait before the form showed (app.tsx).
    const pushState = vi.spyOn(window.history, 'pushState');
    try {
      const session = consoleSession(server);
      window.history.replaceState(null, '', '/admin');
      render(<ConsoleApp dataProvider={session.dataProvider} authProvider={session.authProvider} basename="/admin" />);
      expect(await screen.findByLabelText(/e-mail/i, {}, { timeout: 10_000 })).toBeTruthy();
      expect(window.location.pathname).toBe('/admin/login');
      // A moment more: the loop went on after the form first showed.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(pushState.mock.calls.map(([, , url]) => String(url))).toEqual(['/admin/login']);
    } finally {
      pushState.mockRestore();
    }
  });

  it("tells an API-only admin (WEBHOOK) in the form's words that its scope has no console pages, and keeps no token", async () => {
    const session = openConsole('/login');
    await signIn('webhook@bright.example', 'demo-webhook-pass');
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert.textContent).toBe('The WEBHOOK scope is for API calls; it has no console pages.');
    expect(session.tokens.get()).toBeUndefined();
  });
});

describe('a forgotten password', () => {
  it('e-mails a link to the set-password page, whose new password then signs in', async () => {
    openConsole('/login');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /forgot your password/i }));
    await user.type(screen.getByLabelText(/e-mail/i), 'developer@bright.example');
    await user.click(screen.getByRole('button', { name: /send the link/i }));
    expect((await screen.findByRole('status')).textContent).toMatch(/if the address belongs to an admin/i);

    const [mail] = await readOutbox(server.db, 'developer@bright.example');
    const link = new URL(String(mail?.data?.link));
    expect(link.pathname).toBe('/admin/set-password');
    cleanup();

    openConsole(`/set-password${link.search}`);
    await user.type(await screen.findByLabelText(/^new password \*?$/i), 'a-brand-new-password');
    await user.type(screen.getByLabelText(/new password again/i), 'a-different-password');
    expect(screen.getByText(/the two passwords differ/i)).toBeTruthy();
    expect((screen.getByRole('button', { name: /set password/i }) as HTMLButtonElement).disabled).toBe(true);
    await user.clear(screen.getByLabelText(/new password again/i));
    await user.type(screen.getByLabelText(/new password again/i), 'a-brand-new-password');
    await user.click(screen.getByRole('button', { name: /set password/i }));
    expect((await screen.findByRole('status')).textContent).toMatch(/your password is set/i);
    cleanup();

    const session = openConsole('/login');
    await signIn('developer@bright.example', 'a-brand-new-password');
    await expect.poll(() => session.tokens.get()?.accessToken, { timeout: 10_000 }).toBeTruthy();
  });

  it('shows the server\'s answer to a link that was already used', async () => {
    openConsole('/set-password?ref=not-a-real-ref&organisation=BRIGHT');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^new password \*?$/i), 'a-brand-new-password');
    await user.type(screen.getByLabelText(/new password again/i), 'a-brand-new-password');
    await user.click(screen.getByRole('button', { name: /set password/i }));
    expect((await screen.findByRole('alert')).textContent).not.toBe('');
  });
});
