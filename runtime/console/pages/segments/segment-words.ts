/**
 * The segments page's words through react-admin's translate (`ampere.segments.…`), the English
 * default of each read from i18n/messages/segments.ts so it is written once. Rule names, operators
 * and value choices get their labels here; a price zone is its code.
 */
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import type { SegmentOperator, SegmentRuleName } from '../../../../schemas/settings/segments.js';
import type { MessageTree } from '../../i18n/console-messages.js';
import segmentMessages, { type SegmentValueGroup } from '../../i18n/messages/segments.js';

const OPERATOR_KEY: Readonly<Record<SegmentOperator, string>> = {
  '=': 'eq', '!=': 'ne', '<': 'lt', '>': 'gt', '<=': 'lte', '>=': 'gte', isIn: 'isIn', isNotIn: 'isNotIn',
};

/** Whose words a rule name's choices take; names without a group show their values as they are. */
const VALUE_GROUP: Partial<Readonly<Record<SegmentRuleName, SegmentValueGroup>>> = {
  agreementTypes: 'agreementTypes', serviceTypes: 'serviceTypes', readingPeriods: 'readingPeriods',
  propertyType: 'propertyTypes', heatingTypes: 'heatingTypes', primaryHeatingType: 'heatingTypes',
  carTypes: 'carTypes', appliances: 'appliances',
};

/** The English message at `path` (its parts, as the contract spells value keys), if there is one. */
function english(path: readonly string[]): string | undefined {
  let node: string | MessageTree | undefined = segmentMessages.en;
  for (const part of path) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

export interface SegmentWords {
  /** A message of the page by its key below `ampere.segments`. */
  t(key: string, options?: Readonly<Record<string, unknown>>): string;
  ruleName(name: SegmentRuleName): string;
  operator(operator: SegmentOperator): string;
  /** A value choice of the rule name. */
  choice(name: SegmentRuleName, value: string): string;
}

export function useSegmentWords(): SegmentWords {
  const translate = useTranslate();
  return useMemo(() => {
    const say = (path: readonly string[], options?: Readonly<Record<string, unknown>>, fallback?: string) =>
      translate(`ampere.segments.${path.join('.')}`, { _: english(path) ?? fallback ?? path.join('.'), ...options });
    return {
      t: (key, options) => say(key.split('.'), options),
      ruleName: (name) => say(['names', name], undefined, name),
      operator: (operator) => say(['operators', OPERATOR_KEY[operator]], undefined, operator),
      choice: (name, value) => {
        const group = VALUE_GROUP[name];
        return group ? say(['values', group, value], undefined, value) : value;
      },
    };
  }, [translate]);
}
