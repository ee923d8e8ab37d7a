/**
 * A build plugin: index.html asks for the start's first answers while the scripts are still loading
 * (the tenant's release, the copy of the language used last time and, with a stored token that is
 * still valid, the user), so they travel at the same time as the JavaScript instead of after it;
 * the API client takes them from there (app/early-responses.ts). The URLs are made at build time by
 * the start's own request code (app/tenant.ts, app/i18n.ts, app/session.ts) through the real client,
 * with a stand-in organisation the inline script swaps for the page's.
 */
import type { Plugin } from 'vite';
import { LANGUAGES } from '../../schemas/constants.js';
import type { ApiClient } from '../client/api-client.js';
import { HttpClient } from '../client/http-client.js';
import { TOKEN_STORAGE_KEY } from '../client/tokens.js';
import { LANGUAGE_STORAGE_KEY } from './components/status-text.js';
import type { PortalApi } from './app/api.js';
import { APP_VERSION } from './app/environment.js';
import { fetchCopy } from './app/i18n.js';
import { fetchUserData, STORAGE } from './app/session.js';
import { loadTenant } from './app/tenant.js';

/** An organisation code no tenant has, replaced by the page's own in the browser. */
export const ORGANISATION_STAND_IN = 'EARLY_ORGANISATION_7F3A';
const ORIGIN = 'http://early.invalid';
/** A token that expires sooner than this is refreshed by the client first: no early user calls then. */
const TOKEN_MARGIN_MS = 60_000;

/** The paths (with query) the calls `run` makes through the portal's client, in order; nothing is sent. */
export function recordedPaths(run: (client: ApiClient) => Promise<unknown>): string[] {
  const http = new HttpClient({ baseUrl: `${ORIGIN}/api`, organisation: ORGANISATION_STAND_IN, appVersion: APP_VERSION, rateLimit: false });
  const paths: string[] = [];
  const client: ApiClient = {
    call: (operation, endpoint, input) => {
      paths.push(http.url(operation, endpoint, input).slice(ORIGIN.length));
      return new Promise(() => undefined);
    },
    url: (operation, endpoint, input) => http.url(operation, endpoint, input),
  };
  void run(client);
  return paths;
}

export interface EarlyPaths {
  readonly tenant: readonly string[];
  readonly copy: Readonly<Record<string, readonly string[]>>;
  readonly user: readonly string[];
}

export function earlyPaths(): EarlyPaths {
  return {
    tenant: recordedPaths((client) => loadTenant(client, ORGANISATION_STAND_IN)),
    copy: Object.fromEntries(LANGUAGES.map((language) => [language, recordedPaths((client) => fetchCopy(client, ORGANISATION_STAND_IN, language))])),
    user: recordedPaths((client) => fetchUserData({ client } as PortalApi)),
  };
}

/** The inline script: asks for the paths with the page's organisation and keeps the answers for the client. */
export function earlyScript(paths: EarlyPaths): string {
  return `(function(){try{var P=${JSON.stringify(paths)},S=${JSON.stringify(ORGANISATION_STAND_IN)},E=window.__ampereEarly={},`
    + 'm=document.querySelector(\'meta[name="ampere-organisation"]\'),o=m&&m.getAttribute("content");'
    + 'if(!o||o.charAt(0)==="%"||!/^[A-Za-z0-9_-]+$/.test(o))return;'
    + `var ask=function(list,auth){for(var i=0;i<list.length;i++){var u=location.origin+list[i].split(S).join(o),h={"Accept":"application/json","X-App-Version":${JSON.stringify(APP_VERSION)}};`
    + 'if(auth)h.Authorization=auth;var r=fetch(u,{method:"GET",headers:h});r.catch(function(){});E[u]={response:r,authorization:auth}}};'
    + 'ask(P.tenant,"");'
    + `var l=localStorage.getItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)})||localStorage.getItem(${JSON.stringify(STORAGE.STARTED_LANGUAGE)});if(l&&P.copy[l])ask(P.copy[l],"");`
    + `var t=JSON.parse(localStorage.getItem(${JSON.stringify(TOKEN_STORAGE_KEY)})||"null");`
    + `if(t&&typeof t.accessToken==="string"&&typeof t.exp==="number"&&t.exp*1000-Date.now()>${TOKEN_MARGIN_MS})ask(P.user,"Bearer "+t.accessToken)`
    + '}catch(e){}})();';
}

export function earlyRequests(): Plugin {
  return {
    name: 'ampere:early-requests',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => html.replace('</head>', `  <script>${earlyScript(earlyPaths())}</script>\n  </head>`),
    },
  };
}
