/**
 * Every demo admin of README's table signs in to the console against the real server and is offered a
 * menu: the resources it may list and the pages its scope and the organisation's page flags open
 * (issue 6: "a new user signs in at /admin as each demo admin"); the integration identities are told
 * that their scope is for API calls. The menu is what canAccess answers, as the frame asks it;
 * app.test.tsx renders it for two scopes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../generated/resources.gen.js';
import { demoAdmins } from '../server/seed/demo/admins.js';
import { TEST_SEED_CONFIG, TEST_TODAY } from '../server/test/constants.js';
import { testApp, type TestApp } from '../server/test/harness.js';
import { PAGE_ACCESS } from './pages/page-access.js';
import { HIDDEN_FROM_MENU } from './layout/hidden-from-menu.js';
import { refusalOf } from './sign-in/sign-in-refused.js';
import { signedInConsole } from './test/console-session.js';

let server: TestApp;

beforeAll(async () => {
  server = await testApp();
});
afterAll(() => server.close());

const admins = demoAdmins(TEST_SEED_CONFIG.organisation, TEST_TODAY, []).filter((a) => a.inspects === undefined);

async function menuOf(email: string, password: string): Promise<string[]> {
  const { authProvider } = await signedInConsole(server, email, password);
  const entries = [
    ...resources.filter((r) => !HIDDEN_FROM_MENU.has(r.name)).map((r) => ({ name: r.name, ask: { resource: r.name, action: 'list' } })),
    ...Object.keys(PAGE_ACCESS).map((name) => ({ name: `page:${name}`, ask: { resource: `page:${name}`, action: 'access' } })),
  ];
  const offered = await Promise.all(entries.map(async (e) => ((await authProvider.canAccess?.(e.ask)) ? e.name : undefined)));
  return offered.filter((name): name is string => name !== undefined);
}

describe('every demo admin in the console', () => {
  it('lists the ten demo admins of README', () => {
    expect(admins.map((a) => a.admin.scope)).toEqual(['ADMIN', 'SUPPORT', 'ORG_ADMIN', 'ORG_SUPPORT', 'ORG_MARKETING', 'ORG_DEVELOPER', 'ORG_USER', 'WEBHOOK', 'SERVICE', 'PARTNER']);
  });

  /** Integration identities: they call the API and have no console page (docs/decisions.md "API-only scopes in the console"). */
  const API_ONLY = new Set(['WEBHOOK', 'PARTNER']);

  it.each(admins.map((a) => [a.admin.scope, a.admin.email, a.password] as const))('%s (%s) signs in and is offered its menu', async (scope, email, password) => {
    if (API_ONLY.has(scope)) {
      const refused = await signedInConsole(server, email, password).catch((e: unknown) => e);
      expect(refusalOf(refused)).toEqual({ refusal: 'apiOnly', scope });
      return;
    }
    const menu = await menuOf(email, password);
    expect(menu.length).toBeGreaterThan(0);
    // The menu follows the scope: the organisation's own staff all work on its copy; only admins run admins and tokens.
    if (scope.startsWith('ORG_')) expect(menu).toContain('copy');
    if (scope === 'ADMIN' || scope === 'ORG_ADMIN') expect(menu).toEqual(expect.arrayContaining(['admins', 'api-tokens', 'page:theme', 'page:signs', 'page:segments']));
    if (scope === 'ORG_MARKETING') expect(menu).not.toContain('admins');
  });
});
