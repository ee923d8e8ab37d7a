/**
 * The provider connection dialogs' state machines (platform-contract §3 IoT, §4; back-office §4
 * "Device-integration sign-in and sign-out flows"). Part of the iot domain: listed in `iotDomain`.
 * The tables are data, so the portal, the console and the tests read the same moves.
 */
import { z } from 'zod';
import { transitionSchema, type TransitionTable } from './core/transitions.js';

/** platform-contract §3 IoT "Provider sign-in flow states". */
export const ProviderSignInState = z.enum([
  'IDLE', 'CHECK_CONSENT', 'SHOW_CONSENT_DISCLAIMER', 'SHOW_PERMISSION_DISCLAIMER', 'CHECK_PERMISSIONS',
  'SHOW_PERMISSION_SETTINGS_DISCLAIMER', 'SIGN_IN', 'AUTHENTICATING', 'SHOW_LOADING_SCREEN',
]);
export type ProviderSignInState = z.infer<typeof ProviderSignInState>;

/** platform-contract §3 IoT "Sign-out states: IDLE, SHOW_SIGN_OUT_DISCLAIMER". */
export const ProviderSignOutState = z.enum(['IDLE', 'SHOW_SIGN_OUT_DISCLAIMER']);
export type ProviderSignOutState = z.infer<typeof ProviderSignOutState>;


/**
 * back-office §4 Provider sign-in (platform-contract §4): IDLE goes to CHECK_CONSENT, or stays IDLE;
 * CHECK_CONSENT to SHOW_PERMISSION_DISCLAIMER (consent given) or SHOW_CONSENT_DISCLAIMER;
 * SHOW_CONSENT_DISCLAIMER to SHOW_PERMISSION_DISCLAIMER or IDLE; SHOW_PERMISSION_DISCLAIMER to
 * CHECK_PERMISSIONS or IDLE; CHECK_PERMISSIONS to SIGN_IN or SHOW_PERMISSION_SETTINGS_DISCLAIMER; that
 * one to IDLE; SIGN_IN to AUTHENTICATING; AUTHENTICATING to SHOW_LOADING_SCREEN or IDLE;
 * SHOW_LOADING_SCREEN to IDLE.
 */
export const PROVIDER_SIGN_IN_TRANSITIONS: TransitionTable<ProviderSignInState> = {
  IDLE: ['CHECK_CONSENT', 'IDLE'],
  CHECK_CONSENT: ['SHOW_PERMISSION_DISCLAIMER', 'SHOW_CONSENT_DISCLAIMER'],
  SHOW_CONSENT_DISCLAIMER: ['SHOW_PERMISSION_DISCLAIMER', 'IDLE'],
  SHOW_PERMISSION_DISCLAIMER: ['CHECK_PERMISSIONS', 'IDLE'],
  CHECK_PERMISSIONS: ['SIGN_IN', 'SHOW_PERMISSION_SETTINGS_DISCLAIMER'],
  SHOW_PERMISSION_SETTINGS_DISCLAIMER: ['IDLE'],
  SIGN_IN: ['AUTHENTICATING'],
  AUTHENTICATING: ['SHOW_LOADING_SCREEN', 'IDLE'],
  SHOW_LOADING_SCREEN: ['IDLE'],
};

/**
 * back-office §4 Emulated sign-in (platform-contract §4): "the same, except CHECK_CONSENT goes to SIGN_IN
 * or SHOW_CONSENT_DISCLAIMER, SHOW_CONSENT_DISCLAIMER goes to SIGN_IN or IDLE, and there is no
 * permission step": the three permission states are never entered and have no moves.
 */
export const EMULATED_SIGN_IN_TRANSITIONS: TransitionTable<ProviderSignInState> = {
  IDLE: ['CHECK_CONSENT', 'IDLE'],
  CHECK_CONSENT: ['SIGN_IN', 'SHOW_CONSENT_DISCLAIMER'],
  SHOW_CONSENT_DISCLAIMER: ['SIGN_IN', 'IDLE'],
  SHOW_PERMISSION_DISCLAIMER: [],
  CHECK_PERMISSIONS: [],
  SHOW_PERMISSION_SETTINGS_DISCLAIMER: [],
  SIGN_IN: ['AUTHENTICATING'],
  AUTHENTICATING: ['SHOW_LOADING_SCREEN', 'IDLE'],
  SHOW_LOADING_SCREEN: ['IDLE'],
};

/** back-office §4 "Sign-out, both kinds: IDLE goes to SHOW_SIGN_OUT_DISCLAIMER or IDLE; SHOW_SIGN_OUT_DISCLAIMER goes to IDLE". */
export const PROVIDER_SIGN_OUT_TRANSITIONS: TransitionTable<ProviderSignOutState> = {
  IDLE: ['SHOW_SIGN_OUT_DISCLAIMER', 'IDLE'],
  SHOW_SIGN_OUT_DISCLAIMER: ['IDLE'],
};

/** back-office §4 Provider sign-in: one move of the dialog. */
export const ProviderSignInMove = transitionSchema(ProviderSignInState, PROVIDER_SIGN_IN_TRANSITIONS);
/** back-office §4 Emulated sign-in: one move of the dialog. */
export const EmulatedSignInMove = transitionSchema(ProviderSignInState, EMULATED_SIGN_IN_TRANSITIONS);
/** back-office §4 Sign-out, both kinds: one move of the dialog. */
export const ProviderSignOutMove = transitionSchema(ProviderSignOutState, PROVIDER_SIGN_OUT_TRANSITIONS);
