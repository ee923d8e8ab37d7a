// @vitest-environment node
/**
 * Bad input is a 4xx, never a 500 (issue 19 §6), as a property of every mutating operation (POST,
 * PUT, PATCH, DELETE) of every area: a caller the descriptor permits sends a valid call (the sample
 * of test/sample-calls.ts) mutated by fast-check — NUL bytes, unpaired surrogates, huge numbers,
 * wrong types, missing and odd fields, an organisation that does not exist, or a body generated from
 * the operation's schema (test/input-mutations.ts). Every answer is below 500, and every 4xx is the
 * contract's ErrorBody with the answer's status. The sample table runs in its order so each call
 * finds the records it names: the valid call first (a delete's last, so its mutations still find
 * the record). Runs are repeatable: the seed is fixed, and a failure prints it with the request.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminScope } from '../../schemas/admin.js';
import { ErrorBody } from '../../schemas/errors.js';
import { ORGANISATION_PARAMS, pathParams, type Endpoint } from '../../schemas/endpoints/define.js';
import { API_PREFIX } from './contract/routes.js';
import { boundAreas } from './routes/index.js';
import { bearer, type TestApp } from './test/harness.js';
import { encodeLoose, fromSchema, mutate, mutationArb, type CallInput } from './test/input-mutations.js';
import { samples, type Caller, type SampleCall, type Scene } from './test/sample-calls.js';
import { sampleServer } from './test/sample-scene.js';

/** Fixed, so a failure is repeated by running the file again; each operation adds its index. */
const SEED = 190_602;
/** Mutated calls per operation: about 900 in all, within two minutes on a loaded 2-core machine (FUZZ_RUNS=40 for a longer hunt). */
const RUNS = Number(process.env.FUZZ_RUNS ?? 6);
const ORG = 'BRIGHT';

const bound = new Map(boundAreas.flatMap((b) => Object.entries(b.handlers).filter(([, h]) => h).map(([op]) => [op, b.area.endpoints[op] as Endpoint] as const)));
const ordered = Object.keys(samples).filter((op) => bound.has(op));
const isMutating = (e: Endpoint) => e.method !== 'GET';

let t: TestApp;
let scene: Scene;
const mutated = new Map<string, number>();
let server: Awaited<ReturnType<typeof sampleServer>>;

beforeAll(async () => {
  // Syncs and Oregano reach a loopback stand-in, so they succeed rather than answer 502.
  server = await sampleServer();
  ({ t, scene } = server);
});
afterAll(async () => server?.close());

/** The sample as text parts, every path placeholder filled (the organisation's too, so it can be mutated). */
function inputOf(e: Endpoint, call: SampleCall): CallInput {
  const params = Object.fromEntries(pathParams(e.path).map((name) => [name, call.params?.[name] ?? ((ORGANISATION_PARAMS as readonly string[]).includes(name) ? ORG : '')]));
  return { params, ...(call.query ? { query: call.query } : {}), ...(call.body === undefined ? {} : { body: call.body }), ...(call.csv === undefined ? {} : { csv: call.csv }) };
}

function urlOf(e: Endpoint, input: CallInput): string {
  const path = e.path.replace(/\{([^{}]+)\}/g, (_m, name: string) => encodeLoose(input.params[name] ?? ''));
  const query = Object.entries(input.query ?? {}).map(([k, v]) => `${encodeLoose(k)}=${encodeLoose(v)}`).join('&');
  return API_PREFIX + path + (query ? `?${query}` : '');
}

async function send(e: Endpoint, input: CallInput, caller: Caller) {
  const entry = await scene.as(caller);
  const headers: Record<string, string> = entry ? bearer(entry) : {};
  let payload: string | undefined;
  if (input.csv !== undefined) {
    headers['content-type'] = 'text/csv';
    payload = input.csv;
  } else if (input.body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(input.body);
  }
  return t.app.inject({ method: e.method, url: urlOf(e, input), headers, ...(payload === undefined ? {} : { payload }) });
}

/** What the property demands of any answer; throws a message naming the request. */
function checkAnswer(op: string, input: CallInput, caller: Caller, res: { statusCode: number; body: string; headers: Record<string, unknown> }): void {
  const request = `${op} as ${JSON.stringify(caller)} with ${JSON.stringify(input).slice(0, 600)}`;
  if (res.statusCode >= 500) throw new Error(`${res.statusCode} for ${request}: ${res.body.slice(0, 300)}`);
  if (res.statusCode < 400) return;
  let json: unknown;
  try {
    json = JSON.parse(res.body);
  } catch {
    throw new Error(`${res.statusCode} without a JSON body for ${request}: ${res.body.slice(0, 200)}`);
  }
  const body = ErrorBody.safeParse(json);
  if (!body.success || body.data.status !== res.statusCode) throw new Error(`${res.statusCode} not in the ErrorBody shape for ${request}: ${res.body.slice(0, 300)}`);
}

async function runValid(op: string, e: Endpoint, call: SampleCall): Promise<void> {
  const input = inputOf(e, call);
  const res = await send(e, input, call.as);
  checkAnswer(op, input, call.as, res);
  // Later samples need what this one keeps; a call that did not succeed keeps nothing (responses.test.ts reports it).
  if (res.statusCode >= 300 || !String(res.headers['content-type'] ?? '').startsWith('application/json')) return;
  try {
    await samples[op]!.keep?.(res.json(), scene);
  } catch {
    // An answer without what the sample keeps: the samples that need it fail to build, and say which.
  }
}

async function runMutations(op: string, e: Endpoint, call: SampleCall, index: number): Promise<void> {
  const base = inputOf(e, call);
  // A caller the descriptor permits: the sample's own, or another staff scope it lists.
  const others = (e.access.staff ?? []).filter((s) => s !== call.as) as AdminScope[];
  const callerArb: fc.Arbitrary<Caller> = others.length > 0
    ? fc.oneof({ arbitrary: fc.constant(call.as), weight: 3 }, { arbitrary: fc.constantFrom(...others), weight: 1 })
    : fc.constant(call.as);
  const bodyArb = e.body ? fromSchema(e.body) : fc.constant(undefined);
  const property = fc.asyncProperty(callerArb, fc.array(mutationArb, { minLength: 1, maxLength: 2 }), bodyArb, async (caller, mutations, generated) => {
    const input = mutate(base, mutations, generated, ORG);
    mutated.set(op, (mutated.get(op) ?? 0) + 1);
    checkAnswer(op, input, caller, await send(e, input, caller));
  });
  const result = await fc.check(property, { seed: SEED + index, numRuns: RUNS, endOnFailure: true });
  if (result.failed) throw new Error(`${String(result.errorInstance)}\n${fc.defaultReportMessage(result) ?? ''}`);
}

describe('bad input on every mutating operation', () => {
  it('covers every mutating operation of the contract', () => {
    const all = boundAreas.flatMap((b) => Object.entries(b.area.endpoints).filter(([, e]) => isMutating(e as Endpoint)).map(([op]) => op));
    expect(all.length).toBeGreaterThan(150);
    expect(all.filter((op) => !ordered.includes(op))).toEqual([]);
  });

  it.each(ordered.map((op, index) => [op, index] as const))('%s: never a 5xx, every 4xx an ErrorBody', async (op, index) => {
    const e = bound.get(op)!;
    const call = await samples[op]!.call(scene);
    if (!isMutating(e)) return runValid(op, e, call);
    if (e.method === 'DELETE') {
      await runMutations(op, e, call, index);
      await runValid(op, e, call);
    } else {
      await runValid(op, e, call);
      await runMutations(op, e, call, index);
    }
    expect(mutated.get(op)).toBe(RUNS);
  });
});
