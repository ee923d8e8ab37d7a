/**
 * The back-office console at /admin (built-app.ts), with the organisation its admins sign in to in
 * its page (the deployment's, as the portal's).
 */
import type { FastifyInstance } from 'fastify';
import { distOf, registerBuiltApp } from './built-app.js';
import { page } from './html.js';

export const CONSOLE_DIST = distOf('console');

export interface ConsolePageOptions {
  readonly organisation: string;
  readonly dir?: string;
}

const NOT_BUILT = page('Console', `<h1>Console</h1><p>The console has not been built yet. Run <code>npm run build</code> (or <code>npm start</code>, which builds it when its sources changed), then reload.</p><p>The API is up meanwhile: <a href="/api/docs">API docs</a>.</p>`);

export function registerConsole(app: FastifyInstance, options: ConsolePageOptions): void {
  registerBuiltApp(app, {
    prefix: '/admin',
    dir: options.dir ?? CONSOLE_DIST,
    placeholders: { AMPERE_ORGANISATION: options.organisation },
    notBuiltPage: NOT_BUILT,
  });
}
