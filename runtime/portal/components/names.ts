/** portal §2 Shell header and Account settings: whose name is shown, and how. */

/** "Anne-marie" → "Anne-Marie": each hyphen-separated part capitalised. */
export function capitaliseParts(word: string): string {
  return word
    .split('-')
    .map((part) => (part ? part.charAt(0).toLocaleUpperCase() + part.slice(1).toLocaleLowerCase() : part))
    .join('-');
}

/**
 * portal §2 header: the first and last name when the tenant shows full names, otherwise only the
 * first word of the first name, each hyphen-separated part capitalised.
 */
export function headerName(user: { readonly firstName?: string; readonly lastName?: string } | undefined, showFullName: boolean): string {
  if (!user) return '';
  if (showFullName) return [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  const first = (user.firstName ?? '').trim().split(/\s+/)[0] ?? '';
  return capitaliseParts(first);
}
