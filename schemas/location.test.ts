import { describe, it, expect } from 'vitest';
import type { z } from 'zod';
import {
  KEPT_LOCATION_STATUSES, KeptLocationStatus, LocationIdParams, LocationListQuery, LocationStatus, LocationTipProgress, isKeptLocationStatus, locationDomain,
} from './location.js';
import type { Endpoint } from './endpoints/define.js';
import { SiteParams } from './endpoints/params.js';
import { accountsArea } from './endpoints/accounts.js';
import { siteDataArea } from './endpoints/site-data.js';
import { sitesArea } from './endpoints/sites.js';

/** The first issue's message, or null when the value passes. */
const firstMessage = (schema: z.ZodType, value: unknown): string | null => {
  const r = schema.safeParse(value);
  return r.success ? null : (r.error.issues[0]?.message ?? '');
};

describe('location manifest', () => {
  it('the manifest lists every rule', () => {
    expect(Object.keys(locationDomain.rules).sort()).toEqual(['keptLocationStatus', 'locationId', 'locationListQuery']);
  });
});

describe('only ACTIVE, ACTIVE_PROCESS and PENDING are kept by clients (platform-contract §3, portal §3)', () => {
  it('KEPT_LOCATION_STATUSES', () => expect([...KEPT_LOCATION_STATUSES]).toEqual(['ACTIVE', 'ACTIVE_PROCESS', 'PENDING']));

  it.each([
    ['DENIED', false], ['IN_PROCESS', false], ['PENDING', true], ['ACTIVE', true], ['ACTIVE_PROCESS', true],
    ['TERMINATED', false], ['CANCELED', false], ['UNDECIDED', false], ['DELETED', false],
  ] as const)('%s kept: %s', (status, kept) => {
    expect(LocationStatus.options).toContain(status);
    expect(isKeptLocationStatus(status)).toBe(kept);
    expect(KeptLocationStatus.safeParse(status).success).toBe(kept);
  });
});

describe('location list query: limit and page digits only; location id 24 hex (platform-contract §5)', () => {
  it.each([
    ['limit and page', { limit: '10', page: '2' }, null],
    ['neither', {}, null],
    ['limit with a letter', { limit: '1a' }, 'Digits only'],
    ['negative page', { page: '-1' }, 'Digits only'],
    ['decimal limit', { limit: '2.5' }, 'Digits only'],
  ])('%s', (_case, value, message) => expect(firstMessage(LocationListQuery, value)).toBe(message));

  it.each([
    ['24 hex', { id: '64b7f0c2a1b2c3d4e5f60720' }, null],
    ['23 hex', { id: '64b7f0c2a1b2c3d4e5f6072' }, 'Must be 24 hexadecimal characters'],
    ['not hex', { id: '64b7f0c2a1b2c3d4e5f6072z' }, 'Must be 24 hexadecimal characters'],
  ])('%s', (_case, value, message) => expect(firstMessage(LocationIdParams, value)).toBe(message));
});

describe('a site in a path is the portal location, by its _id (docs/decisions.md "Sites are the portal locations")', () => {
  const site = '64b7f0c2a1b2c3d4e5f60720';
  const account = '64b7f0c2a1b2c3d4e5f60721';
  it.each([
    ['a location _id', { organisation: 'BRIGHT', id: site }, null],
    ['a provider site id', { organisation: 'BRIGHT', id: '735999100000012345' }, 'Must be 24 hexadecimal characters'],
  ])('SiteParams: %s', (_case, value, message) => expect(firstMessage(SiteParams, value)).toBe(message));

  // Fixed: the site-data calls and the history update took any non-empty string (a provider site id) for the same segment.
  it.each([
    ['site data', siteDataArea.endpoints.getSiteRealtimeData.params, { organisation: 'BRIGHT' }, 'id'],
    ['site analysis', siteDataArea.endpoints.getSiteAnalysisMonth.params, { organisation: 'BRIGHT' }, 'id'],
    ['site history update', accountsArea.endpoints.updateSiteHistory.params, { organisation: 'BRIGHT', id: account }, 'siteId'],
  ] as const)('%s refuses a provider site id', (_case, params, rest, key) => {
    expect(firstMessage(params, { ...rest, [key]: 'S-1' })).toBe('Must be 24 hexadecimal characters');
    expect(firstMessage(params, { ...rest, [key]: site })).toBeNull();
  });

  it('every {id} under /sites/ and every {siteId} is the one SiteId', () => {
    const endpoints: Endpoint[] = [...Object.values(sitesArea.endpoints), ...Object.values(siteDataArea.endpoints), ...Object.values(accountsArea.endpoints)];
    const checked = endpoints.flatMap((e) => {
      const shape = (e.params?.shape ?? {}) as Record<string, z.ZodType>;
      return [
        ...(/\/sites\/\{id\}/.test(e.path) ? [shape.id] : []),
        ...(e.path.includes('{siteId}') ? [shape.siteId] : []),
      ];
    });
    expect(checked.length).toBeGreaterThan(15);
    for (const id of checked) expect(id).toBe(SiteParams.shape.id);
  });
});

describe('tip progress names its tip by ObjectId, as the tips themselves (platform-contract §3 Location)', () => {
  const at = new Date('2026-11-22T10:00:00.000Z');
  it.each([
    ['24 hex', '65a1b2c3d4e5f60718293a4c', null],
    ['not an id', 'tip-1', 'Must be 24 hexadecimal characters'],
  ])('%s', (_case, tipId, message) =>
    expect(firstMessage(LocationTipProgress, { tipId, completed: true, updatedAt: at, createdAt: at })).toBe(message));
});
