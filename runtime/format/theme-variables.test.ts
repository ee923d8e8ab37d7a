/**
 * The one mapping from a theme to the portal's custom properties: the light part by default (what
 * the portal applies), the dark part when asked and there is one, and nothing a part leaves out.
 */
import { describe, expect, it } from 'vitest';
import type { Theme, ThemePart } from '../../schemas/settings/theme.js';
import { themeVariables } from './theme-variables.js';

const base = (background: string, accent: string): ThemePart => ({
  backgroundColors: [background, '#000000'], foregroundColor: '#111111', accentColor: accent, accentBackgroundColor: '#eeeeee',
});

describe('themeVariables', () => {
  it('maps the light part’s colours, surfaces and graph colours', () => {
    const theme: Theme = {
      light: {
        ...base('#fafafa', '#0b5f7a'),
        surfaces: { primary: { backgroundColor: '#ffffff', textColor: '#222222' }, attention: { backgroundColor: '#fdebd0', textColor: '#6b4100' } },
        components: { graph: { sharedColors: { cartesian: ['#123456', '#223456'], radial: ['#abcdef'] }, gridColor: '#d0d7de' } },
      },
    };
    expect(themeVariables(theme)).toEqual({
      '--color-background': '#fafafa', '--color-foreground': '#111111', '--color-accent': '#0b5f7a', '--color-accent-background': '#eeeeee',
      '--color-surface': '#ffffff', '--color-surface-text': '#222222', '--color-attention': '#fdebd0', '--color-attention-text': '#6b4100',
      '--graph-0': '#123456', '--graph-1': '#223456', '--graph-radial-0': '#abcdef', '--graph-grid': '#d0d7de',
    });
  });

  it('maps the dark part when asked, and the light one when there is no dark part', () => {
    const light = base('#ffffff', '#0b5f7a');
    expect(themeVariables({ light, dark: base('#10181f', '#7fb7be') }, 'dark')['--color-accent']).toBe('#7fb7be');
    expect(themeVariables({ light }, 'dark')['--color-accent']).toBe('#0b5f7a');
    expect(themeVariables(null)).toEqual({});
  });
});
