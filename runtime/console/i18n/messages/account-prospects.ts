/**
 * The account prospects' screens' own words (ampere.account-prospects.…: resources/account-prospects):
 * the list of sign-ups, a sign-up's screen, and customer service confirming or refusing the provider
 * customer a sign-up names. Field words the forms share (customer id, e-mail, location code…) are
 * ampere.form-fields', status and type values ampere.form-values'. One row per key with its six
 * languages side by side (en, sv, nb, nn, fi, de).
 */
import { messagesOfRows, type Row } from '../message-rows.js';

const UI: Readonly<Record<string, Row>> = {
  showTitle: ['Sign-up of %{email}', 'Registrering av %{email}', 'Registrering av %{email}', 'Registrering av %{email}', 'Rekisteröityminen: %{email}', 'Registrierung von %{email}'],
  'fields.status': ['Status', 'Status', 'Status', 'Status', 'Tila', 'Status'],
  'fields.name': ['Name', 'Namn', 'Navn', 'Namn', 'Nimi', 'Name'],
  'fields.meters': ['Meters', 'Mätare', 'Målere', 'Målarar', 'Mittarit', 'Zähler'],
  'fields.accountType': ['Account type', 'Kontotyp', 'Kontotype', 'Kontotype', 'Tilityyppi', 'Kontotyp'],
  'fields.accessType': ['Sign-in method', 'Inloggningsmetod', 'Innloggingsmetode', 'Innloggingsmetode', 'Kirjautumistapa', 'Anmeldemethode'],
  'fields.createdAt': ['Signed up', 'Registrerad', 'Registrert', 'Registrert', 'Rekisteröitynyt', 'Registriert'],
  'fields.updatedAt': ['Last changed', 'Senast ändrad', 'Sist endret', 'Sist endra', 'Viimeksi muutettu', 'Zuletzt geändert'],
  anyStatus: ['Any status', 'Alla statusar', 'Alle statuser', 'Alle statusar', 'Kaikki tilat', 'Jeder Status'],
  search: ['Search (e-mail, name, customer id)', 'Sök (e-post, namn, kund-id)', 'Søk (e-post, navn, kunde-ID)', 'Søk (e-post, namn, kunde-ID)', 'Haku (sähköposti, nimi, asiakastunnus)', 'Suche (E-Mail, Name, Kunden-ID)'],
  empty: ['No sign-ups', 'Inga registreringar', 'Ingen registreringer', 'Ingen registreringar', 'Ei rekisteröitymisiä', 'Keine Registrierungen'],
  noResults: [
    'No sign-ups match these filters', 'Inga registreringar matchar filtren', 'Ingen registreringer passer til filtrene', 'Ingen registreringar passar til filtra',
    'Mikään rekisteröityminen ei vastaa suodattimia', 'Keine Registrierung passt zu diesen Filtern',
  ],
  error: [
    'The sign-ups could not be read: %{message}', 'Registreringarna kunde inte läsas: %{message}', 'Registreringene kunne ikke leses: %{message}',
    'Registreringane kunne ikkje lesast: %{message}', 'Rekisteröitymisiä ei voitu lukea: %{message}', 'Die Registrierungen konnten nicht gelesen werden: %{message}',
  ],
  'check.heading': [
    "Check against the provider's records", 'Kontrollera mot leverantörens register', 'Kontroller mot leverandørens register',
    'Kontroller mot registeret til leverandøren', 'Tarkista toimittajan rekisteristä', 'Mit den Unterlagen des Anbieters abgleichen',
  ],
  'check.text': [
    'The person says they are this customer of the energy provider. Confirm only when the customer id, the site and the owner match the provider\'s records.',
    'Personen uppger att hen är den här kunden hos elleverantören. Bekräfta bara när kund-id, anläggning och ägare stämmer med leverantörens register.',
    'Personen oppgir å være denne kunden hos strømleverandøren. Bekreft bare når kunde-ID, anlegg og eier stemmer med leverandørens register.',
    'Personen seier at ho eller han er denne kunden hos straumleverandøren. Stadfest berre når kunde-ID, anlegg og eigar stemmer med registeret til leverandøren.',
    'Henkilö kertoo olevansa tämä energiayhtiön asiakas. Vahvista vain, kun asiakastunnus, kohde ja omistaja vastaavat toimittajan rekisteriä.',
    'Die Person gibt an, diese Kundin oder dieser Kunde des Energieversorgers zu sein. Bestätigen Sie nur, wenn Kunden-ID, Anlage und Inhaber mit den Unterlagen des Anbieters übereinstimmen.',
  ],
  'claim.heading': ['Customer and site', 'Kund och anläggning', 'Kunde og anlegg', 'Kunde og anlegg', 'Asiakas ja kohde', 'Kunde und Anlage'],
  'signUp.heading': ['Sign-up', 'Registrering', 'Registrering', 'Registrering', 'Rekisteröityminen', 'Registrierung'],
  'state.provider_pending': [
    'The owner has proven their e-mail address. The sign-up waits for customer service to confirm or refuse the customer.',
    'Ägaren har bekräftat sin e-postadress. Registreringen väntar på att kundservice bekräftar eller avvisar kunden.',
    'Eieren har bekreftet e-postadressen sin. Registreringen venter på at kundeservice bekrefter eller avviser kunden.',
    'Eigaren har stadfesta e-postadressa si. Registreringa ventar på at kundeservice stadfestar eller avviser kunden.',
    'Omistaja on vahvistanut sähköpostiosoitteensa. Rekisteröityminen odottaa, että asiakaspalvelu vahvistaa tai hylkää asiakkaan.',
    'Der Inhaber hat seine E-Mail-Adresse bestätigt. Die Registrierung wartet darauf, dass der Kundenservice den Kunden bestätigt oder ablehnt.',
  ],
  'state.unproven': [
    'The owner has not proven their e-mail address yet. You may confirm the customer now: the account is made once the owner has proven it.',
    'Ägaren har inte bekräftat sin e-postadress än. Du kan bekräfta kunden nu: kontot skapas när ägaren har bekräftat den.',
    'Eieren har ikke bekreftet e-postadressen sin ennå. Du kan bekrefte kunden nå: kontoen opprettes når eieren har bekreftet den.',
    'Eigaren har ikkje stadfesta e-postadressa si enno. Du kan stadfeste kunden no: kontoen vert oppretta når eigaren har stadfesta henne.',
    'Omistaja ei ole vielä vahvistanut sähköpostiosoitettaan. Voit vahvistaa asiakkaan jo nyt: tili luodaan, kun omistaja on vahvistanut sen.',
    'Der Inhaber hat seine E-Mail-Adresse noch nicht bestätigt. Sie können den Kunden jetzt bestätigen: Das Konto wird angelegt, sobald der Inhaber sie bestätigt hat.',
  ],
  'state.provider_resolved': [
    'The customer is confirmed. The account is made once the owner has proven their e-mail address.',
    'Kunden är bekräftad. Kontot skapas när ägaren har bekräftat sin e-postadress.',
    'Kunden er bekreftet. Kontoen opprettes når eieren har bekreftet e-postadressen sin.',
    'Kunden er stadfesta. Kontoen vert oppretta når eigaren har stadfesta e-postadressa si.',
    'Asiakas on vahvistettu. Tili luodaan, kun omistaja on vahvistanut sähköpostiosoitteensa.',
    'Der Kunde ist bestätigt. Das Konto wird angelegt, sobald der Inhaber seine E-Mail-Adresse bestätigt hat.',
  ],
  confirm: ['Confirm customer', 'Bekräfta kund', 'Bekreft kunde', 'Stadfest kunde', 'Vahvista asiakas', 'Kunden bestätigen'],
  confirmFor: ['Confirm customer %{customerId}', 'Bekräfta kund %{customerId}', 'Bekreft kunde %{customerId}', 'Stadfest kunde %{customerId}', 'Vahvista asiakas %{customerId}', 'Kunden %{customerId} bestätigen'],
  confirmTitle: ['Confirm customer %{customerId}?', 'Bekräfta kund %{customerId}?', 'Bekrefte kunde %{customerId}?', 'Stadfeste kunde %{customerId}?', 'Vahvistetaanko asiakas %{customerId}?', 'Kunden %{customerId} bestätigen?'],
  confirmText: [
    "%{email} becomes the owner of an account for provider customer %{customerId}. The account is made as soon as the owner has proven this e-mail address, at once if they already have. Confirm only if the provider's records match.",
    '%{email} blir ägare till ett konto för leverantörens kund %{customerId}. Kontot skapas så snart ägaren har bekräftat den här e-postadressen, genast om det redan är gjort. Bekräfta bara om leverantörens register stämmer.',
    '%{email} blir eier av en konto for leverandørens kunde %{customerId}. Kontoen opprettes så snart eieren har bekreftet denne e-postadressen, med en gang om det alt er gjort. Bekreft bare om leverandørens register stemmer.',
    '%{email} vert eigar av ein konto for kunden %{customerId} hos leverandøren. Kontoen vert oppretta så snart eigaren har stadfesta denne e-postadressa, med ein gong om det alt er gjort. Stadfest berre om registeret til leverandøren stemmer.',
    '%{email} tulee toimittajan asiakkaan %{customerId} tilin omistajaksi. Tili luodaan heti, kun omistaja on vahvistanut tämän sähköpostiosoitteen, tai saman tien, jos se on jo tehty. Vahvista vain, jos toimittajan rekisteri täsmää.',
    '%{email} wird Inhaber eines Kontos für den Anbieterkunden %{customerId}. Das Konto wird angelegt, sobald der Inhaber diese E-Mail-Adresse bestätigt hat, sofort, wenn das schon geschehen ist. Bestätigen Sie nur, wenn die Unterlagen des Anbieters übereinstimmen.',
  ],
  refuse: ['Refuse', 'Avvisa', 'Avvis', 'Avvis', 'Hylkää', 'Ablehnen'],
  refuseFor: ['Refuse customer %{customerId}', 'Avvisa kund %{customerId}', 'Avvis kunde %{customerId}', 'Avvis kunde %{customerId}', 'Hylkää asiakas %{customerId}', 'Kunden %{customerId} ablehnen'],
  refuseTitle: [
    'Refuse the sign-up for customer %{customerId}?', 'Avvisa registreringen för kund %{customerId}?', 'Avvise registreringen for kunde %{customerId}?',
    'Avvise registreringa for kunde %{customerId}?', 'Hylätäänkö asiakkaan %{customerId} rekisteröityminen?', 'Registrierung für Kunde %{customerId} ablehnen?',
  ],
  refuseText: [
    'The sign-up of %{email} ends: no account is made, and the person has to sign up again. This cannot be undone.',
    'Registreringen av %{email} avslutas: inget konto skapas, och personen måste registrera sig igen. Det går inte att ångra.',
    'Registreringen av %{email} avsluttes: ingen konto opprettes, og personen må registrere seg på nytt. Dette kan ikke angres.',
    'Registreringa av %{email} vert avslutta: ingen konto vert oppretta, og personen må registrere seg på nytt. Dette kan ikkje angrast.',
    'Käyttäjän %{email} rekisteröityminen päättyy: tiliä ei luoda, ja henkilön on rekisteröidyttävä uudelleen. Tätä ei voi perua.',
    'Die Registrierung von %{email} endet: Es wird kein Konto angelegt, und die Person muss sich erneut registrieren. Das lässt sich nicht rückgängig machen.',
  ],
  refuseConfirm: ['Refuse sign-up', 'Avvisa registrering', 'Avvis registrering', 'Avvis registrering', 'Hylkää rekisteröityminen', 'Registrierung ablehnen'],
  'done.made': [
    'Customer %{customerId} is confirmed and the account is made.', 'Kund %{customerId} är bekräftad och kontot är skapat.', 'Kunde %{customerId} er bekreftet, og kontoen er opprettet.',
    'Kunde %{customerId} er stadfesta, og kontoen er oppretta.', 'Asiakas %{customerId} on vahvistettu ja tili on luotu.', 'Kunde %{customerId} ist bestätigt und das Konto angelegt.',
  ],
  'done.waiting': [
    'Customer %{customerId} is confirmed. The account is made once the owner has proven their e-mail address.',
    'Kund %{customerId} är bekräftad. Kontot skapas när ägaren har bekräftat sin e-postadress.',
    'Kunde %{customerId} er bekreftet. Kontoen opprettes når eieren har bekreftet e-postadressen sin.',
    'Kunde %{customerId} er stadfesta. Kontoen vert oppretta når eigaren har stadfesta e-postadressa si.',
    'Asiakas %{customerId} on vahvistettu. Tili luodaan, kun omistaja on vahvistanut sähköpostiosoitteensa.',
    'Kunde %{customerId} ist bestätigt. Das Konto wird angelegt, sobald der Inhaber seine E-Mail-Adresse bestätigt hat.',
  ],
  'done.notMade': [
    'Customer %{customerId} is confirmed, but no account was made: %{status}.', 'Kund %{customerId} är bekräftad, men inget konto skapades: %{status}.',
    'Kunde %{customerId} er bekreftet, men ingen konto ble opprettet: %{status}.', 'Kunde %{customerId} er stadfesta, men ingen konto vart oppretta: %{status}.',
    'Asiakas %{customerId} on vahvistettu, mutta tiliä ei luotu: %{status}.', 'Kunde %{customerId} ist bestätigt, aber es wurde kein Konto angelegt: %{status}.',
  ],
  'done.refused': [
    'The sign-up for customer %{customerId} is refused.', 'Registreringen för kund %{customerId} är avvisad.', 'Registreringen for kunde %{customerId} er avvist.',
    'Registreringa for kunde %{customerId} er avvist.', 'Asiakkaan %{customerId} rekisteröityminen on hylätty.', 'Die Registrierung für Kunde %{customerId} ist abgelehnt.',
  ],
  confirmFailed: [
    'The customer could not be confirmed: %{message}', 'Kunden kunde inte bekräftas: %{message}', 'Kunden kunne ikke bekreftes: %{message}',
    'Kunden kunne ikkje stadfestast: %{message}', 'Asiakasta ei voitu vahvistaa: %{message}', 'Der Kunde konnte nicht bestätigt werden: %{message}',
  ],
  refuseFailed: [
    'The sign-up could not be refused: %{message}', 'Registreringen kunde inte avvisas: %{message}', 'Registreringen kunne ikke avvises: %{message}',
    'Registreringa kunne ikkje avvisast: %{message}', 'Rekisteröitymistä ei voitu hylätä: %{message}', 'Die Registrierung konnte nicht abgelehnt werden: %{message}',
  ],
};

const accountProspects = messagesOfRows(UI);

export default accountProspects;
