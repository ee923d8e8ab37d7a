/**
 * The statistics and monitoring page's words (ampere.statistics.…): an organisation's figures for a
 * period, their trend, monitoring alerts and service status. One row per key with its six languages
 * side by side, so a missing translation is a type error. Type imports only: this file loads with the console.
 */
import { messagesOfRows, type Row } from '../message-rows.js';

const UI: Readonly<Record<string, Row>> = {
  title: ['Statistics', 'Statistik', 'Statistikk', 'Statistikk', 'Tilastot', 'Statistik'],
  'figures.heading': ['Customers of %{organisation}', 'Kunder hos %{organisation}', 'Kunder hos %{organisation}', 'Kundar hos %{organisation}', 'Organisaation %{organisation} asiakkaat', 'Kunden von %{organisation}'],
  'figures.error': ['The statistics could not be read: %{message}', 'Statistiken kunde inte läsas: %{message}', 'Statistikken kunne ikke leses: %{message}', 'Statistikken kunne ikkje lesast: %{message}', 'Tilastoja ei voitu lukea: %{message}', 'Die Statistik konnte nicht gelesen werden: %{message}'],
  'figures.accounts': ['Accounts', 'Konton', 'Kontoer', 'Kontoar', 'Tilit', 'Konten'],
  'figures.users': ['Users', 'Användare', 'Brukere', 'Brukarar', 'Käyttäjät', 'Benutzer'],
  'figures.activeUsers': ['Active users', 'Aktiva användare', 'Aktive brukere', 'Aktive brukarar', 'Aktiiviset käyttäjät', 'Aktive Benutzer'],
  'figures.newAccounts': ['New accounts', 'Nya konton', 'Nye kontoer', 'Nye kontoar', 'Uudet tilit', 'Neue Konten'],
  'figures.locations': ['Locations', 'Anläggningar', 'Anlegg', 'Anlegg', 'Käyttöpaikat', 'Standorte'],
  'figures.iotUsers': ['Users with a device', 'Användare med en enhet', 'Brukere med en enhet', 'Brukarar med ei eining', 'Käyttäjät, joilla on laite', 'Benutzer mit Gerät'],
  'figures.inPeriod': ['in the period', 'under perioden', 'i perioden', 'i perioden', 'jakson aikana', 'im Zeitraum'],
  'figures.atEnd': ['at the end of the period', 'vid periodens slut', 'ved periodens slutt', 'ved slutten av perioden', 'jakson lopussa', 'am Ende des Zeitraums'],
  'period.label': ['Period', 'Period', 'Periode', 'Periode', 'Jakso', 'Zeitraum'],
  'period.from': ['From', 'Från', 'Fra', 'Frå', 'Alkaen', 'Von'],
  'period.to': ['To', 'Till', 'Til', 'Til', 'Asti', 'Bis'],
  'period.show': ['Show', 'Visa', 'Vis', 'Vis', 'Näytä', 'Anzeigen'],
  'period.range': ['%{from} – %{to}', '%{from} – %{to}', '%{from} – %{to}', '%{from} – %{to}', '%{from} – %{to}', '%{from} – %{to}'],
  'trend.heading': ['Trend', 'Trend', 'Utvikling', 'Utvikling', 'Kehitys', 'Verlauf'],
  'trend.note': ['The period and the five of the same length before it.', 'Perioden och de fem lika långa före den.', 'Perioden og de fem like lange før den.', 'Perioden og dei fem like lange før han.', 'Jakso ja viisi samanpituista jaksoa ennen sitä.', 'Der Zeitraum und die fünf gleich langen davor.'],
  'trend.chart': ['Chart of new accounts, active users and accounts per period', 'Diagram över nya konton, aktiva användare och konton per period', 'Diagram over nye kontoer, aktive brukere og kontoer per periode', 'Diagram over nye kontoar, aktive brukarar og kontoar per periode', 'Kaavio uusista tileistä, aktiivisista käyttäjistä ja tileistä jaksoittain', 'Diagramm der neuen Konten, aktiven Benutzer und Konten je Zeitraum'],
  'trend.periodEnd': ['Period ending', 'Period som slutar', 'Periode som slutter', 'Periode som sluttar', 'Jakso päättyy', 'Zeitraum bis'],
  'alerts.heading': ['Monitoring alerts', 'Övervakningslarm', 'Overvåkingsvarsler', 'Overvakingsvarsel', 'Valvontahälytykset', 'Überwachungsalarme'],
  'alerts.empty': ['No alerts: everything monitored is running.', 'Inga larm: allt som övervakas fungerar.', 'Ingen varsler: alt som overvåkes, går som det skal.', 'Ingen varsel: alt som vert overvaka, går som det skal.', 'Ei hälytyksiä: kaikki valvottu toimii.', 'Keine Alarme: alles Überwachte läuft.'],
  'alerts.firing': ['Firing', 'Aktivt', 'Aktivt', 'Aktivt', 'Päällä', 'Aktiv'],
  'alerts.resolved': ['Resolved', 'Åtgärdat', 'Løst', 'Løyst', 'Ratkaistu', 'Behoben'],
  'alerts.since': ['Since %{time}', 'Sedan %{time}', 'Siden %{time}', 'Sidan %{time}', 'Alkaen %{time}', 'Seit %{time}'],
  'alerts.resolvedAt': ['Resolved %{time}', 'Åtgärdat %{time}', 'Løst %{time}', 'Løyst %{time}', 'Ratkaistu %{time}', 'Behoben %{time}'],
  'alerts.severity': ['Severity', 'Allvarlighetsgrad', 'Alvorlighetsgrad', 'Alvorsgrad', 'Vakavuus', 'Schweregrad'],
  'severity.info': ['Info', 'Info', 'Info', 'Info', 'Tiedote', 'Info'],
  'severity.warning': ['Warning', 'Varning', 'Advarsel', 'Åtvaring', 'Varoitus', 'Warnung'],
  'severity.critical': ['Critical', 'Kritiskt', 'Kritisk', 'Kritisk', 'Kriittinen', 'Kritisch'],
  'status.heading': ['Service status', 'Tjänststatus', 'Tjenestestatus', 'Tenestestatus', 'Palvelujen tila', 'Dienststatus'],
  'status.up': ['Up', 'Igång', 'Oppe', 'Oppe', 'Toiminnassa', 'Läuft'],
  'status.down': ['Down (%{status})', 'Nere (%{status})', 'Nede (%{status})', 'Nede (%{status})', 'Alhaalla (%{status})', 'Gestört (%{status})'],
  'status.notConfigured': ['Not configured', 'Inte konfigurerad', 'Ikke konfigurert', 'Ikkje konfigurert', 'Ei määritetty', 'Nicht eingerichtet'],
  'status.checked': ['Checked %{time}', 'Kontrollerad %{time}', 'Sjekket %{time}', 'Sjekka %{time}', 'Tarkistettu %{time}', 'Geprüft %{time}'],
  'status.empty': ['No services reported.', 'Inga tjänster rapporterade.', 'Ingen tjenester rapportert.', 'Ingen tenester rapporterte.', 'Palveluja ei raportoitu.', 'Keine Dienste gemeldet.'],
};

const statistics = messagesOfRows(UI);

export default statistics;
