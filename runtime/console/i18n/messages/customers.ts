/**
 * The customers page's words (ampere.customers.…): the customer search, the customer view with its
 * users, locations, agreements and invoices, and the inspectors of an account. One row per key with
 * its six languages side by side, so a missing translation is a type error; the tables of values are
 * keyed by the contract's own types. Agreement and service types take the segment page's words
 * (ampere.segments.values.…). Type imports only: this file loads with the console.
 */
import type { UserRole } from '../../../../schemas/account.js';
import type { BridgeCustomerSearchOption } from '../../../../schemas/bridge.js';
import type { InvoiceStatus } from '../../../../schemas/invoice.js';
import type { LocationStatus, PortalServiceType } from '../../../../schemas/location.js';
import { messagesOfRows, type Row } from '../message-rows.js';

const UI: Readonly<Record<string, Row>> = {
  title: ['Customers', 'Kunder', 'Kunder', 'Kundar', 'Asiakkaat', 'Kunden'],
  'search.label': ['Customer search', 'Kundsökning', 'Kundesøk', 'Kundesøk', 'Asiakashaku', 'Kundensuche'],
  'search.by': ['Search by', 'Sök på', 'Søk på', 'Søk på', 'Hakuperuste', 'Suchen nach'],
  'search.query': ['Search for', 'Sök efter', 'Søk etter', 'Søk etter', 'Hae', 'Suchbegriff'],
  'search.submit': ['Search', 'Sök', 'Søk', 'Søk', 'Hae', 'Suchen'],
  'search.prompt': [
    'Choose what to search by, type the value and press Search.', 'Välj vad du söker på, skriv värdet och tryck på Sök.',
    'Velg hva du søker på, skriv verdien og trykk Søk.', 'Vel kva du søkjer på, skriv verdien og trykk Søk.',
    'Valitse hakuperuste, kirjoita arvo ja paina Hae.', 'Wählen Sie, wonach Sie suchen, geben Sie den Wert ein und drücken Sie Suchen.',
  ],
  'search.required': ['Type what to search for', 'Skriv vad du söker efter', 'Skriv hva du søker etter', 'Skriv kva du søkjer etter', 'Kirjoita hakusana', 'Geben Sie einen Suchbegriff ein'],
  'search.searching': ['Searching…', 'Söker…', 'Søker…', 'Søkjer…', 'Haetaan…', 'Wird gesucht…'],
  'search.empty': ['No customer matches', 'Ingen kund matchar', 'Ingen kunder samsvarer', 'Ingen kundar samsvarar', 'Yksikään asiakas ei vastaa hakua', 'Kein Kunde passt'],
  'search.error': ['The search failed: %{message}', 'Sökningen misslyckades: %{message}', 'Søket mislyktes: %{message}', 'Søket mislukkast: %{message}', 'Haku epäonnistui: %{message}', 'Die Suche ist fehlgeschlagen: %{message}'],
  'search.found': [
    '%{smart_count} customer found |||| %{smart_count} customers found', '%{smart_count} kund hittades |||| %{smart_count} kunder hittades',
    '%{smart_count} kunde funnet |||| %{smart_count} kunder funnet', '%{smart_count} kunde funnen |||| %{smart_count} kundar funne',
    '%{smart_count} asiakas löytyi |||| %{smart_count} asiakasta löytyi', '%{smart_count} Kunde gefunden |||| %{smart_count} Kunden gefunden',
  ],
  'search.optionsLoading': ['Reading the search options…', 'Läser sökalternativen…', 'Leser søkevalgene…', 'Les søkjevala…', 'Luetaan hakuvaihtoehtoja…', 'Suchoptionen werden gelesen…'],
  'search.optionsError': [
    'The search options could not be read: %{message}', 'Sökalternativen kunde inte läsas: %{message}', 'Søkevalgene kunne ikke leses: %{message}',
    'Søkjevala kunne ikkje lesast: %{message}', 'Hakuvaihtoehtoja ei voitu lukea: %{message}', 'Die Suchoptionen konnten nicht gelesen werden: %{message}',
  ],
  'columns.customerId': ['Customer id', 'Kundnummer', 'Kundenummer', 'Kundenummer', 'Asiakasnumero', 'Kundennummer'],
  'columns.owner': ['Owner', 'Ägare', 'Eier', 'Eigar', 'Omistaja', 'Inhaber'],
  'columns.email': ['E-mail', 'E-post', 'E-post', 'E-post', 'Sähköposti', 'E-Mail'],
  'columns.created': ['Customer since', 'Kund sedan', 'Kunde siden', 'Kunde sidan', 'Asiakkaana alkaen', 'Kunde seit'],
  'columns.lastSeen': ['Last seen', 'Senast aktiv', 'Sist aktiv', 'Sist aktiv', 'Viimeksi aktiivinen', 'Zuletzt aktiv'],
  'columns.open': ['Open customer %{name}', 'Öppna kund %{name}', 'Åpne kunde %{name}', 'Opne kunde %{name}', 'Avaa asiakas %{name}', 'Kunde %{name} öffnen'],
  'view.back': ['Back to the search', 'Tillbaka till sökningen', 'Tilbake til søket', 'Tilbake til søket', 'Takaisin hakuun', 'Zurück zur Suche'],
  'view.loading': ['Loading the customer…', 'Läser in kunden…', 'Laster kunden…', 'Lastar kunden…', 'Ladataan asiakasta…', 'Kunde wird geladen…'],
  'view.error': ['The customer could not be read: %{message}', 'Kunden kunde inte läsas: %{message}', 'Kunden kunne ikke leses: %{message}', 'Kunden kunne ikkje lesast: %{message}', 'Asiakasta ei voitu lukea: %{message}', 'Der Kunde konnte nicht gelesen werden: %{message}'],
  'view.heading': ['Customer %{name}', 'Kund %{name}', 'Kunde %{name}', 'Kunde %{name}', 'Asiakas %{name}', 'Kunde %{name}'],
  'view.accountId': ['Account id', 'Konto-id', 'Konto-id', 'Konto-id', 'Tilin tunnus', 'Konto-ID'],
  'view.noCustomerId': ['No customer id', 'Inget kundnummer', 'Uten kundenummer', 'Utan kundenummer', 'Ei asiakasnumeroa', 'Ohne Kundennummer'],
  'view.never': ['Never', 'Aldrig', 'Aldri', 'Aldri', 'Ei koskaan', 'Nie'],
  'view.sectionError': ['This part could not be read: %{message}', 'Den här delen kunde inte läsas: %{message}', 'Denne delen kunne ikke leses: %{message}', 'Denne delen kunne ikkje lesast: %{message}', 'Tätä osaa ei voitu lukea: %{message}', 'Dieser Teil konnte nicht gelesen werden: %{message}'],
  'view.supportMessages': ['Support messages', 'Supportmeddelanden', 'Supportmeldinger', 'Supportmeldingar', 'Tukiviestit', 'Supportnachrichten'],
  'users.title': ['Users', 'Användare', 'Brukere', 'Brukarar', 'Käyttäjät', 'Benutzer'],
  'users.name': ['Name', 'Namn', 'Navn', 'Namn', 'Nimi', 'Name'],
  'users.username': ['Username', 'Användarnamn', 'Brukernavn', 'Brukarnamn', 'Käyttäjätunnus', 'Benutzername'],
  'users.phone': ['Phone', 'Telefon', 'Telefon', 'Telefon', 'Puhelin', 'Telefon'],
  'users.role': ['Role', 'Roll', 'Rolle', 'Rolle', 'Rooli', 'Rolle'],
  'users.otherAccounts': ['Other accounts', 'Andra konton', 'Andre kontoer', 'Andre kontoar', 'Muut tilit', 'Weitere Konten'],
  'users.empty': ['No users', 'Inga användare', 'Ingen brukere', 'Ingen brukarar', 'Ei käyttäjiä', 'Keine Benutzer'],
  'locations.title': ['Locations and services', 'Anläggningar och tjänster', 'Anlegg og tjenester', 'Anlegg og tenester', 'Käyttöpaikat ja palvelut', 'Standorte und Dienste'],
  'locations.address': ['Address', 'Adress', 'Adresse', 'Adresse', 'Osoite', 'Adresse'],
  'locations.priceZone': ['Price zone', 'Elområde', 'Prisområde', 'Prisområde', 'Hinta-alue', 'Preiszone'],
  'locations.status': ['Status', 'Status', 'Status', 'Status', 'Tila', 'Status'],
  'locations.services': ['Services', 'Tjänster', 'Tjenester', 'Tenester', 'Palvelut', 'Dienste'],
  'locations.empty': ['No locations', 'Inga anläggningar', 'Ingen anlegg', 'Ingen anlegg', 'Ei käyttöpaikkoja', 'Keine Standorte'],
  'agreements.title': ['Agreements', 'Avtal', 'Avtaler', 'Avtalar', 'Sopimukset', 'Verträge'],
  'agreements.location': ['Location', 'Anläggning', 'Anlegg', 'Anlegg', 'Käyttöpaikka', 'Standort'],
  'agreements.type': ['Agreement', 'Avtal', 'Avtale', 'Avtale', 'Sopimus', 'Vertrag'],
  'agreements.service': ['Service', 'Tjänst', 'Tjeneste', 'Teneste', 'Palvelu', 'Dienst'],
  'agreements.start': ['From', 'Från', 'Fra', 'Frå', 'Alkaen', 'Ab'],
  'agreements.end': ['Until', 'Till', 'Til', 'Til', 'Asti', 'Bis'],
  'agreements.open': ['Until further notice', 'Tillsvidare', 'Inntil videre', 'Inntil vidare', 'Toistaiseksi', 'Unbefristet'],
  'agreements.empty': ['No agreements', 'Inga avtal', 'Ingen avtaler', 'Ingen avtalar', 'Ei sopimuksia', 'Keine Verträge'],
  'invoices.title': ['Invoices', 'Fakturor', 'Fakturaer', 'Fakturaer', 'Laskut', 'Rechnungen'],
  'invoices.number': ['Invoice number', 'Fakturanummer', 'Fakturanummer', 'Fakturanummer', 'Laskun numero', 'Rechnungsnummer'],
  'invoices.month': ['Month', 'Månad', 'Måned', 'Månad', 'Kuukausi', 'Monat'],
  'invoices.due': ['Due', 'Förfaller', 'Forfall', 'Forfall', 'Eräpäivä', 'Fällig'],
  'invoices.noDue': ['No due date', 'Inget förfallodatum', 'Ingen forfallsdato', 'Ingen forfallsdato', 'Ei eräpäivää', 'Kein Fälligkeitsdatum'],
  'invoices.amount': ['Amount', 'Belopp', 'Beløp', 'Beløp', 'Summa', 'Betrag'],
  'invoices.status': ['Status', 'Status', 'Status', 'Status', 'Tila', 'Status'],
  'invoices.empty': ['No invoices', 'Inga fakturor', 'Ingen fakturaer', 'Ingen fakturaer', 'Ei laskuja', 'Keine Rechnungen'],
  'inspectors.title': ['Inspectors', 'Inspektörer', 'Inspektører', 'Inspektørar', 'Tarkastajat', 'Prüfer'],
  'inspectors.intro': [
    'Inspectors are admins who may sign in to the portal on behalf of this customer.', 'Inspektörer är administratörer som får logga in i portalen för den här kunden.',
    'Inspektører er administratorer som kan logge inn i portalen på vegne av denne kunden.', 'Inspektørar er administratorar som kan logge inn i portalen på vegner av denne kunden.',
    'Tarkastajat ovat ylläpitäjiä, jotka voivat kirjautua portaaliin tämän asiakkaan puolesta.', 'Prüfer sind Admins, die sich im Namen dieses Kunden im Portal anmelden dürfen.',
  ],
  'inspectors.empty': ['No inspectors', 'Inga inspektörer', 'Ingen inspektører', 'Ingen inspektørar', 'Ei tarkastajia', 'Keine Prüfer'],
  'inspectors.assign': ['Assign inspector', 'Lägg till inspektör', 'Legg til inspektør', 'Legg til inspektør', 'Lisää tarkastaja', 'Prüfer zuweisen'],
  'inspectors.email': ["Inspector's e-mail", 'Inspektörens e-post', 'Inspektørens e-post', 'E-posten til inspektøren', 'Tarkastajan sähköposti', 'E-Mail des Prüfers'],
  'inspectors.assignHelp': [
    'The inspector with this e-mail is assigned to this customer. A new e-mail gets an inspector account and an e-mail to set its password.',
    'Inspektören med den här e-posten kopplas till kunden. En ny e-post får ett inspektörskonto och ett mejl för att välja lösenord.',
    'Inspektøren med denne e-posten knyttes til kunden. En ny e-post får en inspektørkonto og en e-post for å velge passord.',
    'Inspektøren med denne e-posten vert knytt til kunden. Ei ny e-post får ein inspektørkonto og ein e-post for å velje passord.',
    'Tämän sähköpostin tarkastaja liitetään asiakkaaseen. Uusi sähköposti saa tarkastajan tilin ja viestin salasanan asettamiseksi.',
    'Der Prüfer mit dieser E-Mail-Adresse wird diesem Kunden zugeordnet. Eine neue Adresse erhält ein Prüferkonto und eine E-Mail zum Festlegen des Passworts.',
  ],
  'inspectors.assigned': ['%{email} is now an inspector of this customer', '%{email} är nu inspektör för kunden', '%{email} er nå inspektør for kunden', '%{email} er no inspektør for kunden', '%{email} on nyt tämän asiakkaan tarkastaja', '%{email} ist jetzt Prüfer dieses Kunden'],
  'inspectors.remove': ['Remove %{email}', 'Ta bort %{email}', 'Fjern %{email}', 'Fjern %{email}', 'Poista %{email}', '%{email} entfernen'],
  'inspectors.removeTitle': ['Remove %{email} as inspector?', 'Ta bort %{email} som inspektör?', 'Fjerne %{email} som inspektør?', 'Fjerne %{email} som inspektør?', 'Poistetaanko %{email} tarkastajista?', '%{email} als Prüfer entfernen?'],
  'inspectors.removeWarning': [
    'They can no longer sign in on behalf of this customer.', 'Hen kan inte längre logga in för den här kunden.', 'Vedkommende kan ikke lenger logge inn på vegne av denne kunden.',
    'Vedkomande kan ikkje lenger logge inn på vegner av denne kunden.', 'Hän ei voi enää kirjautua tämän asiakkaan puolesta.', 'Diese Person kann sich nicht mehr im Namen dieses Kunden anmelden.',
  ],
  'inspectors.removed': ['%{email} is no longer an inspector of this customer', '%{email} är inte längre inspektör för kunden', '%{email} er ikke lenger inspektør for kunden', '%{email} er ikkje lenger inspektør for kunden', '%{email} ei ole enää tämän asiakkaan tarkastaja', '%{email} ist nicht mehr Prüfer dieses Kunden'],
  'inspectors.error': ['The inspector could not be changed: %{message}', 'Inspektören kunde inte ändras: %{message}', 'Inspektøren kunne ikke endres: %{message}', 'Inspektøren kunne ikkje endrast: %{message}', 'Tarkastajaa ei voitu muuttaa: %{message}', 'Der Prüfer konnte nicht geändert werden: %{message}'],
};

const SEARCH_OPTIONS: Readonly<Record<BridgeCustomerSearchOption, Row>> = {
  customerId: ['Customer id', 'Kundnummer', 'Kundenummer', 'Kundenummer', 'Asiakasnumero', 'Kundennummer'],
  personalId: ['Personal id', 'Personnummer', 'Fødselsnummer', 'Fødselsnummer', 'Henkilötunnus', 'Personenkennzahl'],
  organisationId: ['Organisation number', 'Organisationsnummer', 'Organisasjonsnummer', 'Organisasjonsnummer', 'Y-tunnus', 'Firmenbuchnummer'],
  email: ['E-mail', 'E-post', 'E-post', 'E-post', 'Sähköposti', 'E-Mail'],
};

const ROLES: Readonly<Record<UserRole, Row>> = {
  OWNER: ['Owner', 'Ägare', 'Eier', 'Eigar', 'Omistaja', 'Inhaber'],
  BS_OWNER: ['Business owner', 'Företagsägare', 'Bedriftseier', 'Verksemdseigar', 'Yrityksen omistaja', 'Firmeninhaber'],
  GUEST: ['Guest', 'Gäst', 'Gjest', 'Gjest', 'Vieras', 'Gast'],
  INSPECTOR: ['Inspector', 'Inspektör', 'Inspektør', 'Inspektør', 'Tarkastaja', 'Prüfer'],
  READONLY: ['Read only', 'Endast läsning', 'Kun lesing', 'Berre lesing', 'Vain luku', 'Nur lesen'],
};

const LOCATION_STATUSES: Readonly<Record<LocationStatus, Row>> = {
  DENIED: ['Denied', 'Nekad', 'Avslått', 'Avslått', 'Hylätty', 'Abgelehnt'],
  IN_PROCESS: ['In process', 'Under behandling', 'Under behandling', 'Under handsaming', 'Käsittelyssä', 'In Bearbeitung'],
  PENDING: ['Starting soon', 'Startar snart', 'Starter snart', 'Startar snart', 'Alkaa pian', 'Beginnt bald'],
  ACTIVE: ['Active', 'Aktiv', 'Aktiv', 'Aktiv', 'Aktiivinen', 'Aktiv'],
  ACTIVE_PROCESS: ['Active, moving', 'Aktiv, flytt pågår', 'Aktiv, flytting pågår', 'Aktiv, flytting går føre seg', 'Aktiivinen, muutto käynnissä', 'Aktiv, Umzug läuft'],
  TERMINATED: ['Terminated', 'Avslutad', 'Avsluttet', 'Avslutta', 'Päättynyt', 'Beendet'],
  CANCELED: ['Cancelled', 'Avbruten', 'Kansellert', 'Kansellert', 'Peruttu', 'Storniert'],
  UNDECIDED: ['Undecided', 'Ej avgjord', 'Ikke avgjort', 'Ikkje avgjort', 'Ratkaisematta', 'Offen'],
  DELETED: ['Deleted', 'Borttagen', 'Slettet', 'Sletta', 'Poistettu', 'Gelöscht'],
};

/** The portal's service types; the forms' enum values take them too (form-values.ts). */
export const SERVICE_TYPES: Readonly<Record<PortalServiceType, Row>> = {
  ALL: ['All', 'Alla', 'Alle', 'Alle', 'Kaikki', 'Alle'],
  CONSUMPTION: ['Electricity', 'El', 'Strøm', 'Straum', 'Sähkö', 'Strom'],
  CONSUMPTION_NET: ['Grid', 'Elnät', 'Nett', 'Nett', 'Sähköverkko', 'Netz'],
  PRODUCTION: ['Production', 'Produktion', 'Produksjon', 'Produksjon', 'Tuotanto', 'Erzeugung'],
  PRODUCTION_NET: ['Production grid', 'Produktionsnät', 'Produksjonsnett', 'Produksjonsnett', 'Tuotantoverkko', 'Einspeisenetz'],
  HEATING: ['Heating', 'Värme', 'Varme', 'Varme', 'Lämpö', 'Wärme'],
  WATER: ['Water', 'Vatten', 'Vann', 'Vatn', 'Vesi', 'Wasser'],
  BROADBAND: ['Broadband', 'Bredband', 'Bredbånd', 'Breiband', 'Laajakaista', 'Breitband'],
};

const INVOICE_STATUSES: Readonly<Record<InvoiceStatus, Row>> = {
  PAID: ['Paid', 'Betald', 'Betalt', 'Betalt', 'Maksettu', 'Bezahlt'],
  UNPAID: ['Unpaid', 'Obetald', 'Ubetalt', 'Ubetalt', 'Maksamatta', 'Offen'],
};

const customers = messagesOfRows(UI, {
  searchOptions: SEARCH_OPTIONS, roles: ROLES, locationStatuses: LOCATION_STATUSES, serviceTypes: SERVICE_TYPES, invoiceStatuses: INVOICE_STATUSES,
});

export default customers;
