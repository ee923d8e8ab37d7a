/**
 * The words of the communication pages (ampere.messages.…): the inbox composer (the message's
 * fields, its navigation target and props, the recipients, the preview, the test send and the push
 * send) and, under support.…, the support messages page; the item types, notification types and
 * categories of back-office §3 Inbox item are value words (form-values.ts). One row per key with its six
 * languages side by side, so a missing translation is a type error. The contract's validation
 * messages ('missing title', 'invalid url target', …) are shown as the API gives them, not worded
 * here. The composer lists navigation targets by the contract's identifiers. This file loads with the console.
 */
import { messagesOfRows, type Row } from '../message-rows.js';

const UI: Readonly<Record<string, Row>> = {
  title: ['Inbox messages', 'Inkorgsmeddelanden', 'Innboksmeldinger', 'Innboksmeldingar', 'Saapuneet-viestit', 'Posteingangsnachrichten'],
  intro: [
    'Write a message for the customers’ inbox in the app and the portal, see how it looks, try it on one account and send it.',
    'Skriv ett meddelande till kundernas inkorg i appen och portalen, se hur det ser ut, prova det på ett konto och skicka det.',
    'Skriv en melding til kundenes innboks i appen og portalen, se hvordan den ser ut, prøv den på én konto og send den.',
    'Skriv ei melding til innboksen til kundane i appen og portalen, sjå korleis ho ser ut, prøv ho på éin konto og send ho.',
    'Kirjoita viesti asiakkaiden saapuneisiin sovelluksessa ja portaalissa, katso miltä se näyttää, kokeile sitä yhdellä tilillä ja lähetä se.',
    'Schreiben Sie eine Nachricht für den Posteingang der Kunden in App und Portal, sehen Sie, wie sie aussieht, testen Sie sie an einem Konto und senden Sie sie.',
  ],
  'form.label': ['Message', 'Meddelande', 'Melding', 'Melding', 'Viesti', 'Nachricht'],
  'form.title': ['Title', 'Rubrik', 'Tittel', 'Tittel', 'Otsikko', 'Titel'],
  'form.body': ['Text', 'Text', 'Tekst', 'Tekst', 'Teksti', 'Text'],
  'form.type': ['Type', 'Typ', 'Type', 'Type', 'Tyyppi', 'Typ'],
  'form.navigation': ['Opens', 'Öppnar', 'Åpner', 'Opnar', 'Avaa', 'Öffnet'],
  'form.navigationHelp': [
    'Invoice, IoT, monthly report and waste messages open their own page; information and warnings may open any.',
    'Faktura-, IoT-, månadsrapport- och avfallsmeddelanden öppnar sin egen sida; information och varningar får öppna vilken som helst.',
    'Faktura-, IoT-, månedsrapport- og avfallsmeldinger åpner sin egen side; informasjon og varsler kan åpne hvilken som helst.',
    'Faktura-, IoT-, månadsrapport- og avfallsmeldingar opnar si eiga side; informasjon og åtvaringar kan opne kva som helst.',
    'Lasku-, IoT-, kuukausiraportti- ja jäteviestit avaavat oman sivunsa; tiedotteet ja varoitukset voivat avata minkä tahansa.',
    'Rechnungs-, IoT-, Monatsbericht- und Abfallnachrichten öffnen ihre eigene Seite; Informationen und Warnungen dürfen jede öffnen.',
  ],
  'form.month': ['Month (20YY-MM)', 'Månad (20ÅÅ-MM)', 'Måned (20ÅÅ-MM)', 'Månad (20ÅÅ-MM)', 'Kuukausi (20VV-KK)', 'Monat (20JJ-MM)'],
  'form.linkName': ['Link name', 'Länknamn', 'Lenkenavn', 'Lenkjenamn', 'Linkin nimi', 'Linkname'],
  'form.linkTargets': ['Link in each language', 'Länk på varje språk', 'Lenke på hvert språk', 'Lenkje på kvart språk', 'Linkki kullakin kielellä', 'Link in jeder Sprache'],
  'form.linkTargetsHelp': [
    'A public http, https or ftp address in every language.', 'En publik http-, https- eller ftp-adress på varje språk.', 'En offentlig http-, https- eller ftp-adresse på hvert språk.',
    'Ei offentleg http-, https- eller ftp-adresse på kvart språk.', 'Julkinen http-, https- tai ftp-osoite jokaisella kielellä.', 'Eine öffentliche http-, https- oder ftp-Adresse in jeder Sprache.',
  ],
  'form.linkIn': ['Link (%{language})', 'Länk (%{language})', 'Lenke (%{language})', 'Lenkje (%{language})', 'Linkki (%{language})', 'Link (%{language})'],
  'form.sameLink': ['Use the first link for every language', 'Använd första länken för alla språk', 'Bruk den første lenken for alle språk', 'Bruk den første lenkja for alle språk', 'Käytä ensimmäistä linkkiä kaikilla kielillä', 'Ersten Link für alle Sprachen verwenden'],
  'form.invalid': [
    'The message is not ready: see the fields marked.', 'Meddelandet är inte klart: se de markerade fälten.', 'Meldingen er ikke klar: se de merkede feltene.',
    'Meldinga er ikkje klar: sjå dei merkte felta.', 'Viesti ei ole valmis: katso merkityt kentät.', 'Die Nachricht ist nicht fertig: siehe die markierten Felder.',
  ],
  'recipients.label': ['Recipients', 'Mottagare', 'Mottakere', 'Mottakarar', 'Vastaanottajat', 'Empfänger'],
  'recipients.accounts': ['Chosen accounts', 'Valda konton', 'Valgte kontoer', 'Valde kontoar', 'Valitut tilit', 'Ausgewählte Konten'],
  'recipients.all': ['Every customer of the organisation', 'Alla organisationens kunder', 'Alle kundene i organisasjonen', 'Alle kundane i organisasjonen', 'Kaikki organisaation asiakkaat', 'Alle Kunden der Organisation'],
  'recipients.none': ['No account chosen yet', 'Inget konto valt än', 'Ingen konto valgt ennå', 'Ingen konto vald enno', 'Tiliä ei ole vielä valittu', 'Noch kein Konto gewählt'],
  'picker.find': ['Account', 'Konto', 'Konto', 'Konto', 'Tili', 'Konto'],
  'picker.help': [
    'Customer id, e-mail or account id', 'Kundnummer, e-post eller konto-id', 'Kundenummer, e-post eller konto-id', 'Kundenummer, e-post eller konto-id', 'Asiakasnumero, sähköposti tai tilin tunnus', 'Kundennummer, E-Mail oder Konto-ID',
  ],
  'picker.add': ['Add account', 'Lägg till konto', 'Legg til konto', 'Legg til konto', 'Lisää tili', 'Konto hinzufügen'],
  'picker.remove': ['Remove %{name}', 'Ta bort %{name}', 'Fjern %{name}', 'Fjern %{name}', 'Poista %{name}', '%{name} entfernen'],
  'picker.choose': ['Choose %{name}', 'Välj %{name}', 'Velg %{name}', 'Vel %{name}', 'Valitse %{name}', '%{name} wählen'],
  'picker.searching': ['Searching…', 'Söker…', 'Søker…', 'Søkjer…', 'Haetaan…', 'Wird gesucht…'],
  'picker.noMatch': ['No customer matches', 'Ingen kund matchar', 'Ingen kunder samsvarer', 'Ingen kundar samsvarar', 'Yksikään asiakas ei vastaa hakua', 'Kein Kunde passt'],
  'picker.cannotSearch': [
    'Your role cannot search customers: give the account id.', 'Din roll kan inte söka kunder: ange konto-id.', 'Rollen din kan ikke søke etter kunder: oppgi konto-id.',
    'Rolla di kan ikkje søkje etter kundar: oppgje konto-id.', 'Roolisi ei voi hakea asiakkaita: anna tilin tunnus.', 'Ihre Rolle kann keine Kunden suchen: geben Sie die Konto-ID an.',
  ],
  'picker.error': ['The search failed: %{message}', 'Sökningen misslyckades: %{message}', 'Søket mislyktes: %{message}', 'Søket mislukkast: %{message}', 'Haku epäonnistui: %{message}', 'Die Suche ist fehlgeschlagen: %{message}'],
  'send.action': ['Send message', 'Skicka meddelandet', 'Send meldingen', 'Send meldinga', 'Lähetä viesti', 'Nachricht senden'],
  'send.confirmAccounts': [
    'Send “%{title}” to %{smart_count} account? |||| Send “%{title}” to %{smart_count} accounts?', 'Skicka ”%{title}” till %{smart_count} konto? |||| Skicka ”%{title}” till %{smart_count} konton?',
    'Sende «%{title}» til %{smart_count} konto? |||| Sende «%{title}» til %{smart_count} kontoer?', 'Sende «%{title}» til %{smart_count} konto? |||| Sende «%{title}» til %{smart_count} kontoar?',
    'Lähetetäänkö ”%{title}” %{smart_count} tilille? |||| Lähetetäänkö ”%{title}” %{smart_count} tilille?', '„%{title}“ an %{smart_count} Konto senden? |||| „%{title}“ an %{smart_count} Konten senden?',
  ],
  'send.confirmAll': [
    'Send “%{title}” to every customer of the organisation?', 'Skicka ”%{title}” till alla organisationens kunder?', 'Sende «%{title}» til alle kundene i organisasjonen?',
    'Sende «%{title}» til alle kundane i organisasjonen?', 'Lähetetäänkö ”%{title}” kaikille organisaation asiakkaille?', '„%{title}“ an alle Kunden der Organisation senden?',
  ],
  'send.confirmNote': [
    'It appears in their inbox at once and cannot be called back from here.', 'Det syns i deras inkorg direkt och kan inte dras tillbaka härifrån.', 'Den vises i innboksen deres med en gang og kan ikke trekkes tilbake herfra.',
    'Ho syner i innboksen deira med ein gong og kan ikkje trekkjast tilbake herifrå.', 'Se näkyy heidän saapuneissaan heti eikä sitä voi perua täältä.', 'Sie erscheint sofort in ihrem Posteingang und kann von hier nicht zurückgeholt werden.',
  ],
  'send.sentAccounts': ['Sent to %{smart_count} account |||| Sent to %{smart_count} accounts', 'Skickat till %{smart_count} konto |||| Skickat till %{smart_count} konton', 'Sendt til %{smart_count} konto |||| Sendt til %{smart_count} kontoer', 'Sendt til %{smart_count} konto |||| Sendt til %{smart_count} kontoar', 'Lähetetty %{smart_count} tilille |||| Lähetetty %{smart_count} tilille', 'An %{smart_count} Konto gesendet |||| An %{smart_count} Konten gesendet'],
  'send.sentAll': ['Sent to every customer of the organisation', 'Skickat till alla organisationens kunder', 'Sendt til alle kundene i organisasjonen', 'Sendt til alle kundane i organisasjonen', 'Lähetetty kaikille organisaation asiakkaille', 'An alle Kunden der Organisation gesendet'],
  'send.failed': ['Not sent: %{message}', 'Inte skickat: %{message}', 'Ikke sendt: %{message}', 'Ikkje sendt: %{message}', 'Ei lähetetty: %{message}', 'Nicht gesendet: %{message}'],
  'test.label': ['Test send', 'Testutskick', 'Testsending', 'Testsending', 'Testilähetys', 'Testversand'],
  'test.help': [
    'Sends the message to this one account only, to see it in the app or the portal before everyone does.', 'Skickar meddelandet bara till det här kontot, så att du ser det i appen eller portalen före alla andra.',
    'Sender meldingen bare til denne kontoen, så du ser den i appen eller portalen før alle andre.', 'Sender meldinga berre til denne kontoen, så du ser ho i appen eller portalen før alle andre.',
    'Lähettää viestin vain tälle tilille, jotta näet sen sovelluksessa tai portaalissa ennen muita.', 'Sendet die Nachricht nur an dieses eine Konto, damit Sie sie vor allen anderen in App oder Portal sehen.',
  ],
  'test.action': ['Send test', 'Skicka test', 'Send test', 'Send test', 'Lähetä testi', 'Test senden'],
  'test.sent': ['Test sent to %{name}', 'Test skickat till %{name}', 'Test sendt til %{name}', 'Test sendt til %{name}', 'Testi lähetetty: %{name}', 'Test an %{name} gesendet'],
  'push.label': ['Push notification', 'Pushnotis', 'Pushvarsel', 'Pushvarsel', 'Push-ilmoitus', 'Push-Benachrichtigung'],
  'push.help': [
    'Sends the title and text as a push to the recipients’ devices, to users who have not switched the category off.', 'Skickar rubrik och text som push till mottagarnas enheter, till användare som inte stängt av kategorin.',
    'Sender tittel og tekst som push til mottakernes enheter, til brukere som ikke har slått av kategorien.', 'Sender tittel og tekst som push til einingane til mottakarane, til brukarar som ikkje har slått av kategorien.',
    'Lähettää otsikon ja tekstin push-ilmoituksena vastaanottajien laitteisiin niille, jotka eivät ole kytkeneet luokkaa pois.', 'Sendet Titel und Text als Push an die Geräte der Empfänger, an Benutzer, die die Kategorie nicht ausgeschaltet haben.',
  ],
  'push.type': ['Notification type', 'Notistyp', 'Varseltype', 'Varseltype', 'Ilmoituksen tyyppi', 'Benachrichtigungstyp'],
  'push.category': ['Category', 'Kategori', 'Kategori', 'Kategori', 'Luokka', 'Kategorie'],
  'push.categoryOfType': ['As the type says', 'Enligt typen', 'Etter typen', 'Etter typen', 'Tyypin mukaan', 'Nach Typ'],
  'push.action': ['Send push', 'Skicka push', 'Send push', 'Send push', 'Lähetä push', 'Push senden'],
  'push.confirmAccounts': [
    'Send a push to the devices of %{smart_count} account? |||| Send a push to the devices of %{smart_count} accounts?', 'Skicka push till enheterna för %{smart_count} konto? |||| Skicka push till enheterna för %{smart_count} konton?',
    'Sende push til enhetene til %{smart_count} konto? |||| Sende push til enhetene til %{smart_count} kontoer?', 'Sende push til einingane til %{smart_count} konto? |||| Sende push til einingane til %{smart_count} kontoar?',
    'Lähetetäänkö push %{smart_count} tilin laitteisiin? |||| Lähetetäänkö push %{smart_count} tilin laitteisiin?', 'Push an die Geräte von %{smart_count} Konto senden? |||| Push an die Geräte von %{smart_count} Konten senden?',
  ],
  'push.confirmAll': [
    'Send a push to every customer of the organisation?', 'Skicka push till alla organisationens kunder?', 'Sende push til alle kundene i organisasjonen?',
    'Sende push til alle kundane i organisasjonen?', 'Lähetetäänkö push kaikille organisaation asiakkaille?', 'Push an alle Kunden der Organisation senden?',
  ],
  'push.sent': [
    'Push sent to %{smart_count} device, %{failed} failed |||| Push sent to %{smart_count} devices, %{failed} failed',
    'Push skickad till %{smart_count} enhet, %{failed} misslyckades |||| Push skickad till %{smart_count} enheter, %{failed} misslyckades',
    'Push sendt til %{smart_count} enhet, %{failed} mislyktes |||| Push sendt til %{smart_count} enheter, %{failed} mislyktes',
    'Push sendt til %{smart_count} eining, %{failed} mislukkast |||| Push sendt til %{smart_count} einingar, %{failed} mislukkast',
    'Push lähetetty %{smart_count} laitteeseen, %{failed} epäonnistui |||| Push lähetetty %{smart_count} laitteeseen, %{failed} epäonnistui',
    'Push an %{smart_count} Gerät gesendet, %{failed} fehlgeschlagen |||| Push an %{smart_count} Geräte gesendet, %{failed} fehlgeschlagen',
  ],
  'preview.label': ['How customers see it', 'Så ser kunderna det', 'Slik ser kundene det', 'Slik ser kundane det', 'Näin asiakkaat näkevät sen', 'So sehen es die Kunden'],
  'preview.inbox': ['In the inbox', 'I inkorgen', 'I innboksen', 'I innboksen', 'Saapuneissa', 'Im Posteingang'],
  'preview.opened': ['Opened', 'Öppnat', 'Åpnet', 'Opna', 'Avattuna', 'Geöffnet'],
  'preview.now': ['Just now', 'Nyss', 'Nå nettopp', 'No nettopp', 'Juuri nyt', 'Gerade eben'],
  'preview.unread': ['Unread', 'Oläst', 'Ulest', 'Ulesen', 'Lukematon', 'Ungelesen'],
  'preview.noTitle': ['(no title)', '(ingen rubrik)', '(ingen tittel)', '(ingen tittel)', '(ei otsikkoa)', '(kein Titel)'],
  'preview.open': ['Open %{target}', 'Öppna %{target}', 'Åpne %{target}', 'Opne %{target}', 'Avaa %{target}', '%{target} öffnen'],
  'preview.monthlyReport': ['Open the monthly report for %{month}', 'Öppna månadsrapporten för %{month}', 'Åpne månedsrapporten for %{month}', 'Opne månadsrapporten for %{month}', 'Avaa kuukausiraportti %{month}', 'Monatsbericht für %{month} öffnen'],
  'preview.language': ['Preview language', 'Förhandsvisningens språk', 'Forhåndsvisningens språk', 'Språket i førehandsvisinga', 'Esikatselun kieli', 'Sprache der Vorschau'],
  'support.title': ['Support messages', 'Supportmeddelanden', 'Supportmeldinger', 'Supportmeldingar', 'Tukiviestit', 'Supportnachrichten'],
  'support.intro': [
    'Customers’ feedback on the product, newest first. Open a customer’s conversation to read their support messages and answer.',
    'Kundernas återkoppling på produkten, nyaste först. Öppna en kunds konversation för att läsa supportmeddelandena och svara.',
    'Kundenes tilbakemeldinger på produktet, nyeste først. Åpne en kundes samtale for å lese supportmeldingene og svare.',
    'Tilbakemeldingane frå kundane på produktet, nyaste først. Opne samtalen til ein kunde for å lese supportmeldingane og svare.',
    'Asiakkaiden palaute tuotteesta uusimmat ensin. Avaa asiakkaan keskustelu lukeaksesi tukiviestit ja vastataksesi.',
    'Rückmeldungen der Kunden zum Produkt, neueste zuerst. Öffnen Sie die Unterhaltung eines Kunden, um seine Supportnachrichten zu lesen und zu antworten.',
  ],
  'support.findHint': [
    'To write to any other customer, find them under Customers and open their support messages there.',
    'För att skriva till en annan kund, sök fram kunden under Kunder och öppna supportmeddelandena där.',
    'For å skrive til en annen kunde, finn kunden under Kunder og åpne supportmeldingene der.',
    'For å skrive til ein annan kunde, finn kunden under Kundar og opne supportmeldingane der.',
    'Kirjoittaaksesi muulle asiakkaalle etsi hänet kohdasta Asiakkaat ja avaa tukiviestit sieltä.',
    'Um einem anderen Kunden zu schreiben, suchen Sie ihn unter Kunden und öffnen Sie dort seine Supportnachrichten.',
  ],
  'support.feedback': ['Feedback', 'Återkoppling', 'Tilbakemeldinger', 'Tilbakemeldingar', 'Palaute', 'Rückmeldungen'],
  'support.feedbackEmpty': ['No feedback yet', 'Ingen återkoppling än', 'Ingen tilbakemeldinger ennå', 'Ingen tilbakemeldingar enno', 'Ei vielä palautetta', 'Noch keine Rückmeldungen'],
  'support.feedbackError': ['The feedback could not be read: %{message}', 'Återkopplingen kunde inte läsas: %{message}', 'Tilbakemeldingene kunne ikke leses: %{message}', 'Tilbakemeldingane kunne ikkje lesast: %{message}', 'Palautetta ei voitu lukea: %{message}', 'Die Rückmeldungen konnten nicht gelesen werden: %{message}'],
  'support.received': ['Received', 'Mottaget', 'Mottatt', 'Motteke', 'Vastaanotettu', 'Eingegangen'],
  'support.customer': ['Customer', 'Kund', 'Kunde', 'Kunde', 'Asiakas', 'Kunde'],
  'support.text': ['Text', 'Text', 'Tekst', 'Tekst', 'Teksti', 'Text'],
  'support.open': ['Open the conversation with %{name}', 'Öppna konversationen med %{name}', 'Åpne samtalen med %{name}', 'Opne samtalen med %{name}', 'Avaa keskustelu: %{name}', 'Unterhaltung mit %{name} öffnen'],
  'support.conversation': ['Conversation with %{name}', 'Konversation med %{name}', 'Samtale med %{name}', 'Samtale med %{name}', 'Keskustelu: %{name}', 'Unterhaltung mit %{name}'],
  'support.back': ['Back to support messages', 'Tillbaka till supportmeddelanden', 'Tilbake til supportmeldinger', 'Tilbake til supportmeldingar', 'Takaisin tukiviesteihin', 'Zurück zu den Supportnachrichten'],
  'support.empty': ['No support messages yet', 'Inga supportmeddelanden än', 'Ingen supportmeldinger ennå', 'Ingen supportmeldingar enno', 'Ei vielä tukiviestejä', 'Noch keine Supportnachrichten'],
  'support.error': ['The messages could not be read: %{message}', 'Meddelandena kunde inte läsas: %{message}', 'Meldingene kunne ikke leses: %{message}', 'Meldingane kunne ikkje lesast: %{message}', 'Viestejä ei voitu lukea: %{message}', 'Die Nachrichten konnten nicht gelesen werden: %{message}'],
  'support.fromCustomer': ['Customer', 'Kund', 'Kunde', 'Kunde', 'Asiakas', 'Kunde'],
  'support.fromStaff': ['Customer service', 'Kundservice', 'Kundeservice', 'Kundeservice', 'Asiakaspalvelu', 'Kundenservice'],
  'support.readAt': ['Read %{when}', 'Läst %{when}', 'Lest %{when}', 'Lesen %{when}', 'Luettu %{when}', 'Gelesen %{when}'],
  'support.unread': ['Not read yet', 'Inte läst än', 'Ikke lest ennå', 'Ikkje lesen enno', 'Ei vielä luettu', 'Noch nicht gelesen'],
  'support.answer': ['Answer', 'Svar', 'Svar', 'Svar', 'Vastaus', 'Antwort'],
  'support.send': ['Send answer', 'Skicka svar', 'Send svar', 'Send svar', 'Lähetä vastaus', 'Antwort senden'],
  'support.sent': ['Answer sent', 'Svaret skickat', 'Svaret er sendt', 'Svaret er sendt', 'Vastaus lähetetty', 'Antwort gesendet'],
  'support.sendFailed': ['Not sent: %{message}', 'Inte skickat: %{message}', 'Ikke sendt: %{message}', 'Ikkje sendt: %{message}', 'Ei lähetetty: %{message}', 'Nicht gesendet: %{message}'],
};

const messages = messagesOfRows(UI);

export default messages;
