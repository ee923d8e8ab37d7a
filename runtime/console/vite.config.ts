/**
 * The console's build: one entry (main.tsx), each screen its own chunk (React.lazy in app.tsx and the
 * resource folders), into dist/console at the repository root, which the server serves at /admin
 * (runtime/server/pages/built-app.ts).
 */
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export const CONSOLE_ROOT = import.meta.dirname;
export const CONSOLE_OUT = path.resolve(import.meta.dirname, '../../dist/console');

export default defineConfig({
  root: CONSOLE_ROOT,
  base: '/admin/',
  plugins: [react()],
  logLevel: 'warn',
  build: {
    outDir: CONSOLE_OUT,
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    // The budget is 350 kB gzip for the first load (issue 6 §6); bench/console-bundle.ts measures it.
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      treeshake: {
        // As the portal's (docs/decisions.md "Portal bundle"): the contract and the client runtime only
        // declare, so a module whose exports the console never reads is left out.
        moduleSideEffects: (id: string) => !/[\\/](schemas|generated|runtime[\\/](client|format))[\\/]/.test(id),
      },
    },
  },
});
