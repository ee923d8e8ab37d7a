// @vitest-environment jsdom
/**
 * The generic list against the real server: an organisation admin's list of admins shows the
 * descriptor's columns under the schemas' titles, a field added to a (fixture) schema shows as a
 * column with no console code changed, and a filter made from the schema narrows the list.
 */
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, defaultI18nProvider, memoryStore } from 'react-admin';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resources, type ResourceDescriptor } from '../../../generated/resources.gen.js';
import { testApp, type TestApp } from '../../server/test/harness.js';
import { signedInConsole } from '../test/console-session.js';
import { filterDefaults, filterInputs, listPathFilters } from './generic-filters.js';
import { GenericList } from './generic-list.js';
import { fieldKind, filterKind } from './generic-schema.js';

let server: TestApp;
let providers: Pick<Awaited<ReturnType<typeof signedInConsole>>, 'dataProvider' | 'authProvider'>;
const admins = resources.find((r) => r.name === 'admins')!;
/** How long a screen may take to show the server's answer: the first render is slow on a loaded 2-core machine. */
const LOADING = { timeout: 20_000 };

beforeAll(async () => {
  server = await testApp();
  const { dataProvider, authProvider } = await signedInConsole(server, 'orgadmin@bright.example', 'demo-orgadmin-pass');
  providers = { dataProvider, authProvider };
});
afterEach(cleanup);
afterAll(() => server.close());

function renderList(descriptor: ResourceDescriptor) {
  window.history.replaceState(null, '', '/');
  return render(
    <AdminContext {...providers} i18nProvider={defaultI18nProvider} store={memoryStore()}>
      <GenericList descriptor={descriptor} />
    </AdminContext>,
  );
}

describe('the generic list', { timeout: 60_000 }, () => {
  it("shows the organisation's admins under the schema's titles", async () => {
    renderList(admins);
    await screen.findByText('orgadmin@bright.example', {}, LOADING);
    const table = screen.getByRole('table');
    for (const title of ['E-mail', 'Name', 'Organisation', 'Scope']) expect(within(table).getAllByText(title).length, title).toBeGreaterThan(0);
    expect(within(table).getByText('marketing@bright.example')).toBeTruthy();
  });

  it('shows a field a schema gained as a column of its own, with no console code changed', async () => {
    const record = { ...admins.schemas.record, properties: { ...(admins.schemas.record.properties as object), nickname: { type: 'string', title: 'Nickname' } } };
    renderList({ ...admins, schemas: { ...admins.schemas, record }, listColumns: [...admins.listColumns, 'nickname'] });
    await screen.findByText('orgadmin@bright.example', {}, LOADING);
    expect(within(screen.getByRole('table')).getAllByText('Nickname').length).toBeGreaterThan(0);
  });

  it('narrows the list by a filter chosen from the schema: the scope, a select of its values', async () => {
    renderList(admins);
    await screen.findByText('orgadmin@bright.example', {}, LOADING);
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Scope' }));
    await user.click(await screen.findByRole('option', { name: 'ORG_MARKETING' }));
    await waitFor(() => expect(screen.queryByText('orgadmin@bright.example')).toBeNull(), LOADING);
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).queryByText('marketing@bright.example') !== null)).toEqual([true]);
  });

  it('offers an organisation admin the Create button of a resource that can create', async () => {
    renderList(admins);
    await screen.findByText('orgadmin@bright.example', {}, LOADING);
    expect(await screen.findByRole('link', { name: 'Create' }, LOADING)).toBeTruthy();
  });
});

describe('the filters', () => {
  it('choose an input by the record schema: enum, boolean, date, else text', () => {
    const record = { properties: { scope: { allOf: [{ $ref: '#/definitions/S' }] }, on: { type: 'boolean' }, at: { type: 'string', format: 'date-time' }, name: { type: 'string' } }, definitions: { S: { type: 'string', enum: ['A', 'B'] } } };
    expect(['scope', 'on', 'at', 'name', 'search'].map((n) => filterKind(record, n))).toEqual(['enum', 'boolean', 'date', 'text', 'text']);
  });

  it("make a path parameter of the list call a required filter starting at its first value (copy's type)", () => {
    const copy = resources.find((r) => r.name === 'copy')!;
    expect(listPathFilters(copy)).toEqual(['type']);
    expect(filterDefaults(copy)).toEqual({ type: 'shared' });
    expect(filterInputs(copy, (n) => n).map((input) => (input.props as { source: string }).source)).toEqual(['type', 'search', 'organisation', 'language']);
    expect(listPathFilters(admins)).toEqual([]);
  });

  it("offer an enum's values by their words", () => {
    const jobs = resources.find((r) => r.name === 'jobs')!;
    const status = filterInputs(jobs, (n) => n, (field, value) => `${field}:${value}`).find((input) => (input.props as { source: string }).source === 'status');
    expect((status!.props as { choices: { id: string; name: string }[] }).choices[0]).toEqual({ id: 'waiting', name: 'status:waiting' });
  });
});

describe('fieldKind', () => {
  it('reads dates, flags and lists from the JSON Schema, through a nullable anyOf', () => {
    const record = { properties: { at: { anyOf: [{ type: 'string', format: 'date-time' }, { type: 'null' }] }, on: { type: 'boolean' }, tags: { type: 'array' }, name: { type: 'string' } } };
    expect(['at', 'on', 'tags', 'name', 'missing'].map((n) => fieldKind(record, n))).toEqual(['date', 'boolean', 'list', 'text', 'text']);
  });
});
