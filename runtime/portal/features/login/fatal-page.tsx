/**
 * portal §2 Routes and Login: the fatal page is reachable only when a fatal state was flagged
 * (otherwise it redirects to login); reaching it while authorised signs the user out. It shows only
 * when its title and message have translations: title, message, contact hint, contact link.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from '../../app/router.js';
import { usePortal, useSession } from '../../app/context.js';
import { PATHS } from '../../app/paths.js';

export const CONTACT_URL_KEY = 'fatal.contactUrl';

export default function FatalPage() {
  const { t, i18n } = useTranslation();
  const { session } = usePortal();
  const { fatal, authorised } = useSession();
  useEffect(() => {
    if (fatal && authorised) void session.signOut();
  }, [authorised, fatal, session]);
  if (!fatal || !i18n.exists('fatal.title') || !i18n.exists('fatal.message')) return <Navigate to={PATHS.LOGIN} replace />;
  return (
    <main className="status-screen" data-testid="fatal-page">
      <h1>{t('fatal.title')}</h1>
      <p>{t('fatal.message')}</p>
      <p>{t('fatal.contactHint')}</p>
      {i18n.exists(CONTACT_URL_KEY) && <a className="button" href={t(CONTACT_URL_KEY)}>{t('fatal.contactLink')}</a>}
    </main>
  );
}
