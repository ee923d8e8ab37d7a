/**
 * The copy grid's words (ampere.copy.…: resources/copy): one row per key with its six languages side
 * by side, so a missing translation is a type error; the copy types and import issues are keyed by the
 * contract's own types, so one the contract gains must be worded here too. Type imports only: this
 * file loads with the console, zod and the schemas do not.
 */
import type { CopyImportIssueCode, CopyType } from '../../../../schemas/copy.js';
import { messagesOfRows, type Row } from '../message-rows.js';

const UI: Readonly<Record<string, Row>> = {
  title: ['Copy text', 'Texter', 'Tekster', 'Tekstar', 'Tekstit', 'Texte'],
  type: ['Type', 'Typ', 'Type', 'Type', 'Tyyppi', 'Typ'],
  scope: ['Texts of', 'Texter för', 'Tekster for', 'Tekstar for', 'Kenen tekstit', 'Texte von'],
  scopeDefault: [
    'Platform default (all organisations)', 'Plattformens standard (alla organisationer)', 'Plattformens standard (alle organisasjoner)',
    'Plattformstandard (alle organisasjonar)', 'Alustan oletus (kaikki organisaatiot)', 'Plattform-Standard (alle Organisationen)',
  ],
  scopeOrganisation: ['Organisation %{organisation}', 'Organisation %{organisation}', 'Organisasjon %{organisation}', 'Organisasjon %{organisation}', 'Organisaatio %{organisation}', 'Organisation %{organisation}'],
  search: ['Search keys, notes and texts', 'Sök nycklar, anteckningar och texter', 'Søk i nøkler, notater og tekster', 'Søk i nøklar, notat og tekstar', 'Hae avaimista, huomautuksista ja teksteistä', 'Schlüssel, Notizen und Texte durchsuchen'],
  'column.key': ['Key', 'Nyckel', 'Nøkkel', 'Nøkkel', 'Avain', 'Schlüssel'],
  'column.description': ['Note for translators', 'Anteckning till översättare', 'Notat til oversettere', 'Notat til omsetjarar', 'Huomautus kääntäjille', 'Hinweis für Übersetzer'],
  'legend.organisation': [
    'Grey italic texts are the platform default: %{organisation} shows them until it writes its own. Clear a cell to return to the default.',
    'Grå kursiva texter är plattformens standard: %{organisation} visar dem tills den skriver egna. Töm en cell för att återgå till standarden.',
    'Grå kursive tekster er plattformens standard: %{organisation} viser dem til den skriver sine egne. Tøm en celle for å gå tilbake til standarden.',
    'Grå kursive tekstar er plattformstandarden: %{organisation} viser dei til han skriv sine eigne. Tøm ei celle for å gå attende til standarden.',
    'Harmaat kursivoidut tekstit ovat alustan oletuksia: %{organisation} näyttää ne, kunnes kirjoittaa omansa. Tyhjennä solu palataksesi oletukseen.',
    'Graue kursive Texte sind der Plattform-Standard: %{organisation} zeigt sie, bis es eigene schreibt. Leeren Sie eine Zelle, um zum Standard zurückzukehren.',
  ],
  'legend.default': [
    'Changes here reach every organisation that has no text of its own for the key.',
    'Ändringar här når alla organisationer som saknar egen text för nyckeln.',
    'Endringer her når alle organisasjoner som ikke har egen tekst for nøkkelen.',
    'Endringar her når alle organisasjonar som ikkje har eigen tekst for nøkkelen.',
    'Muutokset näkyvät kaikille organisaatioille, joilla ei ole avaimelle omaa tekstiä.',
    'Änderungen hier gelten für jede Organisation ohne eigenen Text für den Schlüssel.',
  ],
  'legend.keys': [
    'Click a cell or press Enter to edit; Enter saves, Shift+Enter adds a line, Tab saves and moves on, Escape cancels. Arrow keys move between cells.',
    'Klicka på en cell eller tryck Enter för att redigera; Enter sparar, Skift+Enter ger ny rad, Tabb sparar och går vidare, Esc avbryter. Piltangenterna flyttar mellan celler.',
    'Klikk på en celle eller trykk Enter for å redigere; Enter lagrer, Shift+Enter gir ny linje, Tab lagrer og går videre, Esc avbryter. Piltastene flytter mellom celler.',
    'Klikk på ei celle eller trykk Enter for å redigere; Enter lagrar, Shift+Enter gjev ny linje, Tab lagrar og går vidare, Esc avbryt. Piltastane flyttar mellom celler.',
    'Muokkaa napsauttamalla solua tai painamalla Enter; Enter tallentaa, Vaihto+Enter lisää rivin, Sarkain tallentaa ja siirtyy, Esc peruu. Nuolinäppäimet siirtävät solusta toiseen.',
    'Klicken Sie auf eine Zelle oder drücken Sie Enter zum Bearbeiten; Enter speichert, Umschalt+Enter fügt eine Zeile ein, Tab speichert und geht weiter, Esc bricht ab. Pfeiltasten wechseln die Zelle.',
  ],
  readOnly: [
    'Your role may read copy text but not change it.', 'Din roll får läsa texter men inte ändra dem.', 'Rollen din kan lese tekster, men ikke endre dem.',
    'Rolla di kan lese tekstar, men ikkje endre dei.', 'Roolisi voi lukea tekstejä mutta ei muuttaa niitä.', 'Ihre Rolle darf Texte lesen, aber nicht ändern.',
  ],
  inherited: ['platform default', 'plattformens standard', 'plattformens standard', 'plattformstandard', 'alustan oletus', 'Plattform-Standard'],
  noText: ['No text', 'Ingen text', 'Ingen tekst', 'Ingen tekst', 'Ei tekstiä', 'Kein Text'],
  saved: ['Saved', 'Sparat', 'Lagret', 'Lagra', 'Tallennettu', 'Gespeichert'],
  edit: ['Edit %{key}, %{column}', 'Redigera %{key}, %{column}', 'Rediger %{key}, %{column}', 'Rediger %{key}, %{column}', 'Muokkaa: %{key}, %{column}', '%{key} bearbeiten, %{column}'],
  loading: ['Loading copy text…', 'Läser in texter…', 'Laster inn tekster …', 'Lastar inn tekstar …', 'Ladataan tekstejä…', 'Texte werden geladen…'],
  empty: ['This type has no keys yet.', 'Den här typen har inga nycklar än.', 'Denne typen har ingen nøkler ennå.', 'Denne typen har ingen nøklar enno.', 'Tällä tyypillä ei ole vielä avaimia.', 'Dieser Typ hat noch keine Schlüssel.'],
  emptySearch: ['No key matches “%{search}”.', 'Ingen nyckel matchar ”%{search}”.', 'Ingen nøkkel passer med «%{search}».', 'Ingen nøkkel passar med «%{search}».', 'Mikään avain ei vastaa hakua ”%{search}”.', 'Kein Schlüssel passt zu „%{search}“.'],
  loadError: ['The copy text could not be loaded: %{message}', 'Texterna kunde inte läsas in: %{message}', 'Tekstene kunne ikke lastes inn: %{message}', 'Tekstane kunne ikkje lastast inn: %{message}', 'Tekstejä ei voitu ladata: %{message}', 'Die Texte konnten nicht geladen werden: %{message}'],
  'pages.label': ['Pages', 'Sidor', 'Sider', 'Sider', 'Sivut', 'Seiten'],
  'pages.range': ['Keys %{from}–%{to} of %{total}', 'Nycklar %{from}–%{to} av %{total}', 'Nøkler %{from}–%{to} av %{total}', 'Nøklar %{from}–%{to} av %{total}', 'Avaimet %{from}–%{to} / %{total}', 'Schlüssel %{from}–%{to} von %{total}'],
  'pages.previous': ['Previous page', 'Föregående sida', 'Forrige side', 'Førre side', 'Edellinen sivu', 'Vorherige Seite'],
  'pages.next': ['Next page', 'Nästa sida', 'Neste side', 'Neste side', 'Seuraava sivu', 'Nächste Seite'],
  'pages.page': ['Page %{page} of %{pages}', 'Sida %{page} av %{pages}', 'Side %{page} av %{pages}', 'Side %{page} av %{pages}', 'Sivu %{page} / %{pages}', 'Seite %{page} von %{pages}'],
  'add.button': ['Add key', 'Lägg till nyckel', 'Legg til nøkkel', 'Legg til nøkkel', 'Lisää avain', 'Schlüssel hinzufügen'],
  'add.title': ['Add a key to %{type}', 'Lägg till en nyckel i %{type}', 'Legg til en nøkkel i %{type}', 'Legg til ein nøkkel i %{type}', 'Lisää avain tyyppiin %{type}', 'Schlüssel zu %{type} hinzufügen'],
  'add.scope': ['It is added to: %{scope}', 'Den läggs till i: %{scope}', 'Den legges til i: %{scope}', 'Han vert lagd til i: %{scope}', 'Se lisätään kohteeseen: %{scope}', 'Er wird hinzugefügt zu: %{scope}'],
  'add.save': ['Add', 'Lägg till', 'Legg til', 'Legg til', 'Lisää', 'Hinzufügen'],
  'add.done': ['Key %{key} added', 'Nyckeln %{key} är tillagd', 'Nøkkelen %{key} er lagt til', 'Nøkkelen %{key} er lagd til', 'Avain %{key} lisätty', 'Schlüssel %{key} hinzugefügt'],
  'delete.button': ['Delete %{key}', 'Ta bort %{key}', 'Slett %{key}', 'Slett %{key}', 'Poista %{key}', '%{key} löschen'],
  'delete.revertButton': ['Return %{key} to the platform default', 'Återställ %{key} till plattformens standard', 'Tilbakestill %{key} til plattformens standard', 'Tilbakestill %{key} til plattformstandarden', 'Palauta %{key} alustan oletukseen', '%{key} auf den Plattform-Standard zurücksetzen'],
  'delete.title': ['Delete %{key}?', 'Ta bort %{key}?', 'Slette %{key}?', 'Slette %{key}?', 'Poistetaanko %{key}?', '%{key} löschen?'],
  'delete.revertTitle': ['Return %{key} to the platform default?', 'Återställa %{key} till plattformens standard?', 'Tilbakestille %{key} til plattformens standard?', 'Tilbakestille %{key} til plattformstandarden?', 'Palautetaanko %{key} alustan oletukseen?', '%{key} auf den Plattform-Standard zurücksetzen?'],
  'delete.platform': [
    'The key and its texts in every language leave the platform default. Organisations that wrote their own text keep it.',
    'Nyckeln och dess texter på alla språk tas bort ur plattformens standard. Organisationer som skrivit egen text behåller den.',
    'Nøkkelen og tekstene på alle språk fjernes fra plattformens standard. Organisasjoner som har skrevet egen tekst, beholder den.',
    'Nøkkelen og tekstane på alle språk vert fjerna frå plattformstandarden. Organisasjonar som har skrive eigen tekst, held på han.',
    'Avain ja sen tekstit kaikilla kielillä poistuvat alustan oletuksista. Organisaatiot, jotka ovat kirjoittaneet oman tekstin, säilyttävät sen.',
    'Der Schlüssel und seine Texte in allen Sprachen verschwinden aus dem Plattform-Standard. Organisationen mit eigenem Text behalten ihn.',
  ],
  'delete.organisation': [
    'The key and its texts leave %{organisation}.', 'Nyckeln och dess texter tas bort från %{organisation}.', 'Nøkkelen og tekstene fjernes fra %{organisation}.',
    'Nøkkelen og tekstane vert fjerna frå %{organisation}.', 'Avain ja sen tekstit poistuvat organisaatiolta %{organisation}.', 'Der Schlüssel und seine Texte verschwinden aus %{organisation}.',
  ],
  'delete.revert': [
    "%{organisation}'s own texts of the key go; the platform default shows again.", 'Organisationen %{organisation}s egna texter för nyckeln tas bort; plattformens standard visas igen.',
    '%{organisation} sine egne tekster for nøkkelen fjernes; plattformens standard vises igjen.', '%{organisation} sine eigne tekstar for nøkkelen vert fjerna; plattformstandarden vert vist att.',
    'Organisaation %{organisation} omat tekstit avaimelle poistuvat; alustan oletus näkyy taas.', 'Die eigenen Texte von %{organisation} für den Schlüssel werden entfernt; der Plattform-Standard erscheint wieder.',
  ],
  'delete.revertConfirm': ['Return to default', 'Återställ', 'Tilbakestill', 'Tilbakestill', 'Palauta', 'Zurücksetzen'],
  'delete.done': ['%{key} is deleted', '%{key} är borttagen', '%{key} er slettet', '%{key} er sletta', '%{key} on poistettu', '%{key} ist gelöscht'],
  export: ['Export CSV', 'Exportera CSV', 'Eksporter CSV', 'Eksporter CSV', 'Vie CSV', 'CSV exportieren'],
  exportFailed: ['The export could not be made: %{message}', 'Exporten kunde inte göras: %{message}', 'Eksporten kunne ikke lages: %{message}', 'Eksporten kunne ikkje lagast: %{message}', 'Vientiä ei voitu tehdä: %{message}', 'Der Export war nicht möglich: %{message}'],
  'import.button': ['Import CSV', 'Importera CSV', 'Importer CSV', 'Importer CSV', 'Tuo CSV', 'CSV importieren'],
  'import.title': ['Import %{type} from a CSV file', 'Importera %{type} från en CSV-fil', 'Importer %{type} fra en CSV-fil', 'Importer %{type} frå ei CSV-fil', 'Tuo %{type} CSV-tiedostosta', '%{type} aus einer CSV-Datei importieren'],
  'import.choose': ['Choose a CSV file', 'Välj en CSV-fil', 'Velg en CSV-fil', 'Vel ei CSV-fil', 'Valitse CSV-tiedosto', 'CSV-Datei auswählen'],
  'import.hint': [
    'Columns key, description, en, sv, nb, nn, fi, de, as the export writes them. Nothing is written until you apply the preview.',
    'Kolumnerna key, description, en, sv, nb, nn, fi, de, som exporten skriver dem. Inget sparas förrän du tillämpar förhandsvisningen.',
    'Kolonnene key, description, en, sv, nb, nn, fi, de, slik eksporten skriver dem. Ingenting lagres før du tar i bruk forhåndsvisningen.',
    'Kolonnane key, description, en, sv, nb, nn, fi, de, slik eksporten skriv dei. Ingenting vert lagra før du tek i bruk førehandsvisinga.',
    'Sarakkeet key, description, en, sv, nb, nn, fi, de, kuten vienti ne kirjoittaa. Mitään ei tallenneta ennen kuin otat esikatselun käyttöön.',
    'Spalten key, description, en, sv, nb, nn, fi, de, wie der Export sie schreibt. Nichts wird gespeichert, bevor Sie die Vorschau übernehmen.',
  ],
  'import.file': ['File: %{name}', 'Fil: %{name}', 'Fil: %{name}', 'Fil: %{name}', 'Tiedosto: %{name}', 'Datei: %{name}'],
  'import.checking': ['Checking the file…', 'Kontrollerar filen…', 'Kontrollerer filen …', 'Kontrollerer fila …', 'Tarkistetaan tiedostoa…', 'Datei wird geprüft…'],
  'import.failed': ['The file cannot be imported: %{message}', 'Filen kan inte importeras: %{message}', 'Filen kan ikke importeres: %{message}', 'Fila kan ikkje importerast: %{message}', 'Tiedostoa ei voi tuoda: %{message}', 'Die Datei kann nicht importiert werden: %{message}'],
  'import.group.added': ['New keys (%{n})', 'Nya nycklar (%{n})', 'Nye nøkler (%{n})', 'Nye nøklar (%{n})', 'Uudet avaimet (%{n})', 'Neue Schlüssel (%{n})'],
  'import.group.changed': ['Changed (%{n})', 'Ändrade (%{n})', 'Endret (%{n})', 'Endra (%{n})', 'Muuttuneet (%{n})', 'Geändert (%{n})'],
  'import.group.unchanged': ['Unchanged (%{n})', 'Oförändrade (%{n})', 'Uendret (%{n})', 'Uendra (%{n})', 'Muuttumattomat (%{n})', 'Unverändert (%{n})'],
  'import.group.invalid': ['Not imported (%{n})', 'Importeras inte (%{n})', 'Importeres ikke (%{n})', 'Vert ikkje importert (%{n})', 'Ei tuoda (%{n})', 'Nicht importiert (%{n})'],
  'import.invalidNote': [
    'These rows stay as they are: fix them in the file and import it again.', 'Dessa rader lämnas som de är: rätta dem i filen och importera den igen.',
    'Disse radene blir stående som de er: rett dem i filen og importer den igjen.', 'Desse radene vert ståande som dei er: rett dei i fila og importer ho att.',
    'Nämä rivit jäävät ennalleen: korjaa ne tiedostoon ja tuo se uudelleen.', 'Diese Zeilen bleiben, wie sie sind: Korrigieren Sie sie in der Datei und importieren Sie sie erneut.',
  ],
  'import.row': ['Row %{row}', 'Rad %{row}', 'Rad %{row}', 'Rad %{row}', 'Rivi %{row}', 'Zeile %{row}'],
  'import.now': ['Now', 'Nu', 'Nå', 'No', 'Nyt', 'Jetzt'],
  'import.inFile': ['In the file', 'I filen', 'I filen', 'I fila', 'Tiedostossa', 'In der Datei'],
  'import.apply': ['Apply %{smart_count} row |||| Apply %{smart_count} rows', 'Tillämpa %{smart_count} rad |||| Tillämpa %{smart_count} rader', 'Ta i bruk %{smart_count} rad |||| Ta i bruk %{smart_count} rader', 'Ta i bruk %{smart_count} rad |||| Ta i bruk %{smart_count} rader', 'Ota käyttöön %{smart_count} rivi |||| Ota käyttöön %{smart_count} riviä', '%{smart_count} Zeile übernehmen |||| %{smart_count} Zeilen übernehmen'],
  'import.nothing': [
    'Nothing to apply: no valid row adds or changes a text.', 'Inget att tillämpa: ingen giltig rad lägger till eller ändrar en text.', 'Ingenting å ta i bruk: ingen gyldig rad legger til eller endrer en tekst.',
    'Ingenting å ta i bruk: inga gyldige rader legg til eller endrar ein tekst.', 'Ei käyttöön otettavaa: mikään kelvollinen rivi ei lisää tai muuta tekstiä.', 'Nichts zu übernehmen: Keine gültige Zeile fügt einen Text hinzu oder ändert ihn.',
  ],
  'import.applying': ['Applying…', 'Tillämpar…', 'Tar i bruk …', 'Tek i bruk …', 'Otetaan käyttöön…', 'Wird übernommen…'],
  'import.result': [
    'Imported: %{created} added, %{updated} changed, %{unchanged} unchanged, %{invalid} not imported.', 'Importerat: %{created} tillagda, %{updated} ändrade, %{unchanged} oförändrade, %{invalid} inte importerade.',
    'Importert: %{created} lagt til, %{updated} endret, %{unchanged} uendret, %{invalid} ikke importert.', 'Importert: %{created} lagde til, %{updated} endra, %{unchanged} uendra, %{invalid} ikkje importerte.',
    'Tuotu: %{created} lisätty, %{updated} muutettu, %{unchanged} ennallaan, %{invalid} tuomatta.', 'Importiert: %{created} hinzugefügt, %{updated} geändert, %{unchanged} unverändert, %{invalid} nicht importiert.',
  ],
};

const TYPES: Readonly<Record<CopyType, Row>> = {
  shared: ['Shared (portal and apps)', 'Gemensamt (portal och appar)', 'Felles (portal og apper)', 'Felles (portal og appar)', 'Yhteiset (portaali ja sovellukset)', 'Gemeinsam (Portal und Apps)'],
  'my-pages': ['My pages', 'Mina sidor', 'Min side', 'Mi side', 'Omat sivut', 'Meine Seiten'],
  chat: ['Chat', 'Chatt', 'Chat', 'Chat', 'Chat', 'Chat'],
  app: ['App', 'App', 'App', 'App', 'Sovellus', 'App'],
  bridge: ['Console', 'Konsol', 'Konsoll', 'Konsoll', 'Konsoli', 'Konsole'],
  email: ['E-mail', 'E-post', 'E-post', 'E-post', 'Sähköposti', 'E-Mail'],
  push: ['Push notifications', 'Pushnotiser', 'Push-varsler', 'Push-varsel', 'Push-ilmoitukset', 'Push-Benachrichtigungen'],
};

const ISSUES: Readonly<Record<CopyImportIssueCode, Row>> = {
  invalidKey: ['Bad key: %{message}', 'Ogiltig nyckel: %{message}', 'Ugyldig nøkkel: %{message}', 'Ugyldig nøkkel: %{message}', 'Virheellinen avain: %{message}', 'Ungültiger Schlüssel: %{message}'],
  repeatedKey: ['The key is also in row %{row}', 'Nyckeln finns också på rad %{row}', 'Nøkkelen står også på rad %{row}', 'Nøkkelen står òg på rad %{row}', 'Avain on myös rivillä %{row}', 'Der Schlüssel steht auch in Zeile %{row}'],
  missingLanguages: ['No text in %{languages}', 'Ingen text på %{languages}', 'Ingen tekst på %{languages}', 'Ingen tekst på %{languages}', 'Ei tekstiä kielillä %{languages}', 'Kein Text in %{languages}'],
  lostPlaceholders: [
    '%{language} loses %{placeholders} of the current text', '%{language} tappar %{placeholders} från nuvarande text', '%{language} mister %{placeholders} fra dagens tekst',
    '%{language} mistar %{placeholders} frå dagens tekst', '%{language}: nykyisen tekstin %{placeholders} puuttuu', '%{language} verliert %{placeholders} des aktuellen Texts',
  ],
};

const copy = messagesOfRows(UI, { types: TYPES, issues: ISSUES });

export default copy;
