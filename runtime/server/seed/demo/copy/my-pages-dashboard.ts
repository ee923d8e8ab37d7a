/** Copy group 'my-pages': the dashboard. */
import type { Row } from './text.js';

export const DASHBOARD: readonly Row[] = [
  ['dashboard.hello', 'Hello, {name}!', 'Hej {name}!', 'Hei, {name}!', 'Hei, {name}!', 'Hei {name}!', 'Hallo {name}!'],
  ['dashboard.welcome', 'Here is an overview of your electricity.', 'Här är en översikt över din el.', 'Her er en oversikt over strømmen din.', 'Her er ei oversikt over straumen din.', 'Tässä on yleiskatsaus sähköösi.', 'Hier ist eine Übersicht über Ihren Strom.'],
  ['dashboard.missingUser', 'We could not find any address for your customer relationship. Contact customer service if this is wrong.', 'Vi hittade ingen adress för ditt kundförhållande. Kontakta kundservice om det inte stämmer.', 'Vi fant ingen adresse for kundeforholdet ditt. Kontakt kundeservice hvis dette ikke stemmer.', 'Vi fann inga adresse for kundeforholdet ditt. Kontakt kundeservice dersom dette ikkje stemmer.', 'Asiakkuudellesi ei löytynyt osoitetta. Ota yhteyttä asiakaspalveluun, jos tämä ei pidä paikkaansa.', 'Zu Ihrem Kundenverhältnis wurde keine Adresse gefunden. Wenden Sie sich an den Kundenservice, falls das nicht stimmt.'],
  ['dashboard.warnings.title', 'Important', 'Viktigt', 'Viktig', 'Viktig', 'Tärkeää', 'Wichtig'],
  ['dashboard.latestInvoices', 'Latest invoices', 'Senaste fakturorna', 'Siste fakturaer', 'Siste fakturaer', 'Viimeisimmät laskut', 'Neueste Rechnungen'],
  ['dashboard.allInvoices', 'See all invoices', 'Se alla fakturor', 'Se alle fakturaer', 'Sjå alle fakturaer', 'Näytä kaikki laskut', 'Alle Rechnungen ansehen'],
  ['dashboard.spotPrice.title', 'Spot price today', 'Spotpris i dag', 'Spotpris i dag', 'Spotpris i dag', 'Pörssihinta tänään', 'Spotpreis heute'],
  ['dashboard.helloNoName', 'Hello!', 'Hej!', 'Hei!', 'Hei!', 'Hei!', 'Hallo!'],
  ['dashboard.invoiceDue', 'Due {date}', 'Förfaller {date}', 'Forfaller {date}', 'Forfell {date}', 'Eräpäivä {date}', 'Fällig am {date}'],
  ['dashboard.spotPrice.frameTitle', 'Spot prices for your address', 'Spotpriser för din adress', 'Spotpriser for adressen din', 'Spotprisar for adressa di', 'Osoitteesi pörssihinnat', 'Spotpreise für Ihre Adresse'],
  ['dashboard.disruptions.none', 'No disruptions are reported at your address right now.', 'Inga störningar är rapporterade på din adress just nu.', 'Det er ikke meldt om forstyrrelser på adressen din akkurat nå.', 'Det er ikkje meldt om forstyrringar på adressa di akkurat no.', 'Osoitteessasi ei ole juuri nyt ilmoitettuja häiriöitä.', 'An Ihrer Adresse sind derzeit keine Störungen gemeldet.'],
  ['dashboard.disruptions.loadFailed', 'We could not load the disruptions right now. Please try again.', 'Vi kunde inte hämta störningarna just nu. Försök igen.', 'Vi kunne ikke hente forstyrrelsene akkurat nå. Prøv igjen.', 'Vi kunne ikkje hente forstyrringane akkurat no. Prøv igjen.', 'Häiriöitä ei juuri nyt voitu hakea. Yritä uudelleen.', 'Die Störungen konnten gerade nicht geladen werden. Bitte versuchen Sie es erneut.'],
  ['dashboard.disruptions.status.planned', 'Planned', 'Planerad', 'Planlagt', 'Planlagd', 'Suunniteltu', 'Geplant'],
  ['dashboard.disruptions.status.ongoing', 'Ongoing', 'Pågående', 'Pågår', 'Pågår', 'Käynnissä', 'Laufend'],
  ['dashboard.disruptions.status.finished', 'Fixed', 'Åtgärdad', 'Utbedret', 'Utbetra', 'Korjattu', 'Behoben'],
  ['dashboard.disruptions.start', 'From {time}', 'Från {time}', 'Fra {time}', 'Frå {time}', 'Alkaen {time}', 'Ab {time}'],
  ['dashboard.disruptions.end', 'expected to end {time}', 'beräknas vara klar {time}', 'ventes ferdig {time}', 'venta ferdig {time}', 'arvioitu päättyvän {time}', 'voraussichtlich bis {time}'],
];
