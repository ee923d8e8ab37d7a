/**
 * portal §2 Shell: the loading screen ('Loading', 'Please wait a few seconds.') and its error
 * variant ('Error', 'Something went wrong. Please try to refresh the page.') in every language.
 * They show before the copy has loaded, so they cannot come from it. The build writes the loading
 * text into index.html too (boot-screen.ts), so it shows before any script has run.
 */
import type { Language } from '../../../schemas/core/primitives.js';

export interface StatusText {
  readonly loading: string;
  readonly wait: string;
  readonly error: string;
  readonly failed: string;
  readonly reload: string;
}

export const STATUS_TEXT: Readonly<Record<Language, StatusText>> = {
  en: { loading: 'Loading', wait: 'Please wait a few seconds.', error: 'Error', failed: 'Something went wrong. Please try to refresh the page.', reload: 'Refresh' },
  sv: { loading: 'Laddar', wait: 'Vänta några sekunder.', error: 'Fel', failed: 'Något gick fel. Försök att ladda om sidan.', reload: 'Ladda om' },
  nb: { loading: 'Laster inn', wait: 'Vent noen sekunder.', error: 'Feil', failed: 'Noe gikk galt. Prøv å laste inn siden på nytt.', reload: 'Last inn på nytt' },
  nn: { loading: 'Lastar inn', wait: 'Vent nokre sekund.', error: 'Feil', failed: 'Noko gjekk gale. Prøv å laste inn sida på nytt.', reload: 'Last inn på nytt' },
  fi: { loading: 'Ladataan', wait: 'Odota muutama sekunti.', error: 'Virhe', failed: 'Jokin meni vikaan. Yritä päivittää sivu.', reload: 'Päivitä' },
  de: { loading: 'Wird geladen', wait: 'Bitte warten Sie einige Sekunden.', error: 'Fehler', failed: 'Etwas ist schiefgelaufen. Bitte laden Sie die Seite neu.', reload: 'Neu laden' },
};

/** The key the portal stores the chosen language under (app/session.ts STORAGE.LANGUAGE). */
export const LANGUAGE_STORAGE_KEY = 'ampere.language';

/**
 * The language known before the tenant and the copy are: the one stored last time, else the
 * browser's, when it is one of ours; else English. Written so it also runs as a plain inline script.
 */
export function earlyLanguage(stored: string | null, browser: string | undefined): Language {
  const pick = (value: string | null | undefined) => {
    const two = value ? value.slice(0, 2).toLowerCase() : '';
    return two in STATUS_TEXT ? (two as Language) : undefined;
  };
  return pick(stored) ?? pick(browser) ?? 'en';
}
