/**
 * The enum values the console's RJSF forms offer (ampere.form-values.<value>; resources/form-titles.ts):
 * one table keyed by the value as the contract spells it, since a value that two enums share means the
 * same in both (`app` as a flag context and an icon's source, `landscape` as two variants, `INVOICE` as
 * an inbox item type and an app screen, `none` as a secondary heating and a compare option). Each table
 * below is typed by its contract enum, less the values another table words, so a value an enum gains is
 * a type error here. The home-profile and service values take the segment and customer pages' words.
 * Codes (price zones, currencies, scopes, time zones) and language codes are not worded: form-titles.ts.
 * resources/form-words.test.ts walks the forms' schemas and fails for a shown value missing here.
 * One row per value, six languages side by side (en, sv, nb, nn, fi, de). Type imports only (the other
 * areas' tables aside): this file loads with the session, zod and the schemas do not.
 */
import type { AccessType, PortalLoginMethod } from '../../../../schemas/auth.js';
import type { AccountType, EditableUserField } from '../../../../schemas/account.js';
import type { ProspectStatus } from '../../../../schemas/prospect.js';
import type { ApiTokenScope } from '../../../../schemas/api-token.js';
import type { BackOfficeNotificationCategory, InboxCreatedBy, InboxItemType, NotificationType } from '../../../../schemas/inbox.js';
import type { CompareOption } from '../../../../schemas/insights-analysis.js';
import type { SiteType } from '../../../../schemas/measurement.js';
import type { MessageNavigationTarget, NavigationTarget } from '../../../../schemas/navigation.js';
import type { PollingFrequency } from '../../../../schemas/settings/favorites.js';
import type { FeatureFlagContext, FeatureFlagType, PortalAnalysisView } from '../../../../schemas/settings/feature-flags.js';
import type { ImageFooterVariant, ItemCardVariant, NewsVariant } from '../../../../schemas/settings/modules.js';
import type { IconType, SurfaceVariant } from '../../../../schemas/settings/theme.js';
import { messagesOfRows, type Row, type Rows } from '../message-rows.js';
import { SERVICE_TYPES } from './customers.js';
import { VALUES as SEGMENT_VALUES } from './segments.js';

/** A feature flag's type and context (back-office §3 Feature flag). */
const FLAGS = {
  product: ['Product', 'Produkt', 'Produkt', 'Produkt', 'Tuote', 'Produkt'],
  release: ['Release', 'Release', 'Utgivelse', 'Utgjeving', 'Julkaisu', 'Release'],
  app: ['App', 'App', 'App', 'App', 'Sovellus', 'App'],
  bridge: ['Bridge', 'Bridge', 'Bridge', 'Bridge', 'Bridge', 'Bridge'],
  server: ['Server', 'Server', 'Server', 'Server', 'Palvelin', 'Server'],
  shared: ['Shared', 'Delad', 'Delt', 'Delt', 'Jaettu', 'Gemeinsam'],
} satisfies Record<FeatureFlagType | FeatureFlagContext, Row>;

/** The app's screens a module item, custom favorite or inbox item leads to (back-office §2). */
const APP_SCREENS = {
  SPOTPRICE: ['Spot price', 'Spotpris', 'Spotpris', 'Spotpris', 'Pörssihinta', 'Spotpreis'],
  ANALYSIS: ['Analysis', 'Analys', 'Analyse', 'Analyse', 'Analyysi', 'Analyse'],
  IOT: ['Devices (IoT)', 'Enheter (IoT)', 'Enheter (IoT)', 'Einingar (IoT)', 'Laitteet (IoT)', 'Geräte (IoT)'],
  IOT_PROVIDER: ['Device provider', 'Enhetsleverantör', 'Enhetsleverandør', 'Einingsleverandør', 'Laitetoimittaja', 'Geräteanbieter'],
  INVOICE: ['Invoice', 'Faktura', 'Faktura', 'Faktura', 'Lasku', 'Rechnung'],
  RECYCLING_CENTRAL: ['Recycling centre', 'Återvinningscentral', 'Gjenvinningsstasjon', 'Attvinningsstasjon', 'Kierrätyskeskus', 'Wertstoffhof'],
  WASTE: ['Waste collection', 'Sophämtning', 'Avfallshenting', 'Avfallshenting', 'Jätehuolto', 'Müllabfuhr'],
  HOME: ['Home', 'Hem', 'Hjem', 'Heim', 'Koti', 'Start'],
  ACCOUNT_PROFILE: ['Account profile', 'Kontoprofil', 'Kontoprofil', 'Kontoprofil', 'Tiliprofiili', 'Kontoprofil'],
  SITE_PROFILE: ['Site profile', 'Anläggningsprofil', 'Anleggsprofil', 'Anleggsprofil', 'Kohteen profiili', 'Anlagenprofil'],
  NOTIFICATIONS: ['Notifications', 'Aviseringar', 'Varsler', 'Varsel', 'Ilmoitukset', 'Benachrichtigungen'],
  MONTHLY_REPORT: ['Monthly report', 'Månadsrapport', 'Månedsrapport', 'Månadsrapport', 'Kuukausiraportti', 'Monatsbericht'],
  EXTERNAL_URL: ['External URL', 'Extern URL', 'Ekstern URL', 'Ekstern URL', 'Ulkoinen URL', 'Externe URL'],
  DISRUPTIONS: ['Disruptions', 'Driftstörningar', 'Driftsforstyrrelser', 'Driftsforstyrringar', 'Häiriöt', 'Störungen'],
  REALTIME: ['Real time', 'Realtid', 'Sanntid', 'Sanntid', 'Reaaliaika', 'Echtzeit'],
  AGREEMENTS: ['Agreements', 'Avtal', 'Avtaler', 'Avtalar', 'Sopimukset', 'Verträge'],
  MESSAGE_FEED: ['Messages', 'Meddelanden', 'Meldinger', 'Meldingar', 'Viestit', 'Nachrichten'],
  MESSAGE: ['Message', 'Meddelande', 'Melding', 'Melding', 'Viesti', 'Nachricht'],
  NONE: ['No screen', 'Ingen skärm', 'Ingen skjerm', 'Ingen skjerm', 'Ei näkymää', 'Kein Bildschirm'],
  FAQ: ['FAQ', 'Vanliga frågor', 'Ofte stilte spørsmål', 'Ofte stilte spørsmål', 'Usein kysytyt', 'Häufige Fragen'],
  CONTACT_US: ['Contact us', 'Kontakta oss', 'Kontakt oss', 'Kontakt oss', 'Ota yhteyttä', 'Kontakt'],
  SOLAR_PRODUCTION: ['Solar production', 'Solelsproduktion', 'Solproduksjon', 'Solproduksjon', 'Aurinkosähkön tuotanto', 'Solarerzeugung'],
  // The spec gives ELIS no meaning beyond the name: kept as a name in every language.
  ELIS_TIPS: ['Elis tips', 'Elis tips', 'Elis tips', 'Elis tips', 'Elis-vinkit', 'Elis-Tipps'],
  ANALYSIS_DETAILS: ['Analysis details', 'Analysdetaljer', 'Analysedetaljer', 'Analysedetaljar', 'Analyysin tiedot', 'Analysedetails'],
  ANALYSIS_COMPARISON: ['Analysis comparison', 'Analysjämförelse', 'Analysesammenligning', 'Analysesamanlikning', 'Analyysin vertailu', 'Analysevergleich'],
  ANALYSIS_HISTORY: ['Analysis history', 'Analyshistorik', 'Analysehistorikk', 'Analysehistorikk', 'Analyysin historia', 'Analyseverlauf'],
  ANALYSIS_DETAILS_COST: ['Analysis details: cost', 'Analysdetaljer: kostnad', 'Analysedetaljer: kostnad', 'Analysedetaljar: kostnad', 'Analyysin tiedot: kustannukset', 'Analysedetails: Kosten'],
  ANALYSIS_DETAILS_CONSUMPTION: [
    'Analysis details: consumption', 'Analysdetaljer: förbrukning', 'Analysedetaljer: forbruk', 'Analysedetaljar: forbruk', 'Analyysin tiedot: kulutus', 'Analysedetails: Verbrauch',
  ],
  LOAD_MEASUREMENTS: ['Load measurements', 'Effektmätningar', 'Effektmålinger', 'Effektmålingar', 'Tehomittaukset', 'Lastmessungen'],
  FAMILY_SHARE: ['Family sharing', 'Familjedelning', 'Familiedeling', 'Familiedeling', 'Perhejako', 'Familienfreigabe'],
  DEVIATIONS: ['Deviations', 'Avvikelser', 'Avvik', 'Avvik', 'Poikkeamat', 'Abweichungen'],
  IOT_PROVIDER_BRAND_MODEL_LIST: [
    'Device brands and models', 'Enhetsmärken och modeller', 'Enhetsmerker og modeller', 'Einingsmerke og modellar', 'Laitemerkit ja -mallit', 'Gerätemarken und -modelle',
  ],
  SETTINGS: ['Settings', 'Inställningar', 'Innstillinger', 'Innstillingar', 'Asetukset', 'Einstellungen'],
  IOT_HOMESIDE_DEVICE_SCREEN: ['Homeside device', 'Homeside-enhet', 'Homeside-enhet', 'Homeside-eining', 'Homeside-laite', 'Homeside-Gerät'],
  CONTROL_WEBVIEW: ['Control (web view)', 'Styrning (webbvy)', 'Styring (nettvisning)', 'Styring (nettvising)', 'Ohjaus (verkkonäkymä)', 'Steuerung (Webansicht)'],
  MONTHLY_REPORT_SCREEN: ['Monthly report page', 'Månadsrapportsida', 'Månedsrapportside', 'Månadsrapportside', 'Kuukausiraporttisivu', 'Monatsberichtsseite'],
} satisfies Record<NavigationTarget, Row>;

/** Where an inbox item's message leads (back-office §2 "Inbox item message navigation targets"). */
const MESSAGE_TARGETS = {
  home: ['Home', 'Hem', 'Hjem', 'Heim', 'Koti', 'Start'],
  spotPrice: ['Spot price', 'Spotpris', 'Spotpris', 'Spotpris', 'Pörssihinta', 'Spotpreis'],
  insights: ['Insights', 'Insikter', 'Innsikt', 'Innsikt', 'Näkemykset', 'Einblicke'],
  control: ['Control', 'Styrning', 'Styring', 'Styring', 'Ohjaus', 'Steuerung'],
  settingsTabs: ['Settings tabs', 'Inställningsflikar', 'Innstillingsfaner', 'Innstillingsfaner', 'Asetusvälilehdet', 'Einstellungs-Tabs'],
  appMessage: ['App message', 'Appmeddelande', 'Appmelding', 'Appmelding', 'Sovellusviesti', 'App-Nachricht'],
} satisfies Record<MessageNavigationTarget, Row>;

/**
 * An inbox item's type, author, push notification type and notification category (platform-contract §3
 * Inbox and notifications), as the generic inbox-item screens and the inbox composer show them.
 */
const INBOX = {
  INFORMATION: ['Information', 'Information', 'Informasjon', 'Informasjon', 'Tiedote', 'Information'],
  WARNING: ['Warning', 'Varning', 'Advarsel', 'Åtvaring', 'Varoitus', 'Warnung'],
  SYSTEM: ['System', 'System', 'System', 'System', 'Järjestelmä', 'System'],
  WEBHOOK: ['Webhook', 'Webhook', 'Webhook', 'Webhook', 'Webhook', 'Webhook'],
  info: ['Information', 'Information', 'Informasjon', 'Informasjon', 'Tiedote', 'Information'],
  daily: ['Daily summary', 'Daglig sammanfattning', 'Daglig oppsummering', 'Dagleg oppsummering', 'Päivittäinen yhteenveto', 'Tägliche Zusammenfassung'],
  actionErrors: ['Failed actions', 'Misslyckade åtgärder', 'Mislykkede handlinger', 'Mislukka handlingar', 'Epäonnistuneet toiminnot', 'Fehlgeschlagene Aktionen'],
  monthlyReport: ['Monthly report', 'Månadsrapport', 'Månedsrapport', 'Månadsrapport', 'Kuukausiraportti', 'Monatsbericht'],
  dailyCO2: ['Daily CO₂', 'Dagens CO₂', 'Dagens CO₂', 'Dagens CO₂', 'Päivän CO₂', 'Tägliches CO₂'],
  clean: ['Clean electricity', 'Ren el', 'Ren strøm', 'Rein straum', 'Puhdas sähkö', 'Sauberer Strom'],
  dirty: ['Dirty electricity', 'Smutsig el', 'Skitten strøm', 'Skitten straum', 'Saastuttava sähkö', 'Schmutziger Strom'],
  dailyPrice: ['Daily prices', 'Dagens priser', 'Dagens priser', 'Dagens prisar', 'Päivän hinnat', 'Tagespreise'],
  highPrice: ['High price', 'Högt pris', 'Høy pris', 'Høg pris', 'Korkea hinta', 'Hoher Preis'],
  lowPrice: ['Low price', 'Lågt pris', 'Lav pris', 'Låg pris', 'Matala hinta', 'Niedriger Preis'],
  newInvoice: ['New invoice', 'Ny faktura', 'Ny faktura', 'Ny faktura', 'Uusi lasku', 'Neue Rechnung'],
  overdueInvoice: ['Overdue invoice', 'Förfallen faktura', 'Forfalt faktura', 'Forfallen faktura', 'Erääntynyt lasku', 'Überfällige Rechnung'],
  paidInvoice: ['Paid invoice', 'Betald faktura', 'Betalt faktura', 'Betalt faktura', 'Maksettu lasku', 'Bezahlte Rechnung'],
  environment: ['Environment', 'Miljö', 'Miljø', 'Miljø', 'Ympäristö', 'Umwelt'],
  invoicing: ['Invoicing', 'Fakturering', 'Fakturering', 'Fakturering', 'Laskutus', 'Rechnungsstellung'],
} satisfies Record<Exclude<InboxItemType, NavigationTarget> | InboxCreatedBy | NotificationType | Exclude<BackOfficeNotificationCategory, 'price'>, Row>;

/** How a customer signs in: the API's access types and the portal's sign-in methods. */
const SIGN_IN = {
  USR_PWD: ['Username and password', 'Användarnamn och lösenord', 'Brukernavn og passord', 'Brukarnamn og passord', 'Käyttäjätunnus ja salasana', 'Benutzername und Passwort'],
  USR_PIN: ['Username and PIN', 'Användarnamn och pinkod', 'Brukernavn og PIN-kode', 'Brukarnamn og PIN-kode', 'Käyttäjätunnus ja PIN-koodi', 'Benutzername und PIN'],
  EMAIL_LINK: ['E-mail link', 'E-postlänk', 'E-postlenke', 'E-postlenkje', 'Sähköpostilinkki', 'E-Mail-Link'],
  ADMIN: ['Administrator', 'Administratör', 'Administrator', 'Administrator', 'Ylläpitäjä', 'Administrator'],
  ADMIN_BANKID: ['Administrator with BankID', 'Administratör med BankID', 'Administrator med BankID', 'Administrator med BankID', 'Ylläpitäjä BankID:llä', 'Administrator mit BankID'],
  BANKID: ['BankID', 'BankID', 'BankID', 'BankID', 'BankID', 'BankID'],
  OPENID: ['OpenID', 'OpenID', 'OpenID', 'OpenID', 'OpenID', 'OpenID'],
  OPENID_WEB_VIEW: ['OpenID in a web view', 'OpenID i webbvy', 'OpenID i nettvisning', 'OpenID i nettvising', 'OpenID verkkonäkymässä', 'OpenID in einer Webansicht'],
  USR_PRIVATE: ['Private customer login', 'Inloggning för privatkunder', 'Innlogging for privatkunder', 'Innlogging for privatkundar', 'Yksityisasiakkaan kirjautuminen', 'Anmeldung für Privatkunden'],
  USR_COMPANY: ['Business customer login', 'Inloggning för företagskunder', 'Innlogging for bedriftskunder', 'Innlogging for bedriftskundar', 'Yritysasiakkaan kirjautuminen', 'Anmeldung für Geschäftskunden'],
} satisfies Record<AccessType | PortalLoginMethod, Row>;

/** Accounts, the contact details a customer may edit, and API tokens' scopes (as the token screens word them). */
const ACCOUNTS = {
  CUSTOMER: ['Customer', 'Kund', 'Kunde', 'Kunde', 'Asiakas', 'Kunde'],
  BUSINESS: ['Business', 'Företag', 'Bedrift', 'Verksemd', 'Yritys', 'Unternehmen'],
  USER: ['User', 'Användare', 'Bruker', 'Brukar', 'Käyttäjä', 'Benutzer'],
  ANONYMOUS: ['Anonymous', 'Anonym', 'Anonym', 'Anonym', 'Anonyymi', 'Anonym'],
  DEMO: ['Demo', 'Demo', 'Demo', 'Demo', 'Demo', 'Demo'],
  email: ['E-mail', 'E-post', 'E-post', 'E-post', 'Sähköposti', 'E-Mail'],
  phoneNumber: ['Phone number', 'Telefonnummer', 'Telefonnummer', 'Telefonnummer', 'Puhelinnumero', 'Telefonnummer'],
  password: ['Password', 'Lösenord', 'Passord', 'Passord', 'Salasana', 'Passwort'],
  syncAccount: ['Sync accounts (syncAccount)', 'Synka konton (syncAccount)', 'Synkronisere kontoer (syncAccount)', 'Synkronisere kontoar (syncAccount)', 'Synkronoi tilit (syncAccount)', 'Konten synchronisieren (syncAccount)'],
  getLocations: ['Read locations (getLocations)', 'Läsa anläggningar (getLocations)', 'Lese anlegg (getLocations)', 'Lese anlegg (getLocations)', 'Lue käyttöpaikat (getLocations)', 'Standorte lesen (getLocations)'],
  sendMessage: ['Send messages (sendMessage)', 'Skicka meddelanden (sendMessage)', 'Sende meldinger (sendMessage)', 'Sende meldingar (sendMessage)', 'Lähetä viestejä (sendMessage)', 'Nachrichten senden (sendMessage)'],
} satisfies Record<AccountType | EditableUserField | ApiTokenScope, Row>;

/**
 * Where an account prospect stands on its way to an account (portal §4 sign-in polling; the account prospects list).
 * The provider_* statuses are customer service's confirmation of the provider customer (decision "Prospect state machine and who may move it").
 */
const PROSPECTS = {
  new: ['New', 'Ny', 'Ny', 'Ny', 'Uusi', 'Neu'],
  updated: ['Updated', 'Uppdaterad', 'Oppdatert', 'Oppdatert', 'Päivitetty', 'Aktualisiert'],
  provider_pending: ['Customer to confirm', 'Kund att bekräfta', 'Kunde må bekreftes', 'Kunde må stadfestast', 'Asiakas vahvistettava', 'Kunde zu bestätigen'],
  provider_resolved: ['Customer confirmed', 'Kund bekräftad', 'Kunde bekreftet', 'Kunde stadfesta', 'Asiakas vahvistettu', 'Kunde bestätigt'],
  provider_failed: ['Customer refused', 'Kund avvisad', 'Kunde avvist', 'Kunde avvist', 'Asiakas hylätty', 'Kunde abgelehnt'],
  valid: ['Valid', 'Giltig', 'Gyldig', 'Gyldig', 'Kelvollinen', 'Gültig'],
  account_waiting: ['Account queued', 'Konto i kö', 'Konto i kø', 'Konto i kø', 'Tili jonossa', 'Konto in Warteschlange'],
  account_pending: ['Account being created', 'Konto skapas', 'Konto opprettes', 'Konto vert oppretta', 'Tiliä luodaan', 'Konto wird angelegt'],
  account_resolved: ['Account created', 'Konto skapat', 'Konto opprettet', 'Konto oppretta', 'Tili luotu', 'Konto angelegt'],
  account_failed: ['Account creation failed', 'Kontot kunde inte skapas', 'Kontoen kunne ikke opprettes', 'Kontoen kunne ikkje opprettast', 'Tilin luonti epäonnistui', 'Kontoanlage fehlgeschlagen'],
  signed_in: ['Signed in', 'Inloggad', 'Logget inn', 'Logga inn', 'Kirjautunut', 'Angemeldet'],
  abandoned: ['Abandoned', 'Avbruten', 'Avbrutt', 'Avbroten', 'Keskeytetty', 'Abgebrochen'],
} satisfies Record<ProspectStatus, Row>;

/** A site's service type (the segment page words the rest) and the portal's analysis views and compare options. */
const MEASUREMENTS = {
  consumption: ['Consumption', 'Förbrukning', 'Forbruk', 'Forbruk', 'Kulutus', 'Verbrauch'],
  'consumption-net': ['Consumption (grid)', 'Förbrukning (elnät)', 'Forbruk (nett)', 'Forbruk (nett)', 'Kulutus (siirto)', 'Verbrauch (Netz)'],
  production: ['Production', 'Produktion', 'Produksjon', 'Produksjon', 'Tuotanto', 'Erzeugung'],
  'production-net': ['Production (grid)', 'Produktion (elnät)', 'Produksjon (nett)', 'Produksjon (nett)', 'Tuotanto (siirto)', 'Erzeugung (Netz)'],
  gas: ['Gas', 'Gas', 'Gass', 'Gass', 'Kaasu', 'Gas'],
  'gas-net': ['Gas (grid)', 'Gas (nät)', 'Gass (nett)', 'Gass (nett)', 'Kaasu (siirto)', 'Gas (Netz)'],
  cost: ['Cost', 'Kostnad', 'Kostnad', 'Kostnad', 'Kustannukset', 'Kosten'],
  environmentalImpact: ['Environmental impact', 'Miljöpåverkan', 'Miljøpåvirkning', 'Miljøpåverknad', 'Ympäristövaikutus', 'Umweltauswirkung'],
  none: ['None', 'Ingen', 'Ingen', 'Ingen', 'Ei mitään', 'Keine'],
  price: ['Price', 'Pris', 'Pris', 'Pris', 'Hinta', 'Preis'],
  temperature: ['Temperature', 'Temperatur', 'Temperatur', 'Temperatur', 'Lämpötila', 'Temperatur'],
  co2: ['CO₂', 'CO₂', 'CO₂', 'CO₂', 'CO₂', 'CO₂'],
  cloudCover: ['Cloud cover', 'Molnighet', 'Skydekke', 'Skydekke', 'Pilvisyys', 'Bewölkung'],
  compareDegreeDays: ['Degree days', 'Graddagar', 'Graddager', 'Graddagar', 'Astepäivät', 'Gradtage'],
} satisfies Record<Exclude<SiteType, keyof typeof SEGMENT_VALUES.serviceTypes> | PortalAnalysisView | CompareOption, Row>;

/** How the app shows modules and favorites: variants, surfaces, an icon's source, a custom favorite's polling. */
const APPEARANCE = {
  smallListCard: ['Small list card', 'Litet listkort', 'Lite listekort', 'Lite listekort', 'Pieni listakortti', 'Kleine Listenkarte'],
  mediumListCard: ['Medium list card', 'Mellanstort listkort', 'Middels listekort', 'Middels listekort', 'Keskikokoinen listakortti', 'Mittlere Listenkarte'],
  largeListCard: ['Large list card', 'Stort listkort', 'Stort listekort', 'Stort listekort', 'Suuri listakortti', 'Große Listenkarte'],
  landscapeCarousel: ['Landscape carousel', 'Liggande karusell', 'Liggende karusell', 'Liggjande karusell', 'Vaakakaruselli', 'Karussell im Querformat'],
  portraitCarousel: ['Portrait carousel', 'Stående karusell', 'Stående karusell', 'Ståande karusell', 'Pystykaruselli', 'Karussell im Hochformat'],
  rssCarousel: ['RSS carousel', 'RSS-karusell', 'RSS-karusell', 'RSS-karusell', 'RSS-karuselli', 'RSS-Karussell'],
  portrait: ['Portrait', 'Stående', 'Stående', 'Ståande', 'Pysty', 'Hochformat'],
  landscape: ['Landscape', 'Liggande', 'Liggende', 'Liggjande', 'Vaaka', 'Querformat'],
  logo: ['Logo', 'Logotyp', 'Logo', 'Logo', 'Logo', 'Logo'],
  primary: ['Primary', 'Primär', 'Primær', 'Primær', 'Ensisijainen', 'Primär'],
  secondary: ['Secondary', 'Sekundär', 'Sekundær', 'Sekundær', 'Toissijainen', 'Sekundär'],
  attention: ['Attention', 'Uppmärksamhet', 'Oppmerksomhet', 'Merksemd', 'Huomio', 'Hinweis'],
  url: ['URL', 'URL', 'URL', 'URL', 'URL', 'URL'],
  once: ['Once', 'En gång', 'Én gang', 'Éin gong', 'Kerran', 'Einmal'],
  occasionally: ['Occasionally', 'Ibland', 'Av og til', 'Av og til', 'Silloin tällöin', 'Gelegentlich'],
  often: ['Often', 'Ofta', 'Ofte', 'Ofte', 'Usein', 'Häufig'],
} satisfies Record<
  ItemCardVariant | NewsVariant | ImageFooterVariant | Exclude<SurfaceVariant, NotificationType> | Exclude<IconType, FeatureFlagContext> | PollingFrequency,
  Row
>;

/** Every value's words; a later table would overwrite an earlier one's row, so the tables' keys stay apart (their types above). */
const VALUES: Rows = {
  ...SEGMENT_VALUES.propertyTypes,
  ...SEGMENT_VALUES.carTypes,
  ...SEGMENT_VALUES.heatingTypes,
  ...SEGMENT_VALUES.appliances,
  ...SEGMENT_VALUES.serviceTypes,
  ...SERVICE_TYPES,
  ...FLAGS,
  ...APP_SCREENS,
  ...MESSAGE_TARGETS,
  ...INBOX,
  ...SIGN_IN,
  ...ACCOUNTS,
  ...PROSPECTS,
  ...MEASUREMENTS,
  ...APPEARANCE,
};

// Values carry no dots, so each row sits at the top of the area.
const formValues = messagesOfRows(VALUES);

export default formValues;
