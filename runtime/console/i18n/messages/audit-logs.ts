/**
 * The audit log's words (ampere.audit-logs.…: resources/audit-logs) and those of the difference view
 * it shows (ampere.audit-logs.diff.…: components/field-diff.tsx, which drafts and releases reuse).
 */
import type { ConsoleMessages } from '../console-messages.js';

const messages: ConsoleMessages = {
  en: {
    title: 'Audit log',
    entryTitle: 'Audit log entry',
    fields: { when: 'When', who: 'Who', action: 'Action', what: 'What', organisation: 'Organisation', requestId: 'Request id', changes: 'Changes' },
    filters: {
      who: 'Who', whoHelp: 'E-mail or admin id', action: 'Action', resource: 'Resource', resourceHelp: 'e.g. api-tokens, copy',
      resourceId: 'Record id', organisation: 'Organisation', from: 'From', to: 'To',
    },
    validation: { who: 'Enter an e-mail address or a 24-character admin id', range: 'To must not be before From' },
    actions: { create: 'Created', update: 'Updated', delete: 'Deleted', publish: 'Published', revoke: 'Revoked', import: 'Imported', sync: 'Synced', signIn: 'Signed in', signOut: 'Signed out', run: 'Run now' },
    system: 'System (%{scope})',
    platform: 'Platform',
    empty: 'No audit log entries yet',
    noResults: 'No entries match these filters',
    error: 'The audit log could not be read: %{message}',
    diff: {
      caption: 'Changes', field: 'Field', change: 'Change', before: 'Before', after: 'After',
      added: 'Added', removed: 'Removed', changed: 'Changed', reordered: 'Reordered',
      none: 'No differences', hidden: 'Hidden', hiddenHelp: 'Secret values are never shown',
      absent: 'none', nothing: 'empty', whole: 'whole value',
    },
  },
  sv: {
    title: 'Granskningslogg',
    entryTitle: 'Post i granskningsloggen',
    fields: { when: 'När', who: 'Vem', action: 'Åtgärd', what: 'Vad', organisation: 'Organisation', requestId: 'Anrops-id', changes: 'Ändringar' },
    filters: {
      who: 'Vem', whoHelp: 'E-post eller administratörs-id', action: 'Åtgärd', resource: 'Resurs', resourceHelp: 't.ex. api-tokens, copy',
      resourceId: 'Post-id', organisation: 'Organisation', from: 'Från', to: 'Till',
    },
    validation: { who: 'Ange en e-postadress eller ett administratörs-id på 24 tecken', range: 'Till får inte vara före Från' },
    actions: { create: 'Skapad', update: 'Ändrad', delete: 'Borttagen', publish: 'Publicerad', revoke: 'Återkallad', import: 'Importerad', sync: 'Synkroniserad', signIn: 'Inloggad', signOut: 'Utloggad', run: 'Körd nu' },
    system: 'System (%{scope})',
    platform: 'Plattform',
    empty: 'Granskningsloggen är tom',
    noResults: 'Inga poster matchar filtren',
    error: 'Granskningsloggen kunde inte läsas: %{message}',
    diff: {
      caption: 'Ändringar', field: 'Fält', change: 'Ändring', before: 'Före', after: 'Efter',
      added: 'Tillagt', removed: 'Borttaget', changed: 'Ändrat', reordered: 'Omordnat',
      none: 'Inga skillnader', hidden: 'Dolt', hiddenHelp: 'Hemliga värden visas aldrig',
      absent: 'inget', nothing: 'tomt', whole: 'hela värdet',
    },
  },
  nb: {
    title: 'Revisjonslogg',
    entryTitle: 'Oppføring i revisjonsloggen',
    fields: { when: 'Når', who: 'Hvem', action: 'Handling', what: 'Hva', organisation: 'Organisasjon', requestId: 'Forespørsels-id', changes: 'Endringer' },
    filters: {
      who: 'Hvem', whoHelp: 'E-post eller administrator-id', action: 'Handling', resource: 'Ressurs', resourceHelp: 'f.eks. api-tokens, copy',
      resourceId: 'Post-id', organisation: 'Organisasjon', from: 'Fra', to: 'Til',
    },
    validation: { who: 'Skriv en e-postadresse eller en administrator-id på 24 tegn', range: 'Til kan ikke være før Fra' },
    actions: { create: 'Opprettet', update: 'Endret', delete: 'Slettet', publish: 'Publisert', revoke: 'Tilbakekalt', import: 'Importert', sync: 'Synkronisert', signIn: 'Logget inn', signOut: 'Logget ut', run: 'Kjørt nå' },
    system: 'System (%{scope})',
    platform: 'Plattform',
    empty: 'Revisjonsloggen er tom',
    noResults: 'Ingen oppføringer passer filtrene',
    error: 'Revisjonsloggen kunne ikke leses: %{message}',
    diff: {
      caption: 'Endringer', field: 'Felt', change: 'Endring', before: 'Før', after: 'Etter',
      added: 'Lagt til', removed: 'Fjernet', changed: 'Endret', reordered: 'Omordnet',
      none: 'Ingen forskjeller', hidden: 'Skjult', hiddenHelp: 'Hemmelige verdier vises aldri',
      absent: 'ingen', nothing: 'tom', whole: 'hele verdien',
    },
  },
  nn: {
    title: 'Revisjonslogg',
    entryTitle: 'Oppføring i revisjonsloggen',
    fields: { when: 'Når', who: 'Kven', action: 'Handling', what: 'Kva', organisation: 'Organisasjon', requestId: 'Førespurnads-id', changes: 'Endringar' },
    filters: {
      who: 'Kven', whoHelp: 'E-post eller administrator-id', action: 'Handling', resource: 'Ressurs', resourceHelp: 't.d. api-tokens, copy',
      resourceId: 'Post-id', organisation: 'Organisasjon', from: 'Frå', to: 'Til',
    },
    validation: { who: 'Skriv ei e-postadresse eller ein administrator-id på 24 teikn', range: 'Til kan ikkje vere før Frå' },
    actions: { create: 'Oppretta', update: 'Endra', delete: 'Sletta', publish: 'Publisert', revoke: 'Tilbakekalla', import: 'Importert', sync: 'Synkronisert', signIn: 'Logga inn', signOut: 'Logga ut', run: 'Køyrd no' },
    system: 'System (%{scope})',
    platform: 'Plattform',
    empty: 'Revisjonsloggen er tom',
    noResults: 'Ingen oppføringar passar filtera',
    error: 'Revisjonsloggen kunne ikkje lesast: %{message}',
    diff: {
      caption: 'Endringar', field: 'Felt', change: 'Endring', before: 'Før', after: 'Etter',
      added: 'Lagt til', removed: 'Fjerna', changed: 'Endra', reordered: 'Omordna',
      none: 'Ingen skilnader', hidden: 'Skjult', hiddenHelp: 'Løyndde verdiar blir aldri viste',
      absent: 'ingen', nothing: 'tom', whole: 'heile verdien',
    },
  },
  fi: {
    title: 'Tarkastusloki',
    entryTitle: 'Tarkastuslokin merkintä',
    fields: { when: 'Milloin', who: 'Kuka', action: 'Toiminto', what: 'Mitä', organisation: 'Organisaatio', requestId: 'Pyynnön tunnus', changes: 'Muutokset' },
    filters: {
      who: 'Kuka', whoHelp: 'Sähköposti tai ylläpitäjän tunnus', action: 'Toiminto', resource: 'Resurssi', resourceHelp: 'esim. api-tokens, copy',
      resourceId: 'Tietueen tunnus', organisation: 'Organisaatio', from: 'Alkaen', to: 'Asti',
    },
    validation: { who: 'Anna sähköpostiosoite tai 24 merkin ylläpitäjätunnus', range: 'Asti-päivä ei voi olla ennen alkamispäivää' },
    actions: { create: 'Luotu', update: 'Muutettu', delete: 'Poistettu', publish: 'Julkaistu', revoke: 'Peruttu', import: 'Tuotu', sync: 'Synkronoitu', signIn: 'Kirjautui sisään', signOut: 'Kirjautui ulos', run: 'Ajettu nyt' },
    system: 'Järjestelmä (%{scope})',
    platform: 'Alusta',
    empty: 'Tarkastusloki on tyhjä',
    noResults: 'Suodattimia vastaavia merkintöjä ei ole',
    error: 'Tarkastuslokia ei voitu lukea: %{message}',
    diff: {
      caption: 'Muutokset', field: 'Kenttä', change: 'Muutos', before: 'Ennen', after: 'Jälkeen',
      added: 'Lisätty', removed: 'Poistettu', changed: 'Muutettu', reordered: 'Järjestetty uudelleen',
      none: 'Ei eroja', hidden: 'Piilotettu', hiddenHelp: 'Salaisia arvoja ei koskaan näytetä',
      absent: 'ei arvoa', nothing: 'tyhjä', whole: 'koko arvo',
    },
  },
  de: {
    title: 'Änderungsprotokoll',
    entryTitle: 'Eintrag im Änderungsprotokoll',
    fields: { when: 'Wann', who: 'Wer', action: 'Aktion', what: 'Was', organisation: 'Organisation', requestId: 'Anfrage-ID', changes: 'Änderungen' },
    filters: {
      who: 'Wer', whoHelp: 'E-Mail oder Admin-ID', action: 'Aktion', resource: 'Ressource', resourceHelp: 'z. B. api-tokens, copy',
      resourceId: 'Datensatz-ID', organisation: 'Organisation', from: 'Von', to: 'Bis',
    },
    validation: { who: 'Geben Sie eine E-Mail-Adresse oder eine 24-stellige Admin-ID ein', range: 'Bis darf nicht vor Von liegen' },
    actions: { create: 'Erstellt', update: 'Geändert', delete: 'Gelöscht', publish: 'Veröffentlicht', revoke: 'Widerrufen', import: 'Importiert', sync: 'Synchronisiert', signIn: 'Angemeldet', signOut: 'Abgemeldet', run: 'Jetzt ausgeführt' },
    system: 'System (%{scope})',
    platform: 'Plattform',
    empty: 'Das Änderungsprotokoll ist leer',
    noResults: 'Keine Einträge passen zu diesen Filtern',
    error: 'Das Änderungsprotokoll konnte nicht gelesen werden: %{message}',
    diff: {
      caption: 'Änderungen', field: 'Feld', change: 'Änderung', before: 'Vorher', after: 'Nachher',
      added: 'Hinzugefügt', removed: 'Entfernt', changed: 'Geändert', reordered: 'Neu geordnet',
      none: 'Keine Unterschiede', hidden: 'Verborgen', hiddenHelp: 'Geheime Werte werden nie angezeigt',
      absent: 'keiner', nothing: 'leer', whole: 'ganzer Wert',
    },
  },
};

export default messages;
