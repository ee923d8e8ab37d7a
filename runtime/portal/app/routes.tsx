/**
 * portal §2 Routes: / → dashboard; every page but login and fatal needs authorisation; invoices, my
 * home and FAQ exist only when the tenant shows them; any other path is page-not-found. Pages load
 * on demand (one chunk each) so the first load stays small.
 */
import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from './translation.js';
import { Link, Navigate, Route, Routes, useLocation } from './router.js';
import { Layout } from '../components/shell/layout.js';
import { PageLoading } from '../components/states.js';
import { usePortal, useSession, useTenant } from './context.js';
import { PATHS } from './paths.js';

const DashboardPage = lazy(() => import('../features/dashboard/dashboard-page.js'));
const AgreementPage = lazy(() => import('../features/agreement/agreement-page.js'));
const InvoicesPage = lazy(() => import('../features/invoices/invoices-page.js'));
const AnalysisPage = lazy(() => import('../features/analysis/analysis-page.js'));
const AccountPage = lazy(() => import('../features/account/account-page.js'));
const MyHomePage = lazy(() => import('../features/my-home/my-home-page.js'));
const FaqPage = lazy(() => import('../features/faq/faq-page.js'));
const LoginPage = lazy(() => import('../features/login/login-page.js'));
const FatalPage = lazy(() => import('../features/login/fatal-page.js'));

/** portal §2, §6: "Pages behind the protected wrapper need a stored access key or the authorised state". */
export function Protected({ children }: { readonly children: ReactNode }) {
  const { api } = usePortal();
  const { authorised } = useSession();
  const location = useLocation();
  if (!authorised && !api.tokens.get()) return <Navigate to={PATHS.LOGIN} replace state={{ from: location.pathname }} />;
  return <>{children}</>;
}

/** portal §2: any other path is page-not-found with a link back to the dashboard; inside the shell when signed in. */
function NotFoundRoute() {
  const { api } = usePortal();
  const { authorised } = useSession();
  if (authorised || api.tokens.get()) return <Layout><PageNotFound /></Layout>;
  return <main id="content"><PageNotFound /></main>;
}

export function PageNotFound() {
  const { t } = useTranslation();
  return (
    <section className="status-screen" data-testid="page-not-found">
      <h1>{t('pageNotFound.title')}</h1>
      <p>{t('pageNotFound.text')}</p>
      <Link className="button" to={PATHS.DASHBOARD}>{t('pageNotFound.link')}</Link>
    </section>
  );
}

/** portal §2: "On leaving my home for any page other than login, the user is refetched". */
function useRefetchAfterMyHome(): void {
  const { session } = usePortal();
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === PATHS.MY_HOME && pathname !== PATHS.MY_HOME && pathname !== PATHS.LOGIN) void session.refetchUser();
    previous.current = pathname;
  }, [pathname, session]);
}

/** The document title follows the page (screen readers announce it on navigation). */
function useDocumentTitle(): void {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  useEffect(() => {
    const key = ({
      [PATHS.DASHBOARD]: 'nav.dashboard', [PATHS.AGREEMENT]: 'nav.agreement', [PATHS.INVOICES]: 'nav.invoices', [PATHS.ANALYSIS]: 'nav.analysis',
      [PATHS.ACCOUNT]: 'nav.account', [PATHS.MY_HOME]: 'nav.myHome', [PATHS.FAQ]: 'nav.faq', [PATHS.LOGIN]: 'nav.signIn',
    } as Record<string, string>)[pathname];
    document.title = key ? `${t(key)} – ${t('app.title')}` : t('app.title');
  }, [pathname, t]);
}

export function PortalRoutes() {
  const { config } = useTenant();
  useRefetchAfterMyHome();
  useDocumentTitle();
  const guard = (page: ReactNode) => <Protected>{page}</Protected>;
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        <Route path={PATHS.ROOT} element={<Navigate to={PATHS.DASHBOARD} replace />} />
        <Route path={PATHS.LOGIN} element={<LoginPage />} />
        <Route path={PATHS.FATAL} element={<FatalPage />} />
        <Route element={guard(<Layout />)}>
          <Route path={PATHS.DASHBOARD} element={<DashboardPage />} />
          <Route path={PATHS.AGREEMENT} element={<AgreementPage />} />
          {!config.hideInvoices && <Route path={PATHS.INVOICES} element={<InvoicesPage />} />}
          <Route path={PATHS.ANALYSIS} element={<AnalysisPage />} />
          <Route path={PATHS.ACCOUNT} element={<AccountPage />} />
          {!config.hideMyHome && <Route path={PATHS.MY_HOME} element={<MyHomePage />} />}
          {!config.hideFaq && <Route path={PATHS.FAQ} element={<FaqPage />} />}
        </Route>
        <Route path="*" element={<NotFoundRoute />} />
      </Routes>
    </Suspense>
  );
}
