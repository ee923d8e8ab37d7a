/** The frame's own words (ampere.frame.…): the console's title, the language menu's label, a page that is not offered. */
import type { ConsoleMessages } from '../console-messages.js';

const frame: ConsoleMessages = {
  en: { title: 'Ampere console', language: 'Language', pageUnavailable: 'This page is not available: it is switched off for your organisation or not open to your role.' },
  sv: { title: 'Ampere-konsol', language: 'Språk', pageUnavailable: 'Sidan är inte tillgänglig: den är avstängd för er organisation eller inte öppen för din roll.' },
  nb: { title: 'Ampere-konsoll', language: 'Språk', pageUnavailable: 'Siden er ikke tilgjengelig: den er slått av for organisasjonen deres eller ikke åpen for rollen din.' },
  nn: { title: 'Ampere-konsoll', language: 'Språk', pageUnavailable: 'Sida er ikkje tilgjengeleg: ho er slått av for organisasjonen dykkar eller ikkje open for rolla di.' },
  fi: { title: 'Ampere-konsoli', language: 'Kieli', pageUnavailable: 'Sivu ei ole käytettävissä: se on poistettu käytöstä organisaatioltanne tai se ei ole avoinna roolillesi.' },
  de: { title: 'Ampere-Konsole', language: 'Sprache', pageUnavailable: 'Diese Seite ist nicht verfügbar: Sie ist für Ihre Organisation ausgeschaltet oder für Ihre Rolle nicht freigegeben.' },
};

export default frame;
