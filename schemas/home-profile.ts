/**
 * The home profile (portal §3, §4, §5): property, residents, size, carefulness, cars, heating and
 * gadgets, with the rules of its lists and ranges. Location properties (schemas/location.ts) reuse it.
 * Enums first, then entities, then rules; the manifest last.
 */
import { z } from 'zod';
import { defineDomain, rule } from './core/domain.js';

/** Home profile: property type (portal §3; the spec's spelling APPARTMENT is kept). */
export const PropertyType = z.enum(['APPARTMENT', 'ROWHOUSE', 'HOUSE', 'SUMMERHOUSE']);
export type PropertyType = z.infer<typeof PropertyType>;

/** Home profile: cars (portal §3). no_vehicle excludes the others. */
export const CarType = z.enum(['electric', 'hybrid', 'petrol_diesel', 'no_vehicle']);
export type CarType = z.infer<typeof CarType>;

/** Home profile: primary heating, a single choice (portal §3). */
export const HeatingType = z.enum(['direct', 'district', 'geothermal', 'exhaustAir', 'air', 'airwater', 'electricBoiler', 'naturalGas', 'pellets', 'stove', 'other']);
export type HeatingType = z.infer<typeof HeatingType>;

/** Home profile: secondary heating, a list: the heating types plus none, which excludes the others (portal §3). */
export const SecondaryHeatingType = z.enum([...HeatingType.options, 'none']);
export type SecondaryHeatingType = z.infer<typeof SecondaryHeatingType>;

/** Home profile: gadgets (portal §3; the spec's spellings washingMashine and dishMashine are kept). no_gadgets excludes the others. */
export const Gadget = z.enum(['solarPanel', 'washingMashine', 'dishMashine', 'dryer', 'sauna', 'floorHeating', 'spa', 'pool', 'electricBike', 'evCarCharger', 'no_gadgets']);
export type Gadget = z.infer<typeof Gadget>;

// —— home profile constants (portal §5, §9) ——

/** portal §5, §9: "Vehicle and gadget counters allow adding only while the list has fewer than 50 entries": a list holds at most 50 (docs/decisions.md "Home profile list limit"). */
export const HOME_PROFILE_LIST_LIMIT = 50;
/** portal §5: "Size slider 20 to 300 m2 (default 75)". */
export const HOME_SIZE = { min: 20, max: 300, default: 75 } as const;
/** portal §5: "residents 1 to 20 (default 1)". */
export const RESIDENTS = { min: 1, max: 20, default: 1 } as const;
/** portal §5: "carefulness factor 0.7 to 1.3 step 0.1 (default 1)" (the wasteful factor of portal §3). */
export const WASTEFUL_FACTOR = { min: 0.7, max: 1.3, step: 0.1, default: 1 } as const;

/** portal §4: the choice of each home-profile list that excludes every other choice. */
export const EXCLUSIVE_HOME_PROFILE_CHOICES = {
  cars: 'no_vehicle',
  gadgets: 'no_gadgets',
  heatingSecondary: 'none',
} as const satisfies { cars: CarType; gadgets: Gadget; heatingSecondary: SecondaryHeatingType };

/** Messages of the home-profile rules (ours: docs/decisions.md "Home profile messages"). */
export const HOME_PROFILE_MESSAGES = {
  listLimit: `At most ${HOME_PROFILE_LIST_LIMIT} entries`,
  noVehicleExclusive: `${EXCLUSIVE_HOME_PROFILE_CHOICES.cars} cannot be combined with other cars`,
  noGadgetsExclusive: `${EXCLUSIVE_HOME_PROFILE_CHOICES.gadgets} cannot be combined with other gadgets`,
  noneExclusive: `${EXCLUSIVE_HOME_PROFILE_CHOICES.heatingSecondary} cannot be combined with other secondary heating`,
  size: `Size must be between ${HOME_SIZE.min} and ${HOME_SIZE.max} m2`,
  residents: `Residents must be a whole number between ${RESIDENTS.min} and ${RESIDENTS.max}`,
  wasteful: `Carefulness factor must be between ${WASTEFUL_FACTOR.min} and ${WASTEFUL_FACTOR.max}`,
  wastefulStep: `Carefulness factor moves in steps of ${WASTEFUL_FACTOR.step}`,
} as const;

/**
 * portal §4: "choosing no_vehicle, no_gadgets or none clears other choices and the reverse".
 * Adds `choice` to `list` (counters allow repeats: two electric cars).
 */
export function chooseHomeProfileOption<T extends string>(list: readonly T[], choice: T, exclusive: T): T[] {
  if (choice === exclusive) return [exclusive];
  return [...list.filter((c) => c !== exclusive), choice];
}

function exclusiveList<T extends z.ZodEnum>(item: T, exclusive: z.infer<T>, message: string, limit?: number) {
  const list = limit === undefined ? z.array(item) : z.array(item).max(limit, HOME_PROFILE_MESSAGES.listLimit);
  return list.refine((l) => !(l.length > 1 && (l as readonly unknown[]).includes(exclusive)), message);
}

/** portal §3, §4, §5: cars list; no_vehicle excludes the others; fewer than 50 before adding. */
export const CarList = exclusiveList(CarType, EXCLUSIVE_HOME_PROFILE_CHOICES.cars, HOME_PROFILE_MESSAGES.noVehicleExclusive, HOME_PROFILE_LIST_LIMIT).meta({
  title: 'Cars',
  description: `One entry per vehicle, at most ${HOME_PROFILE_LIST_LIMIT}; ${EXCLUSIVE_HOME_PROFILE_CHOICES.cars} stands alone`,
});
/** portal §3, §4, §5: gadgets list; no_gadgets excludes the others; fewer than 50 before adding. */
export const GadgetList = exclusiveList(Gadget, EXCLUSIVE_HOME_PROFILE_CHOICES.gadgets, HOME_PROFILE_MESSAGES.noGadgetsExclusive, HOME_PROFILE_LIST_LIMIT).meta({
  title: 'Gadgets',
  description: `One entry per gadget, at most ${HOME_PROFILE_LIST_LIMIT}; ${EXCLUSIVE_HOME_PROFILE_CHOICES.gadgets} stands alone`,
});
/** portal §3, §4: secondary heating, a checkbox list; none excludes the others. */
export const SecondaryHeatingList = exclusiveList(SecondaryHeatingType, EXCLUSIVE_HOME_PROFILE_CHOICES.heatingSecondary, HOME_PROFILE_MESSAGES.noneExclusive).meta({
  title: 'Secondary heating',
  description: `${EXCLUSIVE_HOME_PROFILE_CHOICES.heatingSecondary} stands alone`,
});

/** portal §5: size 20 to 300 m2. */
export const HomeSize = z
  .number()
  .min(HOME_SIZE.min, HOME_PROFILE_MESSAGES.size)
  .max(HOME_SIZE.max, HOME_PROFILE_MESSAGES.size)
  .meta({ title: 'Size (m2)', default: HOME_SIZE.default, 'x-ui': { widget: 'range' } });
/** portal §5: residents 1 to 20. */
export const Residents = z
  .number()
  .int(HOME_PROFILE_MESSAGES.residents)
  .min(RESIDENTS.min, HOME_PROFILE_MESSAGES.residents)
  .max(RESIDENTS.max, HOME_PROFILE_MESSAGES.residents)
  .meta({ title: 'Residents', default: RESIDENTS.default, 'x-ui': { widget: 'updown' } });
/** portal §5: carefulness (wasteful) factor 0.7 to 1.3 in steps of 0.1 (the step is a refinement: JSON Schema's multipleOf misjudges 0.7). */
export const WastefulFactor = z
  .number()
  .min(WASTEFUL_FACTOR.min, HOME_PROFILE_MESSAGES.wasteful)
  .max(WASTEFUL_FACTOR.max, HOME_PROFILE_MESSAGES.wasteful)
  .refine((v) => Math.abs(v / WASTEFUL_FACTOR.step - Math.round(v / WASTEFUL_FACTOR.step)) < 1e-9, HOME_PROFILE_MESSAGES.wastefulStep)
  .meta({ title: 'Carefulness factor', default: WASTEFUL_FACTOR.default, 'x-ui': { widget: 'range' } });

/** The age mix of the household: docs/decisions.md "Home profile ageMix and houseAge". */
export const AgeMix = z.string().min(1).meta({ title: 'Age mix', description: 'Key of the household age mix, translated by clients' });
/** The age of the house in years: docs/decisions.md "Home profile ageMix and houseAge". */
export const HouseAge = z.number().int().min(0).meta({ title: 'House age (years)' });

// —— entities ——

/**
 * The home-profile fields, in form order, before each form decides whether they may be null or
 * missing. Location properties (location.ts) reuse them under the residents name they spell
 * numberOfResidents.
 */
export const HOME_PROFILE_FIELDS = {
  propertyType: PropertyType,
  numberOfResidens: Residents,
  size: HomeSize,
  wasteful: WastefulFactor,
  cars: CarList,
  heating: HeatingType,
  heatingSecondary: SecondaryHeatingList,
  gadgets: GadgetList,
  ageMix: AgeMix,
  houseAge: HouseAge,
};

/** Each field of a shape made nullable: every home-profile field may be null in both forms. */
export function nullableFields<S extends Record<string, z.ZodType>>(shape: S): { [K in keyof S]: z.ZodNullable<S[K]> } {
  return Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, field.nullable()])) as { [K in keyof S]: z.ZodNullable<S[K]> };
}

/**
 * portal §3 "Home profile (locationExtras)", platform-contract §3 "The older extra form uses
 * numberOfResidens" (the spec's spelling kept). Fields may be missing or null.
 */
export const HomeProfile = z
  .object(nullableFields(HOME_PROFILE_FIELDS))
  .partial()
  .meta({ title: 'Home profile', description: 'The home profile in its older extra form (numberOfResidens)' });
export type HomeProfile = z.infer<typeof HomeProfile>;

/** portal §5: "an empty cars list becomes no_vehicle; an empty gadgets list becomes no_gadgets". */
export function applyHomeProfileDefaults<P extends { cars?: CarType[] | null; gadgets?: Gadget[] | null }>(profile: P): P {
  return {
    ...profile,
    ...(profile.cars && profile.cars.length === 0 ? { cars: [EXCLUSIVE_HOME_PROFILE_CHOICES.cars] as CarType[] } : {}),
    ...(profile.gadgets && profile.gadgets.length === 0 ? { gadgets: [EXCLUSIVE_HOME_PROFILE_CHOICES.gadgets] as Gadget[] } : {}),
  };
}

/**
 * portal §5 "Saving the home profile", §7 updateLocationExtras: the body (strict, platform-contract §5
 * "location … bodies strict"); on save empty cars and gadgets lists become no_vehicle and no_gadgets.
 */
export const UpdateLocationExtrasBody = z.strictObject(HomeProfile.shape).transform(applyHomeProfileDefaults);

export const homeProfileDomain = defineDomain({
  name: 'home-profile',
  spec: ['portal §3', 'portal §4', 'portal §5'],
  enums: { PropertyType, CarType, HeatingType, SecondaryHeatingType, Gadget },
  entities: { HomeProfile },
  rules: {
    homeProfileExclusiveChoices: rule({
      spec: 'portal §4',
      summary: 'Home profile lists: no_vehicle, no_gadgets and none each exclude the other choices',
      schema: HomeProfile,
      messages: [HOME_PROFILE_MESSAGES.noVehicleExclusive, HOME_PROFILE_MESSAGES.noGadgetsExclusive, HOME_PROFILE_MESSAGES.noneExclusive],
    }),
    homeProfileEmptyLists: rule({
      spec: 'portal §5',
      summary: 'Saving the home profile: an empty cars list becomes no_vehicle; an empty gadgets list becomes no_gadgets',
      schema: UpdateLocationExtrasBody,
    }),
    homeProfileListLimit: rule({
      spec: 'portal §5',
      summary: 'Vehicle and gadget counters allow adding only while the list has fewer than 50 entries',
      schema: HomeProfile,
      messages: [HOME_PROFILE_MESSAGES.listLimit],
    }),
    homeSize: rule({
      spec: 'portal §5',
      summary: 'Size slider 20 to 300 m2 (default 75)',
      schema: HomeSize,
      messages: [HOME_PROFILE_MESSAGES.size],
    }),
    residents: rule({
      spec: 'portal §5',
      summary: 'Residents 1 to 20 (default 1)',
      schema: Residents,
      messages: [HOME_PROFILE_MESSAGES.residents],
    }),
    wastefulFactor: rule({
      spec: 'portal §5',
      summary: 'Carefulness factor 0.7 to 1.3 step 0.1 (default 1)',
      schema: WastefulFactor,
      messages: [HOME_PROFILE_MESSAGES.wasteful, HOME_PROFILE_MESSAGES.wastefulStep],
    }),
  },
});
