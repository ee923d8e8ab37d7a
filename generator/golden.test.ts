/**
 * Golden tests: the fixture contract run through parse → model → emit in memory, every file
 * compared with generator/__snapshots__/<file>. `npm run test:update` is the only way they change.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { defineDomain } from '../schemas/core/domain.js';
import { reviveTimestamps } from '../schemas/core/wire.js';
import { defineArea } from '../schemas/endpoints/define.js';
import { FIXTURE_SOURCES, Meter, MeterKind, MeterSearch, MeterStatus, SNAPSHOT_DIR, fixtureContract, meterResource, meteringDomain, metersArea } from './__fixtures__/contract.js';
import { ROOT } from './config.js';
import { generate } from './generate.js';
import type { GeneratorContract } from './parse/contract.js';

const README_GOLDEN = 'README.contract-table.md';

function run(contract: GeneratorContract = fixtureContract) {
  return generate({ root: ROOT, contract, sources: FIXTURE_SOURCES, outDir: SNAPSHOT_DIR, version: '0.0.0-fixture' });
}

const out = run();
const file = (p: string) => {
  const f = out.files.find((x) => x.path === p);
  if (!f) throw new Error(`not emitted: ${p}`);
  return f.content;
};
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- parsed JSON that the assertions navigate freely
type JsonDoc = Record<string, any>;
const jsonFile = (p: string) => JSON.parse(file(p)) as JsonDoc;

describe('golden files', () => {
  it.each(out.files.map((f) => [f.path, f.content] as const))('%s matches its golden', async (p, content) => {
    await expect(content).toMatchFileSnapshot(`./__snapshots__/${p}`);
  });

  it('README contract table matches its golden', async () => {
    await expect(out.readmeSection).toMatchFileSnapshot(`./__snapshots__/${README_GOLDEN}`);
  });

  it('emits exactly the expected set of files', () => {
    expect(out.files.map((f) => f.path)).toEqual([
      'client/index.gen.ts',
      'client/meters.gen.ts',
      'json-schema/CreateMeterBody.schema.json',
      'json-schema/Meter.schema.json',
      'json-schema/MeterKind.schema.json',
      'json-schema/MeterSearch.schema.json',
      'json-schema/MeterSearchInput.schema.json',
      'json-schema/MeterStatus.schema.json',
      'json-schema/Reading.schema.json',
      'json-schema/ReadingUnit.schema.json',
      'openapi.json',
      'resources.gen.ts',
    ]);
    expect(out.warnings).toEqual([]);
  });

  it('leaves no golden behind that is no longer emitted', () => {
    const dir = path.join(ROOT, SNAPSHOT_DIR);
    const list = (d: string, prefix = ''): string[] =>
      fs.readdirSync(d, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? list(path.join(d, e.name), `${prefix}${e.name}/`) : [`${prefix}${e.name}`]));
    const expected = [...out.files.map((f) => f.path), README_GOLDEN].sort();
    if (!fs.existsSync(dir)) return; // first `npm run test:update` creates them
    expect(list(dir).sort()).toEqual(expected);
  });
});

describe('generation', () => {
  it('is deterministic: the same contract gives byte-identical output', () => {
    expect(run()).toEqual(out);
  });

  it('changes its output when a schema changes', () => {
    const MeterKindWithGas = z.enum([...MeterKind.options, 'gas']);
    const changed = run({ ...fixtureContract, domains: [defineDomain({ ...meteringDomain, enums: { ...meteringDomain.enums, MeterKind: MeterKindWithGas } })] });
    const differing = changed.files.filter((f) => f.content !== file(f.path)).map((f) => f.path);
    // The entities and the body still hold the old enum object, now unnamed and inlined: they change too.
    expect(differing).toEqual(['json-schema/CreateMeterBody.schema.json', 'json-schema/Meter.schema.json', 'json-schema/MeterKind.schema.json', 'openapi.json']);
    expect(JSON.parse(changed.files.find((f) => f.path === 'json-schema/MeterKind.schema.json')!.content).enum).toEqual(['electricity', 'water', 'heat', 'gas']);
  });

  it('keeps .meta() descriptions and x-ui hints although names are registered as ids', () => {
    expect(jsonFile('json-schema/MeterStatus.schema.json').description).toBe('Whether the meter still reads');
    const openapi = jsonFile('openapi.json');
    expect(openapi.components.schemas.MeterStatus.description).toBe('Whether the meter still reads');
    expect(openapi.components.schemas.Meter.properties.name['x-ui']).toEqual({ order: 2, placeholder: 'Kitchen meter' });
    expect(jsonFile('json-schema/Meter.schema.json').properties.retiredAt.description).toBe('When it stopped reading; null while active');
  });

  it('uses the JSDoc as description where .meta() gives none', () => {
    expect(jsonFile('json-schema/Reading.schema.json').description).toBe('platform-contract §3 Meter: one reading of a meter (this JSDoc is its description: no .meta()).');
  });

  it('leaves z.globalRegistry as it found it', () => {
    expect(z.globalRegistry.get(Meter)).toEqual({ description: 'A meter at a location' });
    expect(z.globalRegistry.get(MeterKind)).toBeUndefined();
    expect(z.globalRegistry.get(MeterStatus)?.id).toBeUndefined();
  });

  it('renders timestamps as date-time strings, and the schema files validate wire values with ajv', () => {
    const ajv = new Ajv({ strict: false, allErrors: true });
    addFormats.default(ajv);
    const validate = ajv.compile(jsonFile('json-schema/Meter.schema.json'));
    const wire = { _id: '65a1b2c3d4e5f6a7b8c9d0e1', name: 'Kitchen', kind: 'heat', status: 'active', installedAt: '2026-11-22T10:00:00.000Z', retiredAt: null };
    expect(validate(wire)).toBe(true);
    expect(Meter.safeParse(reviveTimestamps(wire)).success).toBe(true);
    expect(validate({ ...wire, installedAt: 'yesterday' })).toBe(false);
    expect(validate({ ...wire, kind: 'gas' })).toBe(false);
  });

  it('marks the org path parameter optional in the client and types the CSV call with a URL helper', () => {
    const client = file('client/meters.gen.ts');
    expect(client).toContain("export type ListMetersInput = { params?: Omit<z.input<typeof E.listMeters.params>, 'org'> & Partial<Pick<z.input<typeof E.listMeters.params>, 'org'>>; query?: z.input<typeof E.listMeters.query> };");
    expect(client).toContain('export function listMeters(client: ApiClient, input: ListMetersInput = {}, options?: CallOptions)');
    expect(client).toContain('export function getReadings(client: ApiClient, input: GetReadingsInput, options?: CallOptions)');
    expect(client).toContain('export function exportReadingsUrl(client: ApiClient, input: ExportReadingsInput): string');
    expect(client).toContain('export type DeleteMeterResult = z.output<(typeof E.deleteMeter.responses)[204]>;');
    expect(client).toContain('export type ListMeterKindsInput = Record<string, never>;');
  });

  it('describes operations in OpenAPI with parameters, security, errors and the contract extensions', () => {
    const paths = jsonFile('openapi.json').paths;
    const get = paths['/v1/{org}/meters/{id}/readings'].get;
    expect(get.parameters.map((p: { name: string; in: string; required: boolean }) => `${p.in}:${p.name}:${p.required}`)).toEqual(['path:org:true', 'path:id:true', 'query:from:true', 'query:to:false']);
    expect(get.responses['404'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/ErrorBody' });
    expect(get.security).toEqual([{ bearer: [] }]);
    expect(paths['/v1/meter-kinds'].get.security).toBeUndefined();
    expect(paths['/v1/meter-kinds'].get['x-access']).toEqual({ public: true });
    expect(paths['/v1/{org}/meters'].post['x-decision']).toBe('Meter creation path');
    expect(paths['/v1/{org}/meters'].post.requestBody.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/CreateMeterBody' });
    expect(Object.keys(paths['/v1/{org}/meters/{id}/readings.csv'].get.responses['200'].content)).toEqual(['text/csv']);
    expect(paths['/v1/{org}/meters/{id}'].delete.responses['204']).toEqual({ description: 'No body' });
  });

  it('describes a body that is an entity in its input form: a defaulted field is not required (docs/decisions.md "Request body names")', () => {
    expect(MeterSearch.parse({})).toEqual({ page: 1 });
    const openapi = jsonFile('openapi.json');
    expect(openapi.paths['/v1/{org}/meters/search'].post.requestBody.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/MeterSearchInput' });
    const input = openapi.components.schemas.MeterSearchInput;
    expect([input.required ?? [], input.additionalProperties]).toEqual([[], undefined]);
    // The entity itself stays as a caller reads it: defaults filled in, so required.
    expect(openapi.components.schemas.MeterSearch.required).toEqual(['page']);
    const file = jsonFile('json-schema/MeterSearchInput.schema.json');
    expect([file.$id, file.description]).toEqual(['MeterSearchInput', 'back-office §7 Meters: what a meter search sends; the page defaults to 1, so a caller may leave it out.']);
    const ajv = new Ajv({ strict: false });
    expect(ajv.validate(file, {})).toBe(true);
    expect(ajv.validate(jsonFile('json-schema/MeterSearch.schema.json'), {})).toBe(false);
  });

  it('makes a body with a default optional, like an optional one', () => {
    const searchMeters = { ...metersArea.endpoints.searchMeters, body: MeterSearch.default({ page: 1 }) };
    const changed = run({ ...fixtureContract, areas: [defineArea(metersArea.name, metersArea.summary, { ...metersArea.endpoints, searchMeters })] });
    const content = (p: string) => changed.files.find((f) => f.path === p)!.content;
    expect(JSON.parse(content('openapi.json')).paths['/v1/{org}/meters/search'].post.requestBody.required).toBe(false);
    expect(content('client/meters.gen.ts')).toContain('body?: z.input<typeof E.searchMeters.body>');
  });

  it('gives resources the input form of their create and update schemas', () => {
    const changed = run({ ...fixtureContract, resources: [{ ...meterResource, updateBody: MeterSearch }] });
    const resources = changed.files.find((f) => f.path === 'resources.gen.ts')!.content;
    expect(resources).toContain("update: 'MeterSearchInput',");
    expect(resources).toContain('update: MeterSearchInputJsonSchema,');
  });

  it('keeps every component a part creates: each $ref in openapi.json points at a component', () => {
    const openapi = jsonFile('openapi.json');
    const refs = [...file('openapi.json').matchAll(/"\$ref": "#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]!);
    expect(refs).toContain('MeterSearchInput');
    expect([...new Set(refs)].filter((name) => openapi.components.schemas[name] === undefined)).toEqual([]);
  });

  it('lists each media type a call produces under its success response, and offers its URL', () => {
    const get = jsonFile('openapi.json').paths['/v1/{org}/meter-export'].get;
    expect(Object.keys(get.responses['200'].content)).toEqual(['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet']);
    expect(Object.keys(get.responses['403'].content)).toEqual(['application/json']);
    expect(file('client/meters.gen.ts')).toContain('export function exportMetersUrl(client: ApiClient, input: ExportMetersInput): string');
  });

  it('builds the resource uiSchema from x-ui hints', () => {
    const resources = file('resources.gen.ts');
    for (const fragment of ["'ui:readonly': true", "'ui:widget': 'textarea'", "'ui:help': 'Shown to staff only'", "'ui:widget': 'hidden'", "'ui:widget': 'radio'", "'ui:placeholder': 'Kitchen meter'"]) {
      expect(resources).toContain(fragment);
    }
    expect(resources).toMatch(/'ui:order': \['_id', 'name', 'kind', 'status', 'installedAt', 'retiredAt', 'note', 'secret'\]/);
  });
});
