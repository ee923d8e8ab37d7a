/**
 * generated/resources.gen.ts: what the console needs to render each back-office resource
 * generically: operations (by name, with method, path and access), the record/create/update JSON
 * Schemas (imported from generated/json-schema, so there is one copy of each), RJSF uiSchemas from
 * the `x-ui` hints, list columns and filters.
 */
import { StructureKind } from 'ts-morph';
import type { Model, ResourceModel } from '../model/types.js';
import { blank, importPath, printTs, tsProject, type EmitOptions, type OutputFile } from './common.js';
import { jsonSchemaPath } from './json-schema.js';

const PATH = 'resources.gen.ts';

/** Code written as is inside a literal. */
class Code {
  constructor(readonly code: string) {}
}

/** A TS literal of plain data (and `Code`), indented by two spaces a level. */
function literal(value: unknown, indent = ''): string {
  const next = `${indent}  `;
  if (value instanceof Code) return value.code;
  if (value === null || typeof value !== 'object') return typeof value === 'string' ? quote(value) : String(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    if (value.every((v) => v === null || typeof v !== 'object')) return `[${value.map((v) => literal(v)).join(', ')}]`;
    return `[\n${value.map((v) => `${next}${literal(v, next)},\n`).join('')}${indent}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
  if (entries.length === 0) return '{}';
  const key = (k: string) => (/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(k) ? k : quote(k));
  return `{\n${entries.map(([k, v]) => `${next}${key(k)}: ${literal(v, next)},\n`).join('')}${indent}}`;
}

function quote(s: string): string {
  return `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n').replace(/\r/g, '\\r')}'`;
}

const identifier = (schemaName: string) => `${schemaName}JsonSchema`;

export function emitResources(model: Model, options: EmitOptions): OutputFile[] {
  const project = tsProject();
  const used = [...new Set(model.resources.flatMap((r) => [r.schemaNames.record, r.schemaNames.create, r.schemaNames.update]))]
    .filter((n): n is string => n !== undefined)
    .sort();
  const file = project.createSourceFile(`/${PATH}`, {
    statements: [
      { kind: StructureKind.ImportDeclaration, isTypeOnly: true, namedImports: ['Access'], moduleSpecifier: importPath(options, PATH, 'schemas/endpoints/access.ts') },
      { kind: StructureKind.ImportDeclaration, isTypeOnly: true, namedImports: ['ResourceOperationKind'], moduleSpecifier: importPath(options, PATH, 'schemas/core/resource.ts') },
      { kind: StructureKind.ImportDeclaration, isTypeOnly: true, namedImports: ['HttpMethod'], moduleSpecifier: importPath(options, PATH, 'schemas/endpoints/define.ts') },
      ...used.map((name) => ({
        kind: StructureKind.ImportDeclaration as const,
        defaultImport: identifier(name),
        moduleSpecifier: `./${jsonSchemaPath(name)}`,
        attributes: [{ name: 'type', value: 'json' }],
      })),
      TYPES,
      `export const resources: readonly ResourceDescriptor[] = ${literal(model.resources.map(descriptor))};`,
      blank,
      'export const resourcesByName: Readonly<Record<string, ResourceDescriptor>> = Object.fromEntries(resources.map((r) => [r.name, r]));',
    ],
  }, { overwrite: true });
  // ts-morph writes import attributes over three lines; one reads better.
  const content = printTs(file).replace(/ with \{\n\s*type: 'json'\n\};/g, " with { type: 'json' };");
  return [{ path: PATH, content }];
}

const TYPES = `
/** A JSON Schema (draft-07) or RJSF uiSchema, as plain data. */
export type JsonSchema = Readonly<Record<string, unknown>>;

export interface ResourceOperation {
  readonly operation: string;
  readonly method: HttpMethod;
  readonly path: string;
  readonly access: Access;
}

export interface ResourceDescriptor {
  /** react-admin resource name. */
  readonly name: string;
  readonly label: string;
  readonly spec: readonly string[];
  readonly idField: string;
  /** Names of the schemas in generated/json-schema. */
  readonly schemaNames: { readonly record: string; readonly create?: string; readonly update?: string };
  readonly schemas: { readonly record: JsonSchema; readonly create?: JsonSchema; readonly update?: JsonSchema };
  readonly uiSchema: { readonly record: JsonSchema; readonly create?: JsonSchema; readonly update?: JsonSchema };
  readonly operations: { readonly [K in ResourceOperationKind]?: ResourceOperation };
  readonly listColumns: readonly string[];
  readonly filters: readonly string[];
}
`;

function descriptor(r: ResourceModel): Record<string, unknown> {
  const schema = (name: string | undefined) => (name ? new Code(identifier(name)) : undefined);
  return {
    name: r.name,
    label: r.label,
    spec: [...r.spec],
    idField: r.idField,
    schemaNames: { ...r.schemaNames },
    schemas: { record: schema(r.schemaNames.record), create: schema(r.schemaNames.create), update: schema(r.schemaNames.update) },
    uiSchema: { ...r.uiSchema },
    operations: { ...r.operations },
    listColumns: [...r.listColumns],
    filters: [...r.filters],
  };
}
