// Every "not shown" a descriptor decided must be written down where it says.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { areas } from './index.js';

const decisions = readFileSync(new URL('../docs/decisions.md', import.meta.url), 'utf8');
const headings = new Set([...decisions.matchAll(/^## (.+)$/gm)].map((m) => m[1]?.trim()));

describe('docs/decisions.md', () => {
  it('has an entry for every decision an endpoint cites', () => {
    const missing = areas.flatMap((area) =>
      Object.entries(area.endpoints)
        .filter(([, e]) => e.decision !== undefined && !headings.has(e.decision))
        .map(([op, e]) => `${area.name}.${op}: "${e.decision}"`),
    );
    expect(missing).toEqual([]);
  });

  it('has no heading twice', () => {
    const all = [...decisions.matchAll(/^## (.+)$/gm)].map((m) => m[1]?.trim());
    expect(all.filter((h, i) => all.indexOf(h) !== i)).toEqual([]);
  });
});
