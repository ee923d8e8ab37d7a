// @vitest-environment node
/**
 * The words of the console's RJSF forms are complete: every string RJSF translates (its
 * TranslatableString, walked at run time, so an RJSF upgrade that adds one fails here) in six
 * languages with its parameters kept, and every field name the forms show — found by walking the
 * schemas the generic forms and the settings editors render — in six languages.
 */
import { TranslatableString } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { resources } from '../../../generated/resources.gen.js';
import { ModuleName } from '../../../schemas/settings/modules.js';
import { CONSOLE_LOCALES } from '../i18n/console-messages.js';
import formFields from '../i18n/messages/form-fields.js';
import forms from '../i18n/messages/forms.js';
import { wordedFormSchema } from '../pages/settings/editors/form-schema.js';
import { definitionFormSchema, payloadFormSchema } from '../pages/settings/editors/payload-schemas.js';
import { SETTINGS_RESOURCES } from '../pages/settings/settings-kinds.js';
import { titledSchema, type FieldWords } from './form-titles.js';
import { formModel } from './generic-form-schema.js';
import { customScreens } from './screens.js';

type Node = Record<string, unknown>;

/** Names shown as they are, on purpose. */
const EXCLUDED = new Set<string>([
  // Language codes (text per language): each language's own name, as the language menu shows it.
  ...CONSOLE_LOCALES,
]);

const parameters = (text: string) => [...text.matchAll(/%\d/g)].map((m) => m[0]).sort();

describe("RJSF's own words", () => {
  it.each(Object.entries(TranslatableString))('%s is worded in six languages, English as RJSF writes it, its parameters kept', (member, english) => {
    const rows = CONSOLE_LOCALES.map((locale) => ((forms[locale].rjsf as Record<string, string> | undefined) ?? {})[member]);
    expect(rows[0]).toBe(english);
    for (const row of rows) {
      expect(row).toBeTruthy();
      expect(parameters(row!)).toEqual(parameters(english));
    }
  });
});

/** The names a form asks words for, by where they show. */
function askedNames(walk: (words: FieldWords) => void, where: string, into: Map<string, string>): void {
  walk({
    field: (name, fallback) => {
      if (!into.has(name)) into.set(name, where);
      return fallback;
    },
    noValue: '',
  });
}

/** Every field name the console's RJSF forms show (below a generic form's top level, whose fields have their resource's words). */
function shownNames(): Map<string, string> {
  const names = new Map<string, string>();
  for (const descriptor of resources) {
    if (!descriptor.operations.list || SETTINGS_RESOURCES.includes(descriptor.name)) continue;
    const own = customScreens[descriptor.name] ?? {};
    for (const [kind, screen] of [['create', own.create], ['update', own.edit]] as const) {
      if (screen !== undefined || !descriptor.operations[kind]) continue;
      const { schema } = formModel(descriptor, kind, (field) => field);
      for (const [field, property] of Object.entries(schema.properties as Record<string, Node>)) {
        askedNames((words) => titledSchema(property, words), `${descriptor.name} ${kind}: ${field}`, names);
      }
    }
  }
  // The settings editors: a form per top-level part of feature flags and custom favorites, per module type.
  for (const kind of ['featureFlags', 'customFavorites'] as const) {
    for (const [part, schema] of Object.entries(payloadFormSchema(kind).properties as Record<string, Node>)) {
      askedNames((words) => wordedFormSchema(schema, words), `${kind}: ${part}`, names);
    }
  }
  for (const type of ModuleName.options) askedNames((words) => wordedFormSchema(definitionFormSchema('modules', `${type}Module`), words), `modules: ${type}`, names);
  return names;
}

describe('the field words', () => {
  const names = shownNames();

  it('are found in the generic forms and the settings editors', () => {
    expect(names.get('accountIds')).toMatch(/^inbox-items/);
    expect(names.get('hideCost')).toBe('featureFlags: portal');
    expect(names.get('startDate')).toBe('modules: Offers');
  });

  it.each(CONSOLE_LOCALES)('name every field the forms show in %s', (locale) => {
    const words = formFields[locale] as Record<string, string>;
    const missing = [...names].filter(([name]) => !EXCLUDED.has(name) && !words[name]).map(([name, where]) => `${name} (${where})`);
    expect(missing).toEqual([]);
  });
});

describe('a titled form schema', () => {
  const words: FieldWords = { field: (name, fallback) => ({ url: 'Adresse', EXTERNAL_URL: 'Ekstern lenke' })[name] ?? fallback, noValue: 'Ingen verdi' };
  const schema = {
    title: 'Module', description: 'A module',
    properties: {
      url: { type: 'string', title: 'URL', description: 'Public http(s)' },
      extraParams: { type: 'object' },
      size: { anyOf: [{ type: 'number', title: 'Size (m2)' }, { type: 'null' }] },
      navigation: { oneOf: [{ title: 'External URL', properties: { type: { const: 'EXTERNAL_URL' } } }, { title: 'App screen', properties: {} }] },
    },
  };
  const titled = titledSchema(schema, words) as Node & { properties: Record<string, Node & { anyOf?: Node[]; oneOf?: Node[] }> };

  it('titles each field by its words, else the contract’s title or its name made readable, and shows no descriptions', () => {
    expect(titled.title).toBeUndefined();
    expect(titled.description).toBeUndefined();
    expect(titled.properties.url).toEqual({ type: 'string', title: 'Adresse' });
    expect(titled.properties.extraParams!.title).toBe('Extra params');
  });

  it('titles a nullable field’s options as the field and "no value", another union’s options by their words', () => {
    expect(titled.properties.size!.title).toBe('Size (m2)');
    expect(titled.properties.size!.anyOf!.map((o) => o.title)).toEqual(['Size (m2)', 'Ingen verdi']);
    expect(titled.properties.navigation!.oneOf!.map((o) => o.title)).toEqual(['Ekstern lenke', 'App screen']);
  });
});
