/**
 * What the page was served with: the organisation (portal §7 "a fixed configured value") and whether
 * this is production, from the meta tags the server fills in (runtime/server/pages/portal.ts).
 */
export interface PortalEnvironment {
  readonly organisation: string;
  readonly production: boolean;
  /** Where the API lives: this origin's /api. */
  readonly apiBase: string;
  readonly origin: string;
  readonly appVersion: string;
}

/** Used when the page is opened without the server filling in its meta tags (vite's dev server). */
const FALLBACK_ORGANISATION = 'BRIGHT';
export const APP_VERSION = 'portal/1.0.0';

function meta(doc: Document, name: string): string | undefined {
  const value = doc.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? undefined;
  return value && !value.startsWith('%') ? value : undefined;
}

export function readEnvironment(doc: Document = document, origin: string = window.location.origin): PortalEnvironment {
  return {
    organisation: meta(doc, 'ampere-organisation') ?? FALLBACK_ORGANISATION,
    production: meta(doc, 'ampere-environment') === 'production',
    apiBase: `${origin}/api`,
    origin,
    appVersion: APP_VERSION,
  };
}
