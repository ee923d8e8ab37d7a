/** portal §4 login state: init → start (the ref stored) → complete or aborted; plus timeout and error with try again. */
import { describe, expect, it } from 'vitest';
import { catalogueError } from '../../../client/index.js';
import { INITIAL_SIGN_IN, signInReducer, type SignInEvent, type SignInState } from './sign-in-state.js';

const run = (events: readonly SignInEvent[], from: SignInState = INITIAL_SIGN_IN) => events.reduce(signInReducer, from);

describe('sign-in state', () => {
  it('moves init → start with the ref → complete', () => {
    expect(run([{ type: 'request' }])).toEqual({ phase: 'init', busy: true });
    expect(run([{ type: 'request' }, { type: 'started', ref: 'r1' }])).toEqual({ phase: 'start', ref: 'r1' });
    expect(run([{ type: 'request' }, { type: 'started', ref: 'r1' }, { type: 'completed' }])).toEqual({ phase: 'complete' });
  });

  it('ends aborted when the sign-in is aborted', () => {
    expect(run([{ type: 'started', ref: 'r1' }, { type: 'aborted' }])).toEqual({ phase: 'aborted' });
  });

  it('keeps the newest QR content only while the order waits', () => {
    const waiting = run([{ type: 'started', ref: 'r1', qrData: 'a' }, { type: 'qr', qrData: 'b' }]);
    expect(waiting).toEqual({ phase: 'start', ref: 'r1', qrData: 'b' });
    expect(signInReducer(waiting, { type: 'qr', qrData: 'b' })).toBe(waiting);
    expect(run([{ type: 'completed' }, { type: 'qr', qrData: 'c' }])).toEqual({ phase: 'complete' });
  });

  it('tells a time-out from other errors; try again starts over', () => {
    expect(run([{ type: 'started', ref: 'r1' }, { type: 'failed', error: catalogueError('timeout') }])).toEqual({ phase: 'timeout' });
    const failed = run([{ type: 'failed', error: catalogueError('errorWrongPassword') }]);
    expect(failed.phase).toBe('error');
    expect(signInReducer(failed, { type: 'reset' })).toEqual(INITIAL_SIGN_IN);
  });
});
