// @vitest-environment node
/**
 * The console's data provider against the real server on the demo tenant: react-admin's calls become
 * the descriptors' operations through the generated client, as an organisation admin makes them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as calls from '../../generated/client/index.gen.js';
import { resources, resourcesByName } from '../../generated/resources.gen.js';
import { testApp, type TestApp } from '../server/test/harness.js';
import { pathParams } from '../../schemas/endpoints/define.js';
import { compareValues, consoleDataProvider, splitId } from './data-provider.js';
import { signedInConsole } from './test/console-session.js';
import type { DataProvider } from 'react-admin';

let server: TestApp;
let orgAdmin: DataProvider;

beforeAll(async () => {
  server = await testApp();
  orgAdmin = consoleDataProvider({ client: server.client(await server.asStaff('ORG_ADMIN')), resources, calls, organisation: () => 'BRIGHT' });
});
afterAll(() => server.close());

describe('lists', () => {
  it("lists the organisation's admins by the descriptor's operation, sorted and paged here, each with react-admin's id", async () => {
    const all = await orgAdmin.getList('admins', { pagination: { page: 1, perPage: 100 }, sort: { field: 'email', order: 'ASC' }, filter: {} });
    expect(all.total).toBeGreaterThanOrEqual(5);
    expect(all.data.every((a) => a.organisation === 'BRIGHT' && a.id === a._id)).toBe(true);
    const emails = all.data.map((a) => String(a.email));
    expect(emails).toEqual([...emails].sort((a, b) => a.localeCompare(b)));
    const second = await orgAdmin.getList('admins', { pagination: { page: 2, perPage: 2 }, sort: { field: 'email', order: 'DESC' }, filter: {} });
    expect(second.total).toBe(all.total);
    expect(second.data.map((a) => a.email)).toEqual([...emails].reverse().slice(2, 4));
  });

  it('passes a filter the descriptor lists as a query, and fills an {org} path with the organisation', async () => {
    const scoped = await orgAdmin.getList('admins', { pagination: { page: 1, perPage: 50 }, sort: { field: 'email', order: 'ASC' }, filter: { scope: 'ORG_MARKETING' } });
    expect(scoped.data.map((a) => a.email)).toEqual(['marketing@bright.example']);
    const releases = await orgAdmin.getList('feature-flags-releases', { pagination: { page: 1, perPage: 10 }, sort: { field: 'createdAt', order: 'DESC' }, filter: {} });
    expect(releases.total).toBeGreaterThanOrEqual(1);
  });
});

describe('one record', () => {
  it('reads an admin by its id', async () => {
    const [first] = (await orgAdmin.getList('admins', { pagination: { page: 1, perPage: 1 }, sort: { field: 'email', order: 'ASC' }, filter: {} })).data;
    const one = await orgAdmin.getOne('admins', { id: first!.id });
    expect(one.data.email).toBe(first!.email);
    expect(one.data.id).toBe(first!.id);
  });

  it('creates an API token in the organisation, finds it listed, and revokes it', async () => {
    const created = await orgAdmin.create('api-tokens', { data: { name: 'Console test token', tokenScopes: ['getLocations'], id: 'ignored', revokedAt: null } });
    expect(created.data.organisation).toBe('BRIGHT');
    expect(typeof created.data.token).toBe('string');
    const listed = await orgAdmin.getList('api-tokens', { pagination: { page: 1, perPage: 100 }, sort: { field: 'name', order: 'ASC' }, filter: {} });
    expect(listed.data.some((t) => t.id === created.data.id && !t.revokedAt)).toBe(true);
    await orgAdmin.delete('api-tokens', { id: created.data.id, previousData: created.data });
    const after = await orgAdmin.getList('api-tokens', { pagination: { page: 1, perPage: 100 }, sort: { field: 'name', order: 'ASC' }, filter: {} });
    expect(after.data.find((t) => t.id === created.data.id)?.revokedAt).toBeTruthy();
  });

  it("says so when a resource has no such operation, and passes the server's refusal on with its status and key", async () => {
    await expect(orgAdmin.update('audit-logs', { id: 'x', data: {}, previousData: { id: 'x' } })).rejects.toThrow(/Audit logs cannot be updated here/);
    const reader = consoleDataProvider({ client: server.client(await server.asStaff('ORG_USER')), resources, calls, organisation: () => 'BRIGHT' });
    await expect(reader.create('admins', { data: { email: 'new@bright.example', name: 'New', scope: 'ORG_USER' } })).rejects.toMatchObject({ status: 403 });
  });
});

describe('records the API reads only as a list', () => {
  it("finds an API token in its organisation's list by its id, and answers react-admin's not-found for one that is not there", async () => {
    const created = await orgAdmin.create('api-tokens', { data: { name: 'Console lookup token', tokenScopes: ['getLocations'] } });
    const one = await orgAdmin.getOne('api-tokens', { id: created.data.id });
    expect(one.data).toMatchObject({ id: created.data.id, name: 'Console lookup token', organisation: 'BRIGHT' });
    expect(one.data.token).toBeUndefined();
    await expect(orgAdmin.getOne('api-tokens', { id: '000000000000000000000000' })).rejects.toMatchObject({ status: 404, message: 'ra.notification.item_doesnt_exist' });
  });

  it("takes getOne's meta as the list's filter: an empty organisation finds a platform-wide job the organisation's list leaves out", async () => {
    const all = await orgAdmin.getList('jobs', { pagination: { page: 1, perPage: 1000 }, sort: { field: 'name', order: 'ASC' }, filter: { organisation: '' } });
    const platformWide = all.data.find((job) => job.organisation === null);
    expect(platformWide).toBeDefined();
    const one = await orgAdmin.getOne('jobs', { id: platformWide!.id, meta: { organisation: '' } });
    expect(one.data).toMatchObject({ id: platformWide!.id, name: platformWide!.name, organisation: null });
    await expect(orgAdmin.getOne('jobs', { id: platformWide!.id })).rejects.toMatchObject({ status: 404 });
  });
});

describe('helpers', () => {
  it('finds path parameters in order and sorts absent values last, dates and numbers by value', () => {
    expect(pathParams('/v3/copy/{type}/{key}')).toEqual(['type', 'key']);
    expect([3, null, 1, 2].sort(compareValues)).toEqual([1, 2, 3, null]);
    expect(compareValues(undefined, 1)).toBeGreaterThan(0);
    expect(compareValues(1, undefined)).toBeLessThan(0);
    expect(compareValues(new Date('2026-01-02'), new Date('2026-01-01'))).toBeGreaterThan(0);
    expect(compareValues('b', 'a')).toBeGreaterThan(0);
  });
});

describe('records named by more than their id', () => {
  it("gives a copy text the id type/key, and reads, changes and deletes it by that id", async () => {
    // The platform's default copy (no organisation query), which platform admins edit.
    const { dataProvider } = await signedInConsole(server, 'admin@bright.example', 'demo-admin-pass');
    const created = await dataProvider.create('copy', { data: { type: 'shared', key: 'provider.test.greeting', values: { en: 'Hello', nb: 'Hei' } } });
    expect(created.data.id).toBe('shared/provider.test.greeting');
    expect(splitId(resourcesByName.copy!, created.data.id)).toEqual({ id: 'provider.test.greeting', scope: { type: 'shared' } });
    expect((await dataProvider.getOne('copy', { id: created.data.id })).data.values).toMatchObject({ en: 'Hello' });
    await dataProvider.update('copy', { id: created.data.id, data: { values: { en: 'Hello there', nb: 'Hei' } }, previousData: created.data });
    expect((await dataProvider.getOne('copy', { id: created.data.id })).data.values).toMatchObject({ en: 'Hello there' });
    await dataProvider.delete('copy', { id: created.data.id, previousData: created.data });
    await expect(dataProvider.getOne('copy', { id: created.data.id })).rejects.toMatchObject({ status: 404 });
  });
});
