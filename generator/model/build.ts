/**
 * Parsed contract + source facts → model: descriptions (JSDoc where .meta() gives none) and titles
 * filled in, parameters listed, client input shapes decided, resource uiSchemas built from `x-ui`
 * hints, counts taken. Pure data in, data out.
 */
import { SPEC_NAMES } from '../../schemas/core/spec-ref.js';
import { ORGANISATION_PARAMS } from '../../schemas/endpoints/define.js';
import type { ParsedContract, ParsedOperation, ParsedSchema, SourceInfo } from '../parse/types.js';
import { byString, isValidOperationName, pascal } from './names.js';
import { buildUiSchema } from './ui-schema.js';
import type {
  AreaModel, ClientShape, JsonObject, Model, OperationModel, ParameterModel, ResourceModel, ResourceOperationKind,
  ResourceOperationModel, RuleModel, SchemaModel, SpecName, SpecRow,
} from './types.js';

const SPEC_REF = new RegExp(`(${SPEC_NAMES.join('|')})\\s*§`, 'g');

/** The specs a list of spec refs or a JSDoc text cites, in SPEC_NAMES order. */
function citedSpecs(texts: readonly string[]): SpecName[] {
  const found = new Set<string>();
  for (const text of texts) for (const m of text.matchAll(SPEC_REF)) found.add(m[1]!);
  return SPEC_NAMES.filter((s) => found.has(s));
}

export interface ModelOptions {
  readonly title: string;
  readonly version: string;
}

export function buildModel(parsed: ParsedContract, source: SourceInfo, options: ModelOptions): Model {
  const domainSpecs = new Map(parsed.domains.map((d) => [d.name, d.spec]));
  // An input form (`<Name>Input`) has the JSDoc of the schema it is the input form of.
  const docOf = (s: ParsedSchema): string | undefined =>
    s.domain !== undefined ? source.docs.get(`${s.domain}/${s.inputOf ?? s.name}`) : s.operation !== undefined ? source.bodyDocs.get(s.operation) : undefined;
  const docs = new Map(parsed.schemas.map((s) => [s.name, docOf(s)]));

  const schemas: SchemaModel[] = parsed.schemas
    .filter((s): s is ParsedSchema & { kind: SchemaModel['kind'] } => s.kind !== 'implicit')
    .map((s) => ({
      name: s.name,
      kind: s.kind,
      domain: s.domain,
      io: s.io,
      values: s.values,
      specs: specsOf(docs.get(s.name), domainSpecs.get(s.domain ?? '') ?? []),
      jsonSchema: describe(s.draft07, docs.get(s.name), { $id: s.name, title: s.draft07.title ?? s.name }),
    }))
    .sort((a, b) => byString(a.name, b.name));

  // Components carry the JSDoc description too, so the OpenAPI docs read like the JSON Schemas.
  const components: Record<string, JsonObject> = {};
  for (const [name, schema] of Object.entries(parsed.components)) {
    const doc = docs.get(name);
    components[name] = doc && schema.description === undefined ? { description: doc, ...schema } : schema;
  }

  const areas: AreaModel[] = parsed.areas.map((a) => {
    const where = source.areas.get(a.name);
    if (!where) throw new Error(`area ${a.name}: no exported \`defineArea('${a.name}', ...)\` found in the schema sources`);
    return { name: a.name, summary: a.summary, ...where, operations: a.operations.map((o) => operation(o, a.name)) };
  });
  const operations = areas.flatMap((a) => a.operations);
  const byName = new Map(operations.map((o) => [o.name, o]));

  const rules: RuleModel[] = parsed.domains.flatMap((d) =>
    d.rules.map((r) => ({ name: r.name, domain: r.domain, summary: r.summary, specs: citedSpecs(r.spec) })),
  );

  const draft07 = new Map(parsed.schemas.map((s) => [s.name, s.draft07]));
  const resources: ResourceModel[] = parsed.resources.map((r) => {
    const ops: Partial<Record<ResourceOperationKind, ResourceOperationModel>> = {};
    for (const [kind, name] of Object.entries(r.operations) as [ResourceOperationKind, string][]) {
      const o = byName.get(name)!;
      ops[kind] = { operation: o.name, method: o.method, path: o.path, access: o.access };
    }
    const ui = (name: string | undefined) => (name ? buildUiSchema(draft07.get(name) ?? {}) : undefined);
    return {
      name: r.name,
      label: r.label,
      spec: r.spec,
      idField: r.idField,
      schemaNames: { record: r.record, create: r.create, update: r.update },
      operations: ops,
      uiSchema: { record: ui(r.record)!, create: ui(r.create), update: ui(r.update) },
      listColumns: r.listColumns,
      filters: r.filters,
    };
  });

  const enums = schemas.filter((s) => s.kind === 'enum');
  const entities = schemas.filter((s) => s.kind === 'entity');
  const counts = {
    domains: parsed.domains.length,
    enums: parsed.domains.reduce((n, d) => n + d.enums.length, 0),
    enumValues: enums.reduce((n, s) => n + (s.values?.length ?? 0), 0),
    entities: parsed.domains.reduce((n, d) => n + d.entities.length, 0),
    bodies: new Set(operations.flatMap((o) => (o.body ? [o.body.name] : []))).size,
    rules: rules.length,
    operations: operations.length,
    areas: areas.length,
    resources: resources.length,
    errorCatalogue: parsed.errorCatalogueSize,
  };
  const specRows: SpecRow[] = SPEC_NAMES.map((spec) => ({
    spec,
    enums: enums.filter((s) => s.specs.includes(spec)).length,
    entities: entities.filter((s) => s.specs.includes(spec)).length,
    rules: rules.filter((r) => r.specs.includes(spec)).length,
    operations: operations.filter((o) => o.specs.includes(spec)).length,
  }));

  return { info: { title: options.title, version: options.version }, schemas, components, areas, rules, resources, counts, specRows };
}

/** The specs a schema cites: those its JSDoc names, else its domain's. */
function specsOf(doc: string | undefined, domainSpec: readonly string[]): SpecName[] {
  const fromDoc = doc ? citedSpecs([doc]) : [];
  return fromDoc.length ? fromDoc : citedSpecs(domainSpec);
}

/** Root keys first ($id, title, description), then the schema; JSDoc fills a missing description. */
function describe(schema: JsonObject, doc: string | undefined, head: JsonObject): JsonObject {
  const { title: _t, description, ...rest } = schema;
  const desc = description ?? doc;
  return { ...head, ...(desc !== undefined ? { description: desc } : {}), ...rest };
}

function operation(o: ParsedOperation, area: string): OperationModel {
  if (!isValidOperationName(o.name)) throw new Error(`operation ${o.name} (area ${area}): not a usable function name (camelCase, not a reserved word)`);
  const param = (p: { name: string; required: boolean; schema: JsonObject }, where: 'path' | 'query'): ParameterModel => {
    const description = typeof p.schema.description === 'string' ? p.schema.description : undefined;
    return { name: p.name, in: where, required: where === 'path' || p.required, schema: p.schema, ...(description ? { description } : {}) };
  };
  const parameters: ParameterModel[] = [
    ...(o.params ?? []).map((p) => param(p, 'path')),
    ...(o.query ?? []).map((p) => param(p, 'query')),
  ];
  return {
    name: o.name,
    typeName: pascal(o.name),
    area,
    method: o.method,
    path: o.path,
    summary: o.summary,
    description: o.description,
    access: o.access,
    spec: o.spec,
    specs: citedSpecs(o.spec),
    decision: o.decision,
    produces: o.produces,
    successMediaTypes: o.successMediaTypes,
    consumes: o.consumes,
    parameters,
    body: o.body,
    responses: o.responses,
    client: clientShape(o),
  };
}

function clientShape(o: ParsedOperation): ClientShape {
  const orgKeys = (o.params ?? []).map((p) => p.name).filter((n) => (ORGANISATION_PARAMS as readonly string[]).includes(n));
  const params = o.params ? { optional: o.params.every((p) => orgKeys.includes(p.name) || !p.required), orgKeys } : undefined;
  const query = o.query ? { optional: o.query.every((p) => !p.required) } : undefined;
  const body = o.body ? { optional: o.body.optional } : undefined;
  return {
    params,
    query,
    body,
    inputOptional: [params, query, body].every((p) => !p || p.optional),
    successStatus: o.successStatus,
    url: o.produces.some((p) => p !== 'application/json'),
  };
}
