/**
 * Check digits for the demo's identity numbers, so they look like real ones to any validator:
 * Swedish personal ids (Luhn over the last ten digits) and Norwegian organisation numbers (mod 11).
 */

/** Luhn check digit of a digit string. */
export function luhnDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let n = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) n *= 2;
    sum += n > 9 ? n - 9 : n;
  }
  return (10 - (sum % 10)) % 10;
}

/**
 * A Swedish personal id YYYYMMDDNNNC (12 digits, as the admin support mode requires exactly 12):
 * `birth` is YYYYMMDD, `serial` three digits; C is the Luhn digit over YYMMDDNNN.
 */
export function swedishPersonalId(birth: string, serial: string): string {
  const body = `${birth.slice(2)}${serial}`;
  return `${birth}${serial}${luhnDigit(body)}`;
}

/** A Norwegian organisation number: eight digits and the mod-11 check digit (weights 3 2 7 6 5 4 3 2). */
export function norwegianOrganisationNumber(base8: string): string {
  const weights = [3, 2, 7, 6, 5, 4, 3, 2];
  const sum = weights.reduce((s, w, i) => s + w * Number(base8[i]), 0);
  const check = 11 - (sum % 11);
  if (check === 10) throw new Error(`${base8} has no valid organisation-number check digit`);
  return `${base8}${check === 11 ? 0 : check}`;
}

/** An OCR (KID) reference: the digits and their Luhn digit, as Norwegian and Swedish banks check it. */
export function ocrNumber(digits: string): string {
  return `${digits}${luhnDigit(digits)}`;
}
