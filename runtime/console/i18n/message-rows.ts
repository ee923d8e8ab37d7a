/**
 * An area's words written as rows (i18n/messages/<area>.ts): each key with its six languages side by
 * side, so a missing translation is a type error, made into each language's message tree here.
 */
import { CONSOLE_LOCALES, type ConsoleMessages, type MessageTree } from './console-messages.js';

/** en, sv, nb, nn, fi, de. */
export type Row = readonly [string, string, string, string, string, string];

export type Rows = Readonly<Record<string, Row>>;

/** Sets `word` at `path` of `tree`, making the subtrees on the way. */
function put(tree: Record<string, unknown>, [head, ...rest]: readonly string[], word: string): void {
  if (rest.length === 0) tree[head!] = word;
  else put((tree[head!] ??= {}) as Record<string, unknown>, rest, word);
}

/**
 * Each language's tree. A row's key is a dotted path ('search.title': search → title). A table's keys
 * are values as the contract spells them, each set as it is below the table's dotted path, so a dot
 * in one never splits it ('values.carTypes' → { values: { carTypes: { petrol_diesel: … } } }).
 */
export function messagesOfRows(rows: Rows, tables: Readonly<Record<string, Rows>> = {}): ConsoleMessages {
  const treeOf = (index: number): MessageTree => {
    const tree: Record<string, unknown> = {};
    for (const [key, row] of Object.entries(rows)) put(tree, key.split('.'), row[index]!);
    for (const [path, table] of Object.entries(tables)) {
      for (const [key, row] of Object.entries(table)) put(tree, [...path.split('.'), key], row[index]!);
    }
    return tree as MessageTree;
  };
  return Object.fromEntries(CONSOLE_LOCALES.map((locale, index) => [locale, treeOf(index)])) as ConsoleMessages;
}
