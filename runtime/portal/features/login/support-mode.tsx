/**
 * Support mode (portal §2 Login: the page hash contains supportMode): 'sign in with account' (the
 * inspector's own e-mail and password, ADMIN with inspectorLogin) and the inspector login with an
 * admin bank id on behalf of a customer (ADMIN_BANKID). Each form has a back button to this choice.
 */
import { useState } from 'react';
import { useTranslation } from '../../app/translation.js';
import { AdminBankIdLogin } from './admin-bankid-login.js';
import { CredentialsLogin } from './credentials-login.js';
import { StepHeading } from './login-views.js';

export function SupportMode() {
  const { t } = useTranslation();
  const [form, setForm] = useState<'choose' | 'account' | 'adminBankId'>('choose');
  const back = () => setForm('choose');
  if (form === 'account') return <CredentialsLogin screen="INSPECTOR" onBack={back} />;
  if (form === 'adminBankId') return <AdminBankIdLogin onBack={back} />;
  return (
    <section className="login-step" data-testid="support-mode">
      <StepHeading focus>{t('login.supportMode.title')}</StepHeading>
      <p>{t('login.supportMode.text')}</p>
      <div className="login-choices">
        <button type="button" className="button button--large" onClick={() => setForm('account')}>{t('login.supportMode.signInWithAccount')}</button>
        <button type="button" className="button button--large button--ghost" onClick={() => setForm('adminBankId')}>{t('login.supportMode.adminBankId')}</button>
      </div>
    </section>
  );
}
