/**
 * Where links the server sends or redirects to may point: pages of its own origin (PUBLIC_URL), and for
 * app deep links also an app's own scheme (ampere://…). Anything else would let a caller have a real
 * Ampere e-mail or redirect carry people, or their tokens, to a site of the caller's choosing.
 */
import { problem } from './errors.js';

/** Schemes that open a web page or run content: never an app deep link. */
const WEB_SCHEMES = new Set(['http:', 'https:', 'javascript:', 'data:', 'file:', 'blob:', 'about:', 'vbscript:', 'ftp:']);

export function isOwnOrigin(publicUrl: string, url: string): boolean {
  try {
    return new URL(url).origin === new URL(publicUrl).origin;
  } catch {
    return false;
  }
}

/** 400 validationError unless `url` is a page of the server's own origin. */
export function assertOwnOrigin(publicUrl: string, url: string, field: string): void {
  if (!isOwnOrigin(publicUrl, url)) throw problem('validationError', { message: `${field} must be on ${new URL(publicUrl).origin}` });
}

/** 400 unless `url` is a page of the own origin or an app deep link (a custom scheme). */
export function assertDeepLink(publicUrl: string, url: string, field: string): void {
  if (isOwnOrigin(publicUrl, url)) return;
  let scheme: string;
  try {
    scheme = new URL(url).protocol;
  } catch {
    scheme = 'http:';
  }
  if (WEB_SCHEMES.has(scheme)) throw problem('validationError', { message: `${field} must be on ${new URL(publicUrl).origin} or an app link` });
}
