/**
 * The editor's changes as pure functions on the draft (plain data, possibly invalid while typed):
 * a value set at a path, a new value for a group or variant being added, and a first dark part.
 */
import type { Theme, ThemePart } from '../../../../../schemas/settings/theme.js';
import type { FieldNode, GroupNode } from './theme-model.js';

export type Path = readonly (string | number)[];

type Data = Record<string | number, unknown>;

/** The value at `path` of `root`, undefined where the path leads nowhere. */
export function getIn(root: unknown, path: Path): unknown {
  let node = root;
  for (const key of path) node = typeof node === 'object' && node !== null ? (node as Data)[key] : undefined;
  return node;
}

/** `root` with `value` at `path` (objects made on the way); undefined removes an object's key. */
export function setIn<T>(root: T, path: Path, value: unknown): T {
  if (path.length === 0) return value as T;
  const [key, ...rest] = path as [string | number, ...(string | number)[]];
  const base: unknown = root ?? (typeof key === 'number' ? [] : {});
  const child = setIn((base as Data)[key], rest, value);
  if (Array.isArray(base)) {
    const copy = [...base];
    copy[key as number] = child;
    return copy as T;
  }
  const copy: Data = { ...(base as Data) };
  if (child === undefined) delete copy[key];
  else copy[key] = child;
  return copy as T;
}

/** The part's base colours, from which the colours of a newly added group are taken. */
export interface BaseColours {
  readonly background: string;
  readonly foreground: string;
  readonly accent: string;
  readonly accentBackground: string;
}

export function baseColoursOf(part: ThemePart | undefined): BaseColours {
  return {
    background: part?.backgroundColors[0] ?? '#ffffff',
    foreground: part?.foregroundColor ?? '#1b2631',
    accent: part?.accentColor ?? '#1f7a8c',
    accentBackground: part?.accentBackgroundColor ?? '#dcecf2',
  };
}

/** Twelve distinct colours, dark enough on light and light enough on dark; a new list takes the first it needs. */
export const GRAPH_PALETTE = [
  '#1f7a8c', '#f2a541', '#5c946e', '#c8553d', '#6c5b7b', '#2e86ab',
  '#0b3d5c', '#7fb7be', '#f6d186', '#b8c4bb', '#8e6c8a', '#d98c5f',
] as const;

/** A first colour for a field, by what its name says it colours. */
function colourFor(key: string, base: BaseColours): string {
  if (/^(selected|active)(Background)?Color$|^borderColor$/.test(key)) return base.accent;
  if (/^(selected|active)TextColor$/.test(key)) return '#ffffff';
  if (/background/i.test(key)) return base.accentBackground;
  if (key === 'gridColor') return '#d0d7de';
  // A plain `color` is a background's (a text style's colour is optional, never made here).
  if (key === 'color') return base.background;
  if (/text|icon|color$/i.test(key)) return base.foreground;
  return base.accent;
}

/** A new value for a field: a group gets its required fields only, a union its first choice. */
export function defaultOf(node: FieldNode, key: string, base: BaseColours): unknown {
  switch (node.kind) {
    case 'colour': return colourFor(key, base);
    case 'colours': return node.min && node.min > 1 ? GRAPH_PALETTE.slice(0, node.min) : [base.background];
    case 'number': return Math.min(Math.max(16, node.min ?? -Infinity), node.max ?? Infinity);
    case 'choice': return node.options[0];
    case 'switch': return false;
    case 'text': return '';
    case 'group': return groupDefault(node, base);
    case 'union': {
      const first = node.options[0]!;
      return { [node.discriminator]: first.value, ...groupDefault(first.group, base) };
    }
  }
}

export function groupDefault(group: GroupNode, base: BaseColours): Record<string, unknown> {
  return Object.fromEntries(group.fields.filter((f) => !f.optional).map((f) => [f.key, defaultOf(f.node, f.key, base)]));
}

/**
 * A union switched to another choice: the new choice's fields, keeping those the old value shares
 * (a background keeps its behaviour when it turns from a colour into an image).
 */
export function switchChoice(node: FieldNode & { kind: 'union' }, current: unknown, value: string, base: BaseColours): Record<string, unknown> {
  const option = node.options.find((o) => o.value === value) ?? node.options[0]!;
  const next: Record<string, unknown> = { [node.discriminator]: option.value, ...groupDefault(option.group, base) };
  for (const field of option.group.fields) {
    const kept = getIn(current, [field.key]);
    if (kept !== undefined) next[field.key] = kept;
  }
  return next;
}

/**
 * A first dark part: dark neutrals with the light part's accent. Only the base colours: the light
 * part's surfaces and components would be light colours on a dark background.
 */
export function firstDarkPart(theme: Theme): ThemePart {
  return {
    backgroundColors: ['#10181f'],
    foregroundColor: '#e8eef2',
    accentColor: theme.light.accentColor,
    accentBackgroundColor: '#1d3440',
  };
}

/** Moves the item at `from` to `to`. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const copy = [...list];
  const [item] = copy.splice(from, 1);
  copy.splice(to, 0, item as T);
  return copy;
}
