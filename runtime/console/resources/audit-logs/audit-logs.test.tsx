// @vitest-environment jsdom
/**
 * The audit log in the console against the real server: changes made through the API show in the
 * list with who made them (the admin's name and e-mail, looked up once per page) and what they
 * touched, newest first; searching by who, action and resource narrows the list; an entry shows its
 * field-level difference, a secret's value hidden; organisation admins are not offered other
 * organisations; a failing search says so.
 */
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataProvider } from 'react-admin';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiToken, updateApiToken } from '../../../../generated/client/api-tokens.gen.js';
import { createCopy, updateCopy } from '../../../../generated/client/copy.gen.js';
import { createSecret, updateSecret } from '../../../../generated/client/secrets.gen.js';
import type { CallInput } from '../../../client/index.js';
import { testApp, type TestApp } from '../../../server/test/harness.js';
import { ConsoleApp } from '../../app.js';
import { signedInConsole } from '../../test/console-session.js';

type Session = Awaited<ReturnType<typeof signedInConsole>>;

let server: TestApp;
let admin: Session;
let orgAdmin: Session;
const SECRET_VALUE = 'very-secret-hark-key-2';

beforeAll(async () => {
  server = await testApp();
  admin = await signedInConsole(server, 'admin@bright.example', 'demo-admin-pass');
  orgAdmin = await signedInConsole(server, 'orgadmin@bright.example', 'demo-orgadmin-pass');
  const tick = () => server.clock.advance(1000);
  const copy = { params: { type: 'shared' as const }, query: { organisation: 'BRIGHT' } };
  await createCopy(orgAdmin.client, { ...copy, body: { key: 'audit.greeting', values: { en: 'Hello', nb: 'Hei' } } });
  tick();
  await updateCopy(orgAdmin.client, { params: { ...copy.params, key: 'audit.greeting' }, query: copy.query, body: { values: { en: 'Hello there', nb: 'Hei' } } });
  tick();
  const token = (await createApiToken(admin.client, { body: { organisation: 'BRIGHT', name: 'Audit test token', tokenScopes: ['getLocations'] } })).data;
  tick();
  await updateApiToken(admin.client, { params: { id: token._id }, body: { tokenScopes: ['getLocations', 'syncAccount'] } });
  tick();
  // The demo tenant may hold this secret already: either way, the last entry replaces its value.
  await createSecret(admin.client, { params: { org: 'BRIGHT', key: 'HARK_API_KEY' }, body: { value: 'very-secret-hark-key-1' } }).catch(() => undefined);
  tick();
  await updateSecret(admin.client, { params: { org: 'BRIGHT', key: 'HARK_API_KEY' }, body: { value: SECRET_VALUE } });
  tick();
  // Support mode: staff acting as a customer leave their admin id, not their e-mail (runtime/server/audit.ts).
  const support = (await server.db.query<{ id: string }>("SELECT id FROM admins WHERE email = 'support@bright.example'")).rows[0]!.id;
  await server.db.query(
    `INSERT INTO audit_log (id, created_at, actor, admin_id, actor_email, action, resource, resource_id, organisation, changes, request_id)
     VALUES ($1, $2, $3, $4, NULL, 'update', 'users', 'user-1', 'BRIGHT', $5, 'req-support-mode')`,
    ['c0ffee'.padEnd(24, '0'), server.clock.now(), { adminId: support, scope: 'SUPPORT' }, support, JSON.stringify([{ path: 'language', before: 'nb', after: 'en' }])],
  );
});
afterEach(() => {
  cleanup();
  // react-admin keeps a list's filters in its store (localStorage): each test starts from none.
  localStorage.clear();
});
afterAll(() => server.close());

/** The session's data provider, counting the operations the screens call through it. */
function counted(session: Session, fail?: string) {
  const operations: string[] = [];
  const base = session.dataProvider as DataProvider & { callOperation(op: string, input: CallInput): Promise<unknown> };
  const dataProvider = {
    ...base,
    async callOperation(op: string, input: CallInput) {
      operations.push(op);
      if (op === fail) throw new Error('The server is down for maintenance');
      return base.callOperation(op, input);
    },
  };
  return { dataProvider, operations };
}

function renderConsole(session: Session, path: string, dataProvider: DataProvider = session.dataProvider) {
  window.history.replaceState(null, '', path);
  render(<ConsoleApp dataProvider={dataProvider} authProvider={session.authProvider} basename="" />);
}

/** The table's data rows, each as its cells' texts. */
async function tableRows(): Promise<string[][]> {
  const table = await screen.findByRole('table', {}, { timeout: 10_000 });
  const [, ...rows] = within(table).getAllByRole('row');
  return rows.map((row) => within(row).queryAllByRole('cell').map((cell) => cell.textContent ?? ''));
}

const LIST_WAIT = { timeout: 30_000 };

describe('the audit log list', () => {
  it('shows the latest changes first, with who made them and what they touched, the admins looked up once', async () => {
    const { dataProvider, operations } = counted(admin);
    renderConsole(admin, '/audit-logs', dataProvider);
    await screen.findByText('Sven Support', {}, LIST_WAIT);
    const rows = await tableRows();
    const at = (pattern: RegExp) => rows.findIndex((r) => pattern.test(r.join(' ')));
    // Newest first: the support-mode entry, the secret replaced, ... the copy text first created.
    expect(at(/Sven Support.*support@bright\.example.*Updated.*users.*user-1.*BRIGHT/)).toBe(0);
    expect(at(/Astrid Admin.*admin@bright\.example.*Updated.*Secrets/)).toBe(1);
    const tokenUpdated = at(/Astrid Admin.*admin@bright\.example.*Updated.*API tokens/);
    const copyUpdated = at(/Olav Orgadmin.*orgadmin@bright\.example.*Updated.*Copy text/);
    const copyCreated = at(/Olav Orgadmin.*orgadmin@bright\.example.*Created.*Copy text/);
    expect(tokenUpdated).toBeGreaterThan(1);
    expect(copyUpdated).toBeGreaterThan(tokenUpdated);
    expect(copyCreated).toBe(copyUpdated + 1);
    expect(operations.filter((op) => op === 'getAdminInfo')).toHaveLength(operations.filter((op) => op === 'searchAuditLogs').length);
  });

  it('narrows to what one admin did, then to one action and one resource', { timeout: 90_000 }, async () => {
    const user = userEvent.setup();
    renderConsole(admin, '/audit-logs');
    await screen.findByText('Sven Support', {}, LIST_WAIT);
    await user.type(screen.getByRole('textbox', { name: 'Who' }), 'orgadmin@bright.example');
    await waitFor(() => expect(screen.queryByText('Sven Support')).toBeNull(), LIST_WAIT);
    let rows = await tableRows();
    expect(rows.length).toBe(2);
    expect(rows.every((r) => /orgadmin@bright\.example.*Copy text/.test(r.join(' ')))).toBe(true);

    await user.click(screen.getByRole('combobox', { name: 'Action' }));
    await user.click(await screen.findByRole('option', { name: 'Created' }));
    await waitFor(async () => expect((await tableRows()).length).toBe(1), LIST_WAIT);
    rows = await tableRows();
    expect(rows[0]!.join(' ')).toMatch(/Created.*Copy text/);

    await user.type(screen.getByRole('textbox', { name: 'Resource' }), 'api-tokens');
    expect(await screen.findByText('No entries match these filters', {}, LIST_WAIT)).toBeTruthy();
  });

  it('tells a "who" that is neither an e-mail nor an admin id, and does not search by it', async () => {
    const user = userEvent.setup();
    const { dataProvider, operations } = counted(admin);
    renderConsole(admin, '/audit-logs', dataProvider);
    await screen.findByText('Sven Support', {}, LIST_WAIT);
    const searches = operations.filter((op) => op === 'searchAuditLogs').length;
    await user.type(screen.getByRole('textbox', { name: 'Who' }), 'Astrid');
    expect(await screen.findByText('Enter an e-mail address or a 24-character admin id', {}, LIST_WAIT)).toBeTruthy();
    // Past the filter form's debounce (500 ms): still no search, the list as it was.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(operations.filter((op) => op === 'searchAuditLogs').length).toBe(searches);
    expect(screen.getByText('Sven Support')).toBeTruthy();
  });

  it('offers platform staff the organisation search, and not an organisation admin, who sees only their own', async () => {
    renderConsole(admin, '/audit-logs');
    await screen.findByText('Sven Support', {}, LIST_WAIT);
    expect(screen.getByRole('textbox', { name: 'Organisation' })).toBeTruthy();
    cleanup();
    renderConsole(orgAdmin, '/audit-logs');
    await screen.findAllByText('Olav Orgadmin', {}, LIST_WAIT);
    expect(screen.queryByRole('textbox', { name: 'Organisation' })).toBeNull();
    expect((await tableRows()).every((r) => r.join(' ').includes('BRIGHT'))).toBe(true);
  });

  it('says so when the audit log cannot be read', async () => {
    const { dataProvider } = counted(admin, 'searchAuditLogs');
    renderConsole(admin, '/audit-logs', dataProvider);
    const alert = await screen.findByText(/The audit log could not be read: The server is down for maintenance/, {}, LIST_WAIT);
    expect(alert.closest('[role="alert"]')).not.toBeNull();
  });
});

describe('an audit log entry', () => {
  it('opens from the list and shows the changed field with its value before and after', async () => {
    const user = userEvent.setup();
    renderConsole(orgAdmin, '/audit-logs');
    await screen.findAllByText('Olav Orgadmin', {}, LIST_WAIT);
    const updated = (await screen.findAllByRole('row')).find((row) => /Updated.*Copy text/.test(row.textContent ?? ''))!;
    await user.click(within(updated).getByRole('link', { name: 'Show' }));
    const changes = await screen.findByRole('table', { name: 'Changes' }, LIST_WAIT);
    const rows = within(changes).getAllByRole('row').map((row) => within(row).queryAllByRole('cell').map((c) => c.textContent ?? ''));
    expect(rows).toContainEqual(['values.en', 'Changed', 'Hello', 'Hello there']);
    expect(rows.some((r) => r[0] === 'updatedAt' && r[1] === 'Changed')).toBe(true);
    expect(rows.some((r) => r[0] === 'values.nb')).toBe(false);
    expect(screen.getByText('orgadmin@bright.example')).toBeTruthy();
  });

  it("shows that a secret's value was replaced, never the value", async () => {
    const found = await admin.dataProvider.getList('audit-logs', { filter: {}, pagination: { page: 1, perPage: 100 }, sort: { field: 'createdAt', order: 'DESC' } });
    const entry = found.data.find((e) => e.resource === 'secrets' && e.action === 'update')!;
    renderConsole(admin, `/audit-logs/${entry.id}/show`);
    const changes = await screen.findByRole('table', { name: 'Changes' }, LIST_WAIT);
    const value = within(changes).getAllByRole('row').find((row) => within(row).queryByText('value'))!;
    expect(within(value).getAllByRole('cell').map((c) => c.textContent)).toEqual(['value', 'Changed', 'Hidden', 'Hidden']);
    expect(document.body.textContent).not.toContain('very-secret-hark-key');
  });
});
