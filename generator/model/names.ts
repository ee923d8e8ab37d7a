/** Naming helpers shared by parse, model and emit. */

/** `listLocations` → `ListLocations`, `api-tokens` → `ApiTokens`. */
export function pascal(name: string): string {
  return name
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((p) => p[0]!.toUpperCase() + p.slice(1))
    .join('');
}

const RESERVED = new Set(
  ('break case catch class const continue debugger default delete do else enum export extends false finally for function if ' +
    'import in instanceof new null return super switch this throw true try typeof var void while with yield let static ' +
    'implements interface package private protected public await').split(' '),
);

/** Whether an operation name can be a function name in the generated client. */
export function isValidOperationName(name: string): boolean {
  return /^[a-z][A-Za-z0-9]*$/.test(name) && !RESERVED.has(name);
}

/** Code-point order, so output never depends on the machine's locale. */
export function byString(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
