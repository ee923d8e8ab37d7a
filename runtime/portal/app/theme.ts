/**
 * The organisation's published theme (back-office §3 Theme) as CSS custom properties, so a theme
 * published in the console recolours the portal on its next load. Only the light part is applied:
 * the portal has no dark mode yet.
 */
import type { Theme } from '../../../schemas/settings/theme.js';

export function themeVariables(theme: Theme | null): Record<string, string> {
  if (!theme) return {};
  const part = theme.light;
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
  return Object.fromEntries(Object.entries(vars).filter(([, v]) => v !== ''));
}

export function applyTheme(theme: Theme | null, root: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(themeVariables(theme))) root.style.setProperty(name, value);
}

/** A CSS colour variable's value as the page now has it (chart.js needs real colours, not var()). */
export function cssColour(name: string, fallback: string): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  return value || fallback;
}
