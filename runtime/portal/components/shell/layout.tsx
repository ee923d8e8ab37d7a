/**
 * The frame of every signed-in page (portal §2 Shell): skip link, sidebar, header, the page, and the
 * pop-ups that belong to the whole portal (welcome popup). Sign-out is started here.
 */
import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from '../../app/translation.js';
import { Outlet, useNavigate } from '../../app/router.js';
import { usePortal } from '../../app/context.js';
import { PATHS } from '../../app/paths.js';
import { useSignOut } from '../use-sign-out.js';
import { WelcomePopup } from '../welcome-popup.js';
import { ChatMount } from '../../features/chat/chat-mount.js';
import { Header } from './header.js';
import { Sidebar } from './sidebar.js';

/** The page comes from the matched child route, or `children` (page-not-found for a signed-in customer). */
export function Layout({ children }: { readonly children?: ReactNode }) {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const signOut = useSignOut();
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  return (
    <div className="shell">
      <a className="skip-link" href="#content">{t('nav.skipToContent')}</a>
      <Sidebar open={menuOpen} onNavigate={closeMenu} onSignOut={signOut} />
      <div className={`overlay${menuOpen ? ' overlay--visible' : ''}`} onClick={closeMenu} aria-hidden="true" />
      <div className="shell__main">
        <Header menuOpen={menuOpen} onToggleMenu={() => setMenuOpen((o) => !o)} onSignOut={signOut} />
        <main id="content" className="page" tabIndex={-1}>
          {children ?? <Outlet />}
        </main>
      </div>
      <WelcomePopup />
      <ChatMount />
    </div>
  );
}

/** The fatal page's logout also needs navigation; kept here so the layout and the fatal page share it. */
export function useGoToLogin(): () => void {
  const navigate = useNavigate();
  const { session } = usePortal();
  return useCallback(() => {
    session.signOutLocally();
    navigate(PATHS.LOGIN, { replace: true });
  }, [navigate, session]);
}
