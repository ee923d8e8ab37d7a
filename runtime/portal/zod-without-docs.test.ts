/** The portal build's removal of `.meta()` / `.describe()` from the contract: calls go, code stays. */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { withoutDocCalls } from './zod-without-docs.js';

describe('withoutDocCalls', () => {
  it('drops the calls and keeps the schema they were called on, also inside other calls', () => {
    const source = "const A = z.string().min(1).meta({ title: 'A (x)', 'x-ui': { order: 2 } });\n"
      + "const B = z.object({ a: A.optional().describe('an \\'a\\''), b: z.number().meta({ d: `)` }).int() });";
    expect(withoutDocCalls(source)).toBe("const A = z.string().min(1);\nconst B = z.object({ a: A.optional(), b: z.number().int() });");
  });

  it('leaves text that only mentions them, and calls without arguments (reading metadata)', () => {
    const source = "// .meta({ no })\nconst s = '.describe(x)';\nconst m = A.meta();";
    expect(withoutDocCalls(source)).toBe(source);
  });

  it('leaves every contract file valid TypeScript without a single call', () => {
    const dir = path.resolve(import.meta.dirname, '../../schemas');
    const files = fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
    expect(files.length).toBeGreaterThan(30);
    for (const file of files) {
      const stripped = withoutDocCalls(fs.readFileSync(path.join(dir, file), 'utf8'), file);
      const parsed = ts.createSourceFile(file, stripped, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS) as ts.SourceFile & { parseDiagnostics: unknown[] };
      expect(parsed.parseDiagnostics, file).toEqual([]);
      expect(withoutDocCalls(stripped, file), file).toBe(stripped);
    }
  });
});
