/**
 * Words many screens share (ampere.common.…), written once here rather than in each area; words
 * react-admin already has (ra.action.cancel, ra.action.close, ra.action.delete, ra.action.save,
 * ra.page.loading) are react-admin's. One row per key with its six languages side by side, so a
 * missing translation is a type error. Loads with the session, as the screens that use it do.
 */
import { messagesOfRows, type Row } from '../message-rows.js';

const UI: Readonly<Record<string, Row>> = {
  retry: ['Try again', 'Försök igen', 'Prøv igjen', 'Prøv igjen', 'Yritä uudelleen', 'Erneut versuchen'],
  saving: ['Saving…', 'Sparar…', 'Lagrer…', 'Lagrar…', 'Tallennetaan…', 'Wird gespeichert…'],
  actions: ['Actions', 'Åtgärder', 'Handlinger', 'Handlingar', 'Toiminnot', 'Aktionen'],
  delete: ['Delete %{name}', 'Ta bort %{name}', 'Slett %{name}', 'Slett %{name}', 'Poista %{name}', '%{name} löschen'],
  deleteTitle: ['Delete %{name}?', 'Ta bort %{name}?', 'Slette %{name}?', 'Slette %{name}?', 'Poistetaanko %{name}?', '%{name} löschen?'],
  deleted: ['%{name} is deleted', '%{name} är borttagen', '%{name} er slettet', '%{name} er sletta', '%{name} on poistettu', '%{name} ist gelöscht'],
  copied: ['Address copied: %{url}', 'Adressen kopierad: %{url}', 'Adressen er kopiert: %{url}', 'Adressa er kopiert: %{url}', 'Osoite kopioitu: %{url}', 'Adresse kopiert: %{url}'],
  copyFailed: [
    'The browser did not allow copying. The address is %{url}', 'Webbläsaren tillät inte kopiering. Adressen är %{url}', 'Nettleseren tillot ikke kopiering. Adressen er %{url}',
    'Nettlesaren tillét ikkje kopiering. Adressa er %{url}', 'Selain ei sallinut kopiointia. Osoite on %{url}', 'Der Browser hat das Kopieren nicht erlaubt. Die Adresse ist %{url}',
  ],
};

const common = messagesOfRows(UI);

export default common;
