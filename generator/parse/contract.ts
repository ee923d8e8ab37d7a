/**
 * Turns the contract (zod objects, loaded at run time) into plain data: names, JSON Schemas,
 * operations, resources. It does not need the source text, so the CLI reads that in parallel.
 *
 * Naming, by object identity: every enum and entity of a domain manifest under its manifest key;
 * a request body that is the same object as a named schema under that name, otherwise
 * `<PascalOp>Body`; a resource schema nothing names under `<PascalResource>Record` (…CreateBody,
 * …UpdateBody). The first name wins; a second object under a taken name is a warning (the contract
 * test fails on it), never a crash, so generation keeps working while the contract is being written.
 */
import type { z } from 'zod';
import type { Domain } from '../../schemas/core/domain.js';
import type { ResourceInput } from '../../schemas/core/resource.js';
import type { Area, Endpoint } from '../../schemas/endpoints/define.js';
import { ErrorBody } from '../../schemas/errors.js';
import { pascal } from '../model/names.js';
import { Components, draft07File, withSchemaIds } from './json-schema.js';
import type {
  Io, JsonObject, ParsedArea, ParsedContract, ParsedDomain, ParsedOperation, ParsedProperty, ParsedResource,
  ParsedResponse, ParsedSchema, ResourceOperationKind, SchemaKind,
} from './types.js';

/** What the generator needs of a contract (schemas/index.ts `contract` is one; so is the golden fixture). */
export interface GeneratorContract {
  readonly domains: readonly Domain[];
  readonly areas: readonly Area[];
  readonly resources: readonly ResourceInput[];
  readonly errorCatalogue: Readonly<Record<string, unknown>>;
}

interface Named {
  readonly name: string;
  readonly kind: SchemaKind;
  readonly schema: z.ZodType;
  readonly io: Io;
  readonly domain?: string;
  readonly operation?: string;
}

const list = <T>(v: T | readonly T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? [...(v as readonly T[])] : [v as T]);

function isNoBody(schema: z.ZodType): boolean {
  const type = schema._zod.def.type;
  return type === 'undefined' || type === 'void' || type === 'never';
}

export function parseContract(contract: GeneratorContract): ParsedContract {
  const warnings: string[] = [];
  const named: Named[] = [];
  const ids = new Map<z.ZodType, string>();
  const taken = new Map<string, z.ZodType>();

  function name(entry: Named): string {
    const holder = taken.get(entry.name);
    if (holder && holder !== entry.schema) {
      const what = `${entry.kind} ${entry.name}${entry.domain ? ` of domain ${entry.domain}` : ''}`;
      if (entry.kind === 'enum' || entry.kind === 'entity') {
        warnings.push(`${what}: the name is already used by another schema; kept the first`);
        return entry.name;
      }
      let n = 2;
      while (taken.has(`${entry.name}${n}`)) n++;
      warnings.push(`${what}: the name is already used by another schema; generated as ${entry.name}${n}`);
      return name({ ...entry, name: `${entry.name}${n}` });
    }
    if (!holder) {
      taken.set(entry.name, entry.schema);
      named.push(entry);
    }
    if (!ids.has(entry.schema)) ids.set(entry.schema, entry.name);
    return entry.name;
  }

  // 1. Names: domains, then request bodies, then resource schemas nothing else names.
  for (const d of contract.domains) {
    for (const [key, schema] of Object.entries(d.enums)) name({ name: key, kind: 'enum', schema, io: 'output', domain: d.name });
    for (const [key, schema] of Object.entries(d.entities)) name({ name: key, kind: 'entity', schema, io: 'output', domain: d.name });
  }
  const bodyNames = new Map<string, string>();
  const operationOf = new Map<Endpoint, string>();
  for (const area of contract.areas) {
    for (const [op, e] of Object.entries(area.endpoints)) {
      if (!operationOf.has(e)) operationOf.set(e, op);
      if (!e.body) continue;
      const known = ids.get(e.body);
      bodyNames.set(op, known ?? name({ name: `${pascal(op)}Body`, kind: 'body', schema: e.body, io: 'input', operation: op }));
    }
  }
  if (!ids.has(ErrorBody)) name({ name: 'ErrorBody', kind: 'implicit', schema: ErrorBody, io: 'output' });
  const resourceSchema = (r: ResourceInput, schema: z.ZodType | undefined, suffix: string, io: Io): string | undefined =>
    schema ? (ids.get(schema) ?? name({ name: `${pascal(r.name)}${suffix}`, kind: 'resource', schema, io })) : undefined;
  const resourceNames = contract.resources.map((r) => {
    const opBody = (e: Endpoint | undefined) => (e?.body ? e.body : undefined);
    return {
      record: resourceSchema(r, r.record, 'Record', 'output')!,
      create: resourceSchema(r, r.createBody ?? opBody(r.operations.create), 'CreateBody', 'input'),
      update: resourceSchema(r, r.updateBody ?? opBody(r.operations.update), 'UpdateBody', 'input'),
    };
  });

  // 2. Convert, with the names registered as ids so zod writes references between them.
  return withSchemaIds(ids, () => {
    const components = new Components(new Set(ids.values()));
    const schemas: ParsedSchema[] = named.map((n) => {
      const ownId = ids.get(n.schema)!;
      try {
        components.addNamed(n.name, n.schema, ownId, n.io);
        const values = n.kind === 'enum' && 'options' in n.schema ? [...(n.schema as z.ZodEnum).options] : undefined;
        return { name: n.name, kind: n.kind, domain: n.domain, operation: n.operation, io: n.io, values, draft07: draft07File(n.schema, ownId, n.io) };
      } catch (err) {
        throw new Error(`cannot convert ${n.kind} ${n.name}${n.domain ? ` (domain ${n.domain})` : ''} to JSON Schema: ${(err as Error).message}`, { cause: err });
      }
    });
    const finished = components.finish();

    const objectProps = (schema: z.ZodType | undefined, context: string): ParsedProperty[] | undefined => {
      if (!schema) return undefined;
      let json = components.part(schema, 'input', context, ids.get(schema));
      if (typeof json.$ref === 'string') json = components.lookup(json.$ref) ?? json;
      const props = (json.properties ?? {}) as Record<string, JsonObject>;
      const required = new Set((json.required ?? []) as string[]);
      return Object.entries(props).map(([prop, s]) => ({ name: prop, required: required.has(prop), schema: s }));
    };

    const areas: ParsedArea[] = contract.areas.map((area) => {
      const operations = Object.entries(area.endpoints).map(([op, e]): ParsedOperation => {
        const context = pascal(op);
        try {
          const responses: ParsedResponse[] = Object.entries(e.responses as Record<string, z.ZodType | undefined>)
            .filter((entry): entry is [string, z.ZodType] => entry[1] !== undefined)
            .map(([status, schema]) => ({
              status: Number(status),
              schema: isNoBody(schema) ? undefined : components.part(schema, 'output', `${context}${status}`, ids.get(schema)),
              description: isNoBody(schema) ? schema.meta()?.description : undefined,
            }))
            .sort((a, b) => a.status - b.status);
          return {
            name: op,
            method: e.method,
            path: e.path,
            summary: e.summary,
            description: e.description,
            access: JSON.parse(JSON.stringify(e.access)) as JsonObject,
            spec: list(e.spec),
            decision: e.decision,
            produces: e.produces === undefined ? undefined : [e.produces].flat().join(', '),
            consumes: e.consumes,
            params: objectProps(e.params, `${context}Params`),
            query: objectProps(e.query, `${context}Query`),
            body: e.body ? { name: bodyNames.get(op)!, optional: e.body._zod.optin === 'optional' } : undefined,
            responses,
          };
        } catch (err) {
          throw new Error(`cannot convert operation ${op} (area ${area.name}): ${(err as Error).message}`, { cause: err });
        }
      });
      return { name: area.name, summary: area.summary, operations };
    });

    const domains: ParsedDomain[] = contract.domains.map((d) => ({
      name: d.name,
      spec: list(d.spec),
      enums: Object.keys(d.enums),
      entities: Object.keys(d.entities),
      rules: Object.entries(d.rules).map(([rule, r]) => ({ name: rule, domain: d.name, spec: list(r.spec), summary: r.summary, messages: [...(r.messages ?? [])] })),
    }));

    const resources: ParsedResource[] = contract.resources.map((r, i) => {
      const operations: Partial<Record<ResourceOperationKind, string>> = {};
      for (const kind of ['list', 'get', 'create', 'update', 'delete'] as const) {
        const e = r.operations[kind];
        if (!e) continue;
        const op = operationOf.get(e);
        if (op) operations[kind] = op;
        else warnings.push(`resource ${r.name}: its ${kind} operation is not an endpoint of any area`);
      }
      return {
        name: r.name,
        label: r.label,
        spec: list(r.spec),
        idField: r.idField,
        ...resourceNames[i]!,
        operations,
        listColumns: [...r.listColumns],
        filters: [...(r.filters ?? [])],
      };
    });

    return { domains, schemas, components: finished, areas, resources, errorCatalogueSize: Object.keys(contract.errorCatalogue).length, warnings };
  });
}
