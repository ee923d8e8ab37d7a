// A generated function running on the real client runtime: the generator's output is only useful
// if its calls, types and the runtime's request/response rules fit together.
import { describe, expect, it } from 'vitest';
import { listLocations } from '../generated/client/locations.gen.js';
import { signIn } from '../generated/client/auth.gen.js';
import { HttpClient, ApiError } from '../runtime/client/index.js';
import { locationFixtures } from '../schemas/fixtures/location.fixtures.js';

interface Seen { url: string; init: RequestInit }

function clientAnswering(status: number, body: unknown, seen: Seen[]): HttpClient {
  const fetch = async (url: string | URL | Request, init?: RequestInit) => {
    seen.push({ url: String(url), init: init ?? {} });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  return new HttpClient({ baseUrl: 'https://ampere.test/api', organisation: 'BRIGHT', appVersion: '1.2.3', fetch: fetch as typeof globalThis.fetch });
}

describe('generated client on the HTTP runtime', () => {
  it('fills the organisation, sends the headers and revives timestamps in a validated answer', async () => {
    const seen: Seen[] = [];
    const location = locationFixtures.Location?.valid[0] as { createdAt: string };
    const client = clientAnswering(200, { status: 'success', data: [location], pagination: { page: 1, limit: 10, total: 1, pages: 1 } }, seen);

    const result = await listLocations(client, { query: { limit: '10', page: '1' } });

    expect(seen[0]?.url).toBe('https://ampere.test/api/v4/BRIGHT/locations?limit=10&page=1');
    const headers = new Headers(seen[0]?.init.headers);
    expect(headers.get('x-app-version')).toBe('1.2.3');
    expect(headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(headers.get('x-session-id')).toBe(client.sessionId);
    expect(result.data[0]?.createdAt).toBeInstanceOf(Date);
    expect(result.data[0]?.createdAt.toISOString()).toBe(new Date(location.createdAt).toISOString());
  });

  it('refuses a limit that is not digits before sending anything (platform-contract §5)', async () => {
    const seen: Seen[] = [];
    const client = clientAnswering(200, {}, seen);
    await expect(listLocations(client, { query: { limit: '10a', page: '1' } })).rejects.toMatchObject({ status: 400, key: 'validationError' });
    expect(seen).toHaveLength(0);
  });

  it("answers 'Schema parsing error' when the server's answer does not match the contract", async () => {
    const client = clientAnswering(200, { status: 'success', data: [{ _id: 'nope' }], pagination: { page: 1, limit: 10, total: 1, pages: 1 } }, []);
    const error = await listLocations(client, { query: { limit: '10', page: '1' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Schema parsing error', status: 500, key: 'couldNotParseData' });
  });

  it('builds the error from the body of a 404 (MISSING_USER)', async () => {
    const body = { name: 'NotFoundError', status: 404, message: 'The user does not have any accounts', key: 'MISSING_USER', uid: 'r1' };
    const client = clientAnswering(404, body, []);
    const error = await signIn(client, { body: { accessType: 'USR_PWD', organisation: 'BRIGHT', username: 'ola', password: 'secret' } }).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'NotFoundError', status: 404, key: 'MISSING_USER', message: 'The user does not have any accounts', uid: 'r1', fatal: false });
  });
});
