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
import type { Portal } from './start.js';
import type { PortalEnvironment } from './environment.js';
import { PortalRoutes } from './routes.js';
import { applyTheme } from './theme.js';
import { nextTask } from '../components/next-task.js';

type Start = { readonly phase: 'loading' } | { readonly phase: 'error' } | { readonly phase: 'ready'; readonly portal: Portal };

export function App({ environment }: { readonly environment: PortalEnvironment }) {
  const [start, setStart] = useState<Start>({ phase: 'loading' });
  useInputMode();
  useEffect(() => {
    let live = true;
    const start = async () => {
      // The start, with the API client and the contract's schemas it checks answers against, is a
      // chunk of its own (chunk-groups.ts), evaluated after the loading screen's render, one task per
      // schema module (schema-tasks.ts), so a phone's main thread is never held for the whole start.
      const { startPortal, createI18n } = await import('./start.js');
      await nextTask();
      const i18n = createI18n();
      await nextTask();
      return startPortal(environment, i18n);
    };
    start().then(
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
