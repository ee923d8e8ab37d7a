/**
 * The customer portal at / (built-app.ts), with the organisation and environment it was deployed for
 * in its page. The API's, the identity provider's, the developer tools' and the console's paths are
 * never the portal's: unknown ones there answer the JSON 404.
 */
import type { FastifyInstance } from 'fastify';
import { distOf, registerBuiltApp } from './built-app.js';
import { page } from './html.js';
import type { PageHeaders, PagePolicy } from './security-headers.js';

export const PORTAL_DIST = distOf('portal');

export interface PortalPageOptions {
  readonly organisation: string;
  /** 'production' or anything else (the invoice viewer picks its base URL by it, portal §2 Invoices). */
  readonly environment: string;
  readonly dir?: string;
  readonly headers: PageHeaders;
  /** The frames the tenant shows and the chat scripts the platform allows (portal-policy.ts). */
  readonly policy: () => Promise<PagePolicy>;
}

const NOT_BUILT = page('My pages', `<h1>My pages</h1><p>The portal has not been built yet. Run <code>npm run build</code> (or <code>npm start</code>, which builds it when its sources changed), then reload.</p><p>The API is up meanwhile: <a href="/api/docs">API docs</a>.</p>`);

export function registerPortal(app: FastifyInstance, options: PortalPageOptions): void {
  registerBuiltApp(app, {
    prefix: '',
    dir: options.dir ?? PORTAL_DIST,
    placeholders: { AMPERE_ORGANISATION: options.organisation, AMPERE_ENVIRONMENT: options.environment },
    notBuiltPage: NOT_BUILT,
    notPages: ['/api', '/oidc', '/dev', '/admin'],
    headers: options.headers,
    policy: options.policy,
  });
}
