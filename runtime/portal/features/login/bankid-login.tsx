/**
 * BANKID (portal §2 Login): the personal id (placeholder YYYYMMDDXXXX; hidden when the tenant signs
 * in by QR), a button to sign in with the app on another device and a link to use this device; then
 * the QR or waiting screen, loading, and the time-ran-out and error screens whose try again resets
 * the form. Electronic ID form validation always passes (§5): the server judges the personal id.
 */
import { useState } from 'react';
import { useTranslation } from '../../app/translation.js';
import { signIn } from '../../../../generated/client/auth.gen.js';
import { usePortal } from '../../app/context.js';
import { PageLoading } from '../../components/states.js';
import { BankIdQr } from './bankid-qr.js';
import { loginErrorText } from './login-error.js';
import { bankIdAppLink } from './login-rules.js';
import { ErrorView, Field, StepHeading, TimeoutView, WaitingView } from './login-views.js';
import { useSignIn } from './use-sign-in.js';

export function BankIdLogin({ qrOnly, onBack, onNoBankId }: { readonly qrOnly: boolean; readonly onBack?: () => void; readonly onNoBankId?: () => void }) {
  const { t } = useTranslation();
  const { api } = usePortal();
  const flow = useSignIn();
  const [personalId, setPersonalId] = useState('');
  const [device, setDevice] = useState<'other' | 'same'>('other');
  const { state } = flow;
  const tryAgain = () => {
    setPersonalId('');
    flow.reset();
  };
  const start = (on: 'other' | 'same') => {
    setDevice(on);
    const id = qrOnly ? '' : personalId.trim();
    void flow.run((signal) => signIn(api.client, {
      body: { accessType: 'BANKID', organisation: api.environment.organisation, createUserIfMissing: true, ...(id ? { personalId: id } : {}) },
    }, { auth: false, signal }));
  };

  switch (state.phase) {
    case 'timeout':
      return <TimeoutView onRetry={tryAgain} />;
    case 'error':
      return <ErrorView message={loginErrorText(t, state.error, 'BANKID')} onRetry={tryAgain} />;
    case 'complete':
      return <PageLoading label={t('login.signingIn')} />;
    case 'start':
      if (device === 'other' && state.qrData) return <BankIdQr qrData={state.qrData} onCancel={flow.reset} />;
      return (
        <WaitingView title={t('login.method.BANKID')} onCancel={flow.reset}>
          <p>{t('login.bankId.waiting')}</p>
          {device === 'same' && (
            <a className="button button--large" href={bankIdAppLink(api.environment.apiBase, state.ref)} target="_blank" rel="noopener noreferrer" data-testid="bankid-app-link">
              {t('login.bankId.openApp')}
            </a>
          )}
        </WaitingView>
      );
  }
  const busy = state.phase === 'init' && state.busy;
  return (
    <section className="login-step" aria-busy={busy}>
      <StepHeading onBack={onBack} focus={qrOnly}>{t('login.method.BANKID')}</StepHeading>
      {state.phase === 'aborted' && <p className="login-notice" role="status">{t('login.aborted')}</p>}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          start('other');
        }}
      >
        {!qrOnly && (
          <Field id="bankid-personal-id" label={t('login.bankId.personalId')}>
            <input
              id="bankid-personal-id"
              className="input"
              inputMode="numeric"
              autoComplete="off"
              placeholder={t('login.bankId.placeholder')}
              value={personalId}
              onChange={(event) => setPersonalId(event.target.value)}
              autoFocus
            />
          </Field>
        )}
        <button type="submit" className="button button--large" disabled={busy}>{t('login.bankId.otherDevice')}</button>
      </form>
      <button type="button" className="link-button login-step__link" disabled={busy} onClick={() => start('same')}>{t('login.bankId.sameDevice')}</button>
      {onNoBankId && <button type="button" className="button button--ghost" onClick={onNoBankId}>{t('login.noBankId')}</button>}
    </section>
  );
}
