import { describe, it, expect } from 'vitest';
import type { z } from 'zod';
import {
  CarList, EXCLUSIVE_HOME_PROFILE_CHOICES, GadgetList, HOME_PROFILE_LIST_LIMIT, HOME_PROFILE_MESSAGES as M, HOME_SIZE, HomeProfile, HomeSize,
  RESIDENTS, Residents, SecondaryHeatingList, UpdateLocationExtrasBody, WASTEFUL_FACTOR, WastefulFactor, chooseHomeProfileOption, homeProfileDomain,
} from './home-profile.js';
import { LocationUpdateBody } from './location.js';

/** The first issue's message, or null when the value passes. */
const firstMessage = (schema: z.ZodType, value: unknown): string | null => {
  const r = schema.safeParse(value);
  return r.success ? null : (r.error.issues[0]?.message ?? '');
};

describe('home profile constants (portal §5)', () => {
  it('have the spec values', () => {
    expect(HOME_PROFILE_LIST_LIMIT).toBe(50);
    expect(HOME_SIZE).toEqual({ min: 20, max: 300, default: 75 });
    expect(RESIDENTS).toEqual({ min: 1, max: 20, default: 1 });
    expect(WASTEFUL_FACTOR).toEqual({ min: 0.7, max: 1.3, step: 0.1, default: 1 });
    expect(EXCLUSIVE_HOME_PROFILE_CHOICES).toEqual({ cars: 'no_vehicle', gadgets: 'no_gadgets', heatingSecondary: 'none' });
  });

  it('the manifest lists every rule', () => {
    expect(Object.keys(homeProfileDomain.rules).sort()).toEqual([
      'homeProfileEmptyLists', 'homeProfileExclusiveChoices', 'homeProfileListLimit', 'homeSize', 'residents', 'wastefulFactor',
    ]);
  });
});

describe('home profile lists: no_vehicle, no_gadgets and none exclude other choices (portal §4)', () => {
  it.each([
    ['cars: no_vehicle alone', CarList, ['no_vehicle'], null],
    ['cars: two electric and a hybrid', CarList, ['electric', 'electric', 'hybrid'], null],
    ['cars: no_vehicle with electric', CarList, ['no_vehicle', 'electric'], M.noVehicleExclusive],
    ['cars: electric with no_vehicle', CarList, ['electric', 'no_vehicle'], M.noVehicleExclusive],
    ['gadgets: no_gadgets alone', GadgetList, ['no_gadgets'], null],
    ['gadgets: sauna and spa', GadgetList, ['sauna', 'spa'], null],
    ['gadgets: no_gadgets with sauna', GadgetList, ['no_gadgets', 'sauna'], M.noGadgetsExclusive],
    ['secondary heating: none alone', SecondaryHeatingList, ['none'], null],
    ['secondary heating: air and stove', SecondaryHeatingList, ['air', 'stove'], null],
    ['secondary heating: none with air', SecondaryHeatingList, ['air', 'none'], M.noneExclusive],
  ] as const)('%s', (_case, schema, value, message) => expect(firstMessage(schema, value)).toBe(message));

  it.each([
    ['choosing no_vehicle clears the cars', ['electric', 'hybrid'], 'no_vehicle', ['no_vehicle']],
    ['choosing a car clears no_vehicle', ['no_vehicle'], 'electric', ['electric']],
    ['a second electric car is added', ['electric'], 'electric', ['electric', 'electric']],
  ] as const)('%s', (_case, list, choice, expected) => {
    expect(chooseHomeProfileOption<string>(list, choice, 'no_vehicle')).toEqual(expected);
  });

  it.each([
    ['choosing none clears the heating', ['air', 'stove'], 'none', ['none']],
    ['choosing air clears none', ['none'], 'air', ['air']],
  ] as const)('%s', (_case, list, choice, expected) => {
    expect(chooseHomeProfileOption<string>(list, choice, 'none')).toEqual(expected);
  });
});

describe('saving the home profile: empty cars → no_vehicle, empty gadgets → no_gadgets (portal §5)', () => {
  it.each([
    ['both empty', { cars: [], gadgets: [] }, { cars: ['no_vehicle'], gadgets: ['no_gadgets'] }],
    ['empty cars only', { cars: [], gadgets: ['sauna'] }, { cars: ['no_vehicle'], gadgets: ['sauna'] }],
    ['empty gadgets only', { cars: ['hybrid'], gadgets: [] }, { cars: ['hybrid'], gadgets: ['no_gadgets'] }],
    ['lists absent stay absent', { size: 80 }, { size: 80 }],
    ['filled lists kept', { cars: ['electric'], gadgets: ['pool'] }, { cars: ['electric'], gadgets: ['pool'] }],
  ])('%s', (_case, body, expected) => expect(UpdateLocationExtrasBody.parse(body)).toEqual(expected));

  it('the body is strict (platform-contract §5: location bodies strict)', () => {
    expect(UpdateLocationExtrasBody.safeParse({ numberOfResidents: 2 }).success).toBe(false);
    expect(LocationUpdateBody.safeParse({ extra: {} }).success).toBe(false);
  });
});

describe('counters allow adding only while the list has fewer than 50 entries (portal §5)', () => {
  it.each([
    ['49 cars', { cars: Array(49).fill('electric') }, null],
    ['50 cars (the 50th added at 49)', { cars: Array(50).fill('electric') }, null],
    ['51 cars', { cars: Array(51).fill('electric') }, M.listLimit],
    ['50 gadgets', { gadgets: Array(50).fill('sauna') }, null],
    ['51 gadgets', { gadgets: Array(51).fill('sauna') }, M.listLimit],
  ])('%s', (_case, value, message) => expect(firstMessage(HomeProfile, value)).toBe(message));
});

describe('size 20 to 300 m2, residents 1 to 20, carefulness 0.7 to 1.3 step 0.1 (portal §5)', () => {
  it.each([
    ['size 20', HomeSize, 20, null],
    ['size 300', HomeSize, 300, null],
    ['size 19', HomeSize, 19, M.size],
    ['size 301', HomeSize, 301, M.size],
    ['residents 1', Residents, 1, null],
    ['residents 20', Residents, 20, null],
    ['residents 0', Residents, 0, M.residents],
    ['residents 21', Residents, 21, M.residents],
    ['residents 2.5', Residents, 2.5, M.residents],
    ['carefulness 0.7', WastefulFactor, 0.7, null],
    ['carefulness 1', WastefulFactor, 1, null],
    ['carefulness 1.3', WastefulFactor, 1.3, null],
    ['carefulness 0.9', WastefulFactor, 0.9, null],
    ['carefulness 0.6', WastefulFactor, 0.6, M.wasteful],
    ['carefulness 1.4', WastefulFactor, 1.4, M.wasteful],
    ['carefulness 0.75', WastefulFactor, 0.75, M.wastefulStep],
  ] as const)('%s', (_case, schema, value, message) => expect(firstMessage(schema, value)).toBe(message));
});
