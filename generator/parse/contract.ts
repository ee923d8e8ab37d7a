/**
 * Turns the contract (zod objects, loaded at run time) into plain data: names, JSON Schemas,
 * operations, resources. It does not need the source text, so the CLI reads that in parallel.
 *
 * Naming, by object identity: every enum and entity of a domain manifest under its manifest key;
 * a request body that is the same object as a named schema under that name, otherwise
 * `<PascalOp>Body`; a resource schema nothing names under `<PascalResource>Record` (…CreateBody,
 * …UpdateBody). The first name wins; a second object under a taken name is a warning (the contract
 * test fails on it), never a crash, so generation keeps working while the contract is being written.
 *
 * Request bodies and resource create/update schemas are what a caller sends, so they are described
 * in their input form; where a named entity's input form differs from its output form (defaults,
 * unknown keys, transforms), the input form is `<Name>Input`, a component and a JSON Schema file of
 * its own (docs/decisions.md "Request body names").
 */
import type { z } from 'zod';
import type { Domain } from '../../schemas/core/domain.js';
import { RESOURCE_OPERATIONS, type ResourceInput } from '../../schemas/core/resource.js';
import { successMediaTypes, successStatus, type Area, type Endpoint } from '../../schemas/endpoints/define.js';
import { ErrorBody } from '../../schemas/errors.js';
import { pascal } from '../model/names.js';
import { Components, draft07File, withSchemaIds } from './json-schema.js';
import {
  COMPONENT_REF, type Io, type JsonObject, type ParsedArea, type ParsedContract, type ParsedDomain, type ParsedOperation,
  type ParsedProperty, type ParsedResource, type ParsedResponse, type ParsedSchema, type ResourceOperationKind, type ResponseStatus, type SchemaKind,
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
  const operationOf = new Map<Endpoint, string>();
  for (const area of contract.areas) {
    for (const [op, e] of Object.entries(area.endpoints)) {
      if (!operationOf.has(e)) operationOf.set(e, op);
      if (e.body && !ids.has(e.body)) name({ name: `${pascal(op)}Body`, kind: 'body', schema: e.body, io: 'input', operation: op });
    }
  }
  if (!ids.has(ErrorBody)) name({ name: 'ErrorBody', kind: 'implicit', schema: ErrorBody, io: 'output' });
  const resourceSchema = (r: ResourceInput, schema: z.ZodType | undefined, suffix: string, io: Io): z.ZodType | undefined => {
    if (schema && !ids.has(schema)) name({ name: `${pascal(r.name)}${suffix}`, kind: 'resource', schema, io });
    return schema;
  };
  const resourceSchemas = contract.resources.map((r) => ({
    record: resourceSchema(r, r.record, 'Record', 'output')!,
    create: resourceSchema(r, r.createBody ?? r.operations.create?.body, 'CreateBody', 'input'),
    update: resourceSchema(r, r.updateBody ?? r.operations.update?.body, 'UpdateBody', 'input'),
  }));

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
    components.resolveNamed();

    /** The name of a sent schema's input form: its own, or `<Name>Input` (added to `schemas`) where that differs. */
    const inputName = (schema: z.ZodType, context: string): string => {
      const own = ids.get(schema)!;
      const base = schemas.find((s) => s.name === own);
      if (!base || base.io === 'input') return own;
      const ref = components.part(schema, 'input', context, own).$ref;
      const name = typeof ref === 'string' && ref.startsWith(COMPONENT_REF) ? ref.slice(COMPONENT_REF.length) : own;
      if (name !== own && !schemas.some((s) => s.name === name)) {
        schemas.push({ name, kind: 'body', domain: base.domain, operation: base.operation, io: 'input', inputOf: own, draft07: draft07File(schema, own, 'input') });
      }
      return name;
    };

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
              status: Number(status) as ResponseStatus,
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
            produces: list(e.produces),
            successMediaTypes: successMediaTypes(e),
            successStatus: successStatus(e.responses),
            consumes: e.consumes,
            params: objectProps(e.params, `${context}Params`),
            query: objectProps(e.query, `${context}Query`),
            body: e.body ? { name: inputName(e.body, `${context}Body`), optional: e.body._zod.optin !== undefined } : undefined,
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
      for (const kind of RESOURCE_OPERATIONS) {
        const e = r.operations[kind];
        if (!e) continue;
        const op = operationOf.get(e);
        if (op) operations[kind] = op;
        else warnings.push(`resource ${r.name}: its ${kind} operation is not an endpoint of any area`);
      }
      const { record, create, update } = resourceSchemas[i]!;
      const context = pascal(r.name);
      return {
        name: r.name,
        label: r.label,
        spec: list(r.spec),
        idField: r.idField,
        record: ids.get(record)!,
        create: create && inputName(create, `${context}CreateBody`),
        update: update && inputName(update, `${context}UpdateBody`),
        operations,
        listColumns: [...r.listColumns],
        filters: [...(r.filters ?? [])],
      };
    });

    return { domains, schemas, components: components.all(), areas, resources, errorCatalogueSize: Object.keys(contract.errorCatalogue).length, warnings };
  });
}
