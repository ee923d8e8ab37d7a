// @vitest-environment jsdom
/**
 * Customer service confirming or refusing a sign-up's provider customer in the console, against the
 * real server (issue 19 §1: a CUSTOMER sign-up waits in provider_pending until staff act). Each sign-up
 * is made as a person makes one: created through the API, its owner's address proven by the e-mailed
 * link (read from the outbox). Confirming on the prospect's screen makes the account (Account created),
 * or, before the owner's proof, leaves it to that proof; refusing ends the sign-up (Customer refused); the list is the queue of sign-ups waiting, confirmed in
 * place; a refusal from the server shows in the console's sentence with the dialog left open; a scope
 * the operation does not admit gets no buttons.
 */
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore, RecordContextProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bearer, testApp, type TestApp } from '../../../server/test/harness.js';
import { ConsoleApp } from '../../app.js';
import type { ConsoleLocale } from '../../i18n/console-messages.js';
import { signedInConsole } from '../../test/console-session.js';
import { consoleWords } from '../../test/console-words.js';
import { ProspectResolveButtons } from './prospect-resolve.js';
import type { ProspectRecord } from './prospect-provider.js';

type Session = Awaited<ReturnType<typeof signedInConsole>>;

let server: TestApp;
let customerService: Session;
let marketing: Session;

beforeAll(async () => {
  server = await testApp();
  customerService = await signedInConsole(server, 'orgsupport@bright.example', 'demo-orgsupport-pass');
  marketing = await signedInConsole(server, 'marketing@bright.example', 'demo-marketing-pass');
});
afterEach(() => {
  cleanup();
  // react-admin keeps a list's filters in its store (localStorage): each test starts from none.
  localStorage.clear();
});
afterAll(() => server.close());

// Returns at once when the screen is there; the room is for a busy 2-core machine loading the first screen.
const WAIT = { timeout: 30_000 };
const BASE = '/api/v4/BRIGHT/account/account-prospects';

interface SignUp {
  readonly id: string;
  readonly ref: string;
  readonly email: string;
  readonly customerId: string;
  readonly locationCode: string;
}

/** A person's sign-up for a provider customer, as the app makes it; `proven`: the owner opened the e-mailed link. */
async function signUp(name: string, customerId: string, { proven = true, accountType = 'CUSTOMER' } = {}): Promise<SignUp> {
  const email = `${name}@example.no`;
  const locationCode = `CPR-${customerId}`;
  const created = await server.app.inject({
    method: 'POST', url: BASE,
    payload: {
      accountOwner: { email, firstName: 'Nora', lastName: name }, accessType: 'BANKID', organisation: 'BRIGHT', accountType,
      site: { locationCode, customerId, organisation: 'BRIGHT', services: [{ siteId: `7070575${customerId}`, siteType: 'consumption' }], location: { pricezone: 'NO1', area: 'Oslo' } },
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  const { _id: id, ref } = created.json().data as { _id: string; ref: string };
  if (proven) {
    const mail = await server.app.inject({ method: 'PUT', url: `${BASE}/validation-email?ref=${ref}`, payload: { appRedirectDeeplink: 'brightapp://prospect-confirmed' } });
    expect(mail.statusCode, mail.body).toBe(202);
    const { link } = (await server.db.query<{ link: string }>("SELECT data->>'link' AS link FROM outbox WHERE data->>'ref' = $1 ORDER BY created_at DESC, id DESC LIMIT 1", [ref])).rows[0]!;
    const url = new URL(link);
    expect((await server.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` })).statusCode).toBe(302);
  }
  return { id, ref, email, customerId, locationCode };
}

async function stored(ref: string): Promise<{ status: string; account_id: string | null }> {
  return (await server.db.query<{ status: string; account_id: string | null }>('SELECT status, account_id FROM account_prospects WHERE ref = $1', [ref])).rows[0]!;
}

function renderConsole(session: Session, path: string) {
  window.history.replaceState(null, '', path);
  render(<ConsoleApp dataProvider={session.dataProvider} authProvider={session.authProvider} basename="" />);
}

/** The open dialog (react-admin's Confirm). */
const dialog = () => screen.findByRole('dialog', {}, WAIT);

describe("a sign-up's screen", () => {
  it('shows what to check, and confirming makes the account: the status becomes Account created', { timeout: 90_000 }, async () => {
    const p = await signUp('confirmed', '480001');
    expect(await stored(p.ref)).toMatchObject({ status: 'provider_pending', account_id: null });
    const user = userEvent.setup();
    renderConsole(customerService, `/account-prospects/${p.id}/show`);

    const check = await screen.findByRole('region', { name: "Check against the provider's records" }, WAIT);
    expect(within(check).getByText('480001')).toBeTruthy();
    expect(within(check).getByText(p.email)).toBeTruthy();
    expect(within(check).getByText(p.locationCode)).toBeTruthy();
    expect(within(check).getByText('7070575480001 (Consumption)')).toBeTruthy();
    expect(screen.getByText('Customer to confirm')).toBeTruthy();
    expect(screen.getByText(/waits for customer service to confirm or refuse the customer/)).toBeTruthy();

    await user.click(within(check).getByRole('button', { name: 'Confirm customer 480001' }));
    const asked = await dialog();
    expect(within(asked).getByText('Confirm customer 480001?')).toBeTruthy();
    expect(within(asked).getByText(/becomes the owner of an account for provider customer 480001/)).toBeTruthy();
    expect(within(asked).getByText(p.email)).toBeTruthy();
    await user.click(within(asked).getByRole('button', { name: 'Confirm customer' }));

    expect(await screen.findByText('Customer 480001 is confirmed and the account is made.', {}, WAIT)).toBeTruthy();
    expect(await screen.findByText('Account created', {}, WAIT)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: /^(Confirm|Refuse) customer/ })).toBeNull(), WAIT);
    // Settled, the claim is a record, no longer something to check.
    expect(screen.getByRole('region', { name: 'Customer and site' })).toBeTruthy();
    const after = await stored(p.ref);
    expect(after.status).toBe('account_resolved');
    expect(after.account_id).not.toBeNull();
    expect((await server.db.query('SELECT 1 FROM accounts WHERE customer_id = $1', ['480001'])).rowCount).toBe(1);
  });

  it('refusing ends the sign-up: the status becomes Customer refused and no account is made', { timeout: 90_000 }, async () => {
    const p = await signUp('refused', '480002');
    const user = userEvent.setup();
    renderConsole(customerService, `/account-prospects/${p.id}/show`);

    await user.click(await screen.findByRole('button', { name: 'Refuse customer 480002' }, WAIT));
    const asked = await dialog();
    expect(within(asked).getByText('Refuse the sign-up for customer 480002?')).toBeTruthy();
    expect(within(asked).getByText(/no account is made/)).toBeTruthy();
    await user.click(within(asked).getByRole('button', { name: 'Refuse sign-up' }));

    expect(await screen.findByText('The sign-up for customer 480002 is refused.', {}, WAIT)).toBeTruthy();
    expect(await screen.findByText('Customer refused', {}, WAIT)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: /^(Confirm|Refuse) customer/ })).toBeNull(), WAIT);
    expect(await stored(p.ref)).toMatchObject({ status: 'provider_failed', account_id: null });
    expect((await server.db.query('SELECT 1 FROM accounts WHERE customer_id = $1', ['480002'])).rowCount).toBe(0);
  });

  it('confirming before the owner has proven the address leaves the account to that proof, and refusing still open', { timeout: 90_000 }, async () => {
    const p = await signUp('unproven-yet', '480004', { proven: false });
    const user = userEvent.setup();
    renderConsole(customerService, `/account-prospects/${p.id}/show`);
    expect(await screen.findByText(/has not proven their e-mail address yet/, {}, WAIT)).toBeTruthy();

    await user.click(await screen.findByRole('button', { name: 'Confirm customer 480004' }, WAIT));
    await user.click(within(await dialog()).getByRole('button', { name: 'Confirm customer' }));
    expect(await screen.findByText('Customer 480004 is confirmed. The account is made once the owner has proven their e-mail address.', {}, WAIT)).toBeTruthy();
    expect(await screen.findByText('Customer confirmed', {}, WAIT)).toBeTruthy();
    // Confirming again would change nothing: refusing is what is left. A closing dialog still hides the
    // page from the accessibility tree, so the buttons are read once it has gone.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Confirm customer 480004' })).toBeNull(), WAIT);
    expect(screen.getByRole('button', { name: 'Refuse customer 480004' })).toBeTruthy();
    expect(await stored(p.ref)).toMatchObject({ status: 'provider_resolved', account_id: null });
  });

  it("says the server's refusal in the console's sentence and keeps the dialog open", { timeout: 90_000 }, async () => {
    const p = await signUp('raced', '480003');
    const user = userEvent.setup();
    renderConsole(customerService, `/account-prospects/${p.id}/show`);
    const confirm = await screen.findByRole('button', { name: 'Confirm customer 480003' }, WAIT);
    // Another member of staff refuses it while this screen is open.
    const other = await server.asStaff('ORG_ADMIN', 'BRIGHT');
    const refused = await server.app.inject({ method: 'PUT', url: `${BASE}/${p.id}/provider`, payload: { status: 'provider_failed' }, headers: bearer(other) });
    expect(refused.statusCode).toBe(200);

    await user.click(confirm);
    const asked = await dialog();
    await user.click(within(asked).getByRole('button', { name: 'Confirm customer' }));
    expect(await screen.findByText('The customer could not be confirmed: The prospect is provider_failed', {}, WAIT)).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Confirm customer' })).toHaveProperty('disabled', false);
    expect(await stored(p.ref)).toMatchObject({ status: 'provider_failed' });
  });
});

describe('the list of sign-ups', () => {
  it('is the queue of sign-ups waiting for customer service, confirmed in place', { timeout: 90_000 }, async () => {
    const waiting = await signUp('waiting', '480010');
    const unproven = await signUp('unproven', '480011', { proven: false });
    const user = userEvent.setup();
    renderConsole(customerService, '/account-prospects');

    const row = (await screen.findByText(waiting.email, {}, WAIT)).closest('tr')!;
    expect(row.textContent).toMatch(/Customer to confirm.*480010.*waiting@example\.no.*CPR-480010.*Customer/);
    // The queue is provider_pending alone: a sign-up whose owner has not proven the address is not in it.
    expect(screen.queryByText(unproven.email)).toBeNull();

    await user.click(within(row).getByRole('button', { name: 'Confirm customer 480010' }));
    const asked = await dialog();
    expect(within(asked).getByText('480010')).toBeTruthy();
    await user.click(within(asked).getByRole('button', { name: 'Confirm customer' }));
    expect(await screen.findByText('Customer 480010 is confirmed and the account is made.', {}, WAIT)).toBeTruthy();
    // Done, it leaves the queue; the row's buttons did not open the row.
    await waitFor(() => expect(screen.queryByText(waiting.email)).toBeNull(), WAIT);
    expect(window.location.pathname).toBe('/account-prospects');
    expect(await stored(waiting.ref)).toMatchObject({ status: 'account_resolved' });
  });
});

describe('who may confirm', () => {
  /** The buttons alone, for this session's scope, on a prospect record. */
  async function renderButtons(session: Session, record: ProspectRecord, locale: ConsoleLocale = 'en') {
    render(
      <MemoryRouter>
        <AdminContext dataProvider={session.dataProvider} authProvider={session.authProvider} i18nProvider={await consoleWords(locale)} store={memoryStore()}>
          <RecordContextProvider value={record}>
            <ProspectResolveButtons />
          </RecordContextProvider>
        </AdminContext>
      </MemoryRouter>,
    );
  }

  it('offers a scope the operation does not admit no buttons, where customer service gets them (in Norwegian too)', { timeout: 90_000 }, async () => {
    const p = await signUp('scoped', '480020');
    const { data: record } = await customerService.dataProvider.getOne<ProspectRecord>('account-prospects', { id: p.id });

    await renderButtons(customerService, record, 'nb');
    expect(await screen.findByRole('button', { name: 'Bekreft kunde 480020' }, WAIT)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Avvis kunde 480020' })).toBeTruthy();
    cleanup();

    await renderButtons(marketing, record);
    // Access is known once the auth provider answered permissions; give it time to.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    cleanup();

    // Nor does the console open the sign-up for that scope.
    renderConsole(marketing, `/account-prospects/${p.id}/show`);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(screen.queryByText(p.email)).toBeNull();
    expect(screen.queryByRole('button', { name: /customer 480020/ })).toBeNull();
  });

  it('offers nothing on a USER sign-up, which names no provider customer', { timeout: 90_000 }, async () => {
    const p = await signUp('user-account', '480030', { accountType: 'USER' });
    expect((await stored(p.ref)).status).toBe('account_resolved');
    const { data: record } = await customerService.dataProvider.getOne<ProspectRecord>('account-prospects', { id: p.id });
    await renderButtons(customerService, { ...record, status: 'updated' });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });
});
