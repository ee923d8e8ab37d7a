/**
 * Whether a customer's facts satisfy a segment rule set (back-office §3 Segment rule): the one
 * evaluator the server counts with and the portal can decide with, so both read a rule alike.
 * Facts come from segment-facts.ts; a fact the data cannot tell is null and satisfies no rule,
 * whatever the operator (docs/decisions.md "Segment facts").
 */
import type {
  SEGMENT_RULE_VALUES, SegmentRule, SegmentRuleName, SegmentRuleSet, SegmentValueType,
} from '../../schemas/settings/segments.js';

/** The fact a value type compares with: the value type's own TypeScript type. */
interface FactByValueType {
  readonly string: string;
  readonly stringList: readonly string[];
  readonly number: number;
  readonly boolean: boolean;
}

export type SegmentFact<T extends SegmentValueType = SegmentValueType> = FactByValueType[T];

/** What is known of one customer (at one of their locations) for every rule name; null: unknown. */
export type SegmentFacts = {
  readonly [N in SegmentRuleName]: SegmentFact<(typeof SEGMENT_RULE_VALUES)[N]['type']> | null;
};

type Rule = Pick<SegmentRule, 'name' | 'operator' | 'value'>;

function compareNumbers(fact: number, operator: Rule['operator'], value: number): boolean {
  switch (operator) {
    case '=': return fact === value;
    case '!=': return fact !== value;
    case '<': return fact < value;
    case '>': return fact > value;
    case '<=': return fact <= value;
    case '>=': return fact >= value;
    default: return false;
  }
}

/**
 * One rule against the facts. A list fact is "in" the rule's values when they share an entry
 * (agreementTypes isIn [fixed]: has a fixed agreement) and "not in" when they share none. A rule
 * whose operator or value does not suit the name's fact (the contract rejects those) matches nothing.
 */
export function matchesRule(rule: Rule, facts: SegmentFacts): boolean {
  const fact: unknown = facts[rule.name];
  const { operator, value } = rule;
  if (fact === null || fact === undefined) return false;
  if (Array.isArray(fact)) {
    if (!Array.isArray(value)) return false;
    const shared = (fact as readonly string[]).some((f) => value.includes(f));
    if (operator === 'isIn') return shared;
    if (operator === 'isNotIn') return !shared;
    return false;
  }
  if (typeof fact === 'number') return typeof value === 'number' && compareNumbers(fact, operator, value);
  if (typeof fact !== typeof value) return false;
  if (operator === '=') return fact === value;
  if (operator === '!=') return fact !== value;
  return false;
}

/** The rule set against the facts: all rules (AND) or any (OR); no rules targets everyone. */
export function matchesRuleSet(set: Pick<SegmentRuleSet, 'match' | 'rules'>, facts: SegmentFacts): boolean {
  if (set.rules.length === 0) return true;
  return set.match === 'AND' ? set.rules.every((r) => matchesRule(r, facts)) : set.rules.some((r) => matchesRule(r, facts));
}
