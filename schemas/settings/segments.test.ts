import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { AgreementType } from '../agreement.js';
import { PropertyType } from '../home-profile.js';
import { LocationServiceType } from '../location.js';
import { SEGMENT_RULE_VALUES, SegmentOperator, SegmentRule, SegmentRuleName, SegmentRuleSet } from './segments.js';

const firstMessage = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? null : r.error.issues[0]?.message;
};

/** One rule name per value type, with a value of that type (back-office §3 Segment rule). */
const SAMPLE = {
  'string': { name: 'zipCode', value: '0150', allowed: ['=', '!='] },
  'string list': { name: 'priceZones', value: ['NO1', 'SE3'], allowed: ['isIn', 'isNotIn'] },
  'number': { name: 'carCount', value: 2, allowed: ['=', '!=', '<', '>', '>=', '<='] },
  'boolean': { name: 'hasGrid', value: true, allowed: ['=', '!='] },
} as const;

const rows = Object.entries(SAMPLE).flatMap(([label, s]) =>
  SegmentOperator.options.map((op) => {
    const ok = (s.allowed as readonly string[]).includes(op);
    return [label, op, ok ? null : `Operator ${op} is not allowed for a ${label} value (allowed: ${s.allowed.join(', ')})`, s] as const;
  }),
);

describe('segment rules (back-office §3 Segment rule)', () => {
  it('has 32 operator/value-type pairs', () => expect(rows).toHaveLength(32));

  it.each(rows)('%s value with operator %s → %s', (_label, operator, expected, s) => {
    expect(firstMessage(SegmentRule, { name: s.name, operator, value: s.value })).toBe(expected);
  });

  it.each([
    [{ name: 'carCount', operator: '=', value: '2' }, 'carCount takes a number value'],
    [{ name: 'hasGrid', operator: '=', value: 'true' }, 'hasGrid takes a boolean value'],
    [{ name: 'agreementTypes', operator: 'isIn', value: 'fixed' }, 'agreementTypes takes a string list value'],
    [{ name: 'zipCode', operator: 'isIn', value: ['0150'] }, 'zipCode takes a string value'],
    [{ name: 'propertyType', operator: '=', value: 'VILLA' }, '"VILLA" is not a valid value for propertyType'],
    [{ name: 'agreementTypes', operator: 'isIn', value: ['fixed', 'hourly'] }, '"hourly" is not a valid value for agreementTypes'],
    [{ name: 'readingPeriods', operator: 'isIn', value: ['NONE'] }, '"NONE" is not a valid value for readingPeriods'],
    [{ name: 'primaryHeatingType', operator: '!=', value: 'district' }, null],
    [{ name: 'serviceTypes', operator: 'isNotIn', value: ['tv', 'broadband'] }, null],
    [{ name: 'carCount', operator: '>=', value: Number.NaN }, 'A rule value is a string, a number, a boolean or a list of strings'],
    [{ name: 'zipCode', operator: '=' }, 'A rule value is a string, a number, a boolean or a list of strings'],
  ])('value of the rule name: %j → %s', (value, expected) => {
    expect(firstMessage(SegmentRule, value)).toBe(expected);
  });

  it('takes every agreement type, the four property types and the twelve service types', () => {
    expect(SEGMENT_RULE_VALUES.agreementTypes.values).toEqual(AgreementType.options);
    expect(SEGMENT_RULE_VALUES.propertyType.values).toEqual(PropertyType.options);
    expect(SEGMENT_RULE_VALUES.propertyType.values).toHaveLength(4);
    expect(SEGMENT_RULE_VALUES.serviceTypes.values).toEqual(LocationServiceType.options);
    expect(SEGMENT_RULE_VALUES.serviceTypes.values).toHaveLength(12);
  });

  it('lists the spec names, inSE1…inSE4, inNO1…inNO5 and the related service flags', () => {
    for (const n of ['inSE1', 'inSE4', 'inNO1', 'inNO5', 'hasWater', 'hasGas', 'hasCooling', 'hasTv', 'hasProduction', 'allUsers', 'isAccountOwner']) {
      expect(SegmentRuleName.options).toContain(n);
    }
    expect(SegmentRuleName.options).toHaveLength(43);
  });

  it.each([
    [{ match: 'AND', rules: [] }, null],
    [{ match: 'OR', rules: [{ name: 'allUsers', operator: '=', value: true }] }, null],
    [{ match: 'ANY', rules: [] }, 'Invalid option: expected one of "AND"|"OR"'],
  ])('rule set %j → %s', (value, expected) => {
    expect(firstMessage(SegmentRuleSet, value)).toBe(expected);
  });
});
