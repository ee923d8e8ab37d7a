/**
 * The titles an RJSF form shows for the fields of a form schema, in the console's language. Every
 * property is titled by its name's words (i18n/messages/form-fields.ts: one table of property names,
 * as a name means the same everywhere), the contract's title — else the name made readable — when
 * the words lack it. The titles are written into the schema rather than the uiSchema because RJSF
 * reads schema titles where a uiSchema does not reach: an array's item labels ("Accounts-2"), a
 * union's options, the validator's messages.
 *
 * An enum's values are worded too, by value (i18n/messages/form-values.ts: one table, as a value means
 * the same in every enum that has it), the value itself where the words lack it. RJSF labels an
 * enum's options from the uiSchema only (`ui:enumNames`): the walk notes each enum's labels on its
 * schema node (VALUE_NAMES) and `withValueNames` writes them into the form's uiSchema. Codes a reader
 * reads as codes are shown as they are (CODES); language codes as each language's own name.
 *
 * The schema's descriptions are left out: they document the API for developers, in English (format
 * notes, spec references), and the forms do not show them.
 */
import { CONSOLE_LOCALE_NAMES } from '../i18n/locales.js';

type Node = Record<string, unknown>;

export interface FieldWords {
  /** The words for a property `name` (or an unnamed schema's key), `fallback` where there are none. */
  field(name: string, fallback: string): string;
  /** The words for an enum's `value`, the value itself where there are none. */
  value(value: string): string;
  /** The option of a nullable field that leaves it empty. */
  readonly noValue: string;
}

const LANGUAGE_NAMES: Readonly<Record<string, string>> = CONSOLE_LOCALE_NAMES;

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Properties whose values are codes a reader knows as codes, shown as the contract spells them:
 * price zones (SE1…NO5, FI, AT), currency codes (SEK, EUR, NOK), access scopes (ORG_ADMIN…: the
 * console names scopes by their codes everywhere, as the API and its tokens do) and IANA time zones
 * (Europe/Oslo). Free-text codes (cron expressions, URLs, HTTP methods) are no enums and not walked.
 */
const CODES: ReadonlySet<string> = new Set(['pricezone', 'currency', 'scope', 'timeZone']);

/** The keyword on an enum's schema node that holds its options' labels, by value (see withValueNames). */
export const VALUE_NAMES = 'x-value-names';

/**
 * `extraParams` → "Extra params": a readable label for a property the contract gave no title; a
 * language code (text per language) as the language's own name, as the language menu names it.
 */
export function humanised(key: string): string {
  if (LANGUAGE_NAMES[key]) return LANGUAGE_NAMES[key];
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** "Site of a location" → "siteOfALocation": the key of an unnamed schema known only by its title. */
function keyOfTitle(title: string): string {
  const [first = '', ...rest] = title.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return [first.toLowerCase(), ...rest.map((w) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase())].join('');
}

/** Whether a form shows the property (a fixed value or a hidden hint is not shown). */
function shown(property: Node): boolean {
  return property.const === undefined && !(isNode(property['x-ui']) && property['x-ui'].hidden === true);
}

/**
 * The words key of a schema without a property name (an array's items, a union's option): its `type`
 * discriminator's fixed value (`EXTERNAL_URL`, `gradient`), else its title camel-cased; none when it
 * has neither (RJSF then numbers it: "Accounts-2", "Background option 2").
 */
function unnamedKey(node: Node): string | undefined {
  const type = isNode(node.properties) && isNode(node.properties.type) ? node.properties.type.const : undefined;
  if (typeof type === 'string') return type;
  return typeof node.title === 'string' ? keyOfTitle(node.title) : undefined;
}

/** The contract's title of a property: its own, else (a nullable field) its value's. */
function contractTitle(property: Node): string | undefined {
  if (typeof property.title === 'string') return property.title;
  const values = (Array.isArray(property.anyOf) ? property.anyOf : []).filter((option) => isNode(option) && option.type !== 'null');
  return values.length === 1 && isNode(values[0]) && typeof values[0].title === 'string' ? values[0].title : undefined;
}

function unnamedTitle(node: Node, words: FieldWords): string | undefined {
  const key = unnamedKey(node);
  if (key === undefined) return undefined;
  return words.field(key, typeof node.title === 'string' ? node.title : humanised(key));
}

interface Walk {
  readonly words: FieldWords;
  /** A subtree whose own editor names its parts (segments' rule-set builder): left as it is. */
  readonly opaque: (node: Node) => boolean;
}

/** Whether the values of property `name` are codes shown as they are (CODES). */
export const isCodes = (name: string | undefined): boolean => name !== undefined && CODES.has(name);

/**
 * How an enum's `value` reads wherever the console shows it (forms, lists, show screens, filters):
 * a code as it is, a language code as the language's own name, else its words (`word`).
 */
export function valueLabel(name: string | undefined, value: string, word: (value: string) => string): string {
  if (isCodes(name)) return value;
  return LANGUAGE_NAMES[value] ?? word(value);
}

/** The labels of an enum's text values, by value; none for a property of codes or a node without an enum. */
function valueNames(node: Node, name: string | undefined, words: FieldWords): Record<string, string> | undefined {
  const values = Array.isArray(node.enum) ? node.enum.filter((value): value is string => typeof value === 'string') : [];
  if (values.length === 0 || isCodes(name)) return undefined;
  return Object.fromEntries(values.map((value) => [value, valueLabel(name, value, words.value)]));
}

/** `name` is the property the node belongs to: its own, or (an array's items, a union's option, a map's entry) its parent's. */
function titled(node: Node, title: string | undefined, walk: Walk, name?: string): Node {
  const { description: _description, ...out } = node;
  if (title !== undefined) out.title = title;
  if (walk.opaque(node)) return out;
  const names = valueNames(node, name, walk.words);
  if (names) out[VALUE_NAMES] = names;
  if (isNode(node.properties)) {
    out.properties = Object.fromEntries(
      Object.entries(node.properties).map(([key, property]) => {
        if (!isNode(property) || !shown(property)) return [key, property];
        return [key, titled(property, walk.words.field(key, contractTitle(property) ?? humanised(key)), walk, key)];
      }),
    );
  }
  if (isNode(node.items)) out.items = titled(node.items, unnamedTitle(node.items, walk.words), walk, name);
  // Each entry of a map is labelled by its key.
  if (isNode(node.additionalProperties)) out.additionalProperties = titled(node.additionalProperties, undefined, walk, name);
  for (const union of ['oneOf', 'anyOf'] as const) {
    const options = node[union];
    if (!Array.isArray(options)) continue;
    const values = options.filter((option) => !(isNode(option) && option.type === 'null'));
    // A nullable field's options: its value, titled as the field, or no value.
    const nullable = values.length === 1 && values.length < options.length;
    out[union] = options.map((option) => {
      if (!isNode(option)) return option;
      if (option.type === 'null') return titled(option, walk.words.noValue, walk);
      return titled(option, nullable && title !== undefined ? title : unnamedTitle(option, walk.words), walk, name);
    });
  }
  return out;
}

/**
 * A form schema with its fields titled in the console's language and its descriptions left out; the
 * root's own title goes too, as the screen around a form names what it edits.
 */
export function titledSchema(schema: Readonly<Node>, words: FieldWords, opaque: (node: Node) => boolean = () => false): Node {
  const { title: _title, ...root } = titled(schema as Node, undefined, { words, opaque });
  return root;
}

/**
 * A form's uiSchema with its enums' labels (`ui:enumNames`, by value) from a schema titledSchema
 * made. A union's options get their own uiSchema where the form gives them one (RJSF's
 * `uiSchema.oneOf[i]`); otherwise RJSF hands each option the field's own, so their labels go there,
 * which is safe because a value is labelled the same in every enum.
 */
export function withValueNames(schema: Readonly<Node>, ui: Readonly<Node>): Node {
  const out: Node = { ...ui };
  const names = schema[VALUE_NAMES];
  if (isNode(names)) out['ui:enumNames'] = { ...(isNode(ui['ui:enumNames']) ? ui['ui:enumNames'] : {}), ...names };
  const child = (key: string, node: unknown, given: unknown) => {
    if (!isNode(node)) return;
    const next = withValueNames(node, isNode(given) ? given : {});
    if (Object.keys(next).length > 0) out[key] = next;
  };
  if (isNode(schema.properties)) for (const [key, property] of Object.entries(schema.properties)) child(key, property, ui[key]);
  child('items', schema.items, ui.items);
  child('additionalProperties', schema.additionalProperties, ui.additionalProperties);
  for (const union of ['oneOf', 'anyOf'] as const) {
    const options = schema[union];
    if (!Array.isArray(options)) continue;
    const given = ui[union];
    if (Array.isArray(given)) {
      out[union] = options.map((option, i) => (isNode(option) ? withValueNames(option, isNode(given[i]) ? given[i] : {}) : given[i]));
      continue;
    }
    for (const option of options) if (isNode(option)) Object.assign(out, withValueNames(option, out));
  }
  return out;
}
