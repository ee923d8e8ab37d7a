/** The API token screens' words (ampere.api-tokens.…). */
import type { ConsoleMessages } from '../console-messages.js';

const apiTokens: ConsoleMessages = {
  en: {
    status: { active: 'Active', revoked: 'Revoked', expired: 'Expired' }, statusLabel: 'Status',
    never: 'Never', neverUsed: 'Not yet', revoke: 'Revoke', revokeTitle: 'Revoke %{name}?',
    revokeWarning: 'Apps using this token stop working at once. This cannot be undone.', revoked: '%{name} is revoked',
    createdTitle: 'Token %{name} is created',
    onceWarning: 'This is the only time the token is shown. Copy it now and keep it in your secret store; if it is lost, revoke it and create a new one.',
    tokenValue: 'Token', copy: 'Copy token', copied: 'Copied', copyFailed: 'The browser did not allow copying: select the token and copy it yourself',
    stored: 'I have stored the token', expiryRequired: 'Choose when the token expires', expiryHelp: 'The token stops working at the end of this day',
    create: 'Create token',
  },
  sv: {
    status: { active: 'Aktiv', revoked: 'Återkallad', expired: 'Utgången' }, statusLabel: 'Status',
    never: 'Aldrig', neverUsed: 'Inte än', revoke: 'Återkalla', revokeTitle: 'Återkalla %{name}?',
    revokeWarning: 'Appar som använder nyckeln slutar fungera direkt. Det går inte att ångra.', revoked: '%{name} är återkallad',
    createdTitle: 'Nyckeln %{name} är skapad',
    onceWarning: 'Det här är enda gången nyckeln visas. Kopiera den nu och förvara den i ert hemlighetsvalv; om den försvinner, återkalla den och skapa en ny.',
    tokenValue: 'Nyckel', copy: 'Kopiera nyckeln', copied: 'Kopierad', copyFailed: 'Webbläsaren tillät inte kopiering: markera nyckeln och kopiera den själv',
    stored: 'Jag har sparat nyckeln', expiryRequired: 'Välj när nyckeln upphör att gälla', expiryHelp: 'Nyckeln slutar fungera när dagen är slut',
    create: 'Skapa nyckel',
  },
  nb: {
    status: { active: 'Aktiv', revoked: 'Tilbakekalt', expired: 'Utløpt' }, statusLabel: 'Status',
    never: 'Aldri', neverUsed: 'Ikke ennå', revoke: 'Tilbakekall', revokeTitle: 'Tilbakekalle %{name}?',
    revokeWarning: 'Apper som bruker tokenet, slutter å virke med en gang. Dette kan ikke angres.', revoked: '%{name} er tilbakekalt',
    createdTitle: 'Tokenet %{name} er opprettet',
    onceWarning: 'Dette er eneste gang tokenet vises. Kopier det nå og oppbevar det i hemmelighetslageret deres; mister dere det, tilbakekall det og lag et nytt.',
    tokenValue: 'Token', copy: 'Kopier tokenet', copied: 'Kopiert', copyFailed: 'Nettleseren tillot ikke kopiering: merk tokenet og kopier det selv',
    stored: 'Jeg har tatt vare på tokenet', expiryRequired: 'Velg når tokenet utløper', expiryHelp: 'Tokenet slutter å virke når dagen er omme',
    create: 'Opprett token',
  },
  nn: {
    status: { active: 'Aktiv', revoked: 'Tilbakekalla', expired: 'Gått ut' }, statusLabel: 'Status',
    never: 'Aldri', neverUsed: 'Ikkje enno', revoke: 'Tilbakekall', revokeTitle: 'Tilbakekalle %{name}?',
    revokeWarning: 'Appar som brukar tokenet, sluttar å verke med ein gong. Dette kan ikkje angrast.', revoked: '%{name} er tilbakekalla',
    createdTitle: 'Tokenet %{name} er oppretta',
    onceWarning: 'Dette er einaste gongen tokenet blir vist. Kopier det no og ta vare på det i løyndomslageret dykkar; mistar de det, tilbakekall det og lag eit nytt.',
    tokenValue: 'Token', copy: 'Kopier tokenet', copied: 'Kopiert', copyFailed: 'Nettlesaren tillét ikkje kopiering: merk tokenet og kopier det sjølv',
    stored: 'Eg har teke vare på tokenet', expiryRequired: 'Vel når tokenet går ut', expiryHelp: 'Tokenet sluttar å verke når dagen er omme',
    create: 'Opprett token',
  },
  fi: {
    status: { active: 'Voimassa', revoked: 'Peruttu', expired: 'Vanhentunut' }, statusLabel: 'Tila',
    never: 'Ei koskaan', neverUsed: 'Ei vielä', revoke: 'Peru', revokeTitle: 'Perutaanko %{name}?',
    revokeWarning: 'Avainta käyttävät sovellukset lakkaavat toimimasta heti. Tätä ei voi perua.', revoked: '%{name} on peruttu',
    createdTitle: 'Avain %{name} on luotu',
    onceWarning: 'Avain näytetään vain tämän kerran. Kopioi se nyt ja säilytä se salaisuusholvissanne; jos se katoaa, peru se ja luo uusi.',
    tokenValue: 'Avain', copy: 'Kopioi avain', copied: 'Kopioitu', copyFailed: 'Selain ei sallinut kopiointia: valitse avain ja kopioi se itse',
    stored: 'Olen tallentanut avaimen', expiryRequired: 'Valitse, milloin avain vanhenee', expiryHelp: 'Avain lakkaa toimimasta tämän päivän päättyessä',
    create: 'Luo avain',
  },
  de: {
    status: { active: 'Aktiv', revoked: 'Widerrufen', expired: 'Abgelaufen' }, statusLabel: 'Status',
    never: 'Nie', neverUsed: 'Noch nicht', revoke: 'Widerrufen', revokeTitle: '%{name} widerrufen?',
    revokeWarning: 'Apps, die diesen Token verwenden, funktionieren sofort nicht mehr. Das lässt sich nicht rückgängig machen.', revoked: '%{name} ist widerrufen',
    createdTitle: 'Token %{name} ist erstellt',
    onceWarning: 'Der Token wird nur dieses eine Mal angezeigt. Kopieren Sie ihn jetzt und bewahren Sie ihn in Ihrem Secret-Store auf; geht er verloren, widerrufen Sie ihn und erstellen Sie einen neuen.',
    tokenValue: 'Token', copy: 'Token kopieren', copied: 'Kopiert', copyFailed: 'Der Browser hat das Kopieren nicht erlaubt: Markieren Sie den Token und kopieren Sie ihn selbst',
    stored: 'Ich habe den Token gespeichert', expiryRequired: 'Wählen Sie, wann der Token abläuft', expiryHelp: 'Der Token funktioniert bis zum Ende dieses Tages',
    create: 'Token erstellen',
  },
};

export default apiTokens;
