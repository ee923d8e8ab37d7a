/**
 * `npm run build` builds the console (after the portal); `npm start` runs this with --if-stale, so a
 * fresh clone builds once and later starts skip the build until a source is newer.
 */
import { isMainScript, runBuildScript, type AppBuild } from '../build/app-build.js';
import config, { CONSOLE_OUT } from './vite.config.js';

export const consoleBuild: AppBuild = {
  name: 'console',
  config,
  out: CONSOLE_OUT,
  sources: ['runtime/console', 'runtime/client', 'runtime/format', 'generated', 'schemas', 'package-lock.json'],
};

if (isMainScript(import.meta.filename)) {
  runBuildScript(consoleBuild).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
