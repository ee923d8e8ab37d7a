/**
 * portal §2 Login: redirects to the dashboard when authorised; the form on the left, the optional app
 * promotion and the tenant's background on the right; a fatal condition replaces the form; a return
 * from the identity provider or a bank-id app (?code, ?ref) completes the sign-in.
 */
import { useTranslation } from '../../app/translation.js';
import { Navigate } from '../../app/router.js';
import { useSession, useTenant } from '../../app/context.js';
import { PATHS } from '../../app/paths.js';
import { AppStoreLinks, hasAppLinks } from '../../components/app-store-links.js';
import { PageLoading } from '../../components/states.js';
import { backgroundStyle } from './background.js';
import { FatalMessage, useFatalShown } from './fatal-page.js';
import { LoginForm } from './login-form.js';
import { useRefReturn } from './use-ref-return.js';
import './login.css';

export default function LoginPage() {
  const { t } = useTranslation();
  const { config } = useTenant();
  const { authorised } = useSession();
  const fatal = useFatalShown();
  const returned = useRefReturn();
  if (authorised && returned.phase !== 'completing') return <Navigate to={PATHS.DASHBOARD} replace />;
  return (
    <div className="login">
      <main className="login__form" id="content">
        <h1>{t('login.title')}</h1>
        {fatal ? (
          <FatalMessage />
        ) : returned.phase === 'completing' ? (
          <PageLoading label={t('login.signingIn')} />
        ) : (
          <>
            {returned.phase === 'error' && <p className="field-error" role="alert" data-testid="login-error">{returned.message}</p>}
            <LoginForm />
          </>
        )}
      </main>
      <aside className="login__aside" style={backgroundStyle(config.loginBackground)}>
        {config.appPromotion && hasAppLinks(config) && (
          <div className="login__promotion" data-testid="login-promotion">
            <h2>{t('login.appPromotion.title')}</h2>
            <p>{t('login.appPromotion.text')}</p>
            <AppStoreLinks config={config} />
          </div>
        )}
      </aside>
    </div>
  );
}
