/**
 * The real contract, checked as a whole: names, operations and paths unique; every endpoint
 * described; generated/ holding every enum and endpoint; resources pointing at real operations; and
 * for every entity, fixtures that zod and the generated JSON Schema (ajv, draft-07) agree on.
 * Run `npm run generate` first (npm test runs generate:check before this).
 */
import fs from 'node:fs';
import path from 'node:path';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { AuditLogSearchBody } from '../schemas/audit.js';
import { reviveTimestamps } from '../schemas/core/wire.js';
import type { EntityFixtures } from '../schemas/core/fixtures.js';
import { pathParams, type Endpoint } from '../schemas/endpoints/define.js';
import { fixturesByDomain } from '../schemas/fixtures/index.js';
import { contract } from '../schemas/index.js';
import { OUT_DIR, ROOT } from './config.js';
import { isValidOperationName, pascal } from './model/names.js';

const generatedFile = (rel: string) => path.join(ROOT, OUT_DIR, rel);
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- parsed JSON that the assertions navigate freely
type JsonDoc = Record<string, any>;
const readJson = (rel: string): JsonDoc | undefined =>
  fs.existsSync(generatedFile(rel)) ? (JSON.parse(fs.readFileSync(generatedFile(rel), 'utf8')) as JsonDoc) : undefined;

const endpoints = contract.areas.flatMap((area) => Object.entries(area.endpoints).map(([name, e]) => ({ area: area.name, name, e })));
const enums = contract.domains.flatMap((d) => Object.entries(d.enums).map(([name, schema]) => ({ domain: d.name, name, schema })));
const entities = contract.domains.flatMap((d) => Object.entries(d.entities).map(([name, schema]) => ({ domain: d.name, name, schema })));

describe('names', () => {
  it('every enum, entity and request body name is unique across the contract', () => {
    const holders = new Map<string, { schema: z.ZodType; where: string }[]>();
    const add = (name: string, schema: z.ZodType, where: string) => holders.set(name, [...(holders.get(name) ?? []), { schema, where }]);
    for (const { domain, name, schema } of [...enums, ...entities]) add(name, schema, `domain ${domain}`);
    const named = new Set<z.ZodType>([...enums, ...entities].map((x) => x.schema));
    for (const { name, e } of endpoints) if (e.body && !named.has(e.body)) add(`${pascal(name)}Body`, e.body, `body of ${name}`);
    const clashes = [...holders].filter(([, h]) => h.length > 1 && new Set(h.map((x) => x.where)).size > 1 && !h.every((x) => x.schema === h[0]!.schema || x.where.startsWith('body')));
    const listedTwice = [...holders].filter(([, h]) => h.filter((x) => x.where.startsWith('domain')).length > 1);
    expect([...new Set([...clashes, ...listedTwice].map(([name, h]) => `${name}: ${h.map((x) => x.where).join(', ')}`))]).toEqual([]);
  });

  it('operation names are unique and usable as function names', () => {
    const seen = new Map<string, string[]>();
    for (const { area, name } of endpoints) seen.set(name, [...(seen.get(name) ?? []), area]);
    expect([...seen].filter(([, a]) => a.length > 1).map(([n, a]) => `${n} in ${a.join(', ')}`)).toEqual([]);
    expect(endpoints.filter((x) => !isValidOperationName(x.name)).map((x) => x.name)).toEqual([]);
  });

  it('method + path is unique (parameter names aside)', () => {
    const seen = new Map<string, string[]>();
    for (const { name, e } of endpoints) {
      const key = `${e.method} ${e.path.replace(/\{[^}]+\}/g, '{}')}`;
      seen.set(key, [...(seen.get(key) ?? []), name]);
    }
    expect([...seen].filter(([, n]) => n.length > 1).map(([k, n]) => `${k}: ${n.join(', ')}`)).toEqual([]);
  });
});

describe('endpoints', () => {
  it('every endpoint has a summary, an access and a spec reference', () => {
    const problems: string[] = [];
    for (const { name, e } of endpoints) {
      if (!e.summary?.trim() || e.summary.trim() === 'TODO') problems.push(`${name}: no summary`);
      const a = e.access as Record<string, unknown> | undefined;
      const grants = a && (a.public === true || ['customer', 'staff', 'apiToken'].some((k) => Array.isArray(a[k]) && (a[k] as unknown[]).length > 0));
      if (!grants) problems.push(`${name}: no access`);
      if ((Array.isArray(e.spec) ? e.spec : [e.spec]).filter(Boolean).length === 0) problems.push(`${name}: no spec`);
    }
    expect(problems).toEqual([]);
  });

  it('path placeholders and params keys agree', () => {
    const problems: string[] = [];
    for (const { name, e } of endpoints) {
      const inPath = pathParams(e.path).sort();
      const declared = Object.keys(e.params?.shape ?? {}).sort();
      if (inPath.join() !== declared.join()) problems.push(`${name} ${e.path}: path has {${inPath.join(', ')}}, params has {${declared.join(', ')}}`);
    }
    expect(problems).toEqual([]);
  });

  it('every endpoint is in generated/openapi.json by method and path', () => {
    const openapi = readJson('openapi.json');
    expect(openapi, 'generated/openapi.json: run npm run generate').toBeDefined();
    const missing = endpoints.filter(({ e }) => openapi!.paths?.[e.path]?.[e.method.toLowerCase()] === undefined).map(({ name, e }) => `${name}: ${e.method} ${e.path}`);
    expect(missing).toEqual([]);
  });
});

/** Every `$ref` string inside a JSON value. */
function refsOf(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) for (const v of value) refsOf(v, out);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k === '$ref' && typeof v === 'string') out.push(v);
      else refsOf(v, out);
    }
  }
  return out;
}

/** Follows a local JSON pointer (`#`, `#/definitions/X`) inside `doc`. */
function pointer(doc: unknown, ref: string): unknown {
  if (!ref.startsWith('#')) return undefined;
  return ref
    .slice(1)
    .split('/')
    .filter(Boolean)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), doc);
}

describe('generated documents', () => {
  it('openapi.json: operationIds are unique and every $ref points at a component', () => {
    const openapi = readJson('openapi.json');
    expect(openapi, 'generated/openapi.json: run npm run generate').toBeDefined();
    const ids = Object.values(openapi!.paths as Record<string, Record<string, { operationId: string }>>).flatMap((item) => Object.values(item).map((o) => o.operationId));
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    expect([...new Set(refsOf(openapi).filter((r) => pointer(openapi, r) === undefined))]).toEqual([]);
  });

  it('every generated JSON Schema file is self-contained: each $ref resolves inside it', () => {
    const dir = generatedFile('json-schema');
    const broken = (fs.existsSync(dir) ? fs.readdirSync(dir) : []).flatMap((f) => {
      const doc = readJson(`json-schema/${f}`);
      return refsOf(doc).filter((r) => pointer(doc, r) === undefined).map((r) => `${f}: ${r}`);
    });
    expect(broken).toEqual([]);
  });
});

describe('request bodies', () => {
  /** The OpenAPI component and the JSON Schema file of each body that is an object, by the name openapi.json gives it. */
  const bodies = () => {
    const openapi = readJson('openapi.json');
    expect(openapi, 'generated/openapi.json: run npm run generate').toBeDefined();
    return endpoints.flatMap(({ name, e }) => {
      if (!(e.body instanceof z.ZodObject)) return [];
      const content = openapi!.paths[e.path][e.method.toLowerCase()].requestBody.content as Record<string, { schema: { $ref: string } }>;
      const ref = Object.values(content)[0]!.schema.$ref;
      const component = pointer(openapi, ref) as JsonDoc;
      return [{ name, body: e.body, component, file: readJson(`json-schema/${ref.split('/').pop()}.schema.json`) }];
    });
  };

  it('are described as sent: a field with a default or optional is not required, in OpenAPI and in the JSON Schema file', () => {
    const problems: string[] = [];
    for (const { name, body, component, file } of bodies()) {
      // optin is 'optional' or 'defaulted' where the caller may leave the field out.
      const optional = Object.entries(body.shape).filter(([, s]) => (s as z.ZodType)._zod.optin !== undefined).map(([k]) => k);
      for (const [where, doc] of [['openapi.json', component], ['JSON Schema file', file]] as const) {
        const required = new Set<string>(doc?.required ?? []);
        for (const k of optional) if (required.has(k)) problems.push(`${name}: ${k} may be left out but ${where} requires it`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('refuse unknown keys only where the body is strict', () => {
    const problems = bodies()
      .filter(({ body, component }) => body._zod.def.catchall?._zod.def.type !== 'never' && component.additionalProperties === false)
      .map(({ name }) => `${name}: the body strips unknown keys but openapi.json refuses them`);
    expect(problems).toEqual([]);
  });

  it('AuditLogSearchBody: every field has a default, so the body sent may be {} (docs/decisions.md "Request body names")', () => {
    expect(AuditLogSearchBody.safeParse({}).success).toBe(true);
    const audit = bodies().find((b) => b.body === AuditLogSearchBody);
    expect(audit).toBeDefined();
    expect([audit!.component.required ?? [], audit!.file?.required ?? []]).toEqual([[], []]);
  });
});

describe('enumerations', () => {
  it.each(enums.map((x) => [x.name, x] as const))('%s is in generated/json-schema with exactly its zod values', (name, { schema }) => {
    const file = readJson(`json-schema/${name}.schema.json`);
    expect(file, `generated/json-schema/${name}.schema.json: run npm run generate`).toBeDefined();
    expect(file!.enum).toEqual((schema as z.ZodEnum).options);
  });
});

describe('resources', () => {
  const operations = new Set<Endpoint>(endpoints.map((x) => x.e));
  it('reference operations that exist, and fields their schemas have', () => {
    const problems: string[] = [];
    for (const r of contract.resources) {
      for (const [kind, e] of Object.entries(r.operations)) if (e && !operations.has(e)) problems.push(`${r.name}: ${kind} is not an endpoint of any area`);
      const fields = Object.keys((r.record as z.ZodObject).shape ?? {});
      for (const col of [...r.listColumns, r.idField]) if (fields.length && !fields.includes(col)) problems.push(`${r.name}: ${col} is not a field of its record`);
      const listQuery = Object.keys(r.operations.list?.query?.shape ?? {});
      for (const f of r.filters ?? []) if (!listQuery.includes(f)) problems.push(`${r.name}: filter ${f} is not a query parameter of its list operation`);
    }
    expect(problems).toEqual([]);
  });
});

describe('fixtures', () => {
  it('every entity of every domain has at least one valid fixture in schemas/fixtures', () => {
    const missing = entities
      .filter(({ domain, name }) => (fixturesByDomain[domain]?.[name]?.valid.length ?? 0) === 0)
      .map(({ domain, name }) => `${domain}: ${name}`);
    expect(missing, `${missing.length} entities without a valid fixture`).toEqual([]);
  });

  it('every fixture names an entity of its domain', () => {
    const known = new Set(entities.map((x) => `${x.domain}/${x.name}`));
    const domains = new Set(contract.domains.map((d) => d.name));
    const stray = Object.entries(fixturesByDomain).flatMap(([domain, f]) =>
      domains.has(domain) ? Object.keys(f).filter((name) => !known.has(`${domain}/${name}`)).map((name) => `${domain}: ${name}`) : [`${domain}: no such domain`],
    );
    expect(stray).toEqual([]);
  });

  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats.default(ajv);
  ajv.addKeyword('x-ui');
  const validators = new Map<string, ValidateFunction>();
  const validatorFor = (name: string): ValidateFunction => {
    let v = validators.get(name);
    if (!v) {
      const schema = readJson(`json-schema/${name}.schema.json`);
      if (!schema) throw new Error(`generated/json-schema/${name}.schema.json is missing: run npm run generate`);
      v = ajv.compile(schema);
      validators.set(name, v);
    }
    return v;
  };
  const withFixtures = entities
    .map((x) => ({ ...x, fixtures: fixturesByDomain[x.domain]?.[x.name] }))
    .filter((x): x is typeof x & { fixtures: EntityFixtures } => x.fixtures !== undefined);
  const valid = withFixtures.flatMap((x) => x.fixtures.valid.map((value, i) => [`${x.domain}: ${x.name} valid #${i + 1}`, x, value] as const));
  const invalid = withFixtures.flatMap((x) => (x.fixtures.invalid ?? []).map((f) => [`${x.domain}: ${x.name} invalid (${f.reason})`, x, f] as const));

  it.runIf(valid.length > 0).each(valid)('%s passes zod and ajv', (_label, { name, schema }, value) => {
    const parsed = schema.safeParse(reviveTimestamps(value));
    expect(parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual([]);
    const validate = validatorFor(name);
    validate(value);
    expect((validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`)).toEqual([]);
  });

  it.runIf(invalid.length > 0).each(invalid)('%s fails zod, and ajv when the JSON Schema can say so', (_label, { name, schema }, f) => {
    expect(schema.safeParse(reviveTimestamps(f.value)).success, 'zod accepts it').toBe(false);
    if (f.jsonSchemaRejects) expect(validatorFor(name)(f.value), `ajv accepts it on generated/json-schema/${name}.schema.json`).toBe(false);
  });
});
