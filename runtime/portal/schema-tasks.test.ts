/** The portal build's yield at the top of each contract module that builds schemas. */
import { describe, expect, it } from 'vitest';
import { withSchemaTask } from './schema-tasks.js';

describe('withSchemaTask', () => {
  it('begins a schema module of the contract with an awaited yield, its own code unchanged after it', () => {
    const source = "import { z } from 'zod';\nexport const Id = z.string();\n";
    const out = withSchemaTask(source, '/repo/schemas/account.ts')!;
    expect(out).toMatch(/^import \{ nextTask as __ampereNextTask \} from ".*components\/next-task\.ts";\nawait __ampereNextTask\(\);\n/);
    expect(out.endsWith(source)).toBe(true);
    expect(withSchemaTask('import { z, type ZodType } from "zod";\nexport const A = z.number();', '/repo/generated/x.gen.ts?v=1')).toContain('await __ampereNextTask();');
  });

  it('leaves modules that build no schemas, type-only zod imports and modules outside the contract alone', () => {
    expect(withSchemaTask("import type { z } from 'zod';\nexport type A = z.infer<never>;", '/repo/generated/client/a.gen.ts')).toBeUndefined();
    expect(withSchemaTask("export const LIMIT = 3;", '/repo/schemas/constants-only.ts')).toBeUndefined();
    expect(withSchemaTask("import { z } from 'zod';", '/repo/runtime/portal/app/start.ts')).toBeUndefined();
  });
});
