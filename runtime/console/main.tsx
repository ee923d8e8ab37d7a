/** The console's entry: the frame on #root in the admin's language, its session (client and providers) loaded beside it. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ConsoleApp } from './app.js';
import { CONSOLE_TOKEN_KEY, readConsoleEnvironment } from './environment.js';
import { consoleI18nProvider } from './i18n/i18n-provider.js';
import { lazyAuthProvider, lazyDataProvider, once } from './lazy-providers.js';

const environment = readConsoleEnvironment();
const i18nProvider = consoleI18nProvider();
// The screens' words come with the session: no screen that uses them renders before it is there.
const session = once(async () => (await Promise.all([import('./browser-session.js').then((m) => m.browserSession(environment)), i18nProvider.loadAreas()]))[0]);
const authProvider = lazyAuthProvider(async () => (await session()).authProvider, () => window.localStorage.getItem(CONSOLE_TOKEN_KEY) !== null);
const dataProvider = lazyDataProvider(async () => (await session()).dataProvider);

// The first render waits for the admin's language (a small chunk when not English), so it is not English first.
void i18nProvider.ready.then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <ConsoleApp dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider} />
    </StrictMode>,
  ),
);
