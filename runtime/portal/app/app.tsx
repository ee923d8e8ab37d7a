/**
 * The portal: start (portal §4) behind the loading screen, the error screen when the start fails,
 * then the router at the site root with the started portal in context.
 */
import { startTransition, useEffect, useState } from 'react';
import { I18nextProvider } from './translation.js';
import { BrowserRouter } from './router.js';
import { ErrorScreen, LoadingScreen } from '../components/status-screen.js';
import { useInputMode } from '../components/use-input-mode.js';
import { PortalContext } from './context.js';
import type { PortalEnvironment } from './environment.js';
import { createI18n } from './i18n.js';
import { preloadPage, PortalRoutes } from './routes.js';
import { startPortal, type Portal } from './start.js';
import { applyTheme } from './theme.js';
import { hasStoredTokens } from './api.js';

type Start = { readonly phase: 'loading' } | { readonly phase: 'error' } | { readonly phase: 'ready'; readonly portal: Portal };

export function App({ environment }: { readonly environment: PortalEnvironment }) {
  const [start, setStart] = useState<Start>({ phase: 'loading' });
  useInputMode();
  useEffect(() => {
    let live = true;
    preloadPage(window.location.pathname, hasStoredTokens());
    startPortal(environment, createI18n()).then(
      (portal) => {
        applyTheme(portal.tenant.theme);
        // A transition renders the shell and the page in slices, so the phone stays responsive meanwhile.
        if (live) startTransition(() => setStart({ phase: 'ready', portal }));
      },
      (error: unknown) => {
        console.error('The portal could not start', error);
        if (live) setStart({ phase: 'error' });
      },
    );
    return () => {
      live = false;
    };
  }, [environment]);
  if (start.phase === 'loading') return <LoadingScreen />;
  if (start.phase === 'error') return <ErrorScreen />;
  return (
    <PortalContext.Provider value={start.portal}>
      <I18nextProvider i18n={start.portal.i18n}>
        <BrowserRouter>
          <PortalRoutes />
        </BrowserRouter>
      </I18nextProvider>
    </PortalContext.Provider>
  );
}
