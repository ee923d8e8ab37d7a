/**
 * react-admin's messages use polyglot's syntax: `one |||| many` forms picked by `smart_count`, and
 * `%{name}` placeholders (i18next fills those, told the delimiters in i18n-provider.ts). The form is
 * picked by the language's own plural rule (Intl.PluralRules), its forms written in CLDR's category
 * order, as polyglot does.
 */
const PLURAL_DELIMITER = '||||';
const CATEGORY_ORDER: readonly Intl.LDMLPluralRule[] = ['zero', 'one', 'two', 'few', 'many', 'other'];

const rulesByLocale = new Map<string, { readonly rules: Intl.PluralRules; readonly categories: readonly Intl.LDMLPluralRule[] }>();

function pluralRules(locale: string) {
  let entry = rulesByLocale.get(locale);
  if (!entry) {
    const rules = new Intl.PluralRules(locale);
    const categories = CATEGORY_ORDER.filter((category) => rules.resolvedOptions().pluralCategories.includes(category));
    entry = { rules, categories };
    rulesByLocale.set(locale, entry);
  }
  return entry;
}

/** The form of `phrase` for `count` in `locale`; a phrase with one form is that form. */
export function pluralForm(phrase: string, count: number, locale: string): string {
  const forms = phrase.split(PLURAL_DELIMITER);
  if (forms.length === 1) return phrase;
  const { rules, categories } = pluralRules(locale);
  const form = forms[categories.indexOf(rules.select(count))] ?? forms[0] ?? '';
  return form.trim();
}

/** How many forms a message has (1 for one without plurals). */
export function formCount(phrase: string): number {
  return phrase.split(PLURAL_DELIMITER).length;
}

/** The `%{name}` placeholders of a message, sorted. */
export function placeholdersOf(phrase: string): string[] {
  return [...new Set([...phrase.matchAll(/%\{([^}]+)\}/g)].map((match) => match[1] ?? ''))].sort();
}
