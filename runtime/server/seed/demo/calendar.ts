/**
 * Dates of the demo tenant, all counted from the first day (UTC) of the seeding month: the same month
 * gives the same data, and the data keeps looking recent whenever the server is seeded.
 */

const DAY_MS = 86_400_000;

/** The first instant of `today`'s month, UTC: the anchor every demo date is counted from. */
export function monthStart(today: Date): Date {
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1));
}

export function addDays(d: Date, days: number): Date {
  return new Date(d.getTime() + days * DAY_MS);
}

/** Same day-of-month `months` later (the anchor is always the 1st, so no month overflow). */
export function addMonths(d: Date, months: number): Date {
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes()));
}

export function addHours(d: Date, hours: number): Date {
  return new Date(d.getTime() + hours * 3_600_000);
}

/** YYYY-MM-DD (the contract's calendar dates). */
export function isoDate(d: Date): string {
  return d.toISOString().slice(0, 10);
}

/** 20YY-MM (the contract's month keys). */
export function monthKey(d: Date): string {
  return d.toISOString().slice(0, 7);
}

/** dd.mm.yyyy: how a Norwegian provider writes dates in agreement info rows (raw strings). */
export function norwegianDate(d: Date): string {
  return `${String(d.getUTCDate()).padStart(2, '0')}.${String(d.getUTCMonth() + 1).padStart(2, '0')}.${d.getUTCFullYear()}`;
}
