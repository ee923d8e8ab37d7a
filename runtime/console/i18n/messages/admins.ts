/**
 * The admins' screens' own words (ampere.admins.…): the created-admin e-mail on an admin's page.
 * Field names come from the resource messages. One row per key with its six languages side by side.
 * Type imports only: this file loads with the console.
 */
import { messagesOfRows, type Row } from '../message-rows.js';

const UI: Readonly<Record<string, Row>> = {
  'createdEmail.heading': ['Password e-mail', 'Lösenordsmejl', 'E-post om passord', 'E-post om passord', 'Salasanasähköposti', 'Passwort-E-Mail'],
  'createdEmail.text': [
    'Send %{email} the created-admin e-mail: a link to set a password for the console of %{organisation}, valid for 24 hours.',
    'Skicka mejlet om nytt administratörskonto till %{email}: en länk för att välja lösenord till konsolen för %{organisation}, giltig i 24 timmar.',
    'Send e-posten om ny administrator til %{email}: en lenke for å velge passord til konsollen for %{organisation}, gyldig i 24 timer.',
    'Send e-posten om ny administrator til %{email}: ei lenkje for å velje passord til konsollen for %{organisation}, gyldig i 24 timar.',
    'Lähetä osoitteeseen %{email} viesti uudesta ylläpitäjästä: linkki salasanan asettamiseen organisaation %{organisation} konsoliin, voimassa 24 tuntia.',
    'Senden Sie %{email} die E-Mail zum neuen Admin-Konto: einen Link, um ein Passwort für die Konsole von %{organisation} festzulegen, 24 Stunden gültig.',
  ],
  'createdEmail.send': ['Send created-admin e-mail', 'Skicka mejl om nytt konto', 'Send e-post om ny konto', 'Send e-post om ny konto', 'Lähetä viesti uudesta tilistä', 'E-Mail zum neuen Konto senden'],
  'createdEmail.confirmTitle': ['E-mail %{email}?', 'Mejla %{email}?', 'Sende e-post til %{email}?', 'Sende e-post til %{email}?', 'Lähetetäänkö viesti osoitteeseen %{email}?', 'E-Mail an %{email} senden?'],
  'createdEmail.confirmText': [
    '%{email} gets a link to set a password for the console of %{organisation}. A password already set stays until the link is used.',
    '%{email} får en länk för att välja lösenord till konsolen för %{organisation}. Ett lösenord som redan finns gäller tills länken används.',
    '%{email} får en lenke for å velge passord til konsollen for %{organisation}. Et passord som alt finnes, gjelder til lenken brukes.',
    '%{email} får ei lenkje for å velje passord til konsollen for %{organisation}. Eit passord som alt finst, gjeld til lenkja vert brukt.',
    '%{email} saa linkin salasanan asettamiseen organisaation %{organisation} konsoliin. Jo asetettu salasana on voimassa, kunnes linkkiä käytetään.',
    '%{email} erhält einen Link, um ein Passwort für die Konsole von %{organisation} festzulegen. Ein bestehendes Passwort gilt, bis der Link verwendet wird.',
  ],
  'createdEmail.confirm': ['Send e-mail', 'Skicka mejl', 'Send e-post', 'Send e-post', 'Lähetä', 'E-Mail senden'],
  'createdEmail.sent': ['The e-mail is on its way to %{email}.', 'Mejlet är på väg till %{email}.', 'E-posten er på vei til %{email}.', 'E-posten er på veg til %{email}.', 'Viesti on matkalla osoitteeseen %{email}.', 'Die E-Mail ist unterwegs an %{email}.'],
  'createdEmail.failed': ['The e-mail was not sent: %{message}', 'Mejlet skickades inte: %{message}', 'E-posten ble ikke sendt: %{message}', 'E-posten vart ikkje send: %{message}', 'Viestiä ei lähetetty: %{message}', 'Die E-Mail wurde nicht gesendet: %{message}'],
};

const admins = messagesOfRows(UI);

export default admins;
