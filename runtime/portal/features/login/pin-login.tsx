/**
 * USR_PIN (portal §2 Login, §4 login flow): the phone-style identity (longer than 7 characters,
 * else MALFORMED_PERSONAL_NUMBER, §5), then the four-digit code texted to it. The code goes to the
 * PIN callback; a failed PIN aborts the login (§4), back to the identity with the error.
 */
import { useState } from 'react';
import { useTranslation } from '../../app/translation.js';
import { authProviderCallback, signIn } from '../../../../generated/client/auth.gen.js';
import { usePortal } from '../../app/context.js';
import { PageLoading } from '../../components/states.js';
import { loginErrorText } from './login-error.js';
import { identityError } from './login-rules.js';
import { Field, StepHeading, TimeoutView, describedBy } from './login-views.js';
import { PinInput } from './pin-input.js';
import { useSignIn } from './use-sign-in.js';

export function PinLogin({ onBack }: { readonly onBack?: () => void }) {
  const { t } = useTranslation();
  const { api } = usePortal();
  const flow = useSignIn();
  const [phone, setPhone] = useState('');
  const [invalid, setInvalid] = useState<string>();
  const [checking, setChecking] = useState(false);
  const { state } = flow;
  const organisation = api.environment.organisation;

  const sendCode = () => {
    setChecking(false);
    return flow.begin((signal) => signIn(api.client, {
      body: { accessType: 'USR_PIN', organisation, createUserIfMissing: true, username: phone.trim() },
    }, { auth: false, signal }));
  };
  const confirm = (ref: string, pin: string) => {
    setChecking(true);
    void flow.complete(ref, (signal) => authProviderCallback(api.client, {
      params: { provider: 'pin' },
      body: { ref, pin, organisation },
    }, { auth: false, signal }));
  };

  if (state.phase === 'timeout') return <TimeoutView onRetry={flow.reset} />;
  if (state.phase === 'complete') return <PageLoading label={t('login.signingIn')} />;
  if (state.phase === 'start') {
    return (
      <section className="login-step">
        <StepHeading onBack={flow.reset}>{t('login.pin.title')}</StepHeading>
        <p>{t('login.pin.text')}</p>
        <PinInput legend={t('login.pin.legend')} disabled={checking} onComplete={(pin) => confirm(state.ref, pin)} />
        <button type="button" className="link-button login-step__link" onClick={() => void sendCode()}>{t('login.pin.resend')}</button>
      </section>
    );
  }
  const busy = state.phase === 'init' && state.busy;
  const error = invalid ?? (state.phase === 'error' ? loginErrorText(t, state.error, 'USR_PIN') : undefined);
  return (
    <section className="login-step" aria-busy={busy}>
      <StepHeading onBack={onBack}>{t('login.method.USR_PIN')}</StepHeading>
      {state.phase === 'aborted' && <p className="login-notice" role="status">{t('login.aborted')}</p>}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const key = identityError('USR_PIN', phone);
          setInvalid(key ? t(`errors.${key}`) : undefined);
          if (!key) void sendCode();
        }}
      >
        <Field id="pin-phone" label={t('login.phone.label')} help={t('login.phone.help')} error={error}>
          <input
            id="pin-phone"
            className="input"
            type="tel"
            autoComplete="tel"
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
            autoFocus
            {...describedBy('pin-phone', error, t('login.phone.help'))}
          />
        </Field>
        <button type="submit" className="button button--large" disabled={busy}>{t('login.pin.send')}</button>
      </form>
    </section>
  );
}
