/** zod's parse mode in the portal: set by index.html before any module, and read by zod from where the script puts it. */
import fs from 'node:fs';
import path from 'node:path';
import { config, z } from 'zod';
import { describe, expect, it } from 'vitest';
import { ZOD_PARSE_MODE_SCRIPT, zodParseMode } from './zod-parse-mode.js';

function transform(html: string): string {
  const hook = zodParseMode().transformIndexHtml as (html: string) => string;
  return hook(html);
}

describe('the zod parse mode of the portal', () => {
  it('runs in index.html before the entry module', () => {
    const html = transform(fs.readFileSync(path.join(import.meta.dirname, 'index.html'), 'utf8'));
    const script = html.indexOf(ZOD_PARSE_MODE_SCRIPT);
    expect(script).toBeGreaterThan(0);
    expect(script).toBeLessThan(html.indexOf('type="module"'));
  });

  it('sets the configuration object zod itself reads (a zod upgrade that moves it fails here)', () => {
    const global = (globalThis as { __zod_globalConfig?: object }).__zod_globalConfig;
    expect(config()).toBe(global);
    const before = { ...global };
    try {
      new Function(ZOD_PARSE_MODE_SCRIPT)();
      // The script replaces the object; zod's module already holds the old one in this process, so
      // the check is that the script writes the key zod looks for, on the name zod looks under.
      expect((globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig?.jitless).toBe(true);
      expect(z.object({ a: z.number() }).parse({ a: 1 })).toEqual({ a: 1 });
    } finally {
      (globalThis as { __zod_globalConfig?: object }).__zod_globalConfig = global;
      Object.assign(global!, before);
    }
  });
});
