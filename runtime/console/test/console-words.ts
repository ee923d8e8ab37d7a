/**
 * The console's words as a signed-in console has them: its i18n provider in one language with every
 * area's words in (main.tsx loads them with the session, before any screen that uses them renders).
 * For tests that render a screen inside react-admin's AdminContext rather than the whole console.
 */
import type { ConsoleLocale } from '../i18n/console-messages.js';
import { consoleI18nProvider, type ConsoleI18nProvider } from '../i18n/i18n-provider.js';

export async function consoleWords(locale: ConsoleLocale = 'en'): Promise<ConsoleI18nProvider> {
  const provider = consoleI18nProvider({ locale });
  await Promise.all([provider.ready, provider.loadAreas()]);
  return provider;
}
