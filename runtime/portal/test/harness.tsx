/**
 * Portal tests render the real portal against the real server: a test file gets its own seeded
 * database (runtime/server/test/harness.ts), the portal starts as in the browser (tenant release,
 * user, copy) with fetch going to app.inject, and a page renders in a memory router. What a test
 * asserts is what the customer sees, on the demo tenant's data.
 *
 * The browser clock is pinned to the server's test day (only Date is faked; timers run), so "today",
 * the current month and token expiry agree on both sides.
 */
import { act, cleanup, render, type RenderResult } from '@testing-library/react';
import { vi } from 'vitest';
import { I18nextProvider } from '../app/translation.js';
import type { ReactElement } from 'react';
import { getLatestFeatureFlagsRelease, createFeatureFlagsRelease, replaceFeatureFlagsDraft } from '../../../generated/client/settings.gen.js';
import type { PortalTenantConfig } from '../../../schemas/settings/feature-flags.js';
import { stableId } from '../../server/ids.js';
import { injectFetch, testApp, type TestApp, type TestAppOptions } from '../../server/test/harness.js';
import { PortalContext } from '../app/context.js';
import type { PortalEnvironment } from '../app/environment.js';
import { createI18n } from '../app/i18n.js';
import { MemoryRouter } from '../app/router.js';
import { PortalRoutes } from '../app/routes.js';
import { startPortal, type Portal } from '../app/start.js';

export const TEST_ENVIRONMENT: PortalEnvironment = {
  organisation: 'BRIGHT',
  production: false,
  apiBase: 'https://ampere.test/api',
  origin: 'https://ampere.test',
  appVersion: 'portal/test',
};

/** The demo customers by their usernames (README: demo identities). */
export type DemoCustomer = 'kari' | 'ola' | 'ingrid' | 'lars' | 'sigrid' | 'erik' | 'hilde';

export interface PortalTest {
  readonly server: TestApp;
  /** Starts the portal as a page load does; signed in as `as` when given. */
  start(options?: { readonly as?: DemoCustomer; readonly language?: string }): Promise<Portal>;
  /** Renders the portal's routes at `path` (starting it first when not started). */
  renderAt(path: string, options?: { readonly as?: DemoCustomer; readonly language?: string; readonly portal?: Portal }): Promise<RenderResult & { readonly portal: Portal }>;
  /**
   * Publishes the organisation's portal configuration with `patch` applied, as an org admin does in
   * the console (draft, then release); the next start reads it.
   */
  publishTenant(patch: Partial<PortalTenantConfig>): Promise<void>;
  /** Renders any element inside the started portal's providers. */
  renderIn(portal: Portal, element: ReactElement, path?: string): RenderResult;
  close(): Promise<void>;
}

/** The user id of a demo customer (ids are derived from names, runtime/server/seed). */
export async function demoUserId(server: TestApp, who: DemoCustomer): Promise<string> {
  if (who === 'kari') return stableId('BRIGHT:user:kari');
  const row = (await server.db.query<{ id: string }>('SELECT id FROM users WHERE username = $1', [who])).rows[0];
  if (!row) throw new Error(`no demo customer ${who}`);
  return row.id;
}

/**
 * jsdom puts its own ArrayBuffer and Uint8Array on the global object, and the server's OpenID relying
 * party (oauth4webapi, jose) checks bytes with instanceof against them: the server gets Node's back.
 */
function restoreNodeBinaryTypes(): void {
  globalThis.ArrayBuffer = Buffer.alloc(1).buffer.constructor as ArrayBufferConstructor;
  globalThis.Uint8Array = Object.getPrototypeOf(Buffer.prototype).constructor as Uint8ArrayConstructor;
}

export async function portalTest(options: TestAppOptions = {}): Promise<PortalTest> {
  restoreNodeBinaryTypes();
  const server = await testApp(options);
  vi.useFakeTimers({ toFake: ['Date'], now: server.clock.now() });
  const fetch = injectFetch(server.app);

  const start: PortalTest['start'] = async ({ as, language } = {}) => {
    window.localStorage.clear();
    window.sessionStorage.clear();
    if (language) window.localStorage.setItem('ampere.language', language);
    if (as) {
      const entry = await server.asCustomer(await demoUserId(server, as));
      window.localStorage.setItem('ampere.auth', JSON.stringify(entry));
    }
    return startPortal(TEST_ENVIRONMENT, createI18n(), { fetch, browserLanguage: 'nb-NO' });
  };

  const renderIn = (portal: Portal, element: ReactElement, path = '/'): RenderResult =>
    render(
      <PortalContext.Provider value={portal}>
        <I18nextProvider i18n={portal.i18n}>
          <MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>
        </I18nextProvider>
      </PortalContext.Provider>,
    );

  const publishTenant: PortalTest['publishTenant'] = async (patch) => {
    const staff = server.client(await server.asStaff('ORG_ADMIN'));
    const latest = (await getLatestFeatureFlagsRelease(staff, {})).data;
    await replaceFeatureFlagsDraft(staff, { body: { ...latest.payload, portal: { ...latest.payload.portal, ...patch } } });
    await createFeatureFlagsRelease(staff, {});
  };

  return {
    server,
    start,
    publishTenant,
    renderIn,
    async renderAt(path, opts = {}) {
      const portal = opts.portal ?? (await start(opts));
      let result: RenderResult | undefined;
      await act(async () => {
        result = renderIn(portal, <PortalRoutes />, path);
      });
      return Object.assign(result!, { portal });
    },
    async close() {
      cleanup();
      vi.useRealTimers();
      await server.close();
    },
  };
}
