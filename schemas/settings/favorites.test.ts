import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  BuiltInFavoriteName, CONDITIONAL_FAVORITE_SEGMENT, ConditionalFavoriteName, CustomFavoriteNavigation, CustomFavoritesPayload,
  FavoriteList, PollingFrequency, normaliseFavoriteName,
} from './favorites.js';

const firstMessage = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? null : r.error.issues[0]?.message;
};

describe('built-in favorites (back-office §3 Favorites (built-in))', () => {
  it('has the 16 names, each ending in Favorite', () => {
    expect(BuiltInFavoriteName.options).toHaveLength(16);
    for (const n of BuiltInFavoriteName.options) expect(n).toMatch(/Favorite$/);
  });

  it('has four conditional favorites, each with its segment condition', () => {
    expect(ConditionalFavoriteName.options).toEqual(['WasteRemovalFavorite', 'RecyclingCentralFavorite', 'LoadPeaksFavorite', 'RealtimeProviderFavorite']);
    expect(Object.keys(CONDITIONAL_FAVORITE_SEGMENT).sort()).toEqual([...ConditionalFavoriteName.options].sort());
  });

  it.each([
    [[{ name: 'InvoiceFavorite', enabled: true }], null],
    [[{ name: 'InvoiceFavorite', enabled: false }, { name: 'WeatherFavorite', enabled: true }], null],
    [[], 'InvoiceFavorite is required'],
    [[{ name: 'WeatherFavorite', enabled: true }], 'InvoiceFavorite is required'],
    [[{ name: 'InvoiceFavorite', enabled: true }, { name: 'InvoiceFavorite', enabled: true }], 'InvoiceFavorite is listed twice'],
  ])('favorite list %j → %s', (value, expected) => {
    expect(firstMessage(FavoriteList, value)).toBe(expected);
  });

  it('keeps names that are not older teaser names', () => {
    expect(normaliseFavoriteName('InvoiceFavorite')).toBe('InvoiceFavorite');
  });
});

describe('custom favorites (back-office §3 Custom favorite)', () => {
  it('polls once, occasionally or often', () => expect(PollingFrequency.options).toEqual(['once', 'occasionally', 'often']));

  it.each([
    [{ webviewUrl: 'https://www.example.no' }, null],
    [{ appNavigation: 'INVOICE' }, null],
    [{}, 'A custom favorite needs a webviewUrl or an appNavigation'],
    [{ webviewUrl: 'nope' }, 'Invalid URL'],
  ])('navigation %j → %s', (value, expected) => {
    expect(firstMessage(CustomFavoriteNavigation, value)).toBe(expected);
  });

  it('rejects a custom favorite id used twice', () => {
    const f = { id: 'x', remoteId: 'r', title: {}, navigation: { appNavigation: 'HOME' }, pollingFrequency: 'once', testCustomerIds: [], icon: { type: 'app', name: 'i' } };
    expect(firstMessage(CustomFavoritesPayload, { customFavorites: [f, f] })).toBe('Custom favorite id x is used twice');
  });
});
