/**
 * generated/client/<area>.gen.ts: one typed function per operation, forwarding to the runtime's
 * `client.call(operation, descriptor, input, options)`; types come from the descriptor's own zod
 * schemas (`z.input` of params/query/body, `z.output` of the success response), so the client can
 * never drift from the contract. Non-JSON answers also get `<op>Url(client, input)`.
 */
import { StructureKind, VariableDeclarationKind, type StatementStructures, type WriterFunction } from 'ts-morph';
import type { AreaModel, Model, OperationModel } from '../model/types.js';
import { blank, docText, importPath, printTs, tsProject, type EmitOptions, type OutputFile } from './common.js';

const API_CLIENT = 'runtime/client/api-client.ts';

export function emitClients(model: Model, options: EmitOptions): OutputFile[] {
  const project = tsProject();
  const files = model.areas.map((area) => {
    const path = `client/${area.name}.gen.ts`;
    // One structure per file, printed once: far faster than growing the file call by call.
    const file = project.createSourceFile(`/${path}`, { statements: areaStatements(area, importPath(options, path, API_CLIENT), importPath(options, path, area.modulePath)) }, { overwrite: true });
    return { path, content: printTs(file, `${area.name}: ${area.summary}`) };
  });
  const index = project.createSourceFile('/client/index.gen.ts', {
    statements: model.areas.length
      ? model.areas.map((a) => ({ kind: StructureKind.ExportDeclaration, moduleSpecifier: `./${a.name}.gen.js` }))
      : ['export {};'],
  }, { overwrite: true });
  return [...files, { path: 'client/index.gen.ts', content: printTs(index) }];
}

function areaStatements(area: AreaModel, apiClient: string, areaModule: string): (StatementStructures | WriterFunction | string)[] {
  if (area.operations.length === 0) return ['export {};'];
  return [
    { kind: StructureKind.ImportDeclaration, isTypeOnly: true, namedImports: ['z'], moduleSpecifier: 'zod' },
    { kind: StructureKind.ImportDeclaration, isTypeOnly: true, namedImports: ['ApiClient', 'CallOptions'], moduleSpecifier: apiClient },
    { kind: StructureKind.ImportDeclaration, namedImports: [area.exportName], moduleSpecifier: areaModule },
    blank,
    { kind: StructureKind.VariableStatement, declarationKind: VariableDeclarationKind.Const, declarations: [{ name: 'E', initializer: `${area.exportName}.endpoints` }] },
    blank,
    ...area.operations.flatMap(operation),
  ];
}

function operation(op: OperationModel): StatementStructures[] {
  const input = `${op.typeName}Input`;
  const result = `${op.typeName}Result`;
  const d = `E.${op.name}`;
  const success = op.client.successStatus;
  const where = `${op.method} ${op.path}`;
  const lines = [`${op.summary} — ${where}`, ...(op.description ? ['', op.description] : [])];
  const inputParam = { name: 'input', type: input, ...(op.client.inputOptional ? { initializer: '{}' } : {}) };
  const out: StatementStructures[] = [
    { kind: StructureKind.TypeAlias, isExported: true, name: input, type: inputType(op, d) },
    { kind: StructureKind.TypeAlias, isExported: true, name: result, type: success === undefined ? 'void' : `z.output<(typeof ${d}.responses)[${success}]>` },
    {
      kind: StructureKind.Function,
      isExported: true,
      name: op.name,
      docs: [docText(lines.join('\n'))],
      parameters: [{ name: 'client', type: 'ApiClient' }, inputParam, { name: 'options', type: 'CallOptions', hasQuestionToken: true }],
      returnType: `Promise<${result}>`,
      statements: `return client.call('${op.name}', ${d}, input, options) as Promise<${result}>;`,
    },
  ];
  if (op.client.url) {
    out.push({
      kind: StructureKind.Function,
      isExported: true,
      name: `${op.name}Url`,
      docs: [docText(`URL of ${op.name} for the browser to open (${op.produces.join(', ')}) — ${where}`)],
      parameters: [{ name: 'client', type: 'ApiClient' }, inputParam],
      returnType: 'string',
      statements: `return client.url('${op.name}', ${d}, input);`,
    });
  }
  return out;
}
function inputType(op: OperationModel, d: string): string {
  const parts: string[] = [];
  const { params, query, body } = op.client;
  if (params) {
    const base = `z.input<typeof ${d}.params>`;
    const keys = params.orgKeys.map((k) => `'${k}'`).join(' | ');
    const type = keys ? `Omit<${base}, ${keys}> & Partial<Pick<${base}, ${keys}>>` : base;
    parts.push(`params${params.optional ? '?' : ''}: ${type}`);
  }
  if (query) parts.push(`query${query.optional ? '?' : ''}: z.input<typeof ${d}.query>`);
  if (body) parts.push(`body${body.optional ? '?' : ''}: z.input<typeof ${d}.body>`);
  return parts.length ? `{ ${parts.join('; ')} }` : 'Record<string, never>';
}
