/**
 * A build plugin: the contract's `.meta({...})` and `.describe('...')` calls leave the portal bundle.
 * They carry titles, descriptions, examples and console form hints for the generator (JSON Schema,
 * OpenAPI) and the console; the portal only parses answers and never reads them. Each call makes zod
 * clone the schema and register the clone, so on a phone the first load spent a good part of its
 * schema-building time on metadata nobody in the portal reads (docs/decisions.md "Portal start").
 * The call is replaced by the schema it was called on; the TypeScript parser finds the calls, so a
 * string or comment that mentions them is left alone.
 */
import ts from 'typescript';
import type { Plugin } from 'vite';

/** The contract's sources: the zod schemas and the generated clients that use them. */
const CONTRACT_SOURCE = /[\\/](schemas|generated)[\\/].*\.ts$/;
const DOC_METHODS = new Set(['meta', 'describe']);

/** `source` without its `.meta(...)` / `.describe(...)` calls; the same text when it has none. */
export function withoutDocCalls(source: string, fileName = 'source.ts'): string {
  if (!/\.(meta|describe)\s*\(/.test(source)) return source;
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  /** [start, end) ranges to cut: from the dot of the call to its closing parenthesis. */
  const cuts: [number, number][] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && DOC_METHODS.has(node.expression.name.text) && node.arguments.length > 0) {
      // The receiver stays (and is visited for calls of its own); the arguments go with the call.
      cuts.push([node.expression.expression.getEnd(), node.getEnd()]);
      visit(node.expression.expression);
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  if (cuts.length === 0) return source;
  cuts.sort((a, b) => a[0] - b[0]);
  let out = '';
  let at = 0;
  for (const [start, end] of cuts) {
    out += source.slice(at, start);
    at = end;
  }
  return out + source.slice(at);
}

export function zodWithoutDocs(): Plugin {
  return {
    name: 'ampere:zod-without-docs',
    enforce: 'pre',
    transform(code, id) {
      if (!CONTRACT_SOURCE.test(id.split('?')[0]!)) return undefined;
      const stripped = withoutDocCalls(code, id);
      return stripped === code ? undefined : { code: stripped, map: null };
    },
  };
}
