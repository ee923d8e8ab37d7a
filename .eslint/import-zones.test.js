import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import { importZones } from './import-zones.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const root = path.resolve(import.meta.dirname, '..');
const at = (file) => path.join(root, file);
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });

tester.run('import-zones', importZones, {
  valid: [
    { filename: at('schemas/location.ts'), code: "import { z } from 'zod'; import { ObjectId } from './core/primitives.js';" },
    { filename: at('generated/client/auth.gen.ts'), code: "import { authArea } from '../../schemas/endpoints/auth.js'; import type { ApiClient } from '../../runtime/client/api-client.js';" },
    { filename: at('generator/cli.ts'), code: "import { Project } from 'ts-morph'; import { contract } from '../schemas/index.js';" },
    { filename: at('runtime/server/app.ts'), code: "import x from '../../generated/openapi.json'; import { formatMoney } from '../format/money.js';" },
    { filename: at('runtime/portal/app/router.tsx'), code: "import { signIn } from '../../../generated/client/auth.gen.js';" },
    { filename: at('schemas/location.test.ts'), code: "import { it } from 'vitest';" },
    { filename: at('runtime/portal/features/invoices/invoice-table.tsx'), code: "import { sortInvoices } from '../../components/invoice-rules.js'; import { x } from './invoice-summary.js';" },
    { filename: at('runtime/portal/app/routes.tsx'), code: "const Page = lazy(() => import('../features/invoices/invoices-page.js'));" },
    { filename: at('runtime/portal/features/login/login-page.test.tsx'), code: "import { portalTest } from '../../test/harness.js'; import { stableId } from '../../../server/ids.js';" },
    { filename: at('runtime/console/build.ts'), code: "import { runBuildScript } from '../build/app-build.js';" },
    { filename: at('generator/client-roundtrip.test.ts'), code: "import { signIn } from '../generated/client/auth.gen.js'; import { HttpClient } from '../runtime/client/index.js';" },
  ],
  invalid: [
    { filename: at('runtime/console/app.tsx'), code: "import { precompress } from '../build/app-build.js';", errors: [{ message: 'runtime/console/ may not import from runtime/build/ (shared/design.md dependency direction)' }] },
    { filename: at('schemas/location.ts'), code: "import { Project } from 'ts-morph';", errors: [{ message: "schemas/ may not import the package 'ts-morph' (allowed: zod)" }] },
    { filename: at('schemas/location.ts'), code: "import { x } from '../generated/client/auth.gen.js';", errors: [{ message: 'schemas/ may not import from generated/ (shared/design.md dependency direction)' }] },
    { filename: at('runtime/server/app.ts'), code: "import { x } from '../portal/app/router.js';", errors: [{ message: 'runtime/server/ may not import from runtime/portal/ (shared/design.md dependency direction)' }] },
    { filename: at('runtime/portal/app/router.tsx'), code: "import { x } from '../../server/app.js';", errors: [{ message: 'runtime/portal/ may not import from runtime/server/ (shared/design.md dependency direction)' }] },
    { filename: at('runtime/portal/app/router.tsx'), code: "import { x } from '../../console/data-provider.js';", errors: [{ message: 'runtime/portal/ may not import from runtime/console/ (shared/design.md dependency direction)' }] },
    { filename: at('runtime/server/app.ts'), code: "import { x } from '../../generator/generate.js';", errors: [{ message: 'runtime/server/ may not import from generator/ (shared/design.md dependency direction)' }] },
    { filename: at('runtime/client/http-client.ts'), code: "import { x } from '../format/money.js';", errors: [{ message: 'runtime/client/ may not import from runtime/format/ (shared/design.md dependency direction)' }] },
    { filename: at('generator/emit/client.ts'), code: "import { signIn } from '../../generated/client/auth.gen.js';", errors: [{ message: 'generator/ may not import from generated/ (shared/design.md dependency direction)' }] },
    { filename: at('runtime/portal/features/dashboard/latest-invoices.tsx'), code: "import { sortInvoices } from '../invoices/invoice-rules.js';", errors: [{ message: 'runtime/portal/features/dashboard/ may not import from features/invoices/ (shared/design.md: no imports across features; share through components/)' }] },
    { filename: at('runtime/portal/features/login/login-page.tsx'), code: "import { stableId } from '../../../server/ids.js';", errors: [{ message: 'runtime/portal/ may not import from runtime/server/ (shared/design.md dependency direction)' }] },
    { filename: at('runtime/client/http-client.ts'), code: "import fs from 'node:fs';", errors: [{ message: "runtime/client/ may not import the package 'node:' (allowed: zod)" }] },
  ],
});
