// @vitest-environment jsdom
/**
 * The generic create and edit forms against the real server, as an organisation admin: a field a
 * schema gains shows with no console code changed; a form saves through the data provider and the
 * server has the record; the contract's zod rule, which JSON Schema cannot say, shows its message at
 * its field and nothing is saved; the server's refusals show in the API's words.
 */
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { AdminContext, defaultI18nProvider, Notification, ResourceContextProvider } from 'react-admin';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resources, type ResourceDescriptor } from '../../../generated/resources.gen.js';
import { COPY_VALUES_MESSAGE } from '../../../schemas/copy.js';
import { testApp, type TestApp } from '../../server/test/harness.js';
import { ConsoleApp } from '../app.js';
import { signedInConsole } from '../test/console-session.js';
import { GenericCreate, GenericEdit } from './generic-form.js';

let server: TestApp;
let providers: Pick<Awaited<ReturnType<typeof signedInConsole>>, 'dataProvider' | 'authProvider'>;
const descriptor = (name: string) => resources.find((r) => r.name === name)!;
const admins = descriptor('admins');
const copy = descriptor('copy');
const apiTokens = descriptor('api-tokens');
/** How long a screen may take to show the server's answer: the first render is slow on a loaded 2-core machine. */
const LOADING = { timeout: 20_000 };
const page = { pagination: { page: 1, perPage: 100 }, sort: { field: 'email', order: 'ASC' as const } };

beforeAll(async () => {
  server = await testApp();
  const { dataProvider, authProvider } = await signedInConsole(server, 'orgadmin@bright.example', 'demo-orgadmin-pass');
  providers = { dataProvider, authProvider };
});
afterEach(cleanup);
afterAll(() => server.close());

function renderScreen(screenElement: ReactElement, resource: string) {
  window.history.replaceState(null, '', '/');
  return render(
    <AdminContext {...providers} i18nProvider={defaultI18nProvider}>
      <ResourceContextProvider value={resource}>{screenElement}</ResourceContextProvider>
      <Notification />
    </AdminContext>,
  );
}

const renderCreate = (d: ResourceDescriptor) => renderScreen(<GenericCreate descriptor={d} />, d.name);
const renderEdit = (d: ResourceDescriptor, id: string) => renderScreen(<GenericEdit descriptor={d} id={id} />, d.name);

async function choose(user: ReturnType<typeof userEvent.setup>, field: string | RegExp, option: string) {
  await user.click(await screen.findByRole('combobox', { name: field }, LOADING));
  await user.click(await screen.findByRole('option', { name: option }));
}

async function fillAdmin(user: ReturnType<typeof userEvent.setup>, email: string, scope: string) {
  await user.type(await screen.findByRole('textbox', { name: /^E-mail/ }, LOADING), email);
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Console Test');
  await choose(user, /^Scope/, scope);
  await user.click(screen.getByRole('button', { name: 'Save' }));
}

/** The notification's text (react-admin shows it as an alert). */
async function notification(): Promise<string> {
  return (await screen.findByRole('alert', {}, LOADING)).textContent ?? '';
}

describe('the generic create form', { timeout: 60_000 }, () => {
  it('shows a field the create schema gained under its title, with no console code changed, and starts in the admin’s organisation', async () => {
    const create = { ...admins.schemas.create!, properties: { ...(admins.schemas.create!.properties as object), nickname: { type: 'string', title: 'Nickname' } } };
    renderCreate({ ...admins, schemas: { ...admins.schemas, create } });
    expect(await screen.findByRole('textbox', { name: 'Nickname' }, LOADING)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^E-mail/ })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /^Organisation/ }) as HTMLInputElement).value).toBe('BRIGHT');
  });

  it('creates an admin, and the server lists it', async () => {
    renderCreate(admins);
    const user = userEvent.setup();
    await fillAdmin(user, 'console.created@bright.example', 'ORG_USER');
    expect(await notification()).toContain('Element created');
    const listed = await providers.dataProvider.getList('admins', { ...page, filter: { scope: 'ORG_USER' } });
    expect(listed.data.find((a) => a.email === 'console.created@bright.example')).toMatchObject({ name: 'Console Test', organisation: 'BRIGHT', scope: 'ORG_USER' });
  });

  it("shows the contract's own rule, which JSON Schema cannot say, at its field in the API's words, and saves nothing", async () => {
    // The rule lives in zod only: the JSON Schema the form checks lets an empty text through.
    expect((copy.schemas.create!.properties as Record<string, Record<string, unknown>>).values!.minProperties).toBeUndefined();
    renderCreate(copy);
    const user = userEvent.setup();
    await choose(user, /^Type/, 'shared');
    await user.type(screen.getByRole('combobox', { name: /^Key/ }), 'console.test.empty');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await notification()).toContain(COPY_VALUES_MESSAGE);
    const inForm = screen.getAllByText(COPY_VALUES_MESSAGE).filter((element) => element.closest('form'));
    expect(inForm).toHaveLength(1);
    // The message sits with the Text field (the values), not elsewhere on the form.
    const field = inForm[0]!.closest('.rjsf-field-object') as HTMLElement;
    expect(within(field).getByRole('heading', { name: 'Text' })).toBeTruthy();
    await expect(providers.dataProvider.getOne('copy', { id: 'console.test.empty', meta: { type: 'shared' } })).rejects.toMatchObject({ status: 404 });
  });

  it("shows the server's refusal of a duplicate in the API's words", async () => {
    renderCreate(admins);
    await fillAdmin(userEvent.setup(), 'marketing@bright.example', 'ORG_USER');
    expect(await notification()).toContain('An admin with e-mail marketing@bright.example exists');
  });

  it("shows the server's refusal of a scope the admin may not grant in the API's words", async () => {
    renderCreate(admins);
    await fillAdmin(userEvent.setup(), 'console.forbidden@bright.example', 'ADMIN');
    expect(await notification()).toContain('You cannot grant scope ADMIN');
    const listed = await providers.dataProvider.getList('admins', { ...page, filter: {} });
    expect(listed.data.some((a) => a.email === 'console.forbidden@bright.example')).toBe(false);
  });
});

describe('the generic edit form', { timeout: 60_000 }, () => {
  it("changes an admin's name on the server", async () => {
    const [marketing] = (await providers.dataProvider.getList('admins', { ...page, filter: { scope: 'ORG_MARKETING' } })).data;
    renderEdit(admins, String(marketing!.id));
    const user = userEvent.setup();
    const name = await screen.findByRole('textbox', { name: 'Name' }, LOADING);
    await user.clear(name);
    await user.type(name, 'Marketing Renamed');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await notification()).toContain('Element updated');
    expect((await providers.dataProvider.getOne('admins', { id: marketing!.id })).data.name).toBe('Marketing Renamed');
  });

  it('edits an API token, which the API reads only as a list, found in that list', async () => {
    const created = await providers.dataProvider.create('api-tokens', { data: { name: 'Console form token', tokenScopes: ['getLocations'] } });
    renderEdit(apiTokens, String(created.data.id));
    const user = userEvent.setup();
    const name = await screen.findByRole('textbox', { name: /^Name/ }, LOADING);
    expect((name as HTMLInputElement).value).toBe('Console form token');
    await user.clear(name);
    await user.type(name, 'Console form token, renamed');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await notification()).toContain('Element updated');
    const listed = await providers.dataProvider.getList('api-tokens', { ...page, filter: {} });
    expect(listed.data.find((t) => t.id === created.data.id)?.name).toBe('Console form token, renamed');
  });
});

describe('the console', { timeout: 60_000 }, () => {
  it("opens the generic create form at an admin resource's create route, and shows the new record once saved", async () => {
    window.history.replaceState(null, '', '/admins/create');
    render(<ConsoleApp {...providers} basename="" />);
    await fillAdmin(userEvent.setup(), 'console.routed@bright.example', 'ORG_SUPPORT');
    // The show screen of the new admin, read back from the server.
    expect(await screen.findByText('console.routed@bright.example', {}, LOADING)).toBeTruthy();
    await waitFor(() => expect(window.location.pathname).toMatch(/^\/admins\/[0-9a-f]{24}\/show$/), LOADING);
    expect(screen.getByText('ORG_SUPPORT')).toBeTruthy();
  });
});

