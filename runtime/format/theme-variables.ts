/**
 * A published theme (back-office §3 Theme) as the portal's CSS custom properties: the one mapping
 * the portal applies on load (runtime/portal/app/theme.ts) and the console's theme editor previews,
 * so the preview shows what the portal will. The portal applies the light part (it has no dark mode
 * yet); the editor previews the dark part through the same mapping.
 */
import type { Theme, ThemePart } from '../../schemas/settings/theme.js';

export type ThemeMode = 'light' | 'dark';

/** One part's colours as custom properties; colours the part leaves out are not set. */
export function themePartVariables(part: ThemePart): Record<string, string> {
  const vars: Record<string, string> = {
    '--color-background': part.backgroundColors[0] ?? '',
    '--color-foreground': part.foregroundColor,
    '--color-accent': part.accentColor,
    '--color-accent-background': part.accentBackgroundColor,
  };
  const surfaces = part.surfaces;
  if (surfaces?.primary) {
    vars['--color-surface'] = surfaces.primary.backgroundColor;
    vars['--color-surface-text'] = surfaces.primary.textColor;
  }
  if (surfaces?.info) {
    vars['--color-info'] = surfaces.info.backgroundColor;
    vars['--color-info-text'] = surfaces.info.textColor;
  }
  if (surfaces?.attention) {
    vars['--color-attention'] = surfaces.attention.backgroundColor;
    vars['--color-attention-text'] = surfaces.attention.textColor;
  }
  const graph = part.components?.graph;
  graph?.sharedColors.cartesian.forEach((c, i) => (vars[`--graph-${i}`] = c));
  graph?.sharedColors.radial.forEach((c, i) => (vars[`--graph-radial-${i}`] = c));
  if (graph?.gridColor) vars['--graph-grid'] = graph.gridColor;
  if (graph?.axisTextColor) vars['--graph-axis'] = graph.axisTextColor;
  return Object.fromEntries(Object.entries(vars).filter(([, v]) => typeof v === 'string' && v !== ''));
}

/** The theme's variables in `mode`; dark falls back to the light part when the theme has no dark one. */
export function themeVariables(theme: Theme | null, mode: ThemeMode = 'light'): Record<string, string> {
  if (!theme) return {};
  return themePartVariables(mode === 'dark' ? (theme.dark ?? theme.light) : theme.light);
}
