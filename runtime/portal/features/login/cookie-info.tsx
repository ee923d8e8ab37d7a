/** portal §2 Login: "A cookie-information page with back navigation" (the cookies the portal keeps: sign-in, language, choices). */
import { useTranslation } from '../../app/translation.js';
import { StepHeading } from './login-views.js';

export function CookieInfo({ onBack }: { readonly onBack: () => void }) {
  const { t } = useTranslation();
  return (
    <section className="login-step" data-testid="cookie-info">
      <StepHeading focus onBack={onBack}>{t('login.cookies.title')}</StepHeading>
      <p>{t('login.cookies.text')}</p>
      <p>{t('login.cookies.storage')}</p>
    </section>
  );
}
