// @vitest-environment node
/**
 * Every bound operation answers a real request on the seeded demo tenant, and the answer matches the
 * contract (issue 3 §2: "a test checks a sample of every bound operation's responses against the
 * schema"). The calls are the table in test/sample-calls.ts, run in its order; a bound operation
 * without a sample fails the coverage test by name, and a sample for an unbound operation fails too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { successMediaTypes, type Endpoint } from '../../schemas/endpoints/define.js';
import { reviveTimestamps } from '../../schemas/core/wire.js';
import { boundAreas } from './routes/index.js';
import { bearer, type TestApp } from './test/harness.js';
import { samples, type Scene } from './test/sample-calls.js';
import { sampleServer, urlOf } from './test/sample-scene.js';

const bound = boundAreas.flatMap((b) =>
  Object.entries(b.handlers).filter(([, h]) => h !== undefined).map(([op]) => ({ op, area: b.area.name, e: b.area.endpoints[op] as Endpoint })));
const byName = new Map(bound.map((b) => [b.op, b]));
/** The table's order: it makes later mutations valid (create, update, delete). */
const ordered = Object.keys(samples).filter((op) => byName.has(op));

let t: TestApp;
let scene: Scene;
let server: Awaited<ReturnType<typeof sampleServer>>;

beforeAll(async () => {
  // Syncs and Oregano reach a loopback stand-in, so they succeed rather than answer 502.
  server = await sampleServer();
  ({ t, scene } = server);
});
afterAll(async () => server?.close());

describe('responses of every bound operation', () => {
  it('has a sample for every bound operation, and none for an unbound one', () => {
    expect(bound.length).toBeGreaterThan(150);
    expect(bound.map((b) => b.op).filter((op) => !(op in samples))).toEqual([]);
    expect(Object.keys(samples).filter((op) => !byName.has(op))).toEqual([]);
  });

  it.each(ordered)('%s answers 2xx with a body its descriptor accepts', async (op) => {
    const { e } = byName.get(op)!;
    const call = await samples[op]!.call(scene);
    const entry = await scene.as(call.as);
    const headers: Record<string, string> = { ...(entry ? bearer(entry) : {}), ...(call.csv !== undefined ? { 'content-type': 'text/csv' } : {}) };
    const payload = call.csv ?? (call.body === undefined ? undefined : JSON.stringify(call.body));
    if (call.csv === undefined && payload !== undefined) headers['content-type'] = 'application/json';
    const res = await t.app.inject({ method: e.method, url: urlOf(e, call.params ?? {}, call.query), headers, ...(payload === undefined ? {} : { payload }) });

    const successes = Object.keys(e.responses).map(Number).filter((s) => s >= 200 && s < 400);
    expect(successes, `${op}: ${res.statusCode} ${res.body.slice(0, 400)}`).toContain(res.statusCode);
    const type = String(res.headers['content-type'] ?? '');
    const schema = (e.responses as Record<number, z.ZodType | undefined>)[res.statusCode];
    if (type.startsWith('application/json')) {
      expect(schema, `${op}: no schema for ${res.statusCode}`).toBeDefined();
      const json: unknown = res.json();
      const check = schema!.safeParse(reviveTimestamps(json));
      expect(check.success, `${op}: ${JSON.stringify(check.error?.issues.slice(0, 3))}`).toBe(true);
      await samples[op]!.keep?.(json, scene);
    } else if (res.body === '') {
      // No content (204, or a queued 202): the descriptor must say so.
      expect(schema?.safeParse(undefined).success, `${op}: empty ${res.statusCode} answer`).toBe(true);
    } else {
      // Files (PDF, CSV): the media type is one the descriptor names, and there is something in it.
      expect(successMediaTypes(e).some((m) => type.startsWith(m)), `${op}: content-type ${type}`).toBe(true);
      expect(res.rawPayload.length).toBeGreaterThan(0);
    }
  });
});
