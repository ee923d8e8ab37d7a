// @vitest-environment jsdom
/**
 * The Customers page in the console against the real server on the seeded demo tenant (BRIGHT offers
 * every search option, customer id first): customer service finds Kari by her customer id and Sigrid
 * by e-mail, opens each and reads their locations, agreements and invoices; an unknown id finds no
 * one; an inspector assigned by e-mail and removed again changes what GET /inspectors/{id} answers;
 * customer service assigns the demo's known inspector by its e-mail, and is refused an e-mail of an
 * admin who is not an inspector.
 */
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getAdminByEmail } from '../../../../generated/client/admins.gen.js';
import { getInspector } from '../../../../generated/client/inspectors.gen.js';
import { getInvoices } from '../../../../generated/client/accounts.gen.js';
import { stableId } from '../../../server/ids.js';
import { testApp, type TestApp } from '../../../server/test/harness.js';
import { signedInConsole, TEST_ORGANISATION } from '../../test/console-session.js';
import { consoleWords } from '../../test/console-words.js';
import { CustomersPage } from './customers-page.js';

const words = await consoleWords();

let server: TestApp;

beforeAll(async () => {
  server = await testApp();
});
afterEach(cleanup);
afterAll(() => server.close());

const KARI_ACCOUNT = stableId(`${TEST_ORGANISATION}:account:kari`);
const SIGRID_ACCOUNT = stableId(`${TEST_ORGANISATION}:account:sigrid`);

async function open(path: string, email = 'orgsupport@bright.example', password = 'demo-orgsupport-pass') {
  const session = await signedInConsole(server, email, password);
  // As the console routes it: /customers/* (pages/console-pages.tsx).
  render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={session.dataProvider} authProvider={session.authProvider} i18nProvider={words}>
        <Routes>
          <Route path="/customers/*" element={<CustomersPage />} />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );
  return session;
}

async function search(user: ReturnType<typeof userEvent.setup>, option: string, text: string) {
  const form = await screen.findByRole('search', { name: 'Customer search' }, { timeout: 10_000 });
  await user.click(within(form).getByRole('combobox', { name: 'Search by' }));
  await user.click(await screen.findByRole('option', { name: option }));
  const query = within(form).getByRole(option === 'E-mail' ? 'textbox' : 'searchbox', { name: 'Search for' });
  await user.clear(query);
  await user.type(query, text);
  await user.click(within(form).getByRole('button', { name: 'Search' }));
}

const section = (name: string) => screen.getByRole('region', { name });

async function staff(scope: 'ORG_ADMIN') {
  return server.client(await server.asStaff(scope, TEST_ORGANISATION));
}

describe('the Customers page', () => {
  it('finds a customer by customer id and shows the account with locations, agreements and invoices', async () => {
    await open('/customers');
    const user = userEvent.setup();
    const form = await screen.findByRole('search', { name: 'Customer search' }, { timeout: 10_000 });
    // The organisation's default search option is chosen first.
    expect(within(form).getByRole('combobox', { name: 'Search by' }).textContent).toBe('Customer id');
    await search(user, 'Customer id', '100001');
    expect(await screen.findByText('1 customer found', {}, { timeout: 5000 })).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Open customer Kari Nordmann' }));

    expect(await screen.findByRole('heading', { name: 'Customer Kari Nordmann' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText(KARI_ACCOUNT)).toBeTruthy();
    await waitFor(() => expect(within(section('Locations and services')).getByText('Thorvald Meyers gate 12, 0555 Oslo')).toBeTruthy(), { timeout: 5000 });
    // Ola is a guest on Kari's account.
    await waitFor(() => expect(within(section('Users')).getByRole('row', { name: /Ola Nordmann/ }).textContent).toContain('Guest'));
    const invoices = (await getInvoices(await staff('ORG_ADMIN'), { params: { id: KARI_ACCOUNT } })).data;
    expect(invoices.length).toBeGreaterThan(0);
    await waitFor(() => expect(within(section('Invoices')).getByText(invoices[0]!.invoiceNumber)).toBeTruthy(), { timeout: 5000 });
    expect(within(section('Invoices')).getAllByRole('row')).toHaveLength(invoices.length + 1);
    await waitFor(() => expect(within(section('Agreements')).getAllByRole('row').length).toBeGreaterThan(1), { timeout: 5000 });
    // The seeded inspector inspects Kari's account.
    expect(within(section('Inspectors')).getByText('inspector@bright.example')).toBeTruthy();

    // Back to the same results.
    await user.click(screen.getByRole('link', { name: 'Back to the search' }));
    expect(await screen.findByText('1 customer found', {}, { timeout: 5000 })).toBeTruthy();
  });

  it('finds a customer by e-mail, and says so when no customer matches', async () => {
    await open('/customers');
    const user = userEvent.setup();
    await search(user, 'E-mail', 'sigrid@example.no');
    await user.click(await screen.findByRole('link', { name: 'Open customer Sigrid Johansen' }, { timeout: 5000 }));
    await waitFor(() => expect(within(section('Locations and services')).getByText('Storgata 88, 9008 Tromsø')).toBeTruthy(), { timeout: 5000 });
    expect(within(section('Inspectors')).getByText('No inspectors')).toBeTruthy();

    await user.click(screen.getByRole('link', { name: 'Back to the search' }));
    await search(user, 'Customer id', '999999');
    expect(await screen.findByText('No customer matches', {}, { timeout: 5000 })).toBeTruthy();
  });

  it('assigns an inspector by e-mail and removes it again, as GET /inspectors/{id} tells', async () => {
    await open(`/customers/${SIGRID_ACCOUNT}`);
    const user = userEvent.setup();
    const inspectors = await screen.findByRole('region', { name: 'Inspectors' }, { timeout: 10_000 });
    const email = 'meter.reader@bright.example';
    await user.type(await within(inspectors).findByRole('textbox', { name: "Inspector's e-mail" }, { timeout: 5000 }), email);
    await user.click(within(inspectors).getByRole('button', { name: 'Assign inspector' }));
    await within(inspectors).findByText(email, {}, { timeout: 5000 });

    const admin = await staff('ORG_ADMIN');
    const adminId = (await getAdminByEmail(admin, { body: { email } })).data._id;
    expect((await getInspector(admin, { params: { id: adminId } })).data.accountIds).toEqual([SIGRID_ACCOUNT]);

    await user.click(within(inspectors).getByRole('button', { name: `Remove ${email}` }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(`Remove ${email} as inspector?`)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: `Remove ${email}` }));
    await within(inspectors).findByText('No inspectors', {}, { timeout: 5000 });
    expect((await getInspector(admin, { params: { id: adminId } })).data.accountIds).toEqual([]);
  });

  it("shows the server's refusal at the e-mail when the inspector cannot be assigned", async () => {
    await open(`/customers/${SIGRID_ACCOUNT}`);
    const user = userEvent.setup();
    const inspectors = await screen.findByRole('region', { name: 'Inspectors' }, { timeout: 10_000 });
    // Marketing's e-mail belongs to a console admin, not an inspector: the server refuses it (409).
    await user.type(await within(inspectors).findByRole('textbox', { name: "Inspector's e-mail" }, { timeout: 5000 }), 'marketing@bright.example');
    await user.click(within(inspectors).getByRole('button', { name: 'Assign inspector' }));
    expect(await within(inspectors).findByText(/The inspector could not be changed: An admin with e-mail marketing@bright.example exists and is not an inspector of BRIGHT/, {}, { timeout: 5000 })).toBeTruthy();
    expect(within(inspectors).getByText('No inspectors')).toBeTruthy();
  });

  it('lets customer service, which may not look admins up, assign the known inspector by e-mail', async () => {
    const session = await open(`/customers/${SIGRID_ACCOUNT}`);
    expect(await session.authProvider.canAccess!({ resource: 'admins', action: 'show' })).toBe(false);
    const user = userEvent.setup();
    const inspectors = await screen.findByRole('region', { name: 'Inspectors' }, { timeout: 10_000 });
    await user.type(await within(inspectors).findByRole('textbox', { name: "Inspector's e-mail" }, { timeout: 5000 }), 'inspector@bright.example');
    await user.click(within(inspectors).getByRole('button', { name: 'Assign inspector' }));
    await within(inspectors).findByText('inspector@bright.example', {}, { timeout: 5000 });
    const admin = await staff('ORG_ADMIN');
    const inspectorId = (await getAdminByEmail(admin, { body: { email: 'inspector@bright.example' } })).data._id;
    expect((await getInspector(admin, { params: { id: inspectorId } })).data.accountIds).toContain(SIGRID_ACCOUNT);
    expect((await getInspector(admin, { params: { id: inspectorId } })).data.accountIds).toContain(KARI_ACCOUNT);
  });
});
