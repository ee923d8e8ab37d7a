/**
 * Segment rules: who sees a module item, a feature flag or a favorite (back-office §3 Segment rule).
 * Enums first, then entities, then rules; the manifest last.
 */
import { z } from 'zod';
import { defineDomain, rule } from '../core/domain.js';
import { AgreementType } from '../agreement.js';
import { CarType, Gadget, HeatingType, PropertyType } from '../home-profile.js';
import { LocationServiceType } from '../location.js';
import { PriceZone } from '../geography.js';
import { ReadingPeriod } from '../measurement.js';

/** back-office §3 Segment rule: "operator (=, !=, <, >, >=, <=, isIn, isNotIn)". */
export const SegmentOperator = z.enum(['=', '!=', '<', '>', '>=', '<=', 'isIn', 'isNotIn']);
export type SegmentOperator = z.infer<typeof SegmentOperator>;

/** back-office §3 Segment rule: "A rule set has match (AND or OR)". */
export const SegmentMatch = z.enum(['AND', 'OR']);
export type SegmentMatch = z.infer<typeof SegmentMatch>;

/** back-office §3 Segment rule: "value (string, number, boolean or string list)"; the four value types. */
export const SegmentValueType = z.enum(['string', 'stringList', 'number', 'boolean']);
export type SegmentValueType = z.infer<typeof SegmentValueType>;

/**
 * back-office §3 Segment rule: "Rule names available for targeting". "Related service flags" are
 * ours: hasWater, hasGas, hasCooling, hasTv, hasProduction (docs/decisions.md
 * "Segment rule names: related service flags").
 */
export const SegmentRuleName = z.enum([
  'hasLoadTariffs', 'hasRealtimeMeasurements', 'agreementTypes', 'hasCost', 'hasDeviationsEnabled',
  'serviceTypes', 'carTypes', 'carCount', 'propertyType', 'propertySize', 'numberOfResidents',
  'propertyAge', 'appliances', 'heatingTypes', 'zipCode', 'city', 'hasLocationProperties', 'priceZones',
  'readingPeriods', 'inSE1', 'inSE2', 'inSE3', 'inSE4', 'inNO1', 'inNO2', 'inNO3', 'inNO4', 'inNO5',
  'hasGrid', 'hasTrade', 'hasHeating', 'hasWaste', 'hasBroadband',
  'hasWater', 'hasGas', 'hasCooling', 'hasTv', 'hasProduction',
  'primaryHeatingType', 'hasFloorHeating', 'hasWaterHeater', 'allUsers', 'isAccountOwner',
]);
export type SegmentRuleName = z.infer<typeof SegmentRuleName>;

/**
 * back-office §3 Segment rule: reading periods a segment can target: "15 min, hourly, daily,
 * monthly, yearly" (the shared ReadingPeriod without NONE).
 */
export const SegmentReadingPeriod = ReadingPeriod.exclude(['NONE']);
export type SegmentReadingPeriod = z.infer<typeof SegmentReadingPeriod>;

/** back-office §3 Segment rule: "Allowed operators by value type". */
export const SEGMENT_OPERATORS_BY_VALUE_TYPE = {
  string: ['=', '!='],
  stringList: ['isIn', 'isNotIn'],
  number: ['=', '!=', '<', '>', '>=', '<='],
  boolean: ['=', '!='],
} as const satisfies Record<SegmentValueType, readonly SegmentOperator[]>;

/** How each value type is named in messages. */
const VALUE_TYPE_LABEL: Record<SegmentValueType, string> = {
  string: 'string', stringList: 'string list', number: 'number', boolean: 'boolean',
};

interface SegmentValueSpec {
  readonly type: SegmentValueType;
  /** The values a string or string-list rule may take, when the name has a value list. */
  readonly values?: readonly string[];
}

const bool: SegmentValueSpec = { type: 'boolean' };
const num: SegmentValueSpec = { type: 'number' };
const str: SegmentValueSpec = { type: 'string' };
const list = (values?: readonly string[]): SegmentValueSpec => ({ type: 'stringList', values });

/**
 * back-office §3 Segment rule: the value each rule name takes. Plural names take a string list
 * (agreementTypes → AgreementType list), singular ones a single value (propertyType → one of the
 * four property types), has…/in… flags a boolean, counts and sizes a number
 * (docs/decisions.md "Segment rule value types").
 */
export const SEGMENT_RULE_VALUES = {
  hasLoadTariffs: bool,
  hasRealtimeMeasurements: bool,
  agreementTypes: list(AgreementType.options),
  hasCost: bool,
  hasDeviationsEnabled: bool,
  serviceTypes: list(LocationServiceType.options),
  carTypes: list(CarType.options),
  carCount: num,
  propertyType: { type: 'string', values: PropertyType.options },
  propertySize: num,
  numberOfResidents: num,
  propertyAge: num,
  appliances: list(Gadget.options),
  heatingTypes: list(HeatingType.options),
  zipCode: str,
  city: str,
  hasLocationProperties: bool,
  priceZones: list(PriceZone.options),
  readingPeriods: list(SegmentReadingPeriod.options),
  inSE1: bool, inSE2: bool, inSE3: bool, inSE4: bool,
  inNO1: bool, inNO2: bool, inNO3: bool, inNO4: bool, inNO5: bool,
  hasGrid: bool, hasTrade: bool, hasHeating: bool, hasWaste: bool, hasBroadband: bool,
  hasWater: bool, hasGas: bool, hasCooling: bool, hasTv: bool, hasProduction: bool,
  primaryHeatingType: { type: 'string', values: HeatingType.options },
  hasFloorHeating: bool,
  hasWaterHeater: bool,
  allUsers: bool,
  isAccountOwner: bool,
} as const satisfies Record<SegmentRuleName, SegmentValueSpec>;

/** The value type each rule name takes (SEGMENT_RULE_VALUES), by name: what a builder offers per rule. */
export type SegmentValueTypeOf<N extends SegmentRuleName> = (typeof SEGMENT_RULE_VALUES)[N]['type'];

/** The operators a rule name offers: those of its value type (back-office §3 allowed operators). */
export function segmentOperatorsOf(name: SegmentRuleName): readonly SegmentOperator[] {
  return SEGMENT_OPERATORS_BY_VALUE_TYPE[SEGMENT_RULE_VALUES[name].type];
}

/**
 * Rule names whose fact no stored record tells: the home profile has no water heater, and no service
 * or agreement implies one. Their fact is unknown for every customer, so a rule on them matches no
 * one (docs/decisions.md "Segment facts").
 */
export const SEGMENT_RULE_NAMES_WITHOUT_DATA = ['hasWaterHeater'] as const satisfies readonly SegmentRuleName[];

/** The value type of a rule value as it arrives. */
export function segmentValueTypeOf(value: string | number | boolean | readonly string[]): SegmentValueType {
  if (Array.isArray(value)) return 'stringList';
  return typeof value as 'string' | 'number' | 'boolean';
}

/** Message when an operator does not suit the value type (back-office §3 allowed operators). */
export function segmentOperatorMessage(operator: SegmentOperator, type: SegmentValueType): string {
  return `Operator ${operator} is not allowed for a ${VALUE_TYPE_LABEL[type]} value (allowed: ${SEGMENT_OPERATORS_BY_VALUE_TYPE[type].join(', ')})`;
}

/** Message when a value's type does not suit the rule name. */
export function segmentValueTypeMessage(name: SegmentRuleName): string {
  return `${name} takes a ${VALUE_TYPE_LABEL[SEGMENT_RULE_VALUES[name].type]} value`;
}

/** Message when a string value is not in the name's value list. */
export function segmentValueMessage(name: SegmentRuleName, value: string): string {
  return `"${value}" is not a valid value for ${name}`;
}

/** Message when a rule value is none of the four value types (missing, null, NaN, an object). */
export const SEGMENT_VALUE_MESSAGE = 'A rule value is a string, a number, a boolean or a list of strings';

/** back-office §3 Segment rule: "value (string, number, boolean or string list)". */
export const SegmentRuleValue = z.union([z.string(), z.number(), z.boolean(), z.array(z.string())], { error: SEGMENT_VALUE_MESSAGE });
export type SegmentRuleValue = z.infer<typeof SegmentRuleValue>;

/**
 * back-office §3 Segment rule: a rule has name, value and operator; the operator must suit the
 * value type, the value type must suit the name, and listed values must come from the name's list.
 */
export const SegmentRule = z
  .object({
    name: SegmentRuleName.meta({ title: 'Rule', 'x-ui': { order: 1 } }),
    operator: SegmentOperator.meta({ title: 'Operator', 'x-ui': { order: 2 } }),
    value: SegmentRuleValue.meta({ title: 'Value', 'x-ui': { order: 3 } }),
  })
  .superRefine((r, ctx) => {
    const spec: SegmentValueSpec = SEGMENT_RULE_VALUES[r.name];
    const type = segmentValueTypeOf(r.value);
    if (type !== spec.type) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: segmentValueTypeMessage(r.name) });
    }
    const allowed: readonly SegmentOperator[] = SEGMENT_OPERATORS_BY_VALUE_TYPE[type];
    if (!allowed.includes(r.operator)) {
      ctx.addIssue({ code: 'custom', path: ['operator'], message: segmentOperatorMessage(r.operator, type) });
    }
    if (type === spec.type && spec.values) {
      const given = Array.isArray(r.value) ? r.value : [r.value as string];
      for (const v of given) {
        if (!spec.values.includes(v)) ctx.addIssue({ code: 'custom', path: ['value'], message: segmentValueMessage(r.name, v) });
      }
    }
  })
  .meta({ title: 'Segment rule', description: 'One targeting condition: name, operator, value' });
export type SegmentRule = z.infer<typeof SegmentRule>;

/** back-office §3 Segment rule: "A rule set has match (AND or OR) and a list of rules". No rules: everyone. */
export const SegmentRuleSet = z
  .object({
    match: SegmentMatch.meta({ title: 'Match', 'x-ui': { widget: 'radio', order: 1 } }),
    rules: z.array(SegmentRule).meta({ title: 'Rules', description: 'Empty: every user', 'x-ui': { order: 2 } }),
  })
  .meta({ title: 'Segments', description: 'Who is targeted: all (AND) or any (OR) of the rules' });
export type SegmentRuleSet = z.infer<typeof SegmentRuleSet>;

/**
 * How many of the organisation's customers a rule set matches (docs/decisions.md "Segment match
 * count"): a customer is a user holding a role on one of the organisation's accounts.
 */
export const SegmentMatchCount = z
  .object({
    matched: z.number().int().min(0).meta({ title: 'Matched', description: 'Customers the rule set matches' }),
    total: z.number().int().min(0).meta({ title: 'Customers', description: "All of the organisation's customers" }),
  })
  .meta({ title: 'Segment match count', description: 'How many customers a rule set matches, of how many' });
export type SegmentMatchCount = z.infer<typeof SegmentMatchCount>;

export const segmentsDomain = defineDomain({
  name: 'settings/segments',
  spec: ['back-office §3 Segment rule'],
  enums: { SegmentOperator, SegmentMatch, SegmentValueType, SegmentRuleName, SegmentReadingPeriod },
  entities: { SegmentRule, SegmentRuleSet, SegmentMatchCount },
  rules: {
    segmentOperatorByValueType: rule({
      spec: 'back-office §3 Segment rule',
      summary: 'Allowed operators by value type: string =, !=; string list isIn, isNotIn; number all six comparisons; boolean =, !=',
      schema: SegmentRule,
    }),
    segmentValueByRuleName: rule({
      spec: 'back-office §3 Segment rule',
      summary: 'Each rule name takes one value type, and listed names only their listed values (e.g. agreementTypes: AgreementType list)',
      schema: SegmentRule,
    }),
  },
});
