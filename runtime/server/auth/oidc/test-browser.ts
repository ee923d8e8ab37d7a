/**
 * A minimal browser for tests of the identity provider's pages over app.inject: it keeps cookies
 * (by name and path), follows redirects one by one so each step can be inspected, and posts forms.
 */
import type { FastifyInstance } from 'fastify';

export interface Step {
  readonly status: number;
  readonly location?: string;
  readonly body: string;
  readonly url: string;
  readonly headers: Readonly<Record<string, string | string[] | number | undefined>>;
}

interface Cookie { value: string; path: string }

export class TestBrowser {
  private readonly cookies = new Map<string, Cookie>();

  /** `app` may be swapped for another instance on the same database (a restart). */
  constructor(public app: FastifyInstance, private readonly origin: string) {}

  private cookieHeader(path: string): string | undefined {
    const sent = [...this.cookies].filter(([, c]) => path === c.path || path.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`));
    return sent.length ? sent.map(([name, c]) => `${name}=${c.value}`).join('; ') : undefined;
  }

  private keep(setCookie: string | string[] | undefined): void {
    for (const line of setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie]) {
      const [pair, ...attrs] = line.split(';').map((s) => s.trim());
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq);
      const value = pair!.slice(eq + 1);
      const attr = (key: string) => attrs.find((a) => a.toLowerCase().startsWith(`${key}=`))?.slice(key.length + 1);
      const expires = attr('expires');
      if (value === '' || (expires && new Date(expires).getTime() < Date.now())) this.cookies.delete(name);
      else this.cookies.set(name, { value, path: attr('path') ?? '/' });
    }
  }

  async request(method: 'GET' | 'POST', href: string, form?: Record<string, string>): Promise<Step> {
    const url = new URL(href, this.origin);
    if (url.origin !== new URL(this.origin).origin) throw new Error(`the test browser stays on ${this.origin}, not ${url.origin}`);
    const cookie = this.cookieHeader(url.pathname);
    const res = await this.app.inject({
      method,
      url: url.pathname + url.search,
      headers: {
        host: url.host,
        // As a TLS-terminating proxy says it (provider.ts sets proxy): the provider builds its URLs on the public scheme.
        'x-forwarded-proto': url.protocol.slice(0, -1),
        ...(cookie ? { cookie } : {}),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(form ? { payload: new URLSearchParams(form).toString() } : {}),
    });
    this.keep(res.headers['set-cookie']);
    const location = res.headers.location;
    return { status: res.statusCode, body: res.body, url: url.href, headers: res.headers, ...(typeof location === 'string' ? { location: new URL(location, url).href } : {}) };
  }

  /** Follows redirects within the identity provider (/oidc); the last step: a page, or the redirect out of it. */
  async follow(first: Step): Promise<Step> {
    const insideIdp = (href: string) => {
      const url = new URL(href);
      return url.origin === new URL(this.origin).origin && (url.pathname === '/oidc' || url.pathname.startsWith('/oidc/'));
    };
    let step = first;
    for (let hops = 0; step.location && insideIdp(step.location); hops++) {
      if (hops > 10) throw new Error('redirect loop');
      step = await this.request('GET', step.location);
    }
    return step;
  }
}

/** The form action of a page (the login form). */
export function formAction(html: string): string {
  const m = /<form[^>]*action="([^"]+)"/.exec(html);
  if (!m) throw new Error('no form on the page');
  return m[1]!.replace(/&amp;/g, '&');
}
