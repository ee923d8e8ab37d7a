/**
 * The two forms of portal §2 Login with a secret: username and password (USR_PWD), and e-mail and
 * password for inspectors (ADMIN with inspectorLogin). §5: both fields non-empty is suggested, not
 * enforced. §8: an unknown user shows errorNoAccount under the first field, a wrong password
 * errorWrongPassword under the password field; anything else shows above the button.
 */
import { useState } from 'react';
import { useTranslation } from '../../app/translation.js';
import { signIn } from '../../../../generated/client/auth.gen.js';
import { usePortal } from '../../app/context.js';
import { PageLoading } from '../../components/states.js';
import { loginErrorText } from './login-error.js';
import { credentialErrorField } from './login-rules.js';
import { Field, StepHeading, TimeoutView, describedBy } from './login-views.js';
import { useSignIn } from './use-sign-in.js';

const FORMS = {
  USR_PWD: { title: 'login.method.USR_PWD', label: 'login.username', type: 'text', autoComplete: 'username' },
  INSPECTOR: { title: 'login.inspector.title', label: 'login.email', type: 'email', autoComplete: 'email' },
} as const;

export function CredentialsLogin({ screen, onBack }: { readonly screen: 'USR_PWD' | 'INSPECTOR'; readonly onBack?: () => void }) {
  const { t } = useTranslation();
  const { api } = usePortal();
  const flow = useSignIn();
  const [identity, setIdentity] = useState('');
  const [password, setPassword] = useState('');
  const { state } = flow;
  const form = FORMS[screen];
  const prefix = screen === 'USR_PWD' ? 'password-login' : 'inspector-login';

  if (state.phase === 'timeout') return <TimeoutView onRetry={flow.reset} />;
  if (state.phase === 'complete' || state.phase === 'start') return <PageLoading label={t('login.signingIn')} />;
  const busy = state.phase === 'init' && state.busy;
  const failure = state.phase === 'error' ? { field: credentialErrorField(state.error), text: loginErrorText(t, state.error, screen) } : undefined;
  const identityError = failure?.field === 'identity' ? failure.text : undefined;
  const passwordError = failure?.field === 'password' ? failure.text : undefined;
  const organisation = api.environment.organisation;

  return (
    <section className="login-step" aria-busy={busy}>
      <StepHeading onBack={onBack}>{t(form.title)}</StepHeading>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void flow.run((signal) => signIn(api.client, {
            body: screen === 'USR_PWD'
              ? { accessType: 'USR_PWD', organisation, createUserIfMissing: true, username: identity.trim(), password }
              : { accessType: 'ADMIN', organisation, createUserIfMissing: true, inspectorLogin: { email: identity.trim(), password } },
          }, { auth: false, signal }));
        }}
      >
        <Field id={`${prefix}-identity`} label={t(form.label)} error={identityError}>
          <input
            id={`${prefix}-identity`}
            className="input"
            type={form.type}
            autoComplete={form.autoComplete}
            value={identity}
            onChange={(event) => setIdentity(event.target.value)}
            autoFocus
            {...describedBy(`${prefix}-identity`, identityError)}
          />
        </Field>
        <Field id={`${prefix}-password`} label={t('login.password')} error={passwordError}>
          <input
            id={`${prefix}-password`}
            className="input"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            {...describedBy(`${prefix}-password`, passwordError)}
          />
        </Field>
        {failure && !failure.field && <p className="field-error" role="alert">{failure.text}</p>}
        <button type="submit" className="button button--large" disabled={busy}>{t('login.submit')}</button>
      </form>
    </section>
  );
}
