import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  ButtonVariant, FavoriteVariant, FontWeight, GRAPH_COLOURS, GraphColourList, HexColour, PulsingIconVariant, SurfaceVariant, TextVariant,
  Theme, ThemeComponentGroup, ThemeComponents, ViewVariant,
} from './theme.js';

const firstMessage = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? null : r.error.issues[0]?.message;
};
const colours = (n: number) => Array.from({ length: n }, (_, i) => `#0000${(i + 16).toString(16).padStart(2, '0')}`);
const part = { backgroundColors: ['#ffffff'], foregroundColor: '#000000', accentColor: '#0b3d91', accentBackgroundColor: '#e3ebf7' };

describe('theme (back-office §3 Theme, §5, §9)', () => {
  it('exports the graph colour limits', () => expect(GRAPH_COLOURS).toEqual({ min: 6, max: 12 }));

  it.each([
    [0, 'Graph colours need at least 6 entries'],
    [5, 'Graph colours need at least 6 entries'],
    [6, null],
    [12, null],
    [13, 'Graph colours allow at most 12 entries'],
  ])('a shared colour list of %i entries → %s', (n, expected) => {
    expect(firstMessage(GraphColourList, colours(n))).toBe(expected);
  });

  it.each([
    ['cartesian', 5],
    ['radial', 13],
  ])('applies the limits to the %s list of the graph group (%i entries rejected)', (list, n) => {
    const sharedColors = { cartesian: colours(6), radial: colours(6), [list]: colours(n) };
    expect(ThemeComponents.safeParse({ graph: { sharedColors } }).success).toBe(false);
  });

  it.each([
    ['#fff', null],
    ['#0b3d91', null],
    ['#0b3d91cc', null],
    ['0b3d91', 'Must be a hex colour like #1a2b3c'],
    ['#0b3d9', 'Must be a hex colour like #1a2b3c'],
    ['blue', 'Must be a hex colour like #1a2b3c'],
  ])('colour %s → %s', (value, expected) => {
    expect(firstMessage(HexColour, value)).toBe(expected);
  });

  it('has the light part and an optional dark part', () => {
    expect(Theme.safeParse({ light: part }).success).toBe(true);
    expect(Theme.safeParse({ light: part, dark: part }).success).toBe(true);
    expect(Theme.safeParse({ dark: part }).success).toBe(false);
  });

  it('has a component object for each of the nine component groups', () => {
    expect(Object.keys(ThemeComponents.shape).sort()).toEqual([...ThemeComponentGroup.options].sort());
  });

  it.each([
    [ButtonVariant, ['filled', 'outlined']],
    [FavoriteVariant, ['neutral', 'good', 'bad', 'active']],
    [TextVariant, ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'large', 'medium', 'small', 'mini']],
    [FontWeight, ['semiBold', 'regular']],
    [PulsingIconVariant, ['idle', 'heating', 'cooling', 'solar-producing', 'solar-idle']],
    [ViewVariant, ['primary', 'secondary', 'home']],
    [SurfaceVariant, ['primary', 'secondary', 'info', 'attention']],
  ])('variant list %#', (e, values) => {
    expect(e.options).toEqual(values);
  });

  it('views need primary and secondary, home is optional', () => {
    const bg = { type: 'color', color: '#ffffff', behaviour: 'scroll' };
    expect(Theme.safeParse({ light: { ...part, views: { primary: bg, secondary: bg } } }).success).toBe(true);
    expect(Theme.safeParse({ light: { ...part, views: { primary: bg } } }).success).toBe(false);
  });
});
