/**
 * The write and `generate:check` logic, on a temporary copy (never the real generated/): a fresh
 * write is up to date; an altered, missing or extra file, or an edited contract table, is reported
 * with the command to run; writing again touches only what changed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FIXTURE_SOURCES, fixtureContract } from './__fixtures__/contract.js';
import { ROOT } from './config.js';
import { README_END, README_START } from './emit/readme.js';
import { STALE_MESSAGE, apply, generate, plan, spliceReadme, staleReport } from './generate.js';

const OUT = 'generated';
const generated = generate({ root: ROOT, contract: fixtureContract, sources: FIXTURE_SOURCES, outDir: OUT, version: '0.0.0-fixture' });

let tmp: string;
const at = (...p: string[]) => path.join(tmp, ...p);

beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'ampere-generate-'));
  fs.writeFileSync(at('README.md'), `# Ampere\n\nIntro.\n\n${README_START}\n${README_END}\n\n## Developing\n`);
  apply(tmp, OUT, generated, plan(tmp, OUT, generated));
});
afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe('generate:check', () => {
  it('finds a fresh write up to date', () => {
    const p = plan(tmp, OUT, generated);
    expect(p.changes).toEqual([]);
    expect(p.unchanged).toBe(generated.files.length + 1);
    expect(staleReport(p)).toBeUndefined();
  });

  it('reports an altered file, and says which command to run', () => {
    fs.appendFileSync(at(OUT, 'openapi.json'), ' ');
    const report = staleReport(plan(tmp, OUT, generated));
    expect(report).toBe(`  differs  generated/openapi.json\n${STALE_MESSAGE}`);
    expect(STALE_MESSAGE).toBe('generated/ is stale: run npm run generate');
  });

  it('reports a missing file and a file no longer produced', () => {
    fs.rmSync(at(OUT, 'client', 'meters.gen.ts'));
    fs.writeFileSync(at(OUT, 'json-schema', 'Gone.schema.json'), '{}\n');
    expect(staleReport(plan(tmp, OUT, generated))?.split('\n')).toEqual([
      '  missing  generated/client/meters.gen.ts',
      '  extra    generated/json-schema/Gone.schema.json',
      STALE_MESSAGE,
    ]);
  });

  it('reports an edited contract table, but not edits around it', () => {
    fs.appendFileSync(at('README.md'), '\nMore prose by the lead.\n');
    expect(plan(tmp, OUT, generated).changes).toEqual([]);
    fs.writeFileSync(at('README.md'), fs.readFileSync(at('README.md'), 'utf8').replace('| Rules | 1 |', '| Rules | 2 |'));
    expect(staleReport(plan(tmp, OUT, generated))).toBe(`  differs  README.md\n${STALE_MESSAGE}`);
  });

  it('writes only what changed, deletes what is no longer produced, keeps tests and dotfiles', () => {
    fs.writeFileSync(at(OUT, 'openapi.json'), '{}\n');
    fs.writeFileSync(at(OUT, 'client', 'old.gen.ts'), 'export {};\n');
    fs.writeFileSync(at(OUT, 'client', 'client.test.ts'), 'export {};\n');
    fs.writeFileSync(at(OUT, '.gitkeep'), '');
    const untouched = at(OUT, 'resources.gen.ts');
    const old = new Date('2020-01-01T00:00:00Z');
    fs.utimesSync(untouched, old, old);
    const p = plan(tmp, OUT, generated);
    expect(p.changes).toEqual([
      { kind: 'updated', path: 'generated/openapi.json' },
      { kind: 'deleted', path: 'generated/client/old.gen.ts' },
    ]);
    apply(tmp, OUT, generated, p);
    expect(plan(tmp, OUT, generated).changes).toEqual([]);
    expect(fs.statSync(untouched).mtime.getTime()).toBe(old.getTime());
    expect(fs.existsSync(at(OUT, 'client', 'client.test.ts'))).toBe(true);
    expect(fs.existsSync(at(OUT, '.gitkeep'))).toBe(true);
  });
});

describe('spliceReadme', () => {
  it('replaces only the text between the markers', () => {
    expect(spliceReadme(`a\n${README_START}\nold\n${README_END}\nb\n`, '\nnew\n')).toBe(`a\n${README_START}\nnew\n${README_END}\nb\n`);
  });
  it('creates a README with a title, or appends the markers, when they are missing', () => {
    expect(spliceReadme(undefined, '\nx\n')).toBe(`# Ampere\n\n${README_START}\nx\n${README_END}\n`);
    expect(spliceReadme('# Ampere\n', '\nx\n')).toBe(`# Ampere\n\n${README_START}\nx\n${README_END}\n`);
  });
});
