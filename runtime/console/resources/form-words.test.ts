// @vitest-environment node
/**
 * The words of the console's RJSF forms are complete: every string RJSF translates (its
 * TranslatableString, walked at run time, so an RJSF upgrade that adds one fails here) in six
 * languages with its parameters kept, and every field name and enum value the forms show — found by
 * walking the schemas the generic forms and the settings editors render — in six languages.
 */
import { TranslatableString } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { resources } from '../../../generated/resources.gen.js';
import { ModuleName } from '../../../schemas/settings/modules.js';
import { CONSOLE_LOCALES } from '../i18n/console-messages.js';
import formFields from '../i18n/messages/form-fields.js';
import formValues from '../i18n/messages/form-values.js';
import forms from '../i18n/messages/forms.js';
import { wordedFormSchema } from '../pages/settings/editors/form-schema.js';
import { definitionFormSchema, payloadFormSchema } from '../pages/settings/editors/payload-schemas.js';
import { SETTINGS_RESOURCES } from '../pages/settings/settings-kinds.js';
import { isCodes, titledSchema, valueLabel, VALUE_NAMES, withValueNames, type FieldWords } from './form-titles.js';
import { formModel } from './generic-form-schema.js';
import { shownEnumValues } from './generic-schema.js';
import { shownFields } from './generic-show.js';
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

/** The field names and enum values the forms ask words for, each by where it first shows. */
interface Asked {
  readonly fields: Map<string, string>;
  readonly values: Map<string, string>;
}

/** What a form asks words for; `only` keeps the field names or the values alone. */
function ask(walk: (words: FieldWords) => void, where: string, into: Asked, only?: keyof Asked): void {
  const note = (map: keyof Asked, key: string) => {
    if (only !== undefined && only !== map) return;
    if (!into[map].has(key)) into[map].set(key, where);
  };
  walk({
    field: (name, fallback) => {
      note('fields', name);
      return fallback;
    },
    value: (value) => {
      note('values', value);
      return value;
    },
    noValue: '',
  });
}

/**
 * Every field name and enum value the console's RJSF forms show. A generic form's top-level fields
 * have their resource's words, so its names are asked field by field below the top; its values are
 * asked of the whole form, where each enum is known by its property's name (a property of codes asks none).
 */
function shownWords(): Asked {
  const asked: Asked = { fields: new Map(), values: new Map() };
  for (const descriptor of resources) {
    if (!descriptor.operations.list || SETTINGS_RESOURCES.includes(descriptor.name)) continue;
    const own = customScreens[descriptor.name] ?? {};
    for (const [kind, screen] of [['create', own.create], ['update', own.edit]] as const) {
      if (screen !== undefined || !descriptor.operations[kind]) continue;
      const { schema } = formModel(descriptor, kind, (field) => field);
      for (const [field, property] of Object.entries(schema.properties as Record<string, Node>)) {
        ask((words) => titledSchema(property, words), `${descriptor.name} ${kind}: ${field}`, asked, 'fields');
      }
      ask((words) => titledSchema(schema, words), `${descriptor.name} ${kind}`, asked, 'values');
    }
    // The generic list's columns and filters and the generic show screen's fields show values by the same words.
    const record = descriptor.schemas.record;
    const listed = own.list === undefined ? [...descriptor.listColumns, ...descriptor.filters] : [];
    const shown = own.show === undefined && descriptor.operations.get ? shownFields(record, descriptor.uiSchema.record) : [];
    for (const field of new Set([...listed, ...shown])) {
      if (isCodes(field)) continue;
      for (const value of shownEnumValues(record, field) ?? []) {
        ask((words) => valueLabel(field, value, words.value), `${descriptor.name} list/show: ${field}`, asked, 'values');
      }
    }
  }
  // The settings editors: a form per top-level part of feature flags and custom favorites, per module type.
  for (const kind of ['featureFlags', 'customFavorites'] as const) {
    for (const [part, schema] of Object.entries(payloadFormSchema(kind).properties as Record<string, Node>)) {
      ask((words) => wordedFormSchema(schema, words), `${kind}: ${part}`, asked);
    }
  }
  for (const type of ModuleName.options) ask((words) => wordedFormSchema(definitionFormSchema('modules', `${type}Module`), words), `modules: ${type}`, asked);
  return asked;
}

/** The words a table lacks for what the forms show, with where each shows. */
const missingIn = (asked: Map<string, string>, words: Readonly<Record<string, unknown>>, excluded: ReadonlySet<string> = new Set()) =>
  [...asked].filter(([key]) => !excluded.has(key) && typeof words[key] !== 'string').map(([key, where]) => `${key} (${where})`);

describe('the field words', () => {
  const { fields: names } = shownWords();

  it('are found in the generic forms and the settings editors', () => {
    expect(names.get('accountIds')).toMatch(/^inbox-items/);
    expect(names.get('hideCost')).toBe('featureFlags: portal');
    expect(names.get('startDate')).toBe('modules: Offers');
  });

  it.each(CONSOLE_LOCALES)('name every field the forms show in %s', (locale) => {
    expect(missingIn(names, formFields[locale], EXCLUDED)).toEqual([]);
  });
});

describe('the value words', () => {
  const { values } = shownWords();

  it('are asked for the enums the forms show, not for codes or languages', () => {
    expect(values.get('release')).toBe('featureFlags: flags');
    expect(values.get('smallListCard')).toBe('modules: Shortcuts');
    expect(values.get('once')).toBe('customFavorites: customFavorites');
    expect(values.get('APPARTMENT')).toMatch(/^account-prospects/);
    // Price zones, currencies and admin scopes are codes; language codes show as the languages' own names.
    for (const code of ['NO1', 'SEK', 'ORG_ADMIN', 'nb']) expect(values.has(code)).toBe(false);
  });

  it.each(CONSOLE_LOCALES)('word every value the forms show in %s', (locale) => {
    expect(missingIn(values, formValues[locale])).toEqual([]);
  });
});

describe('a titled form schema', () => {
  const words: FieldWords = {
    field: (name, fallback) => ({ url: 'Adresse', EXTERNAL_URL: 'Ekstern lenke' })[name] ?? fallback,
    value: (value) => ({ product: 'Produkt', house: 'Hus', flat: 'Leilighet' })[value] ?? value,
    noValue: 'Ingen verdi',
  };
  const schema = {
    title: 'Module', description: 'A module',
    properties: {
      url: { type: 'string', title: 'URL', description: 'Public http(s)' },
      extraParams: { type: 'object' },
      size: { anyOf: [{ type: 'number', title: 'Size (m2)' }, { type: 'null' }] },
      navigation: { oneOf: [{ title: 'External URL', properties: { type: { const: 'EXTERNAL_URL' } } }, { title: 'App screen', properties: {} }] },
      type: { type: 'string', enum: ['product', 'release'] },
      pricezone: { type: 'string', enum: ['NO1', 'NO2'] },
      languages: { type: 'array', items: { type: 'string', enum: ['nb', 'de'] } },
      home: { anyOf: [{ type: 'string', enum: ['house', 'flat'] }, { type: 'null' }] },
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

  it('labels an enum’s values by their words, else as the contract spells them; codes as they are, languages by their own names', () => {
    expect(titled.properties.type![VALUE_NAMES]).toEqual({ product: 'Produkt', release: 'release' });
    expect(titled.properties.pricezone![VALUE_NAMES]).toBeUndefined();
    expect((titled.properties.languages!.items as Node)[VALUE_NAMES]).toEqual({ nb: 'Norsk bokmål', de: 'Deutsch' });
  });

  it('writes the labels into the uiSchema where RJSF reads them: the field’s own, its items’, a nullable field’s', () => {
    const ui = withValueNames(titled, { type: { 'ui:widget': 'radio' } }) as Record<string, Node>;
    expect(ui.type).toEqual({ 'ui:widget': 'radio', 'ui:enumNames': { product: 'Produkt', release: 'release' } });
    expect(ui.pricezone).toBeUndefined();
    expect((ui.languages!.items as Node)['ui:enumNames']).toEqual({ nb: 'Norsk bokmål', de: 'Deutsch' });
    // RJSF hands a union's option the field's own uiSchema when the form gives the options none.
    expect(ui.home!['ui:enumNames']).toEqual({ house: 'Hus', flat: 'Leilighet' });
    const given = withValueNames(titled, { home: { anyOf: [{ 'ui:widget': 'radio' }, {}] } }) as Record<string, Node & { anyOf: Node[] }>;
    expect(given.home!.anyOf[0]).toEqual({ 'ui:widget': 'radio', 'ui:enumNames': { house: 'Hus', flat: 'Leilighet' } });
  });
});
