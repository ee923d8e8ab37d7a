import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { AppFlag, ConsolePageFlag, FeatureFlagContext, FeatureFlagList, FeatureFlagType, PortalTenantConfig, ServerFlag, isFlagOn } from './feature-flags.js';

const firstMessage = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? null : r.error.issues[0]?.message;
};
const page = (key: string, enabled: boolean) => ({ key, type: 'product', context: 'bridge', enabled });
const CUSTOMIZE = 'The customize page must be on for theme, modules and assets';

describe('feature flags (back-office §1, §3, §6)', () => {
  it('lists types, contexts and the page, server and app flags', () => {
    expect(FeatureFlagType.options).toEqual(['product', 'release']);
    expect(FeatureFlagContext.options).toEqual(['app', 'bridge', 'server', 'shared']);
    expect(ConsolePageFlag.options).toEqual(['communication', 'customize', 'theme', 'modules', 'assets', 'customFavorites', 'messaging', 'signs']);
    expect(ServerFlag.options).toEqual(['dynamicContentEndpoints', 'currencyConverter']);
    expect(AppFlag.options).toHaveLength(12);
  });

  it.each([
    [[page('theme', true)], CUSTOMIZE],
    [[page('modules', true), page('customize', false)], CUSTOMIZE],
    [[page('assets', true)], CUSTOMIZE],
    [[page('customize', true), page('theme', true), page('modules', true), page('assets', true)], null],
    [[page('theme', false), page('assets', false)], null],
    [[page('customFavorites', true), page('messaging', true), page('signs', true), page('communication', true)], null],
    [[{ key: 'theme', type: 'product', context: 'app', enabled: true }], null],
    [[page('customize', true), page('customize', false)], 'Flag customize is listed twice for bridge'],
  ])('flags %j → %s', (flags, expected) => {
    expect(firstMessage(FeatureFlagList, flags)).toBe(expected);
  });

  it('reads a flag', () => {
    const flags = FeatureFlagList.parse([page('customize', true), page('theme', false)]);
    expect(isFlagOn(flags, 'bridge', 'customize')).toBe(true);
    expect(isFlagOn(flags, 'bridge', 'theme')).toBe(false);
    expect(isFlagOn(flags, 'app', 'customize')).toBe(false);
  });
});

describe('portal tenant configuration (portal §1, §2)', () => {
  const minimal = { signInMethods: ['OPENID_WEB_VIEW'], currency: 'NOK', languages: ['nn', 'nb'] };

  it('fills the defaults: nothing hidden, consumption analysis, 1 day delay, e-mail and phone editable', () => {
    const c = PortalTenantConfig.parse(minimal);
    expect(c).toMatchObject({
      hideCost: false, hideEnvironmentalImpact: false, hideMonthlyDistribution: false, hideCsvExport: false, hideInvoices: false,
      hideFaq: false, hidePopup: false, hideSelectableServices: [], invoiceIframe: false, dashboardIframe: false, appPromotion: false,
      defaultAnalysis: 'consumption', measurementDelayDays: 1, hideMyHome: false, infoBoxCloseButtonHidden: false,
      editableContactTypes: ['email', 'phoneNumber'],
    });
  });

  it.each([
    [{ ...minimal, signInMethods: [] }, 'Too small: expected array to have >=1 items'],
    [{ ...minimal, measurementDelayDays: 2 }, null],
    [{ ...minimal, gridInvoiceLink: 'nett' }, 'Invalid URL'],
    [{ ...minimal, editableContactTypes: ['password'] }, 'Invalid option: expected one of "email"|"phoneNumber"'],
  ])('config %j → %s', (value, expected) => {
    expect(firstMessage(PortalTenantConfig, value)).toBe(expected);
  });
});
