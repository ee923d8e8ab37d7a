/**
 * USR_PRIVATE (customer number) and USR_COMPANY (organisation number), portal §2 Login, §5: longer
 * than 1 character, else MALFORMED_PERSONAL_NUMBER or MALFORMED_ORGANISATION_NUMBER. The sign-in
 * (EMAIL_LINK, schemas/auth.ts PORTAL_LOGIN_ACCESS_TYPE) e-mails the account owner a link; this
 * screen waits until the link is opened. Company errors fall back to the bank-id-app error (§8).
 */
import { useState } from 'react';
import { useTranslation } from '../../app/translation.js';
import { signIn } from '../../../../generated/client/auth.gen.js';
import { usePortal } from '../../app/context.js';
import { PageLoading } from '../../components/states.js';
import { loginErrorText } from './login-error.js';
import { identityError } from './login-rules.js';
import { Field, StepHeading, TimeoutView, WaitingView, describedBy } from './login-views.js';
import { useSignIn } from './use-sign-in.js';

const FIELD = {
  USR_PRIVATE: { id: 'private-customer-id', label: 'login.private.customerId' },
  USR_COMPANY: { id: 'company-organisation-id', label: 'login.company.organisationId' },
} as const;

export function CustomerIdLogin({ method, onBack }: { readonly method: 'USR_PRIVATE' | 'USR_COMPANY'; readonly onBack?: () => void }) {
  const { t } = useTranslation();
  const { api } = usePortal();
  const flow = useSignIn();
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState<string>();
  const { state } = flow;
  const field = FIELD[method];

  if (state.phase === 'timeout') return <TimeoutView onRetry={flow.reset} />;
  if (state.phase === 'complete') return <PageLoading label={t('login.signingIn')} />;
  if (state.phase === 'start') {
    return (
      <WaitingView title={t(`login.method.${method}`)} onCancel={flow.reset}>
        <p>{t('login.emailLink.sent')}</p>
      </WaitingView>
    );
  }
  const busy = state.phase === 'init' && state.busy;
  const error = invalid ?? (state.phase === 'error' ? loginErrorText(t, state.error, method) : undefined);
  return (
    <section className="login-step" aria-busy={busy}>
      <StepHeading onBack={onBack}>{t(`login.method.${method}`)}</StepHeading>
      {state.phase === 'aborted' && <p className="login-notice" role="status">{t('login.aborted')}</p>}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const key = identityError(method, value);
          setInvalid(key ? t(`errors.${key}`) : undefined);
          if (key) return;
          void flow.run((signal) => signIn(api.client, {
            body: { accessType: 'EMAIL_LINK', organisation: api.environment.organisation, createUserIfMissing: true, ...(method === 'USR_COMPANY' ? { organisationId: value.trim() } : { customerId: value.trim() }) },
          }, { auth: false, signal }));
        }}
      >
        <Field id={field.id} label={t(field.label)} error={error}>
          <input
            id={field.id}
            className="input"
            inputMode="numeric"
            autoComplete="off"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            autoFocus
            {...describedBy(field.id, error)}
          />
        </Field>
        <button type="submit" className="button button--large" disabled={busy}>{t('login.submit')}</button>
      </form>
    </section>
  );
}
