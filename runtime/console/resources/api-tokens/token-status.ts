/** Whether an API token works now: revoked (when), expired (since when) or active (until when, or for ever). */
export type TokenStatus =
  | { readonly kind: 'revoked'; readonly at: Date }
  | { readonly kind: 'expired'; readonly at: Date }
  | { readonly kind: 'active'; readonly until: Date | null };

const asDate = (value: unknown): Date | null => (value instanceof Date ? value : typeof value === 'string' ? new Date(value) : null);

export function tokenStatus(token: Readonly<Record<string, unknown>>, now: Date): TokenStatus {
  const revoked = asDate(token.revokedAt);
  if (revoked) return { kind: 'revoked', at: revoked };
  const expires = asDate(token.expiresAt);
  if (expires && expires.getTime() <= now.getTime()) return { kind: 'expired', at: expires };
  return { kind: 'active', until: expires };
}

/** The expiry a new token starts with: 90 days from today, at the end of that day in the admin's time zone. */
export function defaultExpiry(now: Date): Date {
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 90, 23, 59, 0, 0);
  return day;
}
