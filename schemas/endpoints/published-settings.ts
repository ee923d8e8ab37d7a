/**
 * The organisation's published settings as apps and the portal read them, base /v3/settings
 * (back-office §5, §7 Settings; portal §1: the tenant configuration comes from the latest release).
 * Public and read on every portal start, so it is an area of its own: a client that only reads the
 * release carries none of the console's draft and release calls (docs/decisions.md "Portal bundle").
 */
import { ok } from '../core/envelope.js';
import { BypassCacheQuery, LatestSettingsRelease } from '../settings/releases.js';
import { access } from './access.js';
import { defineArea, endpoint, errors } from './define.js';
import { OrgParams } from './params.js';

export const publishedSettingsArea = defineArea('published-settings', "The organisation's latest published settings, as apps and the portal read them", {
  getLatestSettingsRelease: endpoint({
    method: 'GET', path: '/v3/settings/releases/{org}', summary: "The organisation's latest settings release as apps and the portal read it (public configuration variant)",
    description: "Clients that cannot read it report 'Failed to fetch latest settings release' (failedToFetchLatestSettingsRelease).",
    params: OrgParams, query: BypassCacheQuery,
    responses: { 200: ok(LatestSettingsRelease), ...errors(404) }, access: access.public,
    spec: ['back-office §7 Settings: drafts and releases (base /v3/settings)', 'back-office §5', 'back-office §8', 'portal §1'], decision: 'Settings releases',
  }),
});
