/**
 * Support mode's inspector login with an admin bank id (portal §2 Login, §6): staff sign in on
 * behalf of a customer named by personal id (optional: empty or exactly 12 characters, §5),
 * customer id or username. ADMIN_BANKID names the staff member by their own token, so the form
 * first signs them in with their staff e-mail and password (ADMIN); that token stays in memory for
 * this one request. §8: errors show the admin login error screen (heading, message, try again);
 * a sign-in that ran out of time shows the time-ran-out screen.
 */
import { useState } from 'react';
import { useTranslation } from '../../app/translation.js';
import { signIn } from '../../../../generated/client/auth.gen.js';
import { usePortal } from '../../app/context.js';
import { PageLoading } from '../../components/states.js';
import { loginErrorText } from './login-error.js';
import { adminPersonalIdValid } from './login-rules.js';
import { ErrorView, Field, StepHeading, TimeoutView, describedBy } from './login-views.js';
import { finishSignIn, signInError } from './sign-in-flow.js';
import { useSignIn } from './use-sign-in.js';

interface AdminForm {
  readonly email: string;
  readonly password: string;
  readonly personalId: string;
  readonly customerId: string;
  readonly username: string;
}

const EMPTY: AdminForm = { email: '', password: '', personalId: '', customerId: '', username: '' };

/** Only the customer fields that were filled in are sent. */
function customerFields(form: AdminForm): { asPersonalId?: string; asCustomerId?: string; asUsername?: string } {
  const [personalId, customerId, username] = [form.personalId.trim(), form.customerId.trim(), form.username.trim()];
  return { ...(personalId ? { asPersonalId: personalId } : {}), ...(customerId ? { asCustomerId: customerId } : {}), ...(username ? { asUsername: username } : {}) };
}

export function AdminBankIdLogin({ onBack }: { readonly onBack?: () => void }) {
  const { t } = useTranslation();
  const { api } = usePortal();
  const flow = useSignIn();
  const [form, setForm] = useState<AdminForm>(EMPTY);
  const [personalIdError, setPersonalIdError] = useState<string>();
  const { state } = flow;
  const organisation = api.environment.organisation;
  const edit = (key: keyof AdminForm) => (event: { target: { value: string } }) => setForm({ ...form, [key]: event.target.value });
  const tryAgain = () => {
    setForm(EMPTY);
    flow.reset();
  };

  if (state.phase === 'timeout') return <TimeoutView onRetry={tryAgain} />;
  if (state.phase === 'error') return <ErrorView message={loginErrorText(t, state.error, 'ADMIN_BANKID')} onRetry={tryAgain} />;
  if (state.phase === 'complete' || state.phase === 'start') return <PageLoading label={t('login.signingIn')} />;

  const submit = () => {
    if (!adminPersonalIdValid(form.personalId)) {
      setPersonalIdError(t('login.supportMode.personalIdInvalid'));
      return;
    }
    setPersonalIdError(undefined);
    void flow.run(async (signal) => {
      const staff = await signIn(api.client, {
        body: { accessType: 'ADMIN', organisation, inspectorLogin: { email: form.email.trim(), password: form.password } },
      }, { auth: false, signal });
      const outcome = await finishSignIn(api.client, organisation, staff.data.ref, { signal });
      const token = outcome.kind === 'complete' ? outcome.auths[0]?.accessToken : undefined;
      if (!token) throw signInError({ error: 'aborted', errorMessage: 'The staff sign-in ended without a token' });
      return signIn(api.client, {
        body: { accessType: 'ADMIN_BANKID', organisation, ...customerFields(form) },
      }, { auth: false, signal, headers: { authorization: `Bearer ${token}` } });
    });
  };

  const busy = state.phase === 'init' && state.busy;
  return (
    <section className="login-step" aria-busy={busy}>
      <StepHeading onBack={onBack}>{t('login.supportMode.adminBankId')}</StepHeading>
      <p>{t('login.supportMode.adminBankIdText')}</p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Field id="admin-email" label={t('login.supportMode.staffEmail')}>
          <input id="admin-email" className="input" type="email" autoComplete="email" value={form.email} onChange={edit('email')} autoFocus />
        </Field>
        <Field id="admin-password" label={t('login.password')}>
          <input id="admin-password" className="input" type="password" autoComplete="current-password" value={form.password} onChange={edit('password')} />
        </Field>
        <Field id="admin-personal-id" label={t('login.supportMode.personalId')} error={personalIdError}>
          <input
            id="admin-personal-id"
            className="input"
            inputMode="numeric"
            autoComplete="off"
            placeholder={t('login.bankId.placeholder')}
            value={form.personalId}
            onChange={edit('personalId')}
            {...describedBy('admin-personal-id', personalIdError)}
          />
        </Field>
        <Field id="admin-customer-id" label={t('login.supportMode.customerId')}>
          <input id="admin-customer-id" className="input" autoComplete="off" value={form.customerId} onChange={edit('customerId')} />
        </Field>
        <Field id="admin-username" label={t('login.supportMode.username')}>
          <input id="admin-username" className="input" autoComplete="off" value={form.username} onChange={edit('username')} />
        </Field>
        <button type="submit" className="button button--large" disabled={busy}>{t('login.supportMode.submit')}</button>
      </form>
    </section>
  );
}
