/** The portal's chunk groups: the shell, the start and the pages' shared modules, from the module graph. */
import { describe, expect, it } from 'vitest';
import { CHUNK_GROUPS, chunkGroups, staticClosure, type ModuleGraph } from './chunk-groups.js';

/** A module graph from `id: [static imports]` and `id: [dynamic imports]`. */
function graph(statics: Record<string, string[]>, dynamics: Record<string, string[]> = {}): ModuleGraph {
  const ids = new Set([...Object.keys(statics), ...Object.values(statics).flat(), ...Object.values(dynamics).flat()]);
  return {
    getModuleIds: () => ids.values(),
    getModuleInfo: (id) => (ids.has(id) ? { importedIds: statics[id] ?? [], dynamicallyImportedIds: dynamics[id] ?? [] } : null),
  };
}

const START = /\/app\/start\.ts$/;
// The entry reaches the contract for a constant; the start for the schemas; two pages share a helper.
const PORTAL = graph(
  {
    '/p/main.tsx': ['/p/app/app.tsx'],
    '/p/app/app.tsx': ['/p/react.js', '/p/routes.tsx', '/schemas/constants.ts'],
    '/schemas/constants.ts': ['/schemas/account.ts'],
    '/schemas/account.ts': ['/node_modules/zod/index.js'],
    '/p/app/start.ts': ['/p/client.ts', '/schemas/account.ts', '/p/react.js'],
    '/p/client.ts': ['/node_modules/zod/index.js'],
    '/p/dashboard.tsx': ['/p/format.ts', '/p/dashboard-card.tsx', '/p/react.js'],
    '/p/invoices.tsx': ['/p/format.ts', '/schemas/invoice.ts'],
    '/schemas/invoice.ts': ['/node_modules/zod/index.js'],
  },
  { '/p/app/app.tsx': ['/p/app/start.ts'], '/p/routes.tsx': ['/p/dashboard.tsx', '/p/invoices.tsx'] },
);

describe('chunkGroups', () => {
  const groups = chunkGroups(PORTAL, '/p/main.tsx', START);

  it("puts what the entry imports in the shell, the contract it reaches for a constant included, but not the entry itself", () => {
    expect(groups.get('/p/app/app.tsx')).toBe(CHUNK_GROUPS.SHELL);
    expect(groups.get('/p/react.js')).toBe(CHUNK_GROUPS.SHELL);
    expect(groups.get('/schemas/constants.ts')).toBe(CHUNK_GROUPS.SHELL);
    expect(groups.has('/p/main.tsx')).toBe(false);
  });

  it('puts the schemas and libraries behind the constant in the start, not the shell', () => {
    for (const id of ['/p/app/start.ts', '/p/client.ts', '/schemas/account.ts', '/node_modules/zod/index.js']) expect(groups.get(id), id).toBe(CHUNK_GROUPS.START);
  });

  it("puts a module two pages import in the pages' chunk and leaves one page's own and the pages themselves to the bundler", () => {
    expect(groups.get('/p/format.ts')).toBe(CHUNK_GROUPS.PAGES);
    expect(groups.has('/p/dashboard-card.tsx')).toBe(false);
    expect(groups.has('/schemas/invoice.ts')).toBe(false);
    expect(groups.has('/p/dashboard.tsx')).toBe(false);
  });
});

describe('staticClosure', () => {
  it('follows static imports once each, through cycles, and not past a stop', () => {
    const cyclic = graph({ a: ['b'], b: ['c', 'a'], c: ['d'] });
    expect([...staticClosure(cyclic, ['a'])].sort()).toEqual(['a', 'b', 'c', 'd']);
    expect([...staticClosure(cyclic, ['a'], (id) => id === 'c')].sort()).toEqual(['a', 'b', 'c']);
  });
});
