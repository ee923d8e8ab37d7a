/**
 * One sign-in as a screen runs it (portal §4): `begin` sends the sign-in request (login state start,
 * the ref kept), `complete` waits for it (after a method's own step, such as the PIN callback) and
 * takes its tokens; success stores them and loads the user, which authorises the session (the login
 * page then goes to the dashboard). `reset` is try again: the running sign-in is dropped.
 */
import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { SignInSession } from '../../../../schemas/auth.js';
import { catalogueError } from '../../../client/index.js';
import { usePortal } from '../../app/context.js';
import { finishSignIn } from './sign-in-flow.js';
import { INITIAL_SIGN_IN, signInReducer, type SignInState } from './sign-in-state.js';

export type SignInRequest = (signal: AbortSignal) => Promise<{ readonly data: SignInSession }>;

export interface SignIn {
  readonly state: SignInState;
  begin(request: SignInRequest): Promise<SignInSession | undefined>;
  complete(ref: string, before?: (signal: AbortSignal) => Promise<unknown>): Promise<void>;
  run(request: SignInRequest): Promise<void>;
  reset(): void;
}

export function useSignIn(): SignIn {
  const { api, session } = usePortal();
  const [state, dispatch] = useReducer(signInReducer, INITIAL_SIGN_IN);
  const running = useRef<AbortController | undefined>(undefined);
  useEffect(() => () => running.current?.abort(), []);

  const fail = useCallback((controller: AbortController, error: unknown) => {
    // A dropped sign-in (try again, leaving the screen) ends quietly.
    if (controller.signal.aborted) return;
    session.abortAuthorising();
    dispatch({ type: 'failed', error });
  }, [session]);

  const begin = useCallback(async (request: SignInRequest) => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    dispatch({ type: 'request' });
    session.startAuthorising();
    try {
      const answer = (await request(controller.signal)).data;
      if (controller.signal.aborted) return undefined;
      dispatch({ type: 'started', ref: answer.ref, ...(answer.qrData ? { qrData: answer.qrData } : {}) });
      return answer;
    } catch (error) {
      fail(controller, error);
      return undefined;
    }
  }, [fail, session]);

  const complete = useCallback(async (ref: string, before?: (signal: AbortSignal) => Promise<unknown>) => {
    const controller = running.current;
    if (!controller || controller.signal.aborted) return;
    const { signal } = controller;
    try {
      if (before) await before(signal);
      const outcome = await finishSignIn(api.client, api.environment.organisation, ref, {
        signal,
        onProcess: (s) => {
          if (s.qrData) dispatch({ type: 'qr', qrData: s.qrData });
        },
      });
      if (signal.aborted) return;
      if (outcome.kind === 'aborted') {
        session.abortAuthorising();
        dispatch({ type: 'aborted' });
        return;
      }
      dispatch({ type: 'completed' });
      // portal §5: a sign-in whose answer has no account is MISSING_USER; a user that cannot load is the same to the customer.
      if (!(await session.completeSignIn(outcome.auths))) fail(controller, catalogueError('missingUser'));
    } catch (error) {
      fail(controller, error);
    }
  }, [api, fail, session]);

  const run = useCallback(async (request: SignInRequest) => {
    const answer = await begin(request);
    if (answer) await complete(answer.ref);
  }, [begin, complete]);

  const reset = useCallback(() => {
    running.current?.abort();
    running.current = undefined;
    session.abortAuthorising();
    dispatch({ type: 'reset' });
  }, [session]);

  return { state, begin, complete, run, reset };
}
