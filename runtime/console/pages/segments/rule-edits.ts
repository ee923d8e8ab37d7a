/**
 * The edits the rule-set builder makes, as pure functions over the contract's types: a new rule, a
 * rule given another name (operator and value kept when they still suit it), and the value type and
 * choices a name implies — all read from schemas/settings/segments.ts, never written again here.
 */
import {
  SEGMENT_RULE_VALUES, SegmentRuleName, segmentOperatorsOf,
  type SegmentOperator, type SegmentRule, type SegmentRuleSet, type SegmentRuleValue, type SegmentValueType,
} from '../../../../schemas/settings/segments.js';

export const EMPTY_RULE_SET: SegmentRuleSet = { match: 'AND', rules: [] };

export const valueTypeOf = (name: SegmentRuleName): SegmentValueType => SEGMENT_RULE_VALUES[name].type;

/** The values a string or string-list name may take; undefined for free text, numbers and booleans. */
export function choicesOf(name: SegmentRuleName): readonly string[] | undefined {
  const spec: { readonly values?: readonly string[] } = SEGMENT_RULE_VALUES[name];
  return spec.values;
}

/** A value of the name's type to start from: true, 0, the first choice or empty text, no list entries. */
export function defaultValueOf(name: SegmentRuleName): SegmentRuleValue {
  switch (valueTypeOf(name)) {
    case 'boolean': return true;
    case 'number': return 0;
    case 'stringList': return [];
    case 'string': return choicesOf(name)?.[0] ?? '';
  }
}

/** A new rule: the first rule name, its first operator, its starting value. */
export function newRule(name: SegmentRuleName = SegmentRuleName.options[0]!): SegmentRule {
  return { name, operator: segmentOperatorsOf(name)[0]!, value: defaultValueOf(name) };
}

function suits(name: SegmentRuleName, value: SegmentRuleValue): boolean {
  const type = valueTypeOf(name);
  const choices = choicesOf(name);
  if (type === 'stringList') return Array.isArray(value) && (!choices || value.every((v) => choices.includes(v)));
  if (type === 'string') return typeof value === 'string' && (!choices || choices.includes(value));
  return typeof value === type;
}

/** The rule with another name: its operator and value stay when the new name takes them. */
export function renameRule(rule: SegmentRule, name: SegmentRuleName): SegmentRule {
  const operators: readonly SegmentOperator[] = segmentOperatorsOf(name);
  return {
    name,
    operator: operators.includes(rule.operator) ? rule.operator : operators[0]!,
    value: suits(name, rule.value) ? rule.value : defaultValueOf(name),
  };
}

export const replaceAt = <T>(list: readonly T[], index: number, item: T): T[] => list.map((x, i) => (i === index ? item : x));
export const removeAt = <T>(list: readonly T[], index: number): T[] => list.filter((_, i) => i !== index);
