/**
 * portal §2 Shell: the loading screen while the app starts and its error variant, in the language
 * known this early (components/status-text.ts). index.html shows the same loading screen before any
 * script runs (boot-screen.ts), so React taking over changes nothing on screen.
 */
import type { Language } from '../../../schemas/core/primitives.js';
import { earlyLanguage as pickEarly, LANGUAGE_STORAGE_KEY, STATUS_TEXT } from './status-text.js';

/** The stored language, else the browser's, when it is one of ours, else English (nothing else is known this early). */
export function earlyLanguage(): Language {
  const stored = typeof window === 'undefined' ? null : window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  return pickEarly(stored, typeof navigator === 'undefined' ? undefined : navigator.language);
}

export function LoadingScreen({ language = earlyLanguage() }: { readonly language?: Language }) {
  const t = STATUS_TEXT[language];
  return (
    <main className="status-screen" aria-busy="true">
      <div className="spinner" aria-hidden="true" />
      <h1>{t.loading}</h1>
      <p>{t.wait}</p>
    </main>
  );
}

export function ErrorScreen({ language = earlyLanguage() }: { readonly language?: Language }) {
  const t = STATUS_TEXT[language];
  return (
    <main className="status-screen" role="alert">
      <h1>{t.error}</h1>
      <p>{t.failed}</p>
      <button type="button" className="button" onClick={() => window.location.reload()}>{t.reload}</button>
    </main>
  );
}
