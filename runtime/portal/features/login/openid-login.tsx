/**
 * OPENID_WEB_VIEW (portal §1: the Norwegian tenant's only method): the identity provider's page opens
 * in this window and returns to /login with a code, which completes the sign-in (login-page.tsx).
 */
import { useState } from 'react';
import { useTranslation } from '../../app/translation.js';
import { signIn } from '../../../../generated/client/auth.gen.js';
import { usePortal } from '../../app/context.js';
import { PATHS } from '../../app/paths.js';
import { errorText } from '../../components/error-text.js';
import { browser } from './browser.js';
import { BackButton } from './login-views.js';

/** Where the pending OpenID sign-in's ref waits for the identity provider to send the browser back. */
export const OPENID_REF_KEY = 'ampere.openid.ref';

export function OpenIdLogin({ onBack }: { readonly onBack?: () => void }) {
  const { t } = useTranslation();
  const { api, session } = usePortal();
  const [state, setState] = useState<{ phase: 'idle' | 'opening' } | { phase: 'error'; message: string }>({ phase: 'idle' });
  const start = async () => {
    setState({ phase: 'opening' });
    session.startAuthorising();
    try {
      const redirectUri = `${api.environment.origin}${PATHS.LOGIN}`;
      const answer = await signIn(api.client, { body: { accessType: 'OPENID', organisation: api.environment.organisation, createUserIfMissing: true, redirectUri } }, { auth: false });
      if (!answer.data.openUri) throw new Error('The sign-in answered no identity provider page');
      window.sessionStorage.setItem(OPENID_REF_KEY, answer.data.ref);
      browser.assign(answer.data.openUri);
    } catch (error) {
      session.abortAuthorising();
      setState({ phase: 'error', message: errorText(t, error) });
    }
  };
  return (
    <div className="login-method">
      {onBack && <BackButton onBack={onBack} />}
      <button type="button" className="button button--large" data-testid="login-openid" disabled={state.phase === 'opening'} onClick={() => void start()}>
        {state.phase === 'opening' ? t('login.openId.opening') : t('login.method.OPENID_WEB_VIEW')}
      </button>
      {state.phase === 'error' && <p className="field-error" role="alert">{state.message}</p>}
    </div>
  );
}
