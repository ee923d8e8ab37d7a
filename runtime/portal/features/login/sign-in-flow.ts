/**
 * portal §4 sign-in polling and token fetch, shared by every method: poll the sign-in every 500 ms
 * (10 minutes at most) until complete or done; error throws the sign-in's error; aborted ends it.
 * Then fetch the tokens; a 409 there starts account creation: poll the prospect every 200 ms until
 * complete, then fetch again (portal §4, §8).
 */
import { getSessionTokens, getSignInStatus } from '../../../../generated/client/auth.gen.js';
import type { SignInSession } from '../../../../schemas/auth.js';
import { ApiError, POLL_PRESETS, isApiError, poll, type ApiClient, type AuthEntry } from '../../../client/index.js';

export type SignInOutcome = { readonly kind: 'complete'; readonly auths: readonly AuthEntry[] } | { readonly kind: 'aborted' };

/** The sign-in's own error (portal §8 "error throws the error"), with its key for errors.{key}. */
export function signInError(session: Partial<Pick<SignInSession, 'error' | 'errorMessage'>>): ApiError {
  return new ApiError({ name: 'LoginError', status: 401, key: session.error ?? 'unauthorized', message: session.errorMessage ?? session.error ?? 'Sign-in failed' });
}

export async function waitForSignIn(
  client: ApiClient,
  organisation: string,
  ref: string,
  options: { readonly signal?: AbortSignal; readonly onProcess?: (session: SignInSession) => void } = {},
): Promise<'complete' | 'aborted'> {
  return poll({
    ...POLL_PRESETS.AUTH,
    signal: options.signal,
    check: async () => {
      const session = (await getSignInStatus(client, { query: { ref, organisation } }, { auth: false, signal: options.signal })).data;
      if (session.status === 'complete' || session.status === 'done') return 'complete';
      if (session.status === 'aborted') return 'aborted';
      if (session.status === 'error') throw signInError(session);
      options.onProcess?.(session);
      return undefined;
    },
  });
}

/** The prospect a 409 names (errorCatalogue.accountCreationRequired: data.prospect), else the sign-in's own ref. */
function prospectRef(error: ApiError, ref: string): string {
  const data = error.data as { prospect?: unknown } | undefined;
  return typeof data?.prospect === 'string' ? data.prospect : ref;
}

export async function fetchTokens(client: ApiClient, organisation: string, ref: string, signal?: AbortSignal): Promise<readonly AuthEntry[]> {
  const fetchOnce = async () => (await getSessionTokens(client, { query: { ref } }, { auth: false, signal })).data.auths ?? [];
  let prospect: string;
  try {
    return await fetchOnce();
  } catch (error) {
    if (!isApiError(error) || error.status !== 409) throw error;
    prospect = prospectRef(error, ref);
  }
  const created = await poll({
    ...POLL_PRESETS.ACCOUNT_CREATION,
    signal,
    check: async () => {
      const answer = (await getSessionTokens(client, { query: { prospect, organisation } }, { auth: false, signal })).data;
      if (answer.status === 'complete' || answer.status === 'done') return answer.auths ?? [];
      if (answer.status === 'error' || answer.status === 'aborted') throw signInError('error' in answer ? answer : {});
      return undefined;
    },
  });
  // The prospect's completing answer carries the new account's tokens; without them, fetch again.
  return created.length > 0 ? created : fetchOnce();
}

/** Waits for the sign-in, then its tokens. */
export async function finishSignIn(client: ApiClient, organisation: string, ref: string, options: Parameters<typeof waitForSignIn>[3] = {}): Promise<SignInOutcome> {
  const status = await waitForSignIn(client, organisation, ref, options);
  if (status === 'aborted') return { kind: 'aborted' };
  return { kind: 'complete', auths: await fetchTokens(client, organisation, ref, options.signal) };
}
