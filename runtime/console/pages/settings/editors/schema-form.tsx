/**
 * An RJSF form (MUI theme, noHtml5Validate, as resources/generic-form.tsx) over part of a payload's
 * JSON Schema, as a controlled editor: the value in, each change out, the contract's issues at their
 * fields (RJSF's extraErrors; the zod schema is what decides, so RJSF validates nothing itself), and
 * the builders of this folder for segments, per-language copy and the built-in favorites. Its field
 * titles and RJSF's own words are in the console's language (resources/form-words.ts).
 */
import Form from '@rjsf/mui';
import type { RegistryFieldsType } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { useMemo, type ComponentProps } from 'react';
import { sameValue } from '../../../components/field-diff-rows.js';
import type { PayloadIssue } from '../kind-editor.js';
import { BuiltInFavoritesField } from './built-in-favorites-field.js';
import { useFormWords } from '../../../resources/form-words.js';
import { errorTreeOf, uiSchemaOf, wordedFormSchema, type CustomFieldName } from './form-schema.js';
import { LocalizedCopyField } from './localized-copy-field.js';
import { SegmentRuleSetField } from './segment-rule-set-field.js';

type RjsfProps = ComponentProps<typeof Form>;

const FIELDS: Readonly<Record<CustomFieldName, RegistryFieldsType[string]>> = {
  segmentRuleSet: SegmentRuleSetField,
  localizedCopy: LocalizedCopyField,
  builtInFavorites: BuiltInFavoritesField,
};

const DEFAULTS: RjsfProps['experimental_defaultFormStateBehavior'] = {
  emptyObjectFields: 'populateRequiredDefaults',
  arrayMinItems: { populate: 'requiredOnly' },
};

export interface SchemaFormProps {
  /** A form schema (form-schema.ts formSchemaOf / definitionSchemaOf). */
  readonly schema: Readonly<Record<string, unknown>>;
  readonly value: unknown;
  onChange(next: unknown): void;
  readonly readOnly: boolean;
  /** Issues with paths relative to `value`. */
  readonly issues?: readonly PayloadIssue[];
}

export function SchemaForm({ schema, value, onChange, readOnly, issues }: SchemaFormProps) {
  const words = useFormWords();
  const worded = useMemo(() => wordedFormSchema(schema, words.fields), [schema, words]);
  const uiSchema = useMemo(() => uiSchemaOf(worded), [worded]);
  const extraErrors = useMemo(() => errorTreeOf(issues ?? []), [issues]);
  return (
    <Form
      schema={worded as RjsfProps['schema']}
      uiSchema={uiSchema as RjsfProps['uiSchema']}
      validator={validator}
      formData={value}
      // RJSF may answer a render with the same data (its defaults applied): only a real change is an edit.
      onChange={(event) => {
        if (!sameValue(event.formData, value)) onChange(event.formData);
      }}
      fields={FIELDS as RjsfProps['fields']}
      // Defaults only where the schema requires a value: RJSF would otherwise fill an absent optional
      // object with what it can (a flag's missing segments as `{ rules: [] }`, which the contract refuses).
      experimental_defaultFormStateBehavior={DEFAULTS}
      extraErrors={extraErrors as RjsfProps['extraErrors']}
      readonly={readOnly}
      translateString={words.translateString}
      noHtml5Validate
      showErrorList={false}
    />
  );
}
