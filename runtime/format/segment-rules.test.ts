import { describe, expect, it } from 'vitest';
import type { SegmentRule } from '../../schemas/settings/segments.js';
import { segmentFactsOf } from './segment-facts.js';
import { matchesRule, matchesRuleSet, type SegmentFacts } from './segment-rules.js';

const NOW = new Date('2026-11-16T09:00:00Z');
/** A customer in Oslo (NO1) with a flat of 68 m2, two residents, one electric car and a fixed agreement. */
const facts: SegmentFacts = {
  ...segmentFactsOf({ isAccountOwner: true, location: null }, NOW),
  zipCode: '0555',
  propertyType: 'APPARTMENT',
  carCount: 1,
  propertySize: 68,
  hasGrid: true,
  hasHeating: false,
  agreementTypes: ['fixed', '15minSpot'],
  priceZones: ['NO1'],
};
const rule = (r: SegmentRule) => r;

describe('matchesRule by value type (back-office §3 allowed operators)', () => {
  it.each([
    ['string =', rule({ name: 'zipCode', operator: '=', value: '0555' }), true],
    ['string = other', rule({ name: 'zipCode', operator: '=', value: '0150' }), false],
    ['string !=', rule({ name: 'zipCode', operator: '!=', value: '0150' }), true],
    ['string != same', rule({ name: 'propertyType', operator: '!=', value: 'APPARTMENT' }), false],
    ['boolean = true', rule({ name: 'hasGrid', operator: '=', value: true }), true],
    ['boolean = false', rule({ name: 'hasHeating', operator: '=', value: false }), true],
    ['boolean != true', rule({ name: 'hasGrid', operator: '!=', value: true }), false],
    ['number =', rule({ name: 'carCount', operator: '=', value: 1 }), true],
    ['number !=', rule({ name: 'carCount', operator: '!=', value: 1 }), false],
    ['number <', rule({ name: 'propertySize', operator: '<', value: 68 }), false],
    ['number <=', rule({ name: 'propertySize', operator: '<=', value: 68 }), true],
    ['number >', rule({ name: 'propertySize', operator: '>', value: 60 }), true],
    ['number >=', rule({ name: 'propertySize', operator: '>=', value: 69 }), false],
    ['list isIn, one shared', rule({ name: 'agreementTypes', operator: 'isIn', value: ['fixed', 'mixed'] }), true],
    ['list isIn, none shared', rule({ name: 'agreementTypes', operator: 'isIn', value: ['mixed'] }), false],
    ['list isNotIn, none shared', rule({ name: 'priceZones', operator: 'isNotIn', value: ['SE3', 'NO5'] }), true],
    ['list isNotIn, one shared', rule({ name: 'priceZones', operator: 'isNotIn', value: ['NO1'] }), false],
    ['list isIn an empty list', rule({ name: 'agreementTypes', operator: 'isIn', value: [] }), false],
  ] as const)('%s', (_label, r, expected) => {
    expect(matchesRule(r, facts)).toBe(expected);
  });

  it('an empty fact list is in nothing and not in anything', () => {
    const none = { ...facts, serviceTypes: [] };
    expect(matchesRule({ name: 'serviceTypes', operator: 'isIn', value: ['water'] }, none)).toBe(false);
    expect(matchesRule({ name: 'serviceTypes', operator: 'isNotIn', value: ['water'] }, none)).toBe(true);
  });

  it('an unknown fact satisfies no rule, whatever the operator', () => {
    const unknown = { ...facts, numberOfResidents: null, carTypes: null, city: null, hasFloorHeating: null };
    for (const r of [
      rule({ name: 'numberOfResidents', operator: '!=', value: 3 }),
      rule({ name: 'numberOfResidents', operator: '>=', value: 0 }),
      rule({ name: 'carTypes', operator: 'isNotIn', value: ['electric'] }),
      rule({ name: 'city', operator: '!=', value: 'Oslo' }),
      rule({ name: 'hasFloorHeating', operator: '=', value: false }),
    ]) expect(matchesRule(r, unknown)).toBe(false);
  });

  it('an operator that does not suit the value matches nothing (the contract rejects it first)', () => {
    expect(matchesRule({ name: 'hasGrid', operator: '<', value: true }, facts)).toBe(false);
    expect(matchesRule({ name: 'agreementTypes', operator: '=', value: ['fixed'] }, facts)).toBe(false);
    expect(matchesRule({ name: 'carCount', operator: '=', value: '1' }, facts)).toBe(false);
  });
});

describe('matchesRuleSet', () => {
  const yes = rule({ name: 'hasGrid', operator: '=', value: true });
  const no = rule({ name: 'hasHeating', operator: '=', value: true });

  it.each([
    ['AND', [yes, yes], true],
    ['AND', [yes, no], false],
    ['OR', [yes, no], true],
    ['OR', [no, no], false],
  ] as const)('%s of %j', (match, rules, expected) => {
    expect(matchesRuleSet({ match, rules: [...rules] }, facts)).toBe(expected);
  });

  it('no rules targets everyone, with either match', () => {
    expect(matchesRuleSet({ match: 'AND', rules: [] }, facts)).toBe(true);
    expect(matchesRuleSet({ match: 'OR', rules: [] }, facts)).toBe(true);
  });
});
