/**
 * A build plugin: each module of the contract that builds zod schemas begins with a yield to the
 * browser (a top-level await of components/next-task.ts), so evaluating the start's chunk, which holds
 * the schemas its answers are checked against, runs as one short task per module instead of one task
 * of about 90 ms (360 ms on Lighthouse's phone) that would hold the main thread while the loading
 * screen is up. The bundler keeps the awaits in place within a chunk; only the portal's build has them.
 */
import path from 'node:path';
import type { Plugin } from 'vite';

const CONTRACT_SOURCE = /[\\/](schemas|generated)[\\/].*\.ts$/;
/** A value import of zod (an `import type` builds nothing). */
const IMPORTS_ZOD = /^import\s+(?!type\b)[^;]*?from\s+['"]zod['"]/m;
const NEXT_TASK = path.resolve(import.meta.dirname, 'components/next-task.ts');

/** `source` with a yield before its own statements when it is a contract module that builds schemas; else undefined. */
export function withSchemaTask(source: string, id: string): string | undefined {
  if (!CONTRACT_SOURCE.test(id.split('?')[0]!) || !IMPORTS_ZOD.test(source)) return undefined;
  // Imports are hoisted, so the await runs after the module's dependencies and before its own code.
  return `import { nextTask as __ampereNextTask } from ${JSON.stringify(NEXT_TASK)};\nawait __ampereNextTask();\n${source}`;
}

export function schemaTasks(): Plugin {
  return {
    name: 'ampere:schema-tasks',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      const withTask = withSchemaTask(code, id);
      return withTask === undefined ? undefined : { code: withTask, map: null };
    },
  };
}
