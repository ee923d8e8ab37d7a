// @vitest-environment jsdom
/** The console's frame against the real server: the signed-in admin's scope decides the menu. */
import { cleanup, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../server/test/harness.js';
import { ConsoleApp } from './app.js';
import { signedInConsole } from './test/console-session.js';

let server: TestApp;

beforeAll(async () => {
  server = await testApp();
});
afterEach(cleanup);
afterAll(() => server.close());

async function menuOf(email: string, password: string): Promise<string[]> {
  const { dataProvider, authProvider } = await signedInConsole(server, email, password);
  window.history.replaceState(null, '', '/');
  render(<ConsoleApp dataProvider={dataProvider} authProvider={authProvider} basename="" />);
  await screen.findAllByRole('menuitem');
  // canAccess answers per entry: wait until the copy entry, which both admins below may use, shows.
  await screen.findByRole('menuitem', { name: /Copy/ });
  return (await screen.findAllByRole('menuitem')).map((item) => item.textContent ?? '');
}

describe('the menu', () => {
  it('offers an organisation admin the admins and API tokens', async () => {
    const menu = await menuOf('orgadmin@bright.example', 'demo-orgadmin-pass');
    expect(menu.some((m) => /Admins/.test(m))).toBe(true);
    expect(menu.some((m) => /API tokens/.test(m))).toBe(true);
  });

  it('leaves out what a marketing admin may not list: admins and API tokens', async () => {
    const menu = await menuOf('marketing@bright.example', 'demo-marketing-pass');
    expect(menu.some((m) => /Copy/.test(m))).toBe(true);
    expect(menu.some((m) => /^Admins$/.test(m.trim()))).toBe(false);
    expect(menu.some((m) => /API tokens/.test(m))).toBe(false);
  });
});
