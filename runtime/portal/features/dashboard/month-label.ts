/** An invoice month ('2026-10') as its name in the language: 'October 2026', 'Oktober 2026'. */
import type { Language } from '../../../../schemas/core/primitives.js';
import { calendarName } from '../../../format/index.js';

export function monthLabel(month: string, language: Language): string {
  return /^\d{4}-\d{2}$/.test(month) ? calendarName(`${month}-01`, language, 'month-year') : month;
}
