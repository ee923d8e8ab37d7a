/** The start's chunks and everything they import, each once, for index.html to ask for. */
import { describe, expect, it } from 'vitest';
import { withStaticImports } from './preload-start-chunks.js';

const chunk = (fileName: string, imports: string[]) => [fileName, { type: 'chunk' as const, fileName, facadeModuleId: null, moduleIds: [], imports }] as const;

describe('withStaticImports', () => {
  it('follows imports through shared chunks without repeating or looping', () => {
    const chunks = new Map([chunk('start.js', ['zod.js', 'client.js']), chunk('client.js', ['zod.js']), chunk('zod.js', ['start.js']), chunk('tenant.js', ['zod.js'])]);
    expect(withStaticImports(['start.js', 'tenant.js'], chunks)).toEqual(['start.js', 'zod.js', 'client.js', 'tenant.js']);
  });
});
