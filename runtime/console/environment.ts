/**
 * What the console page was served with: the deployment's organisation (the one admins sign in to,
 * as the portal's), from the meta tag the server fills in, and this origin's API.
 */
export interface ConsoleEnvironment {
  readonly organisation: string;
  readonly apiBase: string;
  readonly appVersion: string;
}

/** Used when the page is opened without the server filling in its meta tag (vite's dev server). */
const FALLBACK_ORGANISATION = 'BRIGHT';
export const CONSOLE_APP_VERSION = 'console/1.0.0';
/** Where the console keeps its admin's tokens; apart from the portal's, so one browser can hold both. */
export const CONSOLE_TOKEN_KEY = 'ampere.console.auth';

export function readConsoleEnvironment(doc: Document = document, origin: string = window.location.origin): ConsoleEnvironment {
  const value = doc.querySelector('meta[name="ampere-organisation"]')?.getAttribute('content') ?? '';
  return {
    organisation: value && !value.startsWith('%') ? value : FALLBACK_ORGANISATION,
    apiBase: `${origin}/api`,
    appVersion: CONSOLE_APP_VERSION,
  };
}
