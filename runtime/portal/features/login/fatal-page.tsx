/**
 * portal §2 Routes and Login: the fatal page is reachable only when a fatal state was flagged
 * (otherwise it redirects to login); reaching it while authorised signs the user out. The fatal
 * screen is used only when its title and message have translations: title, message, contact hint,
 * contact link. On the login page the same message replaces the form.
 */
import { useEffect } from 'react';
import { useTranslation } from '../../app/translation.js';
import { Navigate } from '../../app/router.js';
import { usePortal, useSession } from '../../app/context.js';
import { PATHS } from '../../app/paths.js';

export const CONTACT_URL_KEY = 'fatal.contactUrl';

/** Whether the fatal screen shows: a fatal state is flagged and its title and message are translated. */
export function useFatalShown(): boolean {
  const { i18n } = useTranslation();
  const { fatal } = useSession();
  return fatal && i18n.exists('fatal.title') && i18n.exists('fatal.message');
}

/** Title, message, contact hint and the contact link (when the organisation's copy has one). */
export function FatalMessage({ as: Heading = 'h2' }: { readonly as?: 'h1' | 'h2' }) {
  const { t, i18n } = useTranslation();
  return (
    <section className="fatal" data-testid="fatal-message" role="alert">
      <Heading>{t('fatal.title')}</Heading>
      <p>{t('fatal.message')}</p>
      <p>{t('fatal.contactHint')}</p>
      {i18n.exists(CONTACT_URL_KEY) && <a className="button" href={t(CONTACT_URL_KEY)}>{t('fatal.contactLink')}</a>}
    </section>
  );
}

export default function FatalPage() {
  const { session } = usePortal();
  const { fatal, authorised } = useSession();
  const shown = useFatalShown();
  useEffect(() => {
    if (fatal && authorised) void session.signOut();
  }, [authorised, fatal, session]);
  if (!shown) return <Navigate to={PATHS.LOGIN} replace />;
  return (
    <main className="status-screen" data-testid="fatal-page">
      <FatalMessage as="h1" />
    </main>
  );
}
