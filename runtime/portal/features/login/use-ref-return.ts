/**
 * portal §2 Login: "Login accepts a ref query value from a bank-id return and authorises with it";
 * the OpenID return brings ?code (with the ref kept in sessionStorage), which the callback completes
 * first. Either way the sign-in is then awaited and its tokens taken. One return is completed once,
 * however often the effect runs (React's development double run included).
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../app/translation.js';
import { useLocation, useNavigate } from '../../app/router.js';
import { authProviderCallback } from '../../../../generated/client/auth.gen.js';
import { usePortal } from '../../app/context.js';
import type { Portal } from '../../app/start.js';
import { PATHS } from '../../app/paths.js';
import { errorText } from '../../components/error-text.js';
import { OPENID_REF_KEY } from './openid-login.js';
import { finishSignIn, type SignInOutcome } from './sign-in-flow.js';

export type ReturnState = { readonly phase: 'none' } | { readonly phase: 'completing' } | { readonly phase: 'error'; readonly message: string };

function isReturn(query: URLSearchParams): boolean {
  return query.has('ref') || query.has('code') || query.has('error');
}

let completing: { readonly search: string; readonly outcome: Promise<SignInOutcome | undefined> } | undefined;

function completeReturn(portal: Portal, search: string): Promise<SignInOutcome | undefined> {
  if (completing?.search === search) return completing.outcome;
  const query = new URLSearchParams(search);
  const { api } = portal;
  const organisation = api.environment.organisation;
  const openIdRef = window.sessionStorage.getItem(OPENID_REF_KEY);
  const ref = query.get('ref') ?? openIdRef;
  const outcome = (async () => {
    if (!ref) return undefined;
    const code = query.get('code');
    const idpError = query.get('error');
    if ((code || idpError) && openIdRef) {
      window.sessionStorage.removeItem(OPENID_REF_KEY);
      const state = query.get('state');
      await authProviderCallback(api.client, {
        params: { provider: 'openid' },
        body: { ref: openIdRef, organisation, ...(code ? { code } : {}), ...(state ? { state } : {}), ...(idpError ? { error: idpError } : {}) },
      }, { auth: false });
    }
    return finishSignIn(api.client, organisation, ref);
  })();
  completing = { search, outcome };
  return outcome;
}

export function useRefReturn(): ReturnState {
  const { t } = useTranslation();
  const portal = usePortal();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [state, setState] = useState<ReturnState>(() => (isReturn(new URLSearchParams(search)) ? { phase: 'completing' } : { phase: 'none' }));
  // Whether the page is still shown: the return outlives the effect (its query is cleared on the way).
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  useEffect(() => {
    if (!isReturn(new URLSearchParams(search))) return;
    const { session } = portal;
    session.startAuthorising();
    completeReturn(portal, search).then(
      async (outcome) => {
        if (!mounted.current) return;
        navigate(PATHS.LOGIN, { replace: true });
        if (!outcome || outcome.kind === 'aborted') {
          session.abortAuthorising();
          setState({ phase: 'none' });
          return;
        }
        if (await session.completeSignIn(outcome.auths)) navigate(PATHS.DASHBOARD, { replace: true });
        else if (mounted.current) setState({ phase: 'error', message: t('errors.MISSING_USER') });
      },
      (error: unknown) => {
        if (!mounted.current) return;
        session.abortAuthorising();
        navigate(PATHS.LOGIN, { replace: true });
        setState({ phase: 'error', message: errorText(t, error) });
      },
    );
  }, [navigate, portal, search, t]);
  return state;
}
