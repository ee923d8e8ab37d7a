/**
 * Why the console refused a sign-in that the server accepted: the account signs in to the customer
 * portal (a customer, an inspector), or its admin scope is for API calls only (WEBHOOK, PARTNER),
 * with no console page. Tiny and free of the client, so the sign-in form in the first load can read it.
 */
export type SignInRefusal = 'portal' | 'apiOnly';

export class SignInRefused extends Error {
  constructor(
    readonly refusal: SignInRefusal,
    readonly scope?: string,
  ) {
    super(refusal === 'portal' ? 'This account signs in to the customer portal, not the console' : `The ${scope ?? ''} scope is for API calls; it has no console pages`);
    this.name = 'SignInRefused';
  }
}

/** The refusal a caught error carries, if it is one (checked by shape: the class may come from another chunk). */
export function refusalOf(error: unknown): { refusal: SignInRefusal; scope?: string } | undefined {
  if (!(error instanceof Error) || error.name !== 'SignInRefused') return undefined;
  const { refusal, scope } = error as SignInRefused;
  return { refusal, scope };
}
