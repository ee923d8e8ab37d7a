/**
 * The pieces every sign-in screen shares (portal §2 Login): the screen heading with its back
 * button, the time-ran-out and error screens with try again (§8 admin login error screen: heading,
 * message, try again), and the waiting state. Each step's heading takes focus when it appears, so a
 * keyboard or screen-reader user starts at the top of the new step.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '../../app/translation.js';
import { Icon } from '../../components/icons.js';

export function BackButton({ onBack }: { readonly onBack: () => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="login-back link-button" onClick={onBack}>
      <Icon name="arrowLeft" />
      <span>{t('common.back')}</span>
    </button>
  );
}

/** A step's heading; it takes focus when `focus` is set (steps without a field to focus first). */
export function StepHeading({ children, focus = false, onBack }: { readonly children: ReactNode; readonly focus?: boolean; readonly onBack?: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  return (
    <div className="login-step__head">
      {onBack && <BackButton onBack={onBack} />}
      <h2 ref={heading} tabIndex={-1}>{children}</h2>
    </div>
  );
}

export function TimeoutView({ onRetry }: { readonly onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <section className="login-step" data-testid="login-timeout" aria-live="polite">
      <StepHeading focus>{t('login.timeout.title')}</StepHeading>
      <p>{t('login.timeout.text')}</p>
      <button type="button" className="button button--large" onClick={onRetry}>{t('common.tryAgain')}</button>
    </section>
  );
}

export function ErrorView({ message, onRetry }: { readonly message: string; readonly onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <section className="login-step" data-testid="login-error-view">
      <StepHeading focus>{t('login.error.title')}</StepHeading>
      <p role="alert">{message}</p>
      <button type="button" className="button button--large" onClick={onRetry}>{t('common.tryAgain')}</button>
    </section>
  );
}

/** Waiting for the person (an app, an e-mail) or for the sign-in to finish; cancel drops it. */
export function WaitingView({ title, children, onCancel }: { readonly title: string; readonly children?: ReactNode; readonly onCancel?: () => void }) {
  const { t } = useTranslation();
  return (
    <section className="login-step" data-testid="login-waiting">
      <StepHeading focus>{title}</StepHeading>
      <div className="login-waiting" role="status" aria-live="polite">
        <span className="spinner spinner--small" aria-hidden="true" />
        <span>{t('login.waiting')}</span>
      </div>
      {children}
      {onCancel && <button type="button" className="button button--ghost" onClick={onCancel}>{t('common.cancel')}</button>}
    </section>
  );
}

/** A form field with its label and the error under it (aria-describedby ties them). */
export function Field({ id, label, error, help, children }: {
  readonly id: string; readonly label: string; readonly error?: string; readonly help?: string; readonly children: ReactNode;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {help && <p className="field-help" id={`${id}-help`}>{help}</p>}
      {children}
      {error && <p className="field-error" id={`${id}-error`} role="alert">{error}</p>}
    </div>
  );
}

/** The input props that tie a field to its help and error. */
export function describedBy(id: string, error: string | undefined, help?: string): { 'aria-invalid': boolean; 'aria-describedby'?: string } {
  const ids = [help ? `${id}-help` : undefined, error ? `${id}-error` : undefined].filter(Boolean).join(' ');
  return { 'aria-invalid': error !== undefined, ...(ids ? { 'aria-describedby': ids } : {}) };
}
