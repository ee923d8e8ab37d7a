/**
 * portal §2 Shell: the loading screen while the app starts ('Loading', 'Please wait a few seconds.')
 * and its error variant ('Error', 'Something went wrong. Please try to refresh the page.'). Before
 * translations load there is no copy to read, so these carry their text in every language here.
 */
import type { Language } from '../../../schemas/core/primitives.js';

const TEXT: Readonly<Record<Language, { loading: string; wait: string; error: string; failed: string; reload: string }>> = {
  en: { loading: 'Loading', wait: 'Please wait a few seconds.', error: 'Error', failed: 'Something went wrong. Please try to refresh the page.', reload: 'Refresh' },
  sv: { loading: 'Laddar', wait: 'Vänta några sekunder.', error: 'Fel', failed: 'Något gick fel. Försök att ladda om sidan.', reload: 'Ladda om' },
  nb: { loading: 'Laster inn', wait: 'Vent noen sekunder.', error: 'Feil', failed: 'Noe gikk galt. Prøv å laste inn siden på nytt.', reload: 'Last inn på nytt' },
  nn: { loading: 'Lastar inn', wait: 'Vent nokre sekund.', error: 'Feil', failed: 'Noko gjekk gale. Prøv å laste inn sida på nytt.', reload: 'Last inn på nytt' },
  fi: { loading: 'Ladataan', wait: 'Odota muutama sekunti.', error: 'Virhe', failed: 'Jokin meni vikaan. Yritä päivittää sivu.', reload: 'Päivitä' },
  de: { loading: 'Wird geladen', wait: 'Bitte warten Sie einige Sekunden.', error: 'Fehler', failed: 'Etwas ist schiefgelaufen. Bitte laden Sie die Seite neu.', reload: 'Neu laden' },
};

/** The browser's language when it is one of ours, else English (nothing else is known this early). */
export function earlyLanguage(browser: string | undefined = typeof navigator === 'undefined' ? undefined : navigator.language): Language {
  const two = browser?.slice(0, 2).toLowerCase();
  return two && two in TEXT ? (two as Language) : 'en';
}

export function LoadingScreen({ language = earlyLanguage() }: { readonly language?: Language }) {
  const t = TEXT[language];
  return (
    <main className="status-screen" aria-busy="true">
      <div className="spinner" aria-hidden="true" />
      <h1>{t.loading}</h1>
      <p>{t.wait}</p>
    </main>
  );
}

export function ErrorScreen({ language = earlyLanguage() }: { readonly language?: Language }) {
  const t = TEXT[language];
  return (
    <main className="status-screen" role="alert">
      <h1>{t.error}</h1>
      <p>{t.failed}</p>
      <button type="button" className="button" onClick={() => window.location.reload()}>{t.reload}</button>
    </main>
  );
}
