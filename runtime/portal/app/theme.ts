/**
 * The organisation's published theme (back-office §3 Theme) applied as CSS custom properties, so a
 * theme published in the console recolours the portal on its next load. The mapping is shared with
 * the console's theme preview (runtime/format/theme-variables.ts). Only the light part is applied:
 * the portal has no dark mode yet.
 */
import type { Theme } from '../../../schemas/settings/theme.js';
import { themeVariables } from '../../format/theme-variables.js';

export function applyTheme(theme: Theme | null, root: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(themeVariables(theme))) root.style.setProperty(name, value);
}

/** A CSS colour variable's value as the page now has it (chart.js needs real colours, not var()). */
export function cssColour(name: string, fallback: string): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  return value || fallback;
}
