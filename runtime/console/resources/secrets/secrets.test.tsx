// @vitest-environment jsdom
/**
 * The secrets screens against the real server: a secret created in the form is saved (its value
 * checked by the contract first), the list shows its metadata and never its value, an organisation
 * admin does not see a secret that is not customer-facing, "Replace value" changes the value on the
 * server without showing either value, the environment sync previews what it would write (masked)
 * and, confirmed, writes it to a real HTTP target, and delete asks first.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataProvider } from 'react-admin';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getSecret, getSecretMeta } from '../../../../generated/client/secrets.gen.js';
import type { CallInput } from '../../../client/index.js';
import { testApp, type TestApp } from '../../../server/test/harness.js';
import { ConsoleApp } from '../../app.js';
import { signedInConsole } from '../../test/console-session.js';

type Session = Awaited<ReturnType<typeof signedInConsole>>;

const FIRST_VALUE = 'hark-first-value-4711';
const NEW_VALUE = 'hark-replaced-value-0815';
const REF = { params: { org: 'BRIGHT', key: 'HARK_API_KEY' as const } };
// Returns at once when the screen is there; the room is for a busy 2-core machine loading the first screen.
const WAIT = { timeout: 30_000 };

let server: TestApp;
let admin: Session;
let orgAdmin: Session;
let target: http.Server;
/** What the sync target received. */
const received: { method: string; url: string; auth: string | undefined; body: string }[] = [];

beforeAll(async () => {
  target = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      received.push({ method: req.method ?? '', url: req.url ?? '', auth: req.headers.authorization, body });
      // The target has no secret yet: PUT answers 404, so the server creates it with POST.
      if (req.method === 'PUT') return res.writeHead(404).end();
      res.writeHead(201, { 'content-type': 'application/json' }).end('{"data":true}');
    });
  });
  await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
  const port = (target.address() as AddressInfo).port;
  server = await testApp({ config: { syncTargets: { staging: `http://127.0.0.1:${port}/api` } } });
  admin = await signedInConsole(server, 'admin@bright.example', 'demo-admin-pass');
  orgAdmin = await signedInConsole(server, 'orgadmin@bright.example', 'demo-orgadmin-pass');
}, 60_000);
afterEach(() => {
  cleanup();
  localStorage.clear();
});
afterAll(async () => {
  await server?.close();
  await new Promise((resolve) => target?.close(resolve));
});

/** The session's data provider, recording the operations the screens call and every answer's text. */
function recorded(session: Session) {
  const operations: string[] = [];
  const answers: string[] = [];
  const base = session.dataProvider as DataProvider & { callOperation(op: string, input: CallInput): Promise<unknown> };
  const dataProvider = {
    ...base,
    async getList(...args: Parameters<DataProvider['getList']>) {
      const answer = await base.getList(...args);
      answers.push(JSON.stringify(answer));
      return answer;
    },
    async getOne(...args: Parameters<DataProvider['getOne']>) {
      operations.push('getOne');
      return base.getOne(...args);
    },
    async callOperation(op: string, input: CallInput) {
      operations.push(op);
      const answer = await base.callOperation(op, input);
      answers.push(JSON.stringify(answer));
      return answer;
    },
  } as DataProvider;
  return { dataProvider, operations, answers };
}

function renderConsole(session: Session, path: string, dataProvider: DataProvider = session.dataProvider) {
  window.history.replaceState(null, '', path);
  render(<ConsoleApp dataProvider={dataProvider} authProvider={session.authProvider} basename="" />);
}

/** The stored value, read back through the server as ADMIN (the console's own session). */
const serverValue = async () => (await getSecret(admin.client, REF)).data.value;

describe('creating a secret', () => {
  it('checks the value with the contract at the field, then saves it; the typed value shows only on request', { timeout: 60_000 }, async () => {
    const user = userEvent.setup();
    renderConsole(admin, '/secrets/create');
    const value = await screen.findByLabelText(/^Value/, {}, WAIT);
    expect(value.getAttribute('type')).toBe('password');
    await user.type(value, '   ');
    await user.click(screen.getByRole('button', { name: 'Save secret' }));
    expect(await screen.findByText('Secret value must not be empty', {}, WAIT)).toBeTruthy();
    await expect(getSecretMeta(admin.client, REF)).rejects.toMatchObject({ status: 404 });

    await user.clear(value);
    await user.type(value, FIRST_VALUE);
    await user.click(screen.getByRole('button', { name: 'Show what you typed' }));
    expect(value.getAttribute('type')).toBe('text');
    await user.click(screen.getByRole('button', { name: 'Hide what you typed' }));
    expect(value.getAttribute('type')).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Save secret' }));

    await waitFor(async () => expect((await getSecretMeta(admin.client, REF)).data.key).toBe('HARK_API_KEY'), WAIT);
    expect(await serverValue()).toBe(FIRST_VALUE);
  });
});

describe('the secrets list', () => {
  it('shows the secret’s name and metadata to an admin, never its value', async () => {
    const { dataProvider, answers, operations } = recorded(admin);
    renderConsole(admin, '/secrets', dataProvider);
    const cell = await screen.findByText('HARK_API_KEY', {}, WAIT);
    const row = cell.closest('tr')!;
    expect(within(row).getByText('BRIGHT')).toBeTruthy();
    expect(row.textContent).toMatch(/ADMIN, SUPPORT, SERVICE; ORG_ADMIN too when feature configuration “hark” is visible for customers/);
    expect(document.body.innerHTML).not.toContain(FIRST_VALUE);
    expect(answers.join('\n')).not.toContain(FIRST_VALUE);
    expect(operations).not.toContain('getSecret');
  });

  it('does not show an organisation admin the secret that is not customer-facing, which an admin sees', async () => {
    renderConsole(orgAdmin, '/secrets');
    expect(await screen.findByText('No secrets you can see in this organisation', {}, WAIT)).toBeTruthy();
    expect(screen.queryByText('HARK_API_KEY')).toBeNull();
    cleanup();
    renderConsole(admin, '/secrets');
    expect(await screen.findByText('HARK_API_KEY', {}, WAIT)).toBeTruthy();
  });
});

describe('replacing a value', () => {
  it('asks for the new value twice, changes it on the server and never shows old or new', { timeout: 60_000 }, async () => {
    const user = userEvent.setup();
    const { dataProvider, operations, answers } = recorded(admin);
    renderConsole(admin, '/secrets/HARK_API_KEY/show', dataProvider);
    await user.click(await screen.findByRole('link', { name: 'Replace value' }, WAIT));
    const first = await screen.findByLabelText(/^New value(\s\*)?$/, {}, WAIT);
    const again = screen.getByLabelText(/^New value again/);
    expect(first.getAttribute('type')).toBe('password');
    await user.type(first, NEW_VALUE);
    await user.type(again, `${NEW_VALUE}x`);
    await user.click(screen.getByRole('button', { name: 'Replace value' }));
    expect(await screen.findByText('The two values differ')).toBeTruthy();
    expect(await serverValue()).toBe(FIRST_VALUE);

    await user.clear(again);
    await user.type(again, NEW_VALUE);
    await user.click(screen.getByRole('button', { name: 'Replace value' }));
    await waitFor(async () => expect(await serverValue()).toBe(NEW_VALUE), WAIT);
    // Back on the secret, its value masked.
    expect(await screen.findByRole('table', { name: 'Secret details' }, WAIT)).toBeTruthy();
    expect(screen.getByLabelText('Hidden: values are never shown').textContent).toBe('••••••••');
    expect(document.body.innerHTML).not.toContain(NEW_VALUE);
    expect(document.body.innerHTML).not.toContain(FIRST_VALUE);
    expect(answers.join('\n')).not.toMatch(/hark-(first|replaced)-value/);
    expect(operations).not.toContain('getSecret');
    expect(operations).not.toContain('getOne');
  });

  it('offers an organisation admin create but not the environment sync, which is for platform staff', async () => {
    renderConsole(orgAdmin, '/secrets');
    await screen.findByText('No secrets you can see in this organisation', {}, WAIT);
    expect(screen.getByRole('link', { name: 'Create' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sync to environment' })).toBeNull();
    cleanup();
    renderConsole(admin, '/secrets');
    expect(await screen.findByRole('button', { name: 'Sync to environment' }, WAIT)).toBeTruthy();
  });
});

describe('environment sync', () => {
  it('previews the secrets it would write, masked, then writes them to the target once confirmed', { timeout: 60_000 }, async () => {
    const user = userEvent.setup();
    renderConsole(admin, '/secrets');
    await screen.findByText('HARK_API_KEY', {}, WAIT);
    await user.click(screen.getByRole('button', { name: 'Sync to environment' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'Staging' }));
    const preview = within(dialog).getByRole('button', { name: 'Preview changes' });
    expect(preview.hasAttribute('disabled')).toBe(true);
    await user.type(within(dialog).getByLabelText(/^Token of the target environment/), 'staging-token');
    await user.click(preview);

    const table = await within(dialog).findByRole('table', { name: 'What would change in staging' }, WAIT);
    const rows = within(table).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));
    expect(rows).toEqual([['HARK_API_KEY', 'BRIGHT', 'Written: replaced, or created if missing', '••••••••', expect.any(String)]]);
    expect(within(dialog).getByText(/cannot be read from here and the sync has no dry run/)).toBeTruthy();
    expect(received).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Confirm sync to staging' }));
    expect(await within(dialog).findByText('1 secret(s) written to staging', {}, WAIT)).toBeTruthy();
    expect(received.map((r) => [r.method, r.url, r.auth])).toEqual([
      ['PUT', '/api/v4/secrets/BRIGHT/HARK_API_KEY', 'Bearer staging-token'],
      ['POST', '/api/v4/secrets/BRIGHT/HARK_API_KEY', 'Bearer staging-token'],
    ]);
    expect(JSON.parse(received[1]!.body)).toEqual({ value: NEW_VALUE });
    const audit = await server.db.query<{ resource_id: string }>("SELECT resource_id FROM audit_log WHERE action = 'sync' AND resource = 'secrets'");
    expect(audit.rows.map((r) => r.resource_id)).toEqual(['staging']);
    expect(document.body.innerHTML).not.toContain(NEW_VALUE);
  });

  it('says so when the target is not configured, and writes nothing', { timeout: 60_000 }, async () => {
    const user = userEvent.setup();
    const before = received.length;
    renderConsole(admin, '/secrets');
    await screen.findByText('HARK_API_KEY', {}, WAIT);
    await user.click(screen.getByRole('button', { name: 'Sync to environment' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'Develop' }));
    await user.type(within(dialog).getByLabelText(/^Token of the target environment/), 'develop-token');
    await user.click(within(dialog).getByRole('button', { name: 'Preview changes' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Confirm sync to develop' }, WAIT));
    expect(await within(dialog).findByText(/The sync failed: .*Sync target develop is not configured/, {}, WAIT)).toBeTruthy();
    expect(received.length).toBe(before);
  });
});

describe('deleting a secret', () => {
  it('asks first, then removes it on the server', { timeout: 60_000 }, async () => {
    const user = userEvent.setup();
    renderConsole(admin, '/secrets/HARK_API_KEY/show');
    await user.click(await screen.findByRole('button', { name: 'Delete' }, WAIT));
    const dialog = await screen.findByRole('dialog', { name: 'Delete HARK_API_KEY?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((await getSecretMeta(admin.client, REF)).data.key).toBe('HARK_API_KEY');

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete secret' }));
    await waitFor(() => expect(getSecretMeta(admin.client, REF)).rejects.toMatchObject({ status: 404 }), WAIT);
  });
});
