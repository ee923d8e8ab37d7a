/**
 * portal §2 Shell sidebar: dashboard, electricity agreement, invoices, analysis, account settings, my
 * home, FAQ (invoices, my home and FAQ switched off by the tenant); each click scrolls to top. On the
 * mobile menu a divider and a sign-out link (sign-in when not authorised) follow. A fatal state
 * sends the user to the fatal page. The app-download block shows when both store links are set and
 * the product has an app.
 */
import { useTranslation } from '../../app/translation.js';
import { Navigate, NavLink } from '../../app/router.js';
import { useSession, useTenant } from '../../app/context.js';
import { PATHS } from '../../app/paths.js';
import { AppStoreLinks, hasAppLinks } from '../app-store-links.js';
import { Icon, type IconName } from '../icons.js';

interface NavItem { readonly to: string; readonly label: string; readonly icon: IconName }

export function useNavItems(): NavItem[] {
  const { config } = useTenant();
  const items: (NavItem | false)[] = [
    { to: PATHS.DASHBOARD, label: 'nav.dashboard', icon: 'dashboard' },
    { to: PATHS.AGREEMENT, label: 'nav.agreement', icon: 'agreement' },
    !config.hideInvoices && { to: PATHS.INVOICES, label: 'nav.invoices', icon: 'invoices' },
    { to: PATHS.ANALYSIS, label: 'nav.analysis', icon: 'analysis' },
    { to: PATHS.ACCOUNT, label: 'nav.account', icon: 'account' },
    !config.hideMyHome && { to: PATHS.MY_HOME, label: 'nav.myHome', icon: 'myHome' },
    !config.hideFaq && { to: PATHS.FAQ, label: 'nav.faq', icon: 'faq' },
  ];
  return items.filter((i): i is NavItem => i !== false);
}

export function Sidebar({ open, onNavigate, onSignOut }: { readonly open: boolean; readonly onNavigate: () => void; readonly onSignOut: () => void }) {
  const { t } = useTranslation();
  const { config } = useTenant();
  const session = useSession();
  const items = useNavItems();
  if (session.fatal) return <Navigate to={PATHS.FATAL} replace />;
  const go = () => {
    window.scrollTo({ top: 0 });
    onNavigate();
  };
  return (
    <nav id="sidebar" className={`sidebar${open ? ' sidebar--open' : ''}`} aria-label={t('nav.menu')}>
      <div className="sidebar__brand" aria-hidden="true"><Icon name="tool" size={20} /></div>
      <ul className="sidebar__list">
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} className={({ isActive }) => `sidebar__link${isActive ? ' sidebar__link--active' : ''}`} onClick={go}>
              <Icon name={item.icon} />
              <span>{t(item.label)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
      <div className="sidebar__mobile-only">
        <hr className="sidebar__divider" />
        {session.authorised ? (
          <button type="button" className="sidebar__link" onClick={onSignOut}><Icon name="signOut" /><span>{t('nav.signOut')}</span></button>
        ) : (
          <NavLink to={PATHS.LOGIN} className="sidebar__link" onClick={go}><Icon name="signOut" /><span>{t('nav.signIn')}</span></NavLink>
        )}
      </div>
      {config.productHasApp && hasAppLinks(config) && (
        <div className="sidebar__app">
          <p>{t('appDownload.title')}</p>
          <AppStoreLinks config={config} />
        </div>
      )}
    </nav>
  );
}
