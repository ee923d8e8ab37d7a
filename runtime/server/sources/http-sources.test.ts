// @vitest-environment node
/**
 * The HTTP sources against a loopback stand-in answering recorded documents in the documented format
 * (docs/sources.md): what they ask for and with which token, good rows read, bad rows named by index
 * and reason, and every HTTP failure (401, 404, 500, a timeout, an answer that is not JSON, a
 * document without its array) turned into one clear sentence. And which source the configuration picks.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../config.js';
import { startSourceServer, type SourceServer } from '../test/source-server.js';
import type { Db } from '../db/database.js';
import { customerInfoSource } from './customer-info.js';
import { httpCustomerSource } from './customer-info-http.js';
import { meterDataSource } from './meter-data.js';
import { httpMeterSource } from './meter-data-http.js';

const fixture = (name: string): unknown => JSON.parse(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8'));

let server: SourceServer;
beforeAll(async () => {
  server = await startSourceServer();
});
afterAll(async () => {
  await server?.close();
});

describe('the customer-information source over HTTP', () => {
  it('asks for the organisation (and customers) with the bearer token and reads the customers', async () => {
    server.answer = { body: fixture('customers.json') };
    const source = httpCustomerSource({ url: server.url, token: 'crm-token' });
    const { rows, rejected } = await source.customers('BRIGHT', ['100001']);
    expect(rejected).toEqual([]);
    expect(rows.map((c) => c.customerId)).toEqual(['100001', '999999']);
    expect(rows[0]!.sites[0]).toEqual({ locationCode: '707057500012345678', address: 'Thorvald Meyers gate 14', zipCode: '0555', city: 'Oslo', status: 'ACTIVE' });
    const asked = server.requests.at(-1)!;
    expect(asked.headers.authorization).toBe('Bearer crm-token');
    expect(asked.url.searchParams.get('organisation')).toBe('BRIGHT');
    expect(asked.url.searchParams.getAll('customerId')).toEqual(['100001']);
  });

  it('names each bad row by index and reason and keeps the good ones', async () => {
    server.answer = { body: fixture('customers-bad-rows.json') };
    const { rows, rejected } = await httpCustomerSource({ url: server.url }).customers('BRIGHT');
    expect(rows.map((c) => c.customerId)).toEqual(['100001']);
    expect(rejected.map((r) => r.index)).toEqual([1, 2]);
    expect(rejected[0]!.reason).toMatch(/^customers\[1\]: accountType: /);
    expect(rejected[1]!.reason).toMatch(/^customers\[2\]: customerId: /);
  });

  it.each([
    [{ status: 401, body: { error: 'invalid_token' } }, 'The customer-information source refused the token (401 Unauthorized): check CUSTOMER_SOURCE_TOKEN'],
    [{ status: 500, body: 'boom', contentType: 'text/plain' }, 'The customer-information source answered 500 Internal Server Error'],
    [{ status: 200, body: '<html>Sign in</html>', contentType: 'text/html' }, 'The customer-information source answered something that is not JSON (text/html): "<html>Sign in</html>"'],
    [{ status: 200, body: { items: [] } }, 'The customer-information source answered a JSON document without a "customers" array'],
  ])('turns %j into a clear failure', async (answer, message) => {
    server.answer = answer;
    await expect(httpCustomerSource({ url: server.url, token: 'x' }).customers('BRIGHT')).rejects.toThrow(message);
  });

  it('says which URL answered 404', async () => {
    await expect(httpCustomerSource({ url: server.url.replace('/export', '/wrong') }).customers('BRIGHT'))
      .rejects.toThrow(/^The customer-information source answered 404 Not Found for http:\/\/127\.0\.0\.1:\d+\/wrong: check CUSTOMER_SOURCE_URL$/);
  });

  it('gives up on a source that does not answer in time', async () => {
    server.answer = { body: fixture('customers.json'), delayMs: 2_000 };
    await expect(httpCustomerSource({ url: server.url }, { timeoutMs: 200 }).customers('BRIGHT'))
      .rejects.toThrow(/^The customer-information source at http:\/\/127\.0\.0\.1:\d+ did not answer within 0\.2 s$/);
  });

  it('says when nothing listens there', async () => {
    const gone = await startSourceServer();
    await gone.close();
    await expect(httpCustomerSource({ url: gone.url }).customers('BRIGHT')).rejects.toThrow(/could not be reached/);
  });
});

describe('the meter-data source over HTTP', () => {
  it('asks for the period and meters and reads the readings, naming bad rows', async () => {
    server.answer = { body: fixture('readings.json') };
    const from = new Date('2026-11-09T00:00:00Z');
    const to = new Date('2026-11-16T00:00:00Z');
    const { rows, rejected, positions } = await httpMeterSource({ url: server.url, token: 'mdm' }).readings({ organisation: 'BRIGHT', from, to, measurementIds: ['a', 'b'] });
    const asked = server.requests.at(-1)!;
    expect(asked.headers.authorization).toBe('Bearer mdm');
    expect(Object.fromEntries(asked.url.searchParams)).toMatchObject({ organisation: 'BRIGHT', from: from.toISOString(), to: to.toISOString() });
    expect(asked.url.searchParams.getAll('measurementId')).toEqual(['a', 'b']);
    expect(rows[0]).toEqual({ measurementId: '707057500012345678-grid', date: new Date('2026-11-10T00:00:00Z'), value: 0.81 });
    expect(rejected.map((r) => r.reason)).toEqual([
      expect.stringMatching(/^readings\[3\]: value: /),
      expect.stringMatching(/^readings\[4\]: date: /),
    ]);
    expect(positions).toEqual([0, 1, 2, 5]);
  });

  it('turns a refused token into a clear failure', async () => {
    server.answer = { status: 401, body: {} };
    await expect(httpMeterSource({ url: server.url }).readings({ organisation: 'BRIGHT', from: new Date(0), to: new Date() }))
      .rejects.toThrow('The meter-data source refused the token (401 Unauthorized): check METER_SOURCE_TOKEN');
  });
});

describe('which source the configuration picks', () => {
  const db = {} as Db;
  const now = () => new Date();
  it('the HTTP source when a URL is set, in production too', () => {
    const config = readConfig({ NODE_ENV: 'production', CUSTOMER_SOURCE_URL: 'https://crm.example/customers', CUSTOMER_SOURCE_TOKEN: 't', METER_SOURCE_URL: 'https://mdm.example/readings' });
    expect(config.customerSource).toEqual({ url: 'https://crm.example/customers', token: 't' });
    expect(customerInfoSource(config, now).name).toBe('HTTP https://crm.example');
    expect(meterDataSource(config, db, now).name).toBe('HTTP https://mdm.example');
  });

  it('never the demo’s in production, even with the demo feed on', () => {
    const config = readConfig({ NODE_ENV: 'production', DEMO_FEED: 'on' });
    expect(() => customerInfoSource(config, now)).toThrow('The customer-information source is not configured: set CUSTOMER_SOURCE_URL and CUSTOMER_SOURCE_TOKEN');
    expect(() => meterDataSource(config, db, now)).toThrow('The meter-data source is not configured: set METER_SOURCE_URL and METER_SOURCE_TOKEN');
  });

  it('the demo’s only while the demo is on', () => {
    expect(customerInfoSource(readConfig({}), now).name).toBe('demo');
    expect(meterDataSource(readConfig({}), db, now).name).toBe('demo');
    expect(() => customerInfoSource(readConfig({ DEMO_FEED: 'off' }), now)).toThrow(/not configured/);
    expect(() => meterDataSource(readConfig({ DEMO_FEED: 'off' }), db, now)).toThrow(/not configured/);
  });

  it('refuses a URL that is not http(s)', () => {
    expect(() => readConfig({ METER_SOURCE_URL: 'ftp://mdm.example' })).toThrow("METER_SOURCE_URL must be an http(s) URL, not 'ftp://mdm.example'");
  });
});
