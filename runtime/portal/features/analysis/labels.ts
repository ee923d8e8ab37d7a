/**
 * The analysis page's dates as text: the numbers through runtime/format (platform-contract §9
 * separators), month and weekday names from runtime/format in the page's language.
 */
import type { Language } from '../../../../schemas/core/primitives.js';
import type { TimeZoneName } from '../../../../schemas/geography.js';
import type { AnalysisTab } from '../../../../schemas/insights-analysis.js';
import { calendarName, formatDate, formatTime } from '../../../format/index.js';
import { instantOfKey } from './date-keys.js';

export interface LabelContext {
  readonly language: Language;
  readonly timeZone: TimeZoneName;
}

/** An hour key's start as the language writes a time ('10:00', '10:00 AM'). */
export function hourText(key: string, ctx: LabelContext): string {
  return formatTime(instantOfKey(key, ctx.timeZone), ctx);
}

/** The short label of a bar under the chart: the year, the month's short name, the day of the month, the hour. */
export function barLabel(period: AnalysisTab, key: string, ctx: LabelContext): string {
  switch (period) {
    case 'year': return calendarName(`${key}-01`, ctx.language, 'short-month');
    case 'month': return String(Number(key.slice(8, 10)));
    case 'day': return hourText(key, ctx);
    default: return key;
  }
}

/** The full name of a bar (tooltip, table): 'November 2026', 'Sunday 15.11.2026', '15.11.2026 10:00–11:00'. */
export function barTitle(period: AnalysisTab, key: string, ctx: LabelContext): string {
  switch (period) {
    case 'year': return periodTitle('month', key, ctx);
    case 'month': return periodTitle('day', key, ctx);
    case 'day': {
      const end = new Date(instantOfKey(key, ctx.timeZone).getTime() + 3_600_000);
      return `${formatDate(key.slice(0, 10), ctx)} ${hourText(key, ctx)}–${formatTime(end, ctx)}`;
    }
    default: return key;
  }
}

/** The period between the arrows: '2026', 'November 2026', 'Sunday 15.11.2026' (the total's title is the caller's). */
export function periodTitle(period: Exclude<AnalysisTab, 'total'>, key: string, ctx: LabelContext): string {
  switch (period) {
    case 'year': return key;
    case 'month': return calendarName(`${key}-01`, ctx.language, 'month-year');
    case 'day': return `${calendarName(key, ctx.language, 'weekday')} ${formatDate(key, ctx)}`;
  }
}

/** A quarter hour's span, '10:15–10:30'. */
export function quarterTitle(key: string, ctx: LabelContext): string {
  const start = instantOfKey(key, ctx.timeZone);
  return `${formatTime(start, ctx)}–${formatTime(new Date(start.getTime() + 15 * 60_000), ctx)}`;
}
