/**
 * A build plugin: zod 4 compiles a fast parser (new Function) for each object schema on its first
 * parse. In the portal each answer shape is parsed once or a few times per page, so compiling costs
 * more main thread than it saves (a CPU profile of the first load at 4× slowdown: about 190 ms of
 * compile). The switch is read when a schema is built, and the bundler may evaluate the schemas'
 * chunk before any module of ours, so index.html sets zod's global configuration in an inline script
 * that runs before every module script (zod keeps a configuration it finds on globalThis).
 */
import type { Plugin } from 'vite';

export const ZOD_PARSE_MODE_SCRIPT = 'globalThis.__zod_globalConfig={jitless:true};';

export function zodParseMode(): Plugin {
  return {
    name: 'ampere:zod-parse-mode',
    transformIndexHtml(html) {
      return html.replace('</title>', `</title><script>${ZOD_PARSE_MODE_SCRIPT}</script>`);
    },
  };
}
