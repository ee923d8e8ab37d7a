/**
 * portal §2 Login: redirects to the dashboard when authorised; the form on the left, the optional app
 * promotion and the tenant's background on the right; a return from the identity provider or a
 * bank-id app (?code, ?ref) completes the sign-in.
 */
import { useTranslation } from 'react-i18next';
import { Navigate } from '../../app/router.js';
import { useSession, useTenant } from '../../app/context.js';
import { PATHS } from '../../app/paths.js';
import { AppStoreLinks, hasAppLinks } from '../../components/app-store-links.js';
import { PageLoading } from '../../components/states.js';
import { backgroundStyle } from './background.js';
import { OpenIdLogin } from './openid-login.js';
import { useRefReturn } from './use-ref-return.js';

export default function LoginPage() {
  const { t } = useTranslation();
  const { config } = useTenant();
  const { authorised } = useSession();
  const returned = useRefReturn();
  if (authorised && returned.phase !== 'completing') return <Navigate to={PATHS.DASHBOARD} replace />;
  return (
    <div className="login">
      <main className="login__form" id="content">
        <h1>{t('login.title')}</h1>
        {returned.phase === 'completing' ? (
          <PageLoading />
        ) : (
          <>
            {returned.phase === 'error' && <p className="field-error" role="alert" data-testid="login-error">{returned.message}</p>}
            {config.signInMethods.includes('OPENID_WEB_VIEW') && <OpenIdLogin />}
          </>
        )}
      </main>
      <aside className="login__aside" style={backgroundStyle(config.loginBackground)}>
        {config.appPromotion && hasAppLinks(config) && (
          <div className="login__promotion">
            <h2>{t('appDownload.title')}</h2>
            <p>{t('appDownload.text')}</p>
            <AppStoreLinks config={config} />
          </div>
        )}
      </aside>
    </div>
  );
}
