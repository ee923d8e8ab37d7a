/**
 * A build plugin: zod's JSON Schema generation (about 18 kB minified) leaves the portal bundle. zod's
 * classic schemas import it on every schema for `.toJSONSchema()`, which only the generator calls
 * (in Node, from the real zod); the portal validates answers and never describes a schema. Each
 * export of those modules becomes a function that says so if it were ever called
 * (docs/decisions.md "Portal bundle").
 */
import fs from 'node:fs';
import type { Plugin } from 'vite';

const JSON_SCHEMA_MODULES = /[\\/]zod[\\/]v4[\\/]core[\\/](json-schema-processors|to-json-schema|json-schema-generator)\.js$/;

/** The module's exported names: `export const|function|class x` and `export { a as b }`. */
export function exportedNames(source: string): string[] {
  const names = new Set<string>();
  for (const m of source.matchAll(/^export (?:const|let|function|class) (\w+)/gm)) names.add(m[1]!);
  for (const m of source.matchAll(/^export \{([^}]*)\}/gm)) {
    for (const part of m[1]!.split(',')) {
      const name = part.trim().split(/\s+as\s+/).pop();
      if (name) names.add(name);
    }
  }
  return [...names];
}

/** The stand-in module: every export a function that throws; the method factories return one. */
export function standIn(source: string): string {
  const lines = ["const unavailable = () => { throw new Error('JSON Schema generation is not part of the portal build'); };"];
  for (const name of exportedNames(source)) {
    if (/^create\w*Method$/.test(name)) lines.push(`export const ${name} = () => unavailable;`);
    else if (name === 'allProcessors') lines.push(`export const ${name} = {};`);
    else if (name === 'JSONSchemaGenerator') lines.push(`export class ${name} { constructor() { unavailable(); } }`);
    else lines.push(`export const ${name} = unavailable;`);
  }
  return lines.join('\n');
}

export function zodWithoutJsonSchema(): Plugin {
  return {
    name: 'ampere:zod-without-json-schema',
    enforce: 'pre',
    apply: 'build',
    load(id) {
      const file = id.split('?')[0]!;
      return JSON_SCHEMA_MODULES.test(file) ? standIn(fs.readFileSync(file, 'utf8')) : null;
    },
  };
}
