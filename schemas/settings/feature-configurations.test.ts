import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  FEATURE_CONFIGURATION_DEFINITIONS, FeatureConfigurationDefinition, FeatureConfigurationKey, FeatureConfigurationsPayload, FieldDefinition,
  FieldType, HomesideConfiguration, featureConfigurationValuesSchema, toPublicFeatureConfigurations,
} from './feature-configurations.js';

const firstMessage = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? null : r.error.issues[0]?.message;
};
const RESERVED = 'The keys enabled and visibleForCustomers are reserved and cannot be used as field keys';
const field = (key: string) => ({ key, type: 'string', public: false, access: { ORG_ADMIN: 'READ/WRITE' } });

describe('feature configurations (back-office §3, §5, §6)', () => {
  it('has the six field types and their arrays', () => {
    expect(FieldType.options).toEqual(['string', 'enum', 'number', 'boolean', 'email', 'url', 'string[]', 'enum[]', 'number[]', 'boolean[]', 'email[]', 'url[]']);
  });

  it.each([
    ['enabled', RESERVED],
    ['visibleForCustomers', RESERVED],
    ['enabledFrom', null],
    ['accountName', null],
  ])('field key %s → %s', (key, expected) => {
    expect(firstMessage(FieldDefinition, field(key))).toBe(expected);
  });

  const values = featureConfigurationValuesSchema({ fields: [{ key: 'contact', type: 'email' }, { key: 'site', type: 'url' }, { key: 'mirrors', type: 'url[]' }] });
  it.each([
    [{ contact: 'support@example.no' }, null],
    [{ contact: 'support' }, 'Must be a valid e-mail address'],
    [{ site: 'https://www.example.no' }, null],
    [{ site: 'www example' }, 'Must be a valid URL'],
    [{ mirrors: ['https://a.example', 'nope'] }, 'Must be a valid URL'],
    [{ enabled: 'yes' }, 'Invalid input: expected boolean, received string'],
  ])('values %j → %s', (v, expected) => {
    expect(firstMessage(values, v)).toBe(expected);
  });

  it('defaults enabled and visibleForCustomers to false', () => {
    expect(values.parse({})).toEqual({ enabled: false, visibleForCustomers: false });
    expect(FeatureConfigurationsPayload.shape.hark.parse({})).toEqual({ enabled: false, visibleForCustomers: false });
  });

  it.each([
    [{ enabled: true, accountName: 'acme' }, null],
    [{ enabled: true }, 'Account name is required when the feature is enabled'],
    [{ enabled: true, accountName: '' }, 'Account name cannot be empty'],
    [{ enabled: true, accountName: '   ' }, 'Account name cannot be empty'],
    [{ enabled: true, accountName: null }, 'Account name is required when the feature is enabled'],
    [{ enabled: false }, null],
    [{ enabled: false, accountName: '' }, null],
    [{ enabled: false, accountName: null }, null],
  ])('Homeside %j → %s', (value, expected) => {
    expect(firstMessage(HomesideConfiguration, value)).toBe(expected);
  });

  it('defines each configuration validly, with its fields in the typed schema', () => {
    for (const key of FeatureConfigurationKey.options) {
      const def = FEATURE_CONFIGURATION_DEFINITIONS[key];
      expect(FeatureConfigurationDefinition.safeParse(def).success).toBe(true);
      const typed = Object.keys(FeatureConfigurationsPayload.shape[key].shape).filter((k) => k !== 'enabled' && k !== 'visibleForCustomers');
      expect(def.fields.map((f) => f.key).sort()).toEqual(typed.sort());
    }
  });

  it('grants the spec access on IoT, Homeside and monthly report settings', () => {
    const homeside = FEATURE_CONFIGURATION_DEFINITIONS.homeside.fields[0]!.access;
    expect(homeside).toMatchObject({ ORG_ADMIN: 'READ/WRITE', ORG_DEVELOPER: 'READ', ORG_MARKETING: 'READ', ORG_SUPPORT: 'READ' });
    expect(FEATURE_CONFIGURATION_DEFINITIONS.iotGeneral.access).toMatchObject({ ORG_ADMIN: 'READ/WRITE', ORG_DEVELOPER: 'READ', ORG_MARKETING: 'READ', ORG_SUPPORT: 'READ' });
    expect(FEATURE_CONFIGURATION_DEFINITIONS.monthlyReport.fields[0]!.access).toMatchObject({ ORG_ADMIN: 'READ/WRITE', ORG_USER: 'READ' });
  });

  it('customerSupport has one public email field, accessibilitySupportEmail', () => {
    expect(FEATURE_CONFIGURATION_DEFINITIONS.customerSupport.fields).toMatchObject([{ key: 'accessibilitySupportEmail', type: 'email', public: true }]);
  });

  it('builds the public variant: visible configurations only, public fields only', () => {
    const full = FeatureConfigurationsPayload.parse({
      customerSupport: { enabled: true, visibleForCustomers: true, accessibilitySupportEmail: 'a11y@example.no' },
      iotGeneral: {}, homeside: { enabled: true, accountName: 'acme' }, hark: {}, monthlyReport: { enabled: true, visibleForCustomers: true, monthlyReportNotification: true },
      bridge: {},
    });
    expect(toPublicFeatureConfigurations(full)).toEqual({
      customerSupport: { enabled: true, accessibilitySupportEmail: 'a11y@example.no' },
      monthlyReport: { enabled: true },
    });
  });
});
