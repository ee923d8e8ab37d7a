/**
 * Numbers as text with a language's separators (platform-contract §9): grouping every three
 * digits with the thousands separator and the decimal separator of the table in
 * schemas/constants.ts. Rounding is half away from zero on the decimal value (1.005 → 1.01).
 */
import type { Separators } from '../../schemas/constants.js';

/** What a value that is not a finite number prints as (docs/decisions.md "Numbers that are not numbers"). */
export const NOT_A_NUMBER = '–';

/** Rounds half away from zero to `decimals` places, on the decimal text (so 1.005 → 1.01, 0.29×100 → 29). */
export function roundTo(value: number, decimals: number): number {
  const abs = Math.abs(value);
  const text = String(abs);
  const rounded = text.includes('e')
    ? Math.round(abs * 10 ** decimals) / 10 ** decimals
    : Number(`${Math.round(Number(`${text}e${decimals}`))}e-${decimals}`);
  return value < 0 ? -rounded : rounded;
}

/** `value` with `decimals` places, grouped: formatNumber(1234567.891, 2, SEPARATORS.sv) → '1 234 567,89' (NBSP). */
export function formatNumber(value: number, decimals: number, separators: Separators): string {
  if (!Number.isFinite(value)) return NOT_A_NUMBER;
  const rounded = roundTo(value, decimals);
  const [whole = '0', fraction] = Math.abs(rounded).toFixed(decimals).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, separators.thousands);
  const sign = rounded < 0 ? '-' : '';
  return sign + grouped + (fraction ? separators.decimal + fraction : '');
}
