// @vitest-environment node
/**
 * Every copy key the portal's code names literally (t('…'), i18n.exists('…'), a `key: '…'` entry of
 * a label table) is in the seeded copy in all six languages, so no customer ever sees a raw key.
 * Keys built at run time (`analysis.service.${type}`) are covered by runtime/server/seed/demo/copy.test.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { COPY_GROUPS } from '../../server/seed/demo/copy/index.js';

const PORTAL = path.resolve(import.meta.dirname, '..');
const KNOWN = new Set(Object.values(COPY_GROUPS).flatMap((rows) => rows.map((r) => r[0])));

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const file = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'test' ? [] : sources(file);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [file] : [];
  });
}

/** Literal keys: t('a.b'), t("a.b", …), i18n.exists('a.b'), and label tables' `label: 'a.b'` / `titleKey: 'a.b'`. */
export function literalKeys(text: string): string[] {
  const found = new Set<string>();
  for (const re of [/\bt\(\s*'([a-zA-Z0-9_.-]+)'/g, /\bt\(\s*"([a-zA-Z0-9_.-]+)"/g, /\bexists\(\s*'([a-zA-Z0-9_.-]+)'/g, /\b(?:label|labelKey|titleKey|textKey):\s*'([a-zA-Z][a-zA-Z0-9_-]*\.[a-zA-Z0-9_.-]+)'/g]) {
    for (const m of text.matchAll(re)) found.add(m[1]!);
  }
  return [...found];
}

describe('the portal copy keys', () => {
  it('finds keys the way the code writes them', () => {
    expect(literalKeys(`t('nav.dashboard'); t("a.b", { x }); i18n.exists('fatal.title'); { label: 'nav.faq' }`).sort()).toEqual(['a.b', 'fatal.title', 'nav.dashboard', 'nav.faq']);
  });

  it('names only keys the seeded copy has', () => {
    const missing: string[] = [];
    for (const file of sources(PORTAL)) {
      for (const key of literalKeys(fs.readFileSync(file, 'utf8'))) {
        if (!KNOWN.has(key)) missing.push(`${path.relative(PORTAL, file)}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
