/**
 * The security headers of every answer (issue 19 §5; docs/decisions.md "Security headers"):
 * @fastify/helmet, registered once, gives every answer (API JSON, errors, the server's own pages, the
 * identity provider's) nosniff, the referrer policy, HSTS when the platform is served over https, and
 * the Content-Security-Policy of a page without scripts. A page that runs scripts (the portal, the
 * console, a sign's screen) sets its own policy when it answers (`PageHeaders.send`): the policy names
 * the sha-256 hash of each inline script of the exact HTML sent, so no policy says 'unsafe-inline'
 * for scripts, and a stale hash cannot outlive the page it was made from.
 */
import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet from '@fastify/helmet';

/** What a page adds to the base policy (each list: CSP source expressions). */
export interface PagePolicy {
  readonly scriptSrc?: readonly string[];
  readonly styleSrc?: readonly string[];
  readonly imgSrc?: readonly string[];
  readonly fontSrc?: readonly string[];
  readonly connectSrc?: readonly string[];
  /** The frames the page shows; none: 'none'. */
  readonly frameSrc?: readonly string[];
  /** Who may frame the page: 'none' unless a documented embed needs 'self'. */
  readonly frameAncestors?: "'none'" | "'self'";
  /** Run-time compiled validators (the console's forms): eval, never inline script. */
  readonly unsafeEval?: boolean;
}

type Directives = Record<string, string[]>;

// A <script> element without a src: its text is what the browser hashes (CSP3 "script-src" hash source).
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/** The `'sha256-…'` source of each inline script of `html`, in order, each once. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, text] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes ?? '')) continue;
    hashes.add(`'sha256-${crypto.createHash('sha256').update(text ?? '', 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

const unique = (...lists: (readonly string[] | undefined)[]): string[] => [...new Set(lists.flatMap((l) => l ?? []))];

/**
 * The policy of a page: only the platform's own scripts and those the page lists; styles may be
 * inline (React's style attributes, emotion's and the build's inline CSS: the issue asks about
 * scripts); no plugins, no <base>, forms post to the platform only.
 */
export function pageDirectives(https: boolean, policy: PagePolicy = {}, html = ''): Directives {
  const directives: Directives = {
    'default-src': ["'self'"],
    'script-src': unique(["'self'"], inlineScriptHashes(html), policy.scriptSrc, policy.unsafeEval ? ["'unsafe-eval'"] : []),
    'style-src': unique(["'self'", "'unsafe-inline'"], policy.styleSrc),
    'img-src': unique(["'self'", 'data:'], policy.imgSrc),
    'font-src': unique(["'self'"], policy.fontSrc),
    'connect-src': unique(["'self'"], policy.connectSrc),
    'frame-src': policy.frameSrc?.length ? unique(policy.frameSrc) : ["'none'"],
    'frame-ancestors': [policy.frameAncestors ?? "'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
  };
  if (https) directives['upgrade-insecure-requests'] = [];
  return directives;
}

export interface PageHeaders {
  /** Sends `html` with the page policy `policy` (and the hashes of its inline scripts). */
  send(reply: FastifyReply, html: string, policy?: PagePolicy): Promise<FastifyReply>;
}

/** Whether the platform is served over https (its public URL): HSTS and upgrade-insecure-requests then. */
export const servedOverHttps = (publicUrl: string): boolean => publicUrl.startsWith('https:');

/** Registers helmet on every route; call before any route is added. */
export async function registerSecurityHeaders(app: FastifyInstance, publicUrl: string): Promise<PageHeaders> {
  const https = servedOverHttps(publicUrl);
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: pageDirectives(https) },
    // A browser ignores HSTS heard over http (RFC 6797 §8.1); over https it keeps to https for a year.
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // Same-origin requests keep the full address (the portal's own routes); other sites learn nothing,
    // not even the origin: links carry short-lived tokens in their query.
    referrerPolicy: { policy: 'same-origin' },
    xFrameOptions: { action: 'deny' },
  });
  return {
    async send(reply, html, policy = {}) {
      await reply.helmet({
        contentSecurityPolicy: { useDefaults: false, directives: pageDirectives(https, policy, html) },
        // The legacy header says what frame-ancestors says, for browsers that know only it.
        xFrameOptions: { action: policy.frameAncestors === "'self'" ? 'sameorigin' : 'deny' },
      });
      return reply.type('text/html; charset=utf-8').send(html);
    },
  };
}
