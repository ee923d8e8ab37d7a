/**
 * The theme editor's words (ampere.theme.…): its sections, the names of the theme's fields, and the
 * preview's sample portal. One row per key with its six languages side by side, so a missing
 * translation is a type error. Variant names (h1, filled, neutral, primary, …) are the contract's
 * own identifiers and are not worded here. Type imports only: this file loads with the console.
 */
import type { ThemeComponentGroup } from '../../../../schemas/settings/theme.js';
import { messagesOfRows, type Row } from '../message-rows.js';

const UI: Readonly<Record<string, Row>> = {
  'editor.label': ['Theme editor', 'Temaredigerare', 'Temaredigering', 'Temaredigering', 'Teemaeditori', 'Theme-Editor'],
  readOnly: [
    'Read only: your role may not change the theme.', 'Endast läsning: din roll får inte ändra temat.', 'Kun lesing: rollen din kan ikke endre temaet.',
    'Berre lesing: rolla di kan ikkje endre temaet.', 'Vain luku: roolisi ei voi muuttaa teemaa.', 'Nur lesen: Ihre Rolle darf das Theme nicht ändern.',
  ],
  'part.light': ['Light', 'Ljust', 'Lyst', 'Lyst', 'Vaalea', 'Hell'],
  'part.dark': ['Dark', 'Mörkt', 'Mørkt', 'Mørkt', 'Tumma', 'Dunkel'],
  'dark.add': ['Add dark part', 'Lägg till mörk del', 'Legg til mørk del', 'Legg til mørk del', 'Lisää tumma osa', 'Dunklen Teil hinzufügen'],
  'dark.remove': ['Remove dark part', 'Ta bort mörk del', 'Fjern mørk del', 'Fjern mørk del', 'Poista tumma osa', 'Dunklen Teil entfernen'],
  'dark.none': [
    'No dark part.', 'Ingen mörk del.', 'Ingen mørk del.', 'Ingen mørk del.', 'Ei tummaa osaa.', 'Kein dunkler Teil.',
  ],
  'dark.confirm': [
    'Remove the dark part and all its colours?', 'Ta bort den mörka delen och alla dess färger?', 'Fjerne den mørke delen og alle fargene i den?',
    'Fjerne den mørke delen og alle fargane i han?', 'Poistetaanko tumma osa ja kaikki sen värit?', 'Den dunklen Teil mit allen Farben entfernen?',
  ],
  'section.base': ['Base colours', 'Grundfärger', 'Grunnfarger', 'Grunnfargar', 'Perusvärit', 'Grundfarben'],
  'section.components': ['Components', 'Komponenter', 'Komponenter', 'Komponentar', 'Komponentit', 'Komponenten'],
  notSet: ['Not set.', 'Inte angiven.', 'Ikke angitt.', 'Ikkje sett.', 'Ei asetettu.', 'Nicht festgelegt.'],
  'action.add': ['Add %{name}', 'Lägg till %{name}', 'Legg til %{name}', 'Legg til %{name}', 'Lisää %{name}', '%{name} hinzufügen'],
  'action.remove': ['Remove %{name}', 'Ta bort %{name}', 'Fjern %{name}', 'Fjern %{name}', 'Poista %{name}', '%{name} entfernen'],
  'colour.picker': ['%{name}: colour picker', '%{name}: färgväljare', '%{name}: fargevelger', '%{name}: fargeveljar', '%{name}: värivalitsin', '%{name}: Farbwähler'],
  'list.item': ['Colour %{n}', 'Färg %{n}', 'Farge %{n}', 'Farge %{n}', 'Väri %{n}', 'Farbe %{n}'],
  'list.add': ['Add colour', 'Lägg till färg', 'Legg til farge', 'Legg til farge', 'Lisää väri', 'Farbe hinzufügen'],
  'list.remove': ['Remove colour %{n}', 'Ta bort färg %{n}', 'Fjern farge %{n}', 'Fjern farge %{n}', 'Poista väri %{n}', 'Farbe %{n} entfernen'],
  'list.up': ['Move colour %{n} up', 'Flytta färg %{n} uppåt', 'Flytt farge %{n} opp', 'Flytt farge %{n} opp', 'Siirrä väriä %{n} ylös', 'Farbe %{n} nach oben'],
  'list.down': ['Move colour %{n} down', 'Flytta färg %{n} nedåt', 'Flytt farge %{n} ned', 'Flytt farge %{n} ned', 'Siirrä väriä %{n} alas', 'Farbe %{n} nach unten'],
  'list.range': ['%{min} to %{max} colours', '%{min} till %{max} färger', '%{min} til %{max} farger', '%{min} til %{max} fargar', '%{min}–%{max} väriä', '%{min} bis %{max} Farben'],
  'issues.summary': [
    'The theme has %{smart_count} problem: |||| The theme has %{smart_count} problems:', 'Temat har %{smart_count} fel: |||| Temat har %{smart_count} fel:',
    'Temaet har %{smart_count} feil: |||| Temaet har %{smart_count} feil:', 'Temaet har %{smart_count} feil: |||| Temaet har %{smart_count} feil:',
    'Teemassa on %{smart_count} virhe: |||| Teemassa on %{smart_count} virhettä:', 'Das Theme hat %{smart_count} Fehler: |||| Das Theme hat %{smart_count} Fehler:',
  ],
  'issues.count': [
    '%{smart_count} problem |||| %{smart_count} problems', '%{smart_count} fel |||| %{smart_count} fel', '%{smart_count} feil |||| %{smart_count} feil',
    '%{smart_count} feil |||| %{smart_count} feil', '%{smart_count} virhe |||| %{smart_count} virhettä', '%{smart_count} Fehler |||| %{smart_count} Fehler',
  ],
  'preview.label': ['Preview', 'Förhandsvisning', 'Forhåndsvisning', 'Førehandsvising', 'Esikatselu', 'Vorschau'],
  'preview.mode': ['Colours shown', 'Visade färger', 'Viste farger', 'Viste fargar', 'Näytettävät värit', 'Angezeigte Farben'],
  'preview.portal': ['The portal', 'Portalen', 'Portalen', 'Portalen', 'Portaali', 'Das Portal'],
  'preview.portalNote': [
    'As the portal applies it.', 'Som portalen tillämpar det.', 'Slik portalen bruker det.', 'Slik portalen brukar det.', 'Kuten portaali sen käyttää.', 'So wie das Portal es anwendet.',
  ],
  'preview.darkNote': [
    'The portal applies only the light part for now.', 'Portalen tillämpar än så länge bara den ljusa delen.', 'Portalen bruker foreløpig bare den lyse delen.',
    'Portalen brukar førebels berre den lyse delen.', 'Portaali käyttää toistaiseksi vain vaaleaa osaa.', 'Das Portal wendet vorerst nur den hellen Teil an.',
  ],
  'preview.apps': ['Components in the apps', 'Komponenter i apparna', 'Komponenter i appene', 'Komponentar i appane', 'Sovellusten komponentit', 'Komponenten in den Apps'],
  'preview.appsNote': [
    'The portal does not apply these yet.', 'Portalen tillämpar dessa inte än.', 'Portalen bruker ikke disse ennå.', 'Portalen brukar ikkje desse enno.', 'Portaali ei vielä käytä näitä.', 'Das Portal wendet diese noch nicht an.',
  ],
  'preview.noComponents': [
    'No component styles set.', 'Inga komponentstilar angivna.', 'Ingen komponentstiler angitt.', 'Ingen komponentstilar sette.',
    'Komponenttityylejä ei ole asetettu.', 'Keine Komponentenstile festgelegt.',
  ],
  'sample.site': ['My pages', 'Mina sidor', 'Mine sider', 'Mine sider', 'Omat sivut', 'Meine Seiten'],
  'sample.title': ['Overview', 'Översikt', 'Oversikt', 'Oversikt', 'Yleiskatsaus', 'Übersicht'],
  'sample.cardTitle': ['Consumption', 'Förbrukning', 'Forbruk', 'Forbruk', 'Kulutus', 'Verbrauch'],
  'sample.body': [
    'You used 412 kWh last month.', 'Du använde 412 kWh förra månaden.', 'Du brukte 412 kWh forrige måned.', 'Du brukte 412 kWh førre månad.',
    'Käytit viime kuussa 412 kWh.', 'Sie haben letzten Monat 412 kWh verbraucht.',
  ],
  'sample.primary': ['Pay invoice', 'Betala faktura', 'Betal faktura', 'Betal faktura', 'Maksa lasku', 'Rechnung bezahlen'],
  'sample.outlined': ['Details', 'Detaljer', 'Detaljer', 'Detaljar', 'Tiedot', 'Details'],
  'sample.info': ['Your invoice is ready.', 'Din faktura är klar.', 'Fakturaen din er klar.', 'Fakturaen din er klar.', 'Laskusi on valmis.', 'Ihre Rechnung ist fertig.'],
  'sample.attention': [
    'A meter reading is missing.', 'En mätarställning saknas.', 'En måleravlesning mangler.', 'Ei måleravlesing manglar.', 'Mittarilukema puuttuu.', 'Ein Zählerstand fehlt.',
  ],
  'sample.badge': ['New', 'Ny', 'Ny', 'Ny', 'Uusi', 'Neu'],
  'sample.month': ['Month', 'Månad', 'Måned', 'Månad', 'Kuukausi', 'Monat'],
  'sample.year': ['Year', 'År', 'År', 'År', 'Vuosi', 'Jahr'],
  'sample.chart': ['Consumption per month', 'Förbrukning per månad', 'Forbruk per måned', 'Forbruk per månad', 'Kulutus kuukausittain', 'Verbrauch pro Monat'],
  'sample.distribution': ['Distribution', 'Fördelning', 'Fordeling', 'Fordeling', 'Jakauma', 'Verteilung'],
  'sample.home': ['Home', 'Hem', 'Hjem', 'Heim', 'Koti', 'Start'],
  'sample.invoices': ['Invoices', 'Fakturor', 'Fakturaer', 'Fakturaer', 'Laskut', 'Rechnungen'],
};

/** The part's own sections and the component groups (back-office §3 Theme). */
const GROUPS: Readonly<Record<ThemeComponentGroup | 'views' | 'surfaces', Row>> = {
  views: ['Views', 'Vyer', 'Visninger', 'Visingar', 'Näkymät', 'Ansichten'],
  surfaces: ['Surfaces', 'Ytor', 'Flater', 'Flater', 'Pinnat', 'Flächen'],
  label: ['Labels', 'Etiketter', 'Etiketter', 'Etikettar', 'Tunnisteet', 'Labels'],
  text: ['Text styles', 'Textstilar', 'Tekststiler', 'Tekststilar', 'Tekstityylit', 'Textstile'],
  button: ['Buttons', 'Knappar', 'Knapper', 'Knappar', 'Painikkeet', 'Schaltflächen'],
  selector: ['Selector', 'Väljare', 'Velger', 'Veljar', 'Valitsin', 'Auswahl'],
  favorite: ['Favorites', 'Favoriter', 'Favoritter', 'Favorittar', 'Suosikit', 'Favoriten'],
  graph: ['Graphs', 'Diagram', 'Diagrammer', 'Diagram', 'Kaaviot', 'Diagramme'],
  iot: ['IoT', 'IoT', 'IoT', 'IoT', 'IoT', 'IoT'],
  tabs: ['Tabs', 'Flikar', 'Faner', 'Faner', 'Välilehdet', 'Registerkarten'],
  menu: ['Menu', 'Meny', 'Meny', 'Meny', 'Valikko', 'Menü'],
};

/** The theme's field names (ThemePart and its component groups), as the contract spells them. */
const FIELDS: Readonly<Record<string, Row>> = {
  backgroundColors: ['Background colours', 'Bakgrundsfärger', 'Bakgrunnsfarger', 'Bakgrunnsfargar', 'Taustavärit', 'Hintergrundfarben'],
  foregroundColor: ['Foreground', 'Förgrund', 'Forgrunn', 'Forgrunn', 'Edusta', 'Vordergrund'],
  accentColor: ['Accent', 'Accent', 'Aksent', 'Aksent', 'Korostus', 'Akzent'],
  accentBackgroundColor: ['Accent background', 'Accentbakgrund', 'Aksentbakgrunn', 'Aksentbakgrunn', 'Korostuksen tausta', 'Akzenthintergrund'],
  backgroundColor: ['Background', 'Bakgrund', 'Bakgrunn', 'Bakgrunn', 'Tausta', 'Hintergrund'],
  textColor: ['Text', 'Text', 'Tekst', 'Tekst', 'Teksti', 'Text'],
  borderColor: ['Border', 'Kant', 'Kant', 'Kant', 'Reunus', 'Rahmen'],
  borderRadius: ['Corner radius (px)', 'Hörnradie (px)', 'Hjørneradius (px)', 'Hjørneradius (px)', 'Kulman pyöristys (px)', 'Eckenradius (px)'],
  fontSize: ['Size (px)', 'Storlek (px)', 'Størrelse (px)', 'Storleik (px)', 'Koko (px)', 'Größe (px)'],
  fontWeight: ['Font weight', 'Teckenvikt', 'Skriftvekt', 'Skriftvekt', 'Fonttipaino', 'Schriftstärke'],
  lineHeight: ['Line height (px)', 'Radhöjd (px)', 'Linjehøyde (px)', 'Linjehøgd (px)', 'Riviväli (px)', 'Zeilenhöhe (px)'],
  color: ['Colour', 'Färg', 'Farge', 'Farge', 'Väri', 'Farbe'],
  selectedBackgroundColor: ['Selected background', 'Vald bakgrund', 'Valgt bakgrunn', 'Vald bakgrunn', 'Valitun tausta', 'Hintergrund der Auswahl'],
  selectedTextColor: ['Selected text', 'Vald text', 'Valgt tekst', 'Vald tekst', 'Valitun teksti', 'Text der Auswahl'],
  iconColor: ['Icon', 'Ikon', 'Ikon', 'Ikon', 'Kuvake', 'Symbol'],
  sharedColors: ['Shared colours', 'Gemensamma färger', 'Felles farger', 'Felles fargar', 'Yhteiset värit', 'Gemeinsame Farben'],
  cartesian: ['Cartesian (bars, lines)', 'Kartesiska (staplar, linjer)', 'Kartesiske (søyler, linjer)', 'Kartesiske (søyler, linjer)', 'Karteesiset (pylväät, viivat)', 'Kartesisch (Balken, Linien)'],
  radial: ['Radial (pies, doughnuts)', 'Radiella (cirklar, ringar)', 'Radielle (sektor, ring)', 'Radielle (sektor, ring)', 'Säteittäiset (piirakat, renkaat)', 'Radial (Torten, Ringe)'],
  gridColor: ['Grid', 'Rutnät', 'Rutenett', 'Rutenett', 'Ruudukko', 'Raster'],
  axisTextColor: ['Axis text', 'Axeltext', 'Aksetekst', 'Aksetekst', 'Akselin teksti', 'Achsentext'],
  pulsingIcon: ['Pulsing icon', 'Pulserande ikon', 'Pulserende ikon', 'Pulserande ikon', 'Sykkivä kuvake', 'Pulsierendes Symbol'],
  activeBackgroundColor: ['Active background', 'Aktiv bakgrund', 'Aktiv bakgrunn', 'Aktiv bakgrunn', 'Aktiivinen tausta', 'Aktiver Hintergrund'],
  activeTextColor: ['Active text', 'Aktiv text', 'Aktiv tekst', 'Aktiv tekst', 'Aktiivinen teksti', 'Aktiver Text'],
  activeColor: ['Active', 'Aktiv', 'Aktiv', 'Aktiv', 'Aktiivinen', 'Aktiv'],
  type: ['Background type', 'Bakgrundstyp', 'Bakgrunnstype', 'Bakgrunnstype', 'Taustan tyyppi', 'Hintergrundart'],
  imageUrl: ['Image URL', 'Bild-URL', 'Bilde-URL', 'Bilete-URL', 'Kuvan URL', 'Bild-URL'],
  behaviour: ['Behaviour', 'Beteende', 'Oppførsel', 'Åtferd', 'Käyttäytyminen', 'Verhalten'],
};

/** Choices of the theme's enumerations that are not variant names. */
const OPTIONS: Readonly<Record<string, Row>> = {
  color: ['Colour', 'Färg', 'Farge', 'Farge', 'Väri', 'Farbe'],
  image: ['Image', 'Bild', 'Bilde', 'Bilete', 'Kuva', 'Bild'],
  scroll: ['Scrolls', 'Rullar', 'Ruller', 'Rullar', 'Vierii', 'Scrollt mit'],
  sticky: ['Sticky', 'Fast', 'Fast', 'Fast', 'Kiinteä', 'Fixiert'],
  semiBold: ['Semibold', 'Halvfet', 'Halvfet', 'Halvfeit', 'Puolilihava', 'Halbfett'],
  regular: ['Regular', 'Normal', 'Normal', 'Normal', 'Normaali', 'Normal'],
};

const theme = messagesOfRows(UI, { groups: GROUPS, fields: FIELDS, options: OPTIONS });

export default theme;
