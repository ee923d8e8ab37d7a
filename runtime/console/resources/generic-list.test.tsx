// @vitest-environment jsdom
/**
 * The generic list against the real server: an organisation admin's list of admins shows the
 * descriptor's columns under the schemas' titles, and a field added to a (fixture) schema shows as a
 * column with no console code changed.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resources, type ResourceDescriptor } from '../../../generated/resources.gen.js';
import { testApp, type TestApp } from '../../server/test/harness.js';
import { signedInConsole } from '../test/console-session.js';
import { fieldKind, GenericList } from './generic-list.js';

let server: TestApp;
let providers: Pick<Awaited<ReturnType<typeof signedInConsole>>, 'dataProvider' | 'authProvider'>;
const admins = resources.find((r) => r.name === 'admins')!;

beforeAll(async () => {
  server = await testApp();
  const { dataProvider, authProvider } = await signedInConsole(server, 'orgadmin@bright.example', 'demo-orgadmin-pass');
  providers = { dataProvider, authProvider };
});
afterEach(cleanup);
afterAll(() => server.close());

function renderList(descriptor: ResourceDescriptor) {
  return render(
    <AdminContext {...providers}>
      <GenericList descriptor={descriptor} />
    </AdminContext>,
  );
}

describe('the generic list', () => {
  it("shows the organisation's admins under the schema's titles", async () => {
    renderList(admins);
    await screen.findByText('orgadmin@bright.example');
    const table = screen.getByRole('table');
    for (const title of ['E-mail', 'Name', 'Organisation', 'Scope']) expect(within(table).getAllByText(title).length, title).toBeGreaterThan(0);
    expect(within(table).getByText('marketing@bright.example')).toBeTruthy();
  });

  it('shows a field a schema gained as a column of its own, with no console code changed', async () => {
    const record = { ...admins.schemas.record, properties: { ...(admins.schemas.record.properties as object), nickname: { type: 'string', title: 'Nickname' } } };
    renderList({ ...admins, schemas: { ...admins.schemas, record }, listColumns: [...admins.listColumns, 'nickname'] });
    await screen.findByText('orgadmin@bright.example');
    expect(within(screen.getByRole('table')).getAllByText('Nickname').length).toBeGreaterThan(0);
  });
});

describe('fieldKind', () => {
  it('reads dates, flags and lists from the JSON Schema, through a nullable anyOf', () => {
    const record = { properties: { at: { anyOf: [{ type: 'string', format: 'date-time' }, { type: 'null' }] }, on: { type: 'boolean' }, tags: { type: 'array' }, name: { type: 'string' } } };
    expect(['at', 'on', 'tags', 'name', 'missing'].map((n) => fieldKind(record, n))).toEqual(['date', 'boolean', 'list', 'text', 'text']);
  });
});
