/**
 * portal §2 Shell header: the user's name (headerName's rules), a sign-out button, and the menu
 * button that opens the sidebar below the large-screen breakpoint (the overlay fades in and out).
 */
import { useTranslation } from '../../app/translation.js';
import { useSession, useTenant } from '../../app/context.js';
import { Icon } from '../icons.js';
import { headerName } from '../names.js';

export function Header({ menuOpen, onToggleMenu, onSignOut }: { readonly menuOpen: boolean; readonly onToggleMenu: () => void; readonly onSignOut: () => void }) {
  const { t } = useTranslation();
  const { config } = useTenant();
  const { user, authorised } = useSession();
  return (
    <header className="header">
      <button type="button" className="header__menu icon-button" aria-expanded={menuOpen} aria-controls="sidebar" onClick={onToggleMenu}>
        <Icon name={menuOpen ? 'close' : 'menu'} />
        <span className="visually-hidden">{t(menuOpen ? 'nav.closeMenu' : 'nav.menu')}</span>
      </button>
      <span className="header__name" data-testid="header-name">{headerName(user, config.showFullName)}</span>
      {authorised && (
        <button type="button" className="header__sign-out button button--ghost" onClick={onSignOut}>
          <Icon name="signOut" size={20} />
          <span>{t('nav.signOut')}</span>
        </button>
      )}
    </header>
  );
}
