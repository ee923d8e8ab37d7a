/**
 * The back-office console at /admin (built-app.ts), with the organisation its admins sign in to in
 * its page (the deployment's, as the portal's).
 */
import type { FastifyInstance } from 'fastify';
import { distOf, registerBuiltApp } from './built-app.js';
import { page } from './html.js';
import type { PageHeaders, PagePolicy } from './security-headers.js';

export const CONSOLE_DIST = distOf('console');

export interface ConsolePageOptions {
  readonly organisation: string;
  readonly dir?: string;
  readonly headers: PageHeaders;
}

/**
 * The console frames a sign's screen (same origin) as its preview and shows the tenant's images (a
 * theme's backgrounds, module cards) wherever they are on https; RJSF's ajv validator compiles each
 * form's JSON Schema into a function at run time, which needs eval (never inline script).
 */
export const CONSOLE_POLICY: PagePolicy = { frameSrc: ["'self'"], imgSrc: ['https:'], unsafeEval: true };

const NOT_BUILT = page('Console', `<h1>Console</h1><p>The console has not been built yet. Run <code>npm run build</code> (or <code>npm start</code>, which builds it when its sources changed), then reload.</p><p>The API is up meanwhile: <a href="/api/docs">API docs</a>.</p>`);

export function registerConsole(app: FastifyInstance, options: ConsolePageOptions): void {
  registerBuiltApp(app, {
    prefix: '/admin',
    dir: options.dir ?? CONSOLE_DIST,
    placeholders: { AMPERE_ORGANISATION: options.organisation },
    notBuiltPage: NOT_BUILT,
    headers: options.headers,
    policy: async () => CONSOLE_POLICY,
  });
}
