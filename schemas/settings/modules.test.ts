import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ItemCardVariant, ModuleName, ModuleScope, ModulesPayload, OfferSchedule, PageModule, ShortcutsModule } from './modules.js';

const firstMessage = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? null : r.error.issues[0]?.message;
};
const item = { id: 'i', enabled: true, segments: { match: 'AND', rules: [] }, copy: { en: { title: 'T' } }, navigation: { type: 'HOME' } };

describe('modules (back-office §2 Home page modules, §3 Module)', () => {
  it('lists the seven modules, six item card variants and two scopes', () => {
    expect(ModuleName.options).toEqual(['News', 'Shortcuts', 'Favorites', 'Help', 'FromUs', 'Offers', 'ImageFooter']);
    expect(ItemCardVariant.options).toHaveLength(6);
    expect(ModuleScope.options).toEqual(['home', 'analysis']);
    expect(Object.keys(ModulesPayload.shape)).toEqual(ModuleScope.options);
  });

  it('has one module schema per module name', () => {
    for (const type of ModuleName.options) {
      const r = PageModule.safeParse({ type, id: 'x', enabled: true });
      expect(r.success ? [] : r.error.issues.map((i) => i.code)).not.toContain('invalid_union');
    }
  });

  it.each([
    [{ startDate: '2026-11-01' }, null],
    [{ startDate: '2026-11-01', endDate: '2026-11-30' }, null],
    [{ startDate: '2026-11-01', endDate: '2026-11-01' }, null],
    [{ startDate: '2026-11-01', endDate: '2026-10-31' }, 'endDate must not be before startDate'],
  ])('offer schedule %j → %s', (value, expected) => {
    expect(firstMessage(OfferSchedule, value)).toBe(expected);
  });

  it.each([
    ['smallListCard', true],
    ['mediumListCard', false],
  ])('Shortcuts variant %s allowed: %s', (variant, ok) => {
    expect(ShortcutsModule.safeParse({ type: 'Shortcuts', id: 's', enabled: true, variant, items: [item] }).success).toBe(ok);
  });

  it.each([
    [{ type: 'EXTERNAL_URL', url: 'https://x.example', enrichUrl: false, openInBrowser: true, enrichHarkUrl: false, isBrightKitUrl: false }, true],
    [{ type: 'EXTERNAL_URL' }, false],
    [{ type: 'SPOTPRICE' }, true],
  ])('item navigation %j valid: %s', (navigation, ok) => {
    expect(PageModule.safeParse({ type: 'Help', id: 'h', enabled: true, variant: 'smallListCard', items: [{ ...item, navigation }] }).success).toBe(ok);
  });

  it('rejects a module id used twice on a page', () => {
    const m = { type: 'Shortcuts', id: 'same', enabled: true, variant: 'smallListCard', items: [] };
    expect(firstMessage(ModulesPayload, { home: [m, m], analysis: [] })).toBe('Module id same is used twice');
  });

  it('requires InvoiceFavorite in the Favorites module', () => {
    expect(firstMessage(PageModule, { type: 'Favorites', id: 'f', enabled: true, favorites: [] })).toBe('InvoiceFavorite is required');
  });
});
