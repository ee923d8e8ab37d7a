import { describe, it, expect } from 'vitest';
import type { z } from 'zod';
import {
  KEPT_LOCATION_STATUSES, KeptLocationStatus, LocationIdParams, LocationListQuery, LocationStatus, LocationTipProgress, isKeptLocationStatus, locationDomain,
} from './location.js';

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

describe('tip progress names its tip by ObjectId, as the tips themselves (platform-contract §3 Location)', () => {
  const at = new Date('2026-11-22T10:00:00.000Z');
  it.each([
    ['24 hex', '65a1b2c3d4e5f60718293a4c', null],
    ['not an id', 'tip-1', 'Must be 24 hexadecimal characters'],
  ])('%s', (_case, tipId, message) =>
    expect(firstMessage(LocationTipProgress, { tipId, completed: true, updatedAt: at, createdAt: at })).toBe(message));
});
