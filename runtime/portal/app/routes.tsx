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

/** Each page's chunk by path: the routes load it lazily; index.html asks for the page being opened at once (preload-page.ts reads this table). */
const PAGES = {
  [PATHS.DASHBOARD]: () => import('../features/dashboard/dashboard-page.js'),
  [PATHS.AGREEMENT]: () => import('../features/agreement/agreement-page.js'),
  [PATHS.INVOICES]: () => import('../features/invoices/invoices-page.js'),
  [PATHS.ANALYSIS]: () => import('../features/analysis/analysis-page.js'),
  [PATHS.ACCOUNT]: () => import('../features/account/account-page.js'),
  [PATHS.MY_HOME]: () => import('../features/my-home/my-home-page.js'),
  [PATHS.FAQ]: () => import('../features/faq/faq-page.js'),
  [PATHS.LOGIN]: () => import('../features/login/login-page.js'),
  [PATHS.FATAL]: () => import('../features/login/fatal-page.js'),
} as const;

const DashboardPage = lazy(PAGES[PATHS.DASHBOARD]);
const AgreementPage = lazy(PAGES[PATHS.AGREEMENT]);
const InvoicesPage = lazy(PAGES[PATHS.INVOICES]);
const AnalysisPage = lazy(PAGES[PATHS.ANALYSIS]);
const AccountPage = lazy(PAGES[PATHS.ACCOUNT]);
const MyHomePage = lazy(PAGES[PATHS.MY_HOME]);
const FaqPage = lazy(PAGES[PATHS.FAQ]);
const LoginPage = lazy(PAGES[PATHS.LOGIN]);
const FatalPage = lazy(PAGES[PATHS.FATAL]);

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
