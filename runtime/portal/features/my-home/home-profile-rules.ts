/**
 * The my-home form's state and its rules (portal §3 home profile, §4 exclusive choices, §5 ranges,
 * defaults and counters). The contract's rules (schemas/home-profile.ts) are used, not restated: this
 * file only turns them into what a form does with a click.
 */
import {
  chooseHomeProfileOption, HOME_PROFILE_LIST_LIMIT, HOME_SIZE, RESIDENTS, WASTEFUL_FACTOR,
  type CarType, type Gadget, type HeatingType, type HomeProfile, type PropertyType, type SecondaryHeatingType,
} from '../../../../schemas/home-profile.js';
import type { UpdateLocationExtrasInput } from '../../../../generated/client/sites.gen.js';

/** The household age mixes the form offers (docs/decisions.md "Home profile ageMix and houseAge": a key clients translate). */
export const AGE_MIXES = ['adults', 'family', 'seniors', 'mixed'] as const;

/** Gadgets a home may have several of, counted; the others are a yes or no. */
export const COUNTED_GADGETS: readonly Gadget[] = ['electricBike', 'evCarCharger'];

export interface HomeProfileForm {
  readonly propertyType: PropertyType | null;
  readonly numberOfResidens: number;
  readonly size: number;
  readonly wasteful: number;
  readonly cars: readonly CarType[];
  readonly heating: HeatingType | null;
  readonly heatingSecondary: readonly SecondaryHeatingType[];
  readonly gadgets: readonly Gadget[];
  readonly ageMix: string | null;
  /** As typed: whole years, or empty when not given. */
  readonly houseAge: string;
}

/** The form of a stored profile; what is missing (an unfilled profile) shows the §5 defaults. */
export function formOf(extra: HomeProfile | undefined): HomeProfileForm {
  return {
    propertyType: extra?.propertyType ?? null,
    numberOfResidens: extra?.numberOfResidens ?? RESIDENTS.default,
    size: extra?.size ?? HOME_SIZE.default,
    wasteful: extra?.wasteful ?? WASTEFUL_FACTOR.default,
    cars: extra?.cars ?? [],
    heating: extra?.heating ?? null,
    heatingSecondary: extra?.heatingSecondary ?? [],
    gadgets: extra?.gadgets ?? [],
    ageMix: extra?.ageMix ?? null,
    houseAge: extra?.houseAge == null ? '' : String(extra.houseAge),
  };
}

/** portal §5: "counters allow adding only while the list has fewer than 50 entries". */
export const canAdd = (list: readonly unknown[]): boolean => list.length < HOME_PROFILE_LIST_LIMIT;

export const countOf = <T>(list: readonly T[], choice: T): number => list.filter((c) => c === choice).length;

/** One more of `choice` (a counter's +); the exclusive choice goes (§4); nothing changes at the limit. */
export function addOne<T extends string>(list: readonly T[], choice: T, exclusive: T): T[] {
  if (!canAdd(list)) return [...list];
  return chooseHomeProfileOption(list, choice, exclusive);
}

/** One fewer of `choice` (a counter's −): the last one added goes. */
export function removeOne<T>(list: readonly T[], choice: T): T[] {
  const at = list.lastIndexOf(choice);
  return at < 0 ? [...list] : [...list.slice(0, at), ...list.slice(at + 1)];
}

/**
 * A checkbox of a list (§4): checking the exclusive choice leaves it alone, checking another clears
 * the exclusive one; unchecking removes every entry of it. At the limit nothing is added.
 */
export function toggleChoice<T extends string>(list: readonly T[], choice: T, exclusive: T, checked: boolean): T[] {
  const without = list.filter((c) => c !== choice);
  if (!checked) return without;
  if (!canAdd(without) && choice !== exclusive) return [...list];
  return chooseHomeProfileOption(without, choice, exclusive);
}

/** A slider's value on its step (a range input can answer 0.7999999999 for 0.8). */
export function onStep(value: number, step: number, min: number): number {
  const steps = Math.round((value - min) / step);
  return Math.round((min + steps * step) * 1e6) / 1e6;
}

/** The house age typed: whole years ≥ 0, null when empty, undefined when not a valid age. */
export function houseAgeOf(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d+$/.test(trimmed)) return undefined;
  return Number(trimmed);
}

/** How careful the household is, in words, for the slider's value (1 is the average household). */
export function carefulnessOf(factor: number): 'careful' | 'average' | 'wasteful' {
  if (factor < WASTEFUL_FACTOR.default - 1e-9) return 'careful';
  if (factor > WASTEFUL_FACTOR.default + 1e-9) return 'wasteful';
  return 'average';
}

/**
 * The body updateLocationExtras sends, or undefined when the house age is not valid. Empty cars and
 * gadgets lists are sent as they are: the contract's body turns them into no_vehicle and no_gadgets (§5).
 */
export function bodyOf(form: HomeProfileForm): UpdateLocationExtrasInput['body'] | undefined {
  const houseAge = houseAgeOf(form.houseAge);
  if (houseAge === undefined) return undefined;
  return {
    propertyType: form.propertyType,
    numberOfResidens: form.numberOfResidens,
    size: form.size,
    wasteful: form.wasteful,
    cars: [...form.cars],
    heating: form.heating,
    heatingSecondary: [...form.heatingSecondary],
    gadgets: [...form.gadgets],
    ageMix: form.ageMix,
    houseAge,
  };
}
