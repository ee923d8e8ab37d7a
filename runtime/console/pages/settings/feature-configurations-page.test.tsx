// @vitest-environment jsdom
/**
 * The Feature configurations page against the real server on the seeded demo tenant (Homeside off
 * with no account name; customer support visible with its accessibility e-mail): each field is
 * editable where the admin's scope holds READ/WRITE on it and read-only with READ (back-office §6).
 * An organisation admin switches Homeside on and gets the contract's messages for a missing and a
 * blank account name before a valid one is saved; customer service sees the account name read-only,
 * gets the e-mail rule's message, saves the accessibility e-mail, and is offered no publishing.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getFeatureConfigurationsDraft } from '../../../../generated/client/settings.gen.js';
import {
  HOMESIDE_ACCOUNT_NAME_EMPTY, HOMESIDE_ACCOUNT_NAME_REQUIRED, INVALID_EMAIL_MESSAGE, type FeatureConfigurationsPayload,
} from '../../../../schemas/settings/feature-configurations.js';
import { testApp, type TestApp } from '../../../server/test/harness.js';
import { signedInConsole, TEST_ORGANISATION } from '../../test/console-session.js';
import { consoleWords } from '../../test/console-words.js';
import { KindPage } from './kind-page.js';

const words = await consoleWords();

let server: TestApp;

beforeAll(async () => {
  server = await testApp();
});
afterEach(cleanup);
afterAll(() => server.close());

const LONG = { timeout: 10_000 };
/** user-event reads every element's computed style before it acts; jsdom makes that slow, and nothing here hides pointer events. */
const TYPING = { pointerEventsCheck: 0 } as const;

async function open(email: string, password: string) {
  const session = await signedInConsole(server, email, password);
  render(
    <MemoryRouter initialEntries={['/feature-configurations']}>
      <AdminContext dataProvider={session.dataProvider} authProvider={session.authProvider} i18nProvider={words}>
        <Routes>
          <Route path="/feature-configurations/*" element={<KindPage kind="featureConfigurations" saveDelayMs={50} />} />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );
  return session;
}

const draftOf = async (session: Awaited<ReturnType<typeof open>>) =>
  (await getFeatureConfigurationsDraft(session.client, { params: { org: TEST_ORGANISATION } })).data.payload as FeatureConfigurationsPayload;
const card = (name: string) => screen.findByRole('region', { name }, LONG);
const saved = () => screen.findByText(/^Saved at/, {}, LONG);

describe('the Feature configurations page', () => {
  it("lets an organisation admin name the Homeside account, with the contract's messages for a missing and a blank one", async () => {
    const session = await open('orgadmin@bright.example', 'demo-orgadmin-pass');
    const user = userEvent.setup(TYPING);
    const homeside = await card('Homeside');
    expect(within(homeside).getByText('Category: IoT native')).toBeTruthy();
    const name = within(homeside).getByRole('textbox', { name: 'Homeside account name' }) as HTMLInputElement;
    expect(name.readOnly).toBe(false);

    await user.click(within(homeside).getByRole('switch', { name: 'Enabled' }));
    expect(await within(homeside).findByText(HOMESIDE_ACCOUNT_NAME_REQUIRED)).toBeTruthy();
    expect(screen.getByText('Not saved: fix the marked field')).toBeTruthy();

    await user.type(name, '  ');
    expect(await within(homeside).findByText(HOMESIDE_ACCOUNT_NAME_EMPTY)).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');

    await user.clear(name);
    await user.type(name, 'Bright');
    await saved();
    expect(within(homeside).queryByText(HOMESIDE_ACCOUNT_NAME_EMPTY)).toBeNull();
    expect((await draftOf(session)).homeside).toMatchObject({ enabled: true, accountName: 'Bright' });
    // Customers see customer support (visible for customers) with its public e-mail, and nothing of Homeside.
    expect(within(await card('Customer support')).getByText('Customers see: Enabled, Accessibility support e-mail')).toBeTruthy();
    expect(within(homeside).getByText('Customers see nothing of it (not visible for customers).')).toBeTruthy();
  }, 60_000);

  it('shows customer service the account name read-only and lets it change the accessibility e-mail, without publishing', async () => {
    const session = await open('orgsupport@bright.example', 'demo-orgsupport-pass');
    const user = userEvent.setup(TYPING);
    const homeside = await card('Homeside');
    expect((within(homeside).getByRole('textbox', { name: 'Homeside account name' }) as HTMLInputElement).readOnly).toBe(true);
    expect((within(homeside).getByRole('switch', { name: 'Enabled' }) as HTMLInputElement).disabled).toBe(true);
    expect(within(homeside).getAllByText('Read-only for your role').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();

    const email = within(await card('Customer support')).getByRole('textbox', { name: 'Accessibility support e-mail' }) as HTMLInputElement;
    expect(email.readOnly).toBe(false);
    await user.clear(email);
    await user.type(email, 'nope');
    expect(await screen.findByText(INVALID_EMAIL_MESSAGE)).toBeTruthy();
    await user.type(email, '@bright.example');
    await saved();
    expect((await draftOf(session)).customerSupport.accessibilitySupportEmail).toBe('nope@bright.example');
  }, 60_000);
});
