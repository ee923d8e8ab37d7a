/**
 * The titles an RJSF form shows for the fields of a form schema, in the console's language. Every
 * property is titled by its name's words (i18n/messages/form-fields.ts: one table of property names,
 * as a name means the same everywhere), the contract's title — else the name made readable — when
 * the words lack it. The titles are written into the schema rather than the uiSchema because RJSF
 * reads schema titles where a uiSchema does not reach: an array's item labels ("Accounts-2"), a
 * union's options, the validator's messages.
 *
 * The schema's descriptions are left out: they document the API for developers, in English (format
 * notes, spec references), and the forms do not show them.
 */
import { CONSOLE_LOCALE_NAMES } from '../i18n/locales.js';

type Node = Record<string, unknown>;

export interface FieldWords {
  /** The words for a property `name` (or an unnamed schema's key), `fallback` where there are none. */
  field(name: string, fallback: string): string;
  /** The option of a nullable field that leaves it empty. */
  readonly noValue: string;
}

const LANGUAGE_NAMES: Readonly<Record<string, string>> = CONSOLE_LOCALE_NAMES;

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);

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

function titled(node: Node, title: string | undefined, walk: Walk): Node {
  const { description: _description, ...out } = node;
  if (title !== undefined) out.title = title;
  if (walk.opaque(node)) return out;
  if (isNode(node.properties)) {
    out.properties = Object.fromEntries(
      Object.entries(node.properties).map(([name, property]) => {
        if (!isNode(property) || !shown(property)) return [name, property];
        return [name, titled(property, walk.words.field(name, contractTitle(property) ?? humanised(name)), walk)];
      }),
    );
  }
  if (isNode(node.items)) out.items = titled(node.items, unnamedTitle(node.items, walk.words), walk);
  // Each entry of a map is labelled by its key.
  if (isNode(node.additionalProperties)) out.additionalProperties = titled(node.additionalProperties, undefined, walk);
  for (const union of ['oneOf', 'anyOf'] as const) {
    const options = node[union];
    if (!Array.isArray(options)) continue;
    const values = options.filter((option) => !(isNode(option) && option.type === 'null'));
    // A nullable field's options: its value, titled as the field, or no value.
    const nullable = values.length === 1 && values.length < options.length;
    out[union] = options.map((option) => {
      if (!isNode(option)) return option;
      if (option.type === 'null') return titled(option, walk.words.noValue, walk);
      return titled(option, nullable && title !== undefined ? title : unnamedTitle(option, walk.words), walk);
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
