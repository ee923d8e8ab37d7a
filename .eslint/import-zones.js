/**
 * The dependency direction of shared/design.md, as one lint rule: each top-level zone lists the
 * zones it may import from (relative imports, resolved to files) and the packages it may use.
 * Test files may use test packages too. bulletproof-react does this with import/no-restricted-paths;
 * a 60-line rule here avoids a resolver plugin for the same job.
 */
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** zone → zones it may import (itself always allowed), and allowed bare packages ('*' = any). */
export const RULES = {
  schemas: { zones: [], packages: ['zod'] },
  // The generator's tests also run what it generated on the client runtime (a round trip).
  generator: { zones: ['schemas'], testZones: ['generated', 'runtime/client'], packages: ['*'] },
  generated: { zones: ['schemas', 'runtime/client'], packages: ['zod'] },
  'runtime/client': { zones: ['schemas'], packages: ['zod'] },
  'runtime/format': { zones: ['schemas'], packages: ['zod'] },
  // Server tests (and their harness in runtime/server/test/) call the app through the generated client.
  'runtime/server': { zones: ['schemas', 'generated', 'runtime/format'], testZones: ['runtime/client'], packages: ['*'] },
  // The build of the front ends (vite, precompressing, staleness): used by each app's build.ts, never by app code.
  'runtime/build': { zones: [], packages: ['vite', 'node:'] },
  // Portal tests (and their harness in runtime/portal/test/) render against the real server on a real PostgreSQL.
  'runtime/portal': { zones: ['schemas', 'generated', 'runtime/client', 'runtime/format'], buildZones: ['runtime/build'], testZones: ['runtime/server'], packages: ['*'] },
  // Console tests (and their helpers in runtime/console/test/) call the real server on a real PostgreSQL, as the portal's do.
  'runtime/console': { zones: ['schemas', 'generated', 'runtime/client', 'runtime/format'], buildZones: ['runtime/build'], testZones: ['runtime/server'], packages: ['*'] },
  // The portal figures build and time the portal's own code and drive it through the e2e harness's server and browser.
  bench: { zones: ['schemas', 'generated', 'runtime/server', 'runtime/client', 'runtime/format', 'runtime/portal', 'runtime/console', 'runtime/build', 'generator', 'e2e'], packages: ['*'] },
  e2e: { zones: ['schemas', 'generated', 'runtime/server', 'runtime/client', 'runtime/format'], packages: ['*'] },
};

const TEST_PACKAGES = ['vitest', 'ajv', 'ajv-formats', 'fast-check', 'node:'];

/** The zone folders. None lies inside another, so a file is in at most one. */
const ZONES = Object.keys(RULES);

export function zoneOf(file) {
  const rel = path.relative(root, file).split(path.sep).join('/');
  return ZONES.find((z) => rel === z || rel.startsWith(`${z}/`)) ?? null;
}

/** The portal feature folder a file is in (runtime/portal/features/<name>/…), if any. */
export function featureOf(file) {
  const rel = path.relative(root, file).split(path.sep).join('/');
  return rel.match(/^runtime\/portal\/features\/([^/]+)\//)?.[1] ?? null;
}

function packageName(spec) {
  if (spec.startsWith('node:')) return 'node:';
  const parts = spec.split('/');
  return spec.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

export const importZones = {
  meta: { type: 'problem', docs: { description: 'Enforce the dependency direction of shared/design.md' }, schema: [] },
  create(context) {
    const file = context.filename;
    const from = zoneOf(file);
    if (!from) return {};
    const rule = RULES[from];
    const isTest = /\.test\.tsx?$/.test(file) || file.includes('__fixtures__') || /[\\/]runtime[\\/](server|portal|console)[\\/]test[\\/]/.test(file);
    const feature = featureOf(file);
    function check(node, spec) {
      if (typeof spec !== 'string') return;
      if (spec.startsWith('.')) {
        const target = path.resolve(path.dirname(file), spec);
        const other = featureOf(target);
        if (feature && other && other !== feature) {
          context.report({ node, message: `runtime/portal/features/${feature}/ may not import from features/${other}/ (shared/design.md: no imports across features; share through components/)` });
        }
        const to = zoneOf(target);
        const isBuild = /[\\/]build\.ts$/.test(file);
        const allowed = [...rule.zones, ...(isTest ? rule.testZones ?? [] : []), ...(isBuild ? rule.buildZones ?? [] : [])];
        if (to && to !== from && !allowed.includes(to)) {
          context.report({ node, message: `${from}/ may not import from ${to}/ (shared/design.md dependency direction)` });
        }
        return;
      }
      const pkg = packageName(spec);
      if (rule.packages.includes('*') || rule.packages.includes(pkg)) return;
      if (isTest && TEST_PACKAGES.includes(pkg)) return;
      context.report({ node, message: `${from}/ may not import the package '${pkg}' (allowed: ${rule.packages.join(', ') || 'none'})` });
    }
    return {
      ImportDeclaration: (n) => check(n, n.source.value),
      ExportNamedDeclaration: (n) => n.source && check(n, n.source.value),
      ExportAllDeclaration: (n) => check(n, n.source.value),
      ImportExpression: (n) => n.source.type === 'Literal' && check(n, n.source.value),
    };
  },
};
