/**
 * Why the console refused a sign-in that the server accepted: the account signs in to the customer
 * portal (a customer, an inspector), or its admin scope is for API calls only (WEBHOOK, PARTNER),
 * with no console page. Tiny and free of the client, so the sign-in form in the first load can read it.
 * What the admin reads is the sign-in form's words (ampere.sign-in.refused.<refusal>); the Error's own
 * message is for logs.
 */
export type SignInRefusal = 'portal' | 'apiOnly';

export class SignInRefused extends Error {
  constructor(
    readonly refusal: SignInRefusal,
    readonly scope?: string,
  ) {
    super(`Sign-in refused: ${refusal}${scope === undefined ? '' : ` (${scope})`}`);
    this.name = 'SignInRefused';
  }
}

/** The refusal a caught error carries, if it is one (checked by shape: the class may come from another chunk). */
export function refusalOf(error: unknown): { refusal: SignInRefusal; scope?: string } | undefined {
  if (!(error instanceof Error) || error.name !== 'SignInRefused') return undefined;
  const { refusal, scope } = error as SignInRefused;
  return { refusal, scope };
}
