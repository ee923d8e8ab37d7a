/** The my-home form's rules (portal §4 exclusive choices, §5 defaults, ranges and counters). */
import { describe, expect, it } from 'vitest';
import type { CarType, Gadget, SecondaryHeatingType } from '../../../../schemas/home-profile.js';
import { addOne, bodyOf, canAdd, carefulnessOf, countOf, formOf, houseAgeOf, onStep, removeOne, toggleChoice } from './home-profile-rules.js';

describe('formOf', () => {
  it('shows the §5 defaults for a profile not filled: 75 m², 1 resident, factor 1, empty lists', () => {
    expect(formOf(undefined)).toEqual({
      propertyType: null, numberOfResidens: 1, size: 75, wasteful: 1, cars: [], heating: null, heatingSecondary: [], gadgets: [], ageMix: null, houseAge: '',
    });
  });

  it('keeps what is stored and fills only the fields left null', () => {
    const form = formOf({ propertyType: 'SUMMERHOUSE', numberOfResidens: null, size: 70, wasteful: null, cars: ['no_vehicle'], houseAge: 41 });
    expect(form).toMatchObject({ propertyType: 'SUMMERHOUSE', numberOfResidens: 1, size: 70, wasteful: 1, cars: ['no_vehicle'], houseAge: '41' });
  });
});

describe('counters (portal §5: adding only while fewer than 50)', () => {
  it('adds one more of a kind and counts repeats', () => {
    const cars = addOne<CarType>(['electric'], 'electric', 'no_vehicle');
    expect(cars).toEqual(['electric', 'electric']);
    expect(countOf(cars, 'electric')).toBe(2);
  });

  it('allows the 50th entry and no 51st', () => {
    const at49 = Array<CarType>(49).fill('hybrid');
    expect(canAdd(at49)).toBe(true);
    const at50 = addOne(at49, 'electric', 'no_vehicle');
    expect(at50).toHaveLength(50);
    expect(canAdd(at50)).toBe(false);
    expect(addOne(at50, 'electric', 'no_vehicle')).toEqual(at50);
  });

  it('removes the last one of the kind only', () => {
    expect(removeOne<CarType>(['electric', 'hybrid', 'electric'], 'electric')).toEqual(['electric', 'hybrid']);
    expect(removeOne<CarType>(['hybrid'], 'electric')).toEqual(['hybrid']);
  });
});

describe('exclusive choices (portal §4)', () => {
  it('no_vehicle clears the cars, and a car clears no_vehicle', () => {
    expect(toggleChoice<CarType>(['electric', 'hybrid'], 'no_vehicle', 'no_vehicle', true)).toEqual(['no_vehicle']);
    expect(addOne<CarType>(['no_vehicle'], 'electric', 'no_vehicle')).toEqual(['electric']);
  });

  it('none clears the secondary heating, and a heating clears none; unchecking removes', () => {
    expect(toggleChoice<SecondaryHeatingType>(['stove', 'air'], 'none', 'none', true)).toEqual(['none']);
    expect(toggleChoice<SecondaryHeatingType>(['none'], 'stove', 'none', true)).toEqual(['stove']);
    expect(toggleChoice<SecondaryHeatingType>(['stove', 'air'], 'stove', 'none', false)).toEqual(['air']);
  });

  it('no_gadgets clears the gadgets; a checkbox never adds a second entry of its gadget', () => {
    expect(toggleChoice<Gadget>(['sauna', 'spa'], 'no_gadgets', 'no_gadgets', true)).toEqual(['no_gadgets']);
    expect(toggleChoice<Gadget>(['sauna'], 'sauna', 'no_gadgets', true)).toEqual(['sauna']);
  });

  it('a checkbox adds nothing at the limit, but no_gadgets may still replace the list', () => {
    const full = Array<Gadget>(50).fill('electricBike');
    expect(toggleChoice(full, 'sauna', 'no_gadgets', true)).toEqual(full);
    expect(toggleChoice(full, 'no_gadgets', 'no_gadgets', true)).toEqual(['no_gadgets']);
  });
});

describe('values', () => {
  it('puts a slider value on its step', () => {
    expect(onStep(0.7999999999, 0.1, 0.7)).toBe(0.8);
    expect(onStep(1.3000000001, 0.1, 0.7)).toBe(1.3);
  });

  it('reads the house age as whole years, empty as not given', () => {
    expect(houseAgeOf(' 54 ')).toBe(54);
    expect(houseAgeOf('')).toBeNull();
    expect(houseAgeOf('5.5')).toBeUndefined();
    expect(houseAgeOf('-3')).toBeUndefined();
  });

  it('says how careful a factor is, 1 being the average', () => {
    expect([0.7, 1, 1.3].map(carefulnessOf)).toEqual(['careful', 'average', 'wasteful']);
  });

  it('sends the whole form, and nothing while the house age is not valid', () => {
    const form = formOf(undefined);
    expect(bodyOf(form)).toEqual({
      propertyType: null, numberOfResidens: 1, size: 75, wasteful: 1, cars: [], heating: null, heatingSecondary: [], gadgets: [], ageMix: null, houseAge: null,
    });
    expect(bodyOf({ ...form, houseAge: 'old' })).toBeUndefined();
  });
});
