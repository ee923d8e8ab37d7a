// @vitest-environment jsdom
/**
 * The generic show screen against the real server: an admin's record, every shown field under its
 * title, hidden ones left out; Edit and Delete (confirmed first) for an admin whose scope may change
 * admins, neither for one whose scope may only read them.
 */
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, defaultI18nProvider, ResourceContextProvider, useCanAccess } from 'react-admin';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../../generated/resources.gen.js';
import { testApp, type TestApp } from '../../server/test/harness.js';
import { signedInConsole } from '../test/console-session.js';
import { GenericShow, shownFields } from './generic-show.js';

let server: TestApp;
const admins = resources.find((r) => r.name === 'admins')!;
/** How long a screen may take to show the server's answer: the first render is slow on a loaded 2-core machine. */
const LOADING = { timeout: 20_000 };

beforeAll(async () => {
  server = await testApp();
});
afterEach(cleanup);
afterAll(() => server.close());

/** Says when the auth provider has answered whether the admin may edit admins (the buttons wait for the same answer). */
function EditAccess() {
  const { canAccess, isPending } = useCanAccess({ resource: 'admins', action: 'edit' });
  return isPending ? null : <p>{canAccess ? 'may edit' : 'may not edit'}</p>;
}

/** The marketing admin's show screen, as the admin signed in with `email`. */
async function showMarketingAdmin(email: string, password: string) {
  const { dataProvider, authProvider } = await signedInConsole(server, email, password);
  const id = (await dataProvider.getList('admins', { pagination: { page: 1, perPage: 50 }, sort: { field: 'email', order: 'ASC' }, filter: { scope: 'ORG_MARKETING', organisation: 'BRIGHT' } })).data[0]!.id;
  window.history.replaceState(null, '', '/');
  render(
    <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={defaultI18nProvider}>
      <ResourceContextProvider value="admins">
        <GenericShow descriptor={admins} id={String(id)} />
        <EditAccess />
      </ResourceContextProvider>
    </AdminContext>,
  );
  await screen.findByText('marketing@bright.example', {}, LOADING);
  return id;
}

describe('the generic show screen', { timeout: 60_000 }, () => {
  it("shows an admin's fields under the schema's titles, and not the hidden id", async () => {
    const id = await showMarketingAdmin('orgadmin@bright.example', 'demo-orgadmin-pass');
    for (const title of ['E-mail', 'Name', 'Organisation', 'Scope']) expect(screen.getAllByText(title).length, title).toBeGreaterThan(0);
    expect(screen.queryByText(String(id))).toBeNull();
  });

  it('offers an organisation admin Edit, and Delete with a confirmation first', async () => {
    await showMarketingAdmin('orgadmin@bright.example', 'demo-orgadmin-pass');
    expect(await screen.findByRole('link', { name: 'Edit' }, LOADING)).toBeTruthy();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete' }, LOADING));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toMatch(/Are you sure/);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('marketing@bright.example')).toBeTruthy();
  });

  it('offers a support admin, whose scope may read admins but not change them, neither Edit nor Delete', async () => {
    await showMarketingAdmin('support@bright.example', 'demo-support-pass');
    await screen.findByText('may not edit', {}, LOADING);
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });
});

describe('shownFields', () => {
  it("puts the uiSchema's order first, then the rest, and leaves hidden fields out", () => {
    const record = { properties: { a: {}, b: {}, c: {}, secret: {} } };
    expect(shownFields(record, { 'ui:order': ['c', 'a'], secret: { 'ui:widget': 'hidden' } })).toEqual(['c', 'a', 'b']);
  });
});
