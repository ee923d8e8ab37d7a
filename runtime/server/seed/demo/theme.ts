/** Bright Energi's theme: deep fjord blue with a warm amber accent; a dark part for dark mode. */
import type { Theme, ThemePart } from '../../../../schemas/settings/theme.js';

const CARTESIAN = ['#1f7a8c', '#f2a541', '#5c946e', '#c8553d', '#6c5b7b', '#2e86ab'];
const RADIAL = ['#0b3d5c', '#1f7a8c', '#7fb7be', '#f2a541', '#f6d186', '#c8553d', '#5c946e', '#b8c4bb'];

function part(bg: string, fg: string, accent: string, accentBg: string, card: string): ThemePart {
  return {
    backgroundColors: [bg],
    foregroundColor: fg,
    accentColor: accent,
    accentBackgroundColor: accentBg,
    views: {
      primary: { type: 'color', color: bg, behaviour: 'scroll' },
      secondary: { type: 'color', color: card, behaviour: 'scroll' },
      home: { type: 'image', imageUrl: 'https://cdn.bright.example/theme/home-fjord.jpg', behaviour: 'sticky' },
    },
    surfaces: {
      primary: { backgroundColor: card, textColor: fg },
      secondary: { backgroundColor: bg, textColor: fg },
      info: { backgroundColor: '#dcecf2', textColor: '#0b3d5c' },
      attention: { backgroundColor: '#fdebd0', textColor: '#7a4a00' },
    },
    components: {
      text: {
        h1: { fontSize: 32, fontWeight: 'semiBold', lineHeight: 40 },
        h2: { fontSize: 26, fontWeight: 'semiBold', lineHeight: 32 },
        h3: { fontSize: 22, fontWeight: 'semiBold', lineHeight: 28 },
        large: { fontSize: 18, fontWeight: 'regular', lineHeight: 26 },
        medium: { fontSize: 16, fontWeight: 'regular', lineHeight: 24 },
        small: { fontSize: 14, fontWeight: 'regular', lineHeight: 20 },
        mini: { fontSize: 12, fontWeight: 'regular', lineHeight: 16 },
      },
      button: {
        filled: { backgroundColor: accent, textColor: '#ffffff', borderRadius: 8 },
        outlined: { backgroundColor: '#00000000', textColor: accent, borderColor: accent, borderRadius: 8 },
      },
      selector: { backgroundColor: card, textColor: fg, selectedBackgroundColor: accent, selectedTextColor: '#ffffff' },
      favorite: {
        neutral: { backgroundColor: card, iconColor: fg, textColor: fg },
        good: { backgroundColor: '#e3f1e6', iconColor: '#2f7d46', textColor: '#1d4d2b' },
        bad: { backgroundColor: '#f9e0dc', iconColor: '#b3261e', textColor: '#5f1410' },
        active: { backgroundColor: accentBg, iconColor: accent, textColor: fg },
      },
      graph: { sharedColors: { cartesian: CARTESIAN, radial: RADIAL }, gridColor: '#d0d7de', axisTextColor: fg },
      iot: { pulsingIcon: { idle: '#9aa5b1', heating: '#c8553d', cooling: '#2e86ab', 'solar-producing': '#f2a541', 'solar-idle': '#b8c4bb' } },
      tabs: { backgroundColor: card, textColor: fg, activeBackgroundColor: accent, activeTextColor: '#ffffff' },
      menu: { backgroundColor: '#0b3d5c', textColor: '#ffffff', activeColor: '#f2a541' },
    },
  };
}

export function demoTheme(): Theme {
  return {
    light: part('#f5f7f8', '#1b2631', '#1f7a8c', '#dcecf2', '#ffffff'),
    dark: part('#10181f', '#e8eef2', '#7fb7be', '#1d3440', '#1a242d'),
  };
}
