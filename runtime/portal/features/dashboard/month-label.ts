/** An invoice month ('2026-10') as its name in the language: 'October 2026', 'oktober 2026' → capitalised. */
import type { Language } from '../../../../schemas/core/primitives.js';
import { localeOf } from '../../../format/index.js';

export function monthLabel(month: string, language: Language): string {
  const [year, number] = month.split('-').map(Number);
  if (!year || !number) return month;
  const text = new Intl.DateTimeFormat(localeOf(language), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(year, number - 1, 1));
  return text.charAt(0).toLocaleUpperCase(localeOf(language)) + text.slice(1);
}
