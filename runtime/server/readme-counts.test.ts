// @vitest-environment node
/**
 * README says how many operations the server implements and how many test files there are; this
 * counts both from the code, so the README cannot drift.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { areas } from '../../schemas/index.js';
import { boundAreas } from './routes/index.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');

function marked(name: string): string | undefined {
  return new RegExp(`<!-- ${name} -->([^<]*)<!-- /${name} -->`).exec(readme)?.[1];
}

function testFiles(dir: string): number {
  let n = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.git') || entry.name === 'data') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) n += testFiles(full);
    else if (/\.test\.(ts|tsx|js)$/.test(entry.name)) n += 1;
  }
  return n;
}

describe('README counts', () => {
  it('states the implemented and total operations as the code has them', () => {
    const total = areas.reduce((n, a) => n + Object.keys(a.endpoints).length, 0);
    const implemented = boundAreas.reduce((n, b) => n + Object.values(b.handlers).filter(Boolean).length, 0);
    expect(marked('server-ops')).toBe(`${implemented} of ${total}`);
  });

  it('states the number of test files', () => {
    const count = ['schemas', 'generator', 'generated', 'runtime', 'e2e', '.eslint'].filter((d) => fs.existsSync(path.join(ROOT, d))).reduce((n, d) => n + testFiles(path.join(ROOT, d)), 0);
    expect(marked('test-files')).toBe(String(count));
  });
});
