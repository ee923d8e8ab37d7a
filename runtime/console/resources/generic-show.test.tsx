// @vitest-environment jsdom
/** The generic show screen against the real server: an admin's record, every shown field under its title, hidden ones left out. */
import { cleanup, render, screen } from '@testing-library/react';
import { AdminContext, ResourceContextProvider } from 'react-admin';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../../generated/resources.gen.js';
import { testApp, type TestApp } from '../../server/test/harness.js';
import { signedInConsole } from '../test/console-session.js';
import { GenericShow, shownFields } from './generic-show.js';

let server: TestApp;
const admins = resources.find((r) => r.name === 'admins')!;

beforeAll(async () => {
  server = await testApp();
});
afterEach(cleanup);
afterAll(() => server.close());

describe('the generic show screen', () => {
  it("shows an admin's fields under the schema's titles, and not the hidden id", async () => {
    const { dataProvider, authProvider } = await signedInConsole(server, 'orgadmin@bright.example', 'demo-orgadmin-pass');
    const id = (await dataProvider.getList('admins', { pagination: { page: 1, perPage: 50 }, sort: { field: 'email', order: 'ASC' }, filter: { scope: 'ORG_MARKETING' } })).data[0]!.id;
    render(
      <AdminContext dataProvider={dataProvider} authProvider={authProvider}>
        <ResourceContextProvider value="admins">
          <GenericShow descriptor={admins} id={String(id)} />
        </ResourceContextProvider>
      </AdminContext>,
    );
    await screen.findByText('marketing@bright.example');
    for (const title of ['E-mail', 'Name', 'Organisation', 'Scope']) expect(screen.getAllByText(title).length, title).toBeGreaterThan(0);
    expect(screen.queryByText(String(id))).toBeNull();
  });
});

describe('shownFields', () => {
  it("puts the uiSchema's order first, then the rest, and leaves hidden fields out", () => {
    const record = { properties: { a: {}, b: {}, c: {}, secret: {} } };
    expect(shownFields(record, { 'ui:order': ['c', 'a'], secret: { 'ui:widget': 'hidden' } })).toEqual(['c', 'a', 'b']);
  });
});
