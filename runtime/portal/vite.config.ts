/**
 * The portal's build: one entry (main.tsx), pages split by route (React.lazy in app/routes.tsx), chunks
 * grouped as chunk-groups.ts says, into dist/portal at the repository root, which the server serves
 * at / (runtime/server/pages/portal.ts).
 */
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { zodWithoutJsonSchema } from './zod-without-json-schema.js';
import { bootScreen } from './boot-screen.js';
import { zodParseMode } from './zod-parse-mode.js';
import { zodWithoutDocs } from './zod-without-docs.js';
import { inlineEntryCss } from './inline-entry-css.js';
import { preloadStartChunks } from './preload-start-chunks.js';
import { preloadPage } from './preload-page.js';
import { earlyRequests } from './early-requests.js';
import { schemaTasks } from './schema-tasks.js';
import { portalChunkGroups } from './chunk-groups.js';

const chunks = portalChunkGroups();

export const PORTAL_ROOT = import.meta.dirname;
export const PORTAL_OUT = path.resolve(import.meta.dirname, '../../dist/portal');

export default defineConfig({
  root: PORTAL_ROOT,
  base: '/',
  plugins: [react(), zodWithoutDocs(), zodWithoutJsonSchema(), zodParseMode(), bootScreen(), inlineEntryCss(), preloadStartChunks(), preloadPage(), earlyRequests(), schemaTasks(), chunks.plugin],
  logLevel: 'warn',
  build: {
    outDir: PORTAL_OUT,
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    // The budget is 150 kB gzip for the first load (issue 5); bench/portal-bundle.ts measures it.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      treeshake: {
        // The contract and the client runtime only declare (zod schemas, descriptors, functions); none
        // registers anything on import, so a module whose exports the portal never reads is left out,
        // and so is a schema or descriptor declared but never read (docs/decisions.md "Portal bundle").
        moduleSideEffects: (id: string) => !/[\\/](schemas|generated|runtime[\\/](client|format))[\\/]/.test(id),
        // Reading a property has no side effect anywhere in this bundle (no getters read for effect), so
        // an unused read, such as a constant made of an enumeration's values, is dropped with its module.
        propertyReadSideEffects: false,
        manualPureFunctions: ['z', 'defineDomain', 'rule', 'defineArea', 'endpoint', 'uniqueBy', 'objectPerValue'],
      },
      output: { codeSplitting: { groups: [chunks.group] } },
    },
  },
});
