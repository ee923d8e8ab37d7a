/**
 * The fields of the generic screens: each field's title, translatable (another helper's i18n
 * provider may name `resources.<resource>.fields.<field>`; without one the schema's title shows), and
 * the react-admin field that shows a value by its JSON Schema type.
 */
import { useCallback } from 'react';
import { BooleanField, DateField, FunctionField, TextField, useTranslate } from 'react-admin';
import type { JsonSchema, ResourceDescriptor } from '../../../generated/resources.gen.js';
import { valueLabel } from './form-titles.js';
import { fieldKind, fieldLabel, shownEnumValues } from './generic-schema.js';

/**
 * `key` translated (with `values` for its placeholders), else `fallback`. An i18n provider without
 * the key answers `_`; one that knows no `_` (react-admin's bare context in a test, a plain identity)
 * answers the key itself.
 */
export function translated(translate: ReturnType<typeof useTranslate>, key: string, fallback: string, values: Readonly<Record<string, unknown>> = {}): string {
  const text = translate(key, { ...values, _: fallback });
  return text === key ? fallback : text;
}

/** A field's title: the translation of `resources.<resource>.fields.<field>`, else the schema's title (or the field's name). */
export type FieldTitle = (field: string, schema?: JsonSchema) => string;

/**
 * The titles of a descriptor's fields. `schema` is where the title is looked up first (a form's
 * body schema); the record schema is the fallback, as a body schema may leave a title out.
 */
export function useFieldTitle(descriptor: ResourceDescriptor): FieldTitle {
  const translate = useTranslate();
  return useCallback(
    (field: string, schema?: JsonSchema) => {
      const own = schema ? fieldLabel(schema, field) : field;
      const fallback = own !== field ? own : fieldLabel(descriptor.schemas.record, field);
      return translated(translate, `resources.${descriptor.name}.fields.${field}`, fallback);
    },
    [descriptor, translate],
  );
}

/** How an enum value of a field reads (resources/form-titles.ts `valueLabel`). */
export type ValueLabel = (field: string, value: string) => string;

/** An enum value's words (i18n/messages/form-values.ts), the value itself where there are none. */
export const valueWord = (translate: ReturnType<typeof useTranslate>, value: string): string => translated(translate, `ampere.form-values.${value}`, value);

/** Enum values in the console's language: the forms' value words, codes as they are. */
export function useValueLabel(): ValueLabel {
  const translate = useTranslate();
  return useCallback((field: string, value: string) => valueLabel(field, value, (v) => valueWord(translate, v)), [translate]);
}

/**
 * The field element of a column or show row; an element, not a component, as Datagrid reads its
 * heading from the element's props. `locale`: the console's language (react-admin's useLocaleState),
 * in which dates are written; without it they follow the browser's. `value`: how enum values read;
 * without it they show as the contract spells them.
 */
export function schemaField(record: JsonSchema, source: string, label: string = fieldLabel(record, source), locale?: string, value?: ValueLabel) {
  const shown = value && shownEnumValues(record, source) ? (item: unknown) => (typeof item === 'string' ? value(source, item) : String(item)) : String;
  switch (fieldKind(record, source)) {
    case 'boolean':
      return <BooleanField key={source} source={source} label={label} />;
    case 'date':
      return <DateField key={source} source={source} label={label} showTime locales={locale} />;
    case 'list':
      return <FunctionField key={source} source={source} label={label} render={(row: Record<string, unknown>) => (Array.isArray(row[source]) ? row[source].map(shown).join(', ') : '')} />;
    default:
      if (shown === String) return <TextField key={source} source={source} label={label} />;
      return <FunctionField key={source} source={source} label={label} render={(row: Record<string, unknown>) => (row[source] == null ? '' : shown(row[source]))} />;
  }
}
