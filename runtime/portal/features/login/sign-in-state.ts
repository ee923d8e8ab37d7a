/**
 * portal §4 login state as one reducer every method screen shares: init (unauthorised, maybe
 * authorising) → start (the sign-in's ref is stored; a bank-id QR order carries its QR content) →
 * complete or aborted. Screens also need the two ways a sign-in ends badly: its time ran out
 * (§2 "time-ran-out screen") or it failed with an error (§8), each left with try again (reset).
 */
import { isTimeout } from './login-rules.js';

export type SignInState =
  | { readonly phase: 'init'; readonly busy: boolean }
  | { readonly phase: 'start'; readonly ref: string; readonly qrData?: string }
  | { readonly phase: 'complete' }
  | { readonly phase: 'aborted' }
  | { readonly phase: 'timeout' }
  | { readonly phase: 'error'; readonly error: unknown };

export type SignInEvent =
  | { readonly type: 'request' }
  | { readonly type: 'started'; readonly ref: string; readonly qrData?: string }
  | { readonly type: 'qr'; readonly qrData: string }
  | { readonly type: 'completed' }
  | { readonly type: 'aborted' }
  | { readonly type: 'failed'; readonly error: unknown }
  | { readonly type: 'reset' };

export const INITIAL_SIGN_IN: SignInState = { phase: 'init', busy: false };

export function signInReducer(state: SignInState, event: SignInEvent): SignInState {
  switch (event.type) {
    case 'request':
      return { phase: 'init', busy: true };
    case 'started':
      return { phase: 'start', ref: event.ref, ...(event.qrData ? { qrData: event.qrData } : {}) };
    case 'qr':
      // Only a waiting order shows a QR; a late poll answer after the end changes nothing.
      return state.phase === 'start' && state.qrData !== event.qrData ? { ...state, qrData: event.qrData } : state;
    case 'completed':
      return { phase: 'complete' };
    case 'aborted':
      return { phase: 'aborted' };
    case 'failed':
      return isTimeout(event.error) ? { phase: 'timeout' } : { phase: 'error', error: event.error };
    case 'reset':
      return INITIAL_SIGN_IN;
  }
}
