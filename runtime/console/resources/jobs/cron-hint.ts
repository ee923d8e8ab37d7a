/**
 * A human-readable hint of a job's cron (schemas/job.ts CronExpression) for the common shapes: every
 * n minutes, hourly, daily, on some weekdays, monthly. Anything else has no hint (the cron itself
 * shows). Weekday names come from Intl in the admin's locale, so the messages need only placeholders.
 */

/** A message key under ampere.jobs.cron and its values; undefined when the cron has no simple reading. */
export interface CronHint {
  readonly key: 'everyMinute' | 'everyMinutes' | 'hourly' | 'daily' | 'weekly' | 'monthly';
  readonly values: Readonly<Record<string, string | number>>;
}

const NUMBER = /^\d+$/;

/** Weekday `d` (0–7, both 0 and 7 Sunday) in `locale`: 2024-01-07 was a Sunday. */
function weekday(d: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, 7 + d)));
}

/** "Monday–Friday", "Monday, Wednesday"; undefined for steps or anything not plain numbers. */
function weekdays(field: string, locale: string): string | undefined {
  const parts = field.split(',').map((part) => {
    const range = /^(\d)-(\d)$/.exec(part);
    if (range) return `${weekday(Number(range[1]), locale)}–${weekday(Number(range[2]), locale)}`;
    return /^\d$/.test(part) ? weekday(Number(part), locale) : undefined;
  });
  return parts.every((p) => p !== undefined) ? parts.join(', ') : undefined;
}

const two = (n: string) => n.padStart(2, '0');

export function cronHint(cron: string, locale: string): CronHint | undefined {
  const fields = cron.trim().split(/\s+/);
  if (fields.length !== 5) return undefined;
  const [minute, hour, day, month, dow] = fields as [string, string, string, string, string];
  const everyDay = day === '*' && month === '*';
  const step = /^\*\/(\d+)$/.exec(minute);
  // */1 is every minute too, not "every 1 minutes".
  if ((minute === '*' || step?.[1] === '1') && hour === '*' && everyDay && dow === '*') return { key: 'everyMinute', values: {} };
  if (step && hour === '*' && everyDay && dow === '*') return { key: 'everyMinutes', values: { n: Number(step[1]) } };
  if (!NUMBER.test(minute)) return undefined;
  if (hour === '*' && everyDay && dow === '*') return { key: 'hourly', values: { minute: Number(minute) } };
  if (!NUMBER.test(hour)) return undefined;
  const time = `${two(hour)}:${two(minute)}`;
  if (everyDay && dow === '*') return { key: 'daily', values: { time } };
  if (everyDay) {
    const days = weekdays(dow, locale);
    return days ? { key: 'weekly', values: { days, time } } : undefined;
  }
  if (NUMBER.test(day) && month === '*' && dow === '*') return { key: 'monthly', values: { day: Number(day), time } };
  return undefined;
}
