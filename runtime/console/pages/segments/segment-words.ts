/**
 * The segments page's words (`ampere.segments.…`, i18n/messages/segments.ts). Rule names, operators
 * and value choices get their labels here; a price zone is its code.
 */
import { useMemo } from 'react';
import type { SegmentOperator, SegmentRuleName } from '../../../../schemas/settings/segments.js';
import type { SegmentValueGroup } from '../../i18n/messages/segments.js';
import { useAreaWords } from '../area-words.js';

const OPERATOR_KEY: Readonly<Record<SegmentOperator, string>> = {
  '=': 'eq', '!=': 'ne', '<': 'lt', '>': 'gt', '<=': 'lte', '>=': 'gte', isIn: 'isIn', isNotIn: 'isNotIn',
};

/** Whose words a rule name's choices take; names without a group show their values as they are. */
const VALUE_GROUP: Partial<Readonly<Record<SegmentRuleName, SegmentValueGroup>>> = {
  agreementTypes: 'agreementTypes', serviceTypes: 'serviceTypes', readingPeriods: 'readingPeriods',
  propertyType: 'propertyTypes', heatingTypes: 'heatingTypes', primaryHeatingType: 'heatingTypes',
  carTypes: 'carTypes', appliances: 'appliances',
};

export interface SegmentWords {
  /** A message of the page by its key below `ampere.segments`. */
  t(key: string, options?: Readonly<Record<string, unknown>>): string;
  ruleName(name: SegmentRuleName): string;
  operator(operator: SegmentOperator): string;
  /** A value choice of the rule name. */
  choice(name: SegmentRuleName, value: string): string;
}

export function useSegmentWords(): SegmentWords {
  const t = useAreaWords('segments');
  return useMemo(() => ({
    t,
    // A name or value the contract gains before it is worded shows as the contract spells it.
    ruleName: (name) => t(`names.${name}`, { _: name }),
    operator: (operator) => t(`operators.${OPERATOR_KEY[operator]}`, { _: operator }),
    choice: (name, value) => {
      const group = VALUE_GROUP[name];
      return group ? t(`values.${group}.${value}`, { _: value }) : value;
    },
  }), [t]);
}
