import { describe, expect, it } from 'vitest';
import { SegmentRule, SegmentRuleName } from '../../../../schemas/settings/segments.js';
import { defaultValueOf, newRule, removeAt, renameRule } from './rule-edits.js';

describe('rule edits', () => {
  it('starts every rule name with a rule the contract accepts', () => {
    for (const name of SegmentRuleName.options) expect(SegmentRule.safeParse(newRule(name)).success).toBe(true);
  });

  it('starts each value type from its own kind of value', () => {
    expect([defaultValueOf('hasGrid'), defaultValueOf('carCount'), defaultValueOf('priceZones'), defaultValueOf('zipCode'), defaultValueOf('propertyType')])
      .toEqual([true, 0, [], '', 'APPARTMENT']);
  });

  it('keeps operator and value when the new name takes them', () => {
    expect(renameRule({ name: 'carCount', operator: '>=', value: 2 }, 'propertySize')).toEqual({ name: 'propertySize', operator: '>=', value: 2 });
    expect(renameRule({ name: 'hasGrid', operator: '!=', value: false }, 'hasWater')).toEqual({ name: 'hasWater', operator: '!=', value: false });
  });

  it('resets what the new name does not take', () => {
    expect(renameRule({ name: 'carCount', operator: '<', value: 2 }, 'priceZones')).toEqual({ name: 'priceZones', operator: 'isIn', value: [] });
    // Same value type, but fixed is no heating type.
    expect(renameRule({ name: 'agreementTypes', operator: 'isNotIn', value: ['fixed'] }, 'heatingTypes')).toEqual({ name: 'heatingTypes', operator: 'isNotIn', value: [] });
    expect(renameRule({ name: 'zipCode', operator: '!=', value: '0555' }, 'propertyType')).toEqual({ name: 'propertyType', operator: '!=', value: 'APPARTMENT' });
  });

  it('removes by position', () => {
    expect(removeAt(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
  });
});
