/**
 * The words of the console's RJSF forms in the chosen language (issue 6 §1), for the generic create
 * and edit forms and the settings editors alike: RJSF's own words (its buttons, "Yes"/"No", option
 * labels: `translateString`, keyed by the member names of its TranslatableString), the validator's
 * messages (`transformErrors`, by the JSON Schema keyword that failed) and the fields' titles (by
 * property name: resources/form-titles.ts) and enums' values (by value). The words are
 * i18n/messages/forms.ts, form-fields.ts and form-values.ts.
 */
import { englishStringTranslator, replaceStringParameters, TranslatableString, type RJSFValidationError } from '@rjsf/utils';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import type { FieldWords } from './form-titles.js';
import { translated, valueWord } from './generic-fields.js';

/** Each TranslatableString's member name by its English text (the value RJSF passes). */
const MEMBERS: ReadonlyMap<string, string> = new Map(Object.entries(TranslatableString).map(([member, english]) => [english as string, member]));

/** The validator's formats that have words of their own; any other says "not a valid value". */
const FORMATS: Readonly<Record<string, string>> = { email: 'formatEmail', uri: 'formatUri', date: 'formatDate', 'date-time': 'formatDateTime' };
/** JSON Schema types that have words of their own. */
const TYPES: Readonly<Record<string, string>> = { string: 'typeString', number: 'typeNumber', integer: 'typeInteger', boolean: 'typeBoolean' };
/** Keywords whose message counts (one form or many). */
const COUNTED = new Set(['minLength', 'maxLength', 'minItems', 'maxItems', 'minProperties', 'maxProperties']);
/** Keywords worded in forms.ts; another keyword's message is the general one. */
const KEYWORDS = new Set([...COUNTED, 'required', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf', 'uniqueItems', 'pattern', 'enum', 'const', 'additionalProperties', 'oneOf', 'anyOf']);

type Params = Readonly<Record<string, unknown>>;

/** The key below `ampere.forms.validation` of a validator error, and the values its words take. */
export function validationKey(name: string | undefined, params: Params = {}): { readonly key: string; readonly values: Params } {
  if (name === 'type') return { key: TYPES[String(params.type)] ?? 'type', values: {} };
  if (name === 'format') return { key: FORMATS[String(params.format)] ?? 'format', values: {} };
  if (name === undefined || !KEYWORDS.has(name)) return { key: 'invalid', values: {} };
  return { key: name, values: COUNTED.has(name) ? { smart_count: Number(params.limit) } : params };
}

export interface FormWords {
  /** RJSF's `translateString`. */
  readonly translateString: (text: TranslatableString, params?: string[]) => string;
  /** RJSF's `transformErrors`: the validator's messages in the chosen language. */
  readonly transformErrors: (errors: RJSFValidationError[]) => RJSFValidationError[];
  /** The fields' titles and enums' labels (resources/form-titles.ts). */
  readonly fields: FieldWords;
}

export function useFormWords(): FormWords {
  const translate = useTranslate();
  return useMemo<FormWords>(() => ({
    translateString: (text, params) => {
      const member = MEMBERS.get(text);
      return member === undefined ? englishStringTranslator(text, params) : replaceStringParameters(translated(translate, `ampere.forms.rjsf.${member}`, text), params);
    },
    transformErrors: (errors) =>
      errors.map((error) => {
        const { key, values } = validationKey(error.name, error.params as Params | undefined);
        const message = translated(translate, `ampere.forms.validation.${key}`, error.message ?? '', values);
        return { ...error, message, stack: message };
      }),
    fields: {
      field: (name, fallback) => translated(translate, `ampere.form-fields.${name}`, fallback),
      value: (value) => valueWord(translate, value),
      noValue: translated(translate, 'ampere.forms.noValue', 'No value'),
    },
  }), [translate]);
}
