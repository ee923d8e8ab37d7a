// @vitest-environment node
/**
 * The preview's copies of the portal's look are the portal's: its stylesheet's starting values and
 * its charts' fallback colours, read from the portal's own files, so a change there fails here.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PORTAL_CHART_FALLBACK, PORTAL_ROOT } from './portal-look.js';

const portalFile = (path: string) => readFileSync(new URL(`../../../../portal/${path}`, import.meta.url), 'utf8');

describe('the preview’s portal look', () => {
  it('starts from portal.css’s :root values', () => {
    const root = /:root\s*\{([^}]*)\}/.exec(portalFile('styles/portal.css'))![1]!;
    const declared = Object.fromEntries([...root.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)].map((m) => [m[1], m[2]!.trim()]));
    expect(PORTAL_ROOT).toEqual(declared);
  });

  it('falls back to the portal charts’ own graph colours', () => {
    const setup = portalFile('features/analysis/chart-setup.ts');
    const list = (name: string) => JSON.parse(new RegExp(`const ${name} = (\\[[^\\]]*\\])`).exec(setup)![1]!.replace(/'/g, '"'));
    expect(PORTAL_CHART_FALLBACK.cartesian).toEqual(list('CARTESIAN'));
    expect(PORTAL_CHART_FALLBACK.radial).toEqual(list('RADIAL'));
    expect(setup).toContain(`cssColour('--graph-grid', '${PORTAL_CHART_FALLBACK.grid}')`);
    expect(setup).toContain(`cssColour('--graph-axis', '${PORTAL_CHART_FALLBACK.axis}')`);
  });
});
