/**
 * portal §2, §5 Account settings "Password change (where enabled): both fields equal and longer than 2
 * characters". Saved through updateUser with the current password (newPassword, currentPassword:
 * decision "Password change and reset"); a wrong current password is said at its field, any other
 * failed save only ends the loading state (§4). The server ends the user's other sessions.
 */
import { useId, useState } from 'react';
import { useTranslation } from '../../app/translation.js';
import { updateUser } from '../../../../generated/client/users.gen.js';
import { isApiError } from '../../../client/index.js';
import { errorCatalogue } from '../../../../schemas/errors.js';
import { useApi } from '../../app/context.js';
import { passwordProblem } from './account-rules.js';

const PROBLEM_KEY = { tooShort: 'account.password.tooShort', mismatch: 'account.password.mismatch' } as const;

export function PasswordChange({ userId }: { readonly userId: string }) {
  const { t } = useTranslation();
  const api = useApi();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [current, setCurrent] = useState('');
  const [wrongCurrent, setWrongCurrent] = useState(false);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const problem = passwordProblem(password, confirm);
  // A problem shows once its field has been typed in.
  const shown = problem && (problem.field === 'password' ? password : confirm) ? problem : undefined;
  const invalid = (field: 'password' | 'confirmPassword') =>
    shown?.field === field ? { 'aria-invalid': true, 'aria-describedby': `${id}-problem` } : { 'aria-invalid': false };

  const close = () => {
    setOpen(false);
    setCurrent('');
    setWrongCurrent(false);
    setPassword('');
    setConfirm('');
  };
  const save = async () => {
    setSaving(true);
    try {
      await updateUser(api.client, { params: { id: userId }, body: { currentPassword: current, newPassword: password } });
      setSaved(true);
      close();
    } catch (error) {
      if (isApiError(error) && error.key === errorCatalogue.wrongCurrentPassword.key) setWrongCurrent(true);
      else console.error('Could not change the password', error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="card" aria-labelledby={`${id}-title`} data-testid="password-change">
      <h2 id={`${id}-title`}>{t('account.password.change')}</h2>
      {open ? (
        <form
          className="account-password"
          onSubmit={(event) => {
            event.preventDefault();
            if (!problem && current && !saving) void save();
          }}
        >
          <div className="field">
            <label htmlFor={`${id}-current`}>{t('account.password.current')}</label>
            <input
              id={`${id}-current`}
              className="input"
              type="password"
              autoComplete="current-password"
              value={current}
              aria-invalid={wrongCurrent}
              {...(wrongCurrent ? { 'aria-describedby': `${id}-current-problem` } : {})}
              onChange={(e) => {
                setCurrent(e.target.value);
                setWrongCurrent(false);
              }}
            />
            {wrongCurrent && <p id={`${id}-current-problem`} className="field-error">{t('errors.wrongCurrentPassword')}</p>}
          </div>
          <div className="field">
            <label htmlFor={`${id}-new`}>{t('account.password.new')}</label>
            <input
              id={`${id}-new`}
              className="input"
              type="password"
              autoComplete="new-password"
              value={password}
              {...invalid('password')}
              onChange={(e) => setPassword(e.target.value)}
            />
          </div>
          <div className="field">
            <label htmlFor={`${id}-repeat`}>{t('account.password.repeat')}</label>
            <input
              id={`${id}-repeat`}
              className="input"
              type="password"
              autoComplete="new-password"
              value={confirm}
              {...invalid('confirmPassword')}
              onChange={(e) => setConfirm(e.target.value)}
            />
            {shown && <p id={`${id}-problem`} className="field-error">{t(PROBLEM_KEY[shown.problem])}</p>}
          </div>
          <div className="account-edit__buttons">
            <button type="button" className="button button--ghost button--small" onClick={close} disabled={saving}>{t('common.cancel')}</button>
            <button type="submit" className="button button--small" disabled={problem !== undefined || !current || saving} aria-busy={saving}>{t('common.save')}</button>
          </div>
        </form>
      ) : (
        <button
          type="button"
          className="button button--ghost"
          onClick={() => {
            setSaved(false);
            setOpen(true);
          }}
        >
          {t('account.password.change')}
        </button>
      )}
      <p className="visually-hidden" aria-live="polite">{saved ? t('account.password.saved') : ''}</p>
    </section>
  );
}
