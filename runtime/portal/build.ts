/**
 * `npm run build` builds the portal (and the console); `npm start` runs this with --if-stale, so a
 * fresh clone builds once (about 15 s) and later starts skip the build until a source is newer.
 */
import { isMainScript, runBuildScript, type AppBuild } from '../build/app-build.js';
import config, { PORTAL_OUT } from './vite.config.js';

export const portalBuild: AppBuild = {
  name: 'portal',
  config,
  out: PORTAL_OUT,
  sources: ['runtime/portal', 'runtime/client', 'runtime/format', 'generated/client', 'schemas', 'package-lock.json'],
};

if (isMainScript(import.meta.filename)) {
  runBuildScript(portalBuild).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
