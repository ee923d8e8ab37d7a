/**
 * The assets page's words (ampere.assets.…): the grid of an organisation's images and files, upload,
 * replace, delete and copying an address. One row per key with its six languages side by side, so
 * a missing translation is a type error. Type imports only: this file loads with the console.
 */
import { messagesOfRows, type Row } from '../message-rows.js';

const UI: Readonly<Record<string, Row>> = {
  title: ['Assets', 'Filer', 'Filer', 'Filer', 'Tiedostot', 'Dateien'],
  intro: [
    'Images and files for themes and modules. Copy an address into a theme or a module to use it.',
    'Bilder och filer för teman och moduler. Kopiera en adress till ett tema eller en modul för att använda den.',
    'Bilder og filer for temaer og moduler. Kopier en adresse inn i et tema eller en modul for å bruke den.',
    'Bilete og filer for tema og modular. Kopier ei adresse inn i eit tema eller ein modul for å bruke henne.',
    'Kuvat ja tiedostot teemoille ja moduuleille. Kopioi osoite teemaan tai moduuliin käyttääksesi sitä.',
    'Bilder und Dateien für Themes und Module. Kopieren Sie eine Adresse in ein Theme oder Modul, um sie zu verwenden.',
  ],
  filter: ['Folder or name starts with', 'Mapp eller namn börjar med', 'Mappe eller navn starter med', 'Mappe eller namn byrjar med', 'Kansio tai nimi alkaa', 'Ordner oder Name beginnt mit'],
  filterHelp: ['e.g. home/ — new files go into this folder', 't.ex. home/ — nya filer hamnar i den mappen', 'f.eks. home/ — nye filer havner i den mappen', 't.d. home/ — nye filer hamnar i den mappa', 'esim. home/ — uudet tiedostot menevät tähän kansioon', 'z. B. home/ — neue Dateien kommen in diesen Ordner'],
  folders: ['Folders', 'Mappar', 'Mapper', 'Mapper', 'Kansiot', 'Ordner'],
  allAssets: ['All assets', 'Alla filer', 'Alle filer', 'Alle filer', 'Kaikki tiedostot', 'Alle Dateien'],
  upload: ['Upload', 'Ladda upp', 'Last opp', 'Last opp', 'Lataa', 'Hochladen'],
  chooseFiles: ['Choose files to upload', 'Välj filer att ladda upp', 'Velg filer å laste opp', 'Vel filer å laste opp', 'Valitse ladattavat tiedostot', 'Dateien zum Hochladen wählen'],
  dropHere: [
    'Drop files here to upload them (%{types}, at most %{max} each)', 'Släpp filer här för att ladda upp dem (%{types}, högst %{max} var)',
    'Slipp filer her for å laste dem opp (%{types}, høyst %{max} hver)', 'Slepp filer her for å laste dei opp (%{types}, høgst %{max} kvar)',
    'Pudota tiedostot tähän ladataksesi ne (%{types}, enintään %{max} kukin)', 'Dateien hier ablegen, um sie hochzuladen (%{types}, höchstens %{max} je Datei)',
  ],
  readOnly: ['Read only: your role may not change assets.', 'Endast läsning: din roll får inte ändra filer.', 'Kun lesing: rollen din kan ikke endre filer.', 'Berre lesing: rolla di kan ikkje endre filer.', 'Vain luku: roolisi ei voi muuttaa tiedostoja.', 'Nur lesen: Ihre Rolle darf keine Dateien ändern.'],
  loadError: ['The assets could not be read: %{message}', 'Filerna kunde inte läsas: %{message}', 'Filene kunne ikke leses: %{message}', 'Filene kunne ikkje lesast: %{message}', 'Tiedostoja ei voitu lukea: %{message}', 'Die Dateien konnten nicht gelesen werden: %{message}'],
  empty: ['No assets yet.', 'Inga filer än.', 'Ingen filer ennå.', 'Ingen filer enno.', 'Ei vielä tiedostoja.', 'Noch keine Dateien.'],
  noneMatch: ['No asset starts with %{prefix}.', 'Ingen fil börjar med %{prefix}.', 'Ingen fil starter med %{prefix}.', 'Inga fil byrjar med %{prefix}.', 'Mikään tiedosto ei ala %{prefix}.', 'Keine Datei beginnt mit %{prefix}.'],
  updated: ['Changed %{time}', 'Ändrad %{time}', 'Endret %{time}', 'Endra %{time}', 'Muutettu %{time}', 'Geändert %{time}'],
  copy: ['Copy the address of %{name}', 'Kopiera adressen till %{name}', 'Kopier adressen til %{name}', 'Kopier adressa til %{name}', 'Kopioi tiedoston %{name} osoite', 'Adresse von %{name} kopieren'],
  open: ['Open %{name}', 'Öppna %{name}', 'Åpne %{name}', 'Opne %{name}', 'Avaa %{name}', '%{name} öffnen'],
  replace: ['Replace %{name}', 'Ersätt %{name}', 'Erstatt %{name}', 'Erstatt %{name}', 'Korvaa %{name}', '%{name} ersetzen'],
  replaceFile: ['File to replace %{name} with', 'Fil som ersätter %{name}', 'Fil som erstatter %{name}', 'Fil som erstattar %{name}', 'Tiedosto, joka korvaa tiedoston %{name}', 'Datei, die %{name} ersetzt'],
  deleteText: [
    'Themes and modules that link to its address show nothing there any more. This cannot be undone.',
    'Teman och moduler som länkar till adressen visar inget där längre. Det går inte att ångra.',
    'Temaer og moduler som lenker til adressen, viser ikke noe der lenger. Dette kan ikke angres.',
    'Tema og modular som lenkjer til adressa, viser ikkje noko der lenger. Dette kan ikkje angrast.',
    'Osoitteeseen linkittävät teemat ja moduulit eivät enää näytä siinä mitään. Tätä ei voi perua.',
    'Themes und Module, die auf die Adresse verweisen, zeigen dort nichts mehr an. Das lässt sich nicht rückgängig machen.',
  ],
  confirmDelete: ['Delete asset', 'Ta bort filen', 'Slett filen', 'Slett fila', 'Poista tiedosto', 'Datei löschen'],
  uploadTitle: ['Upload a file |||| Upload %{smart_count} files', 'Ladda upp en fil |||| Ladda upp %{smart_count} filer', 'Last opp én fil |||| Last opp %{smart_count} filer', 'Last opp éi fil |||| Last opp %{smart_count} filer', 'Lataa tiedosto |||| Lataa %{smart_count} tiedostoa', 'Eine Datei hochladen |||| %{smart_count} Dateien hochladen'],
  replaceTitle: ['Replace %{name}', 'Ersätt %{name}', 'Erstatt %{name}', 'Erstatt %{name}', 'Korvaa %{name}', '%{name} ersetzen'],
  name: ['Name', 'Namn', 'Navn', 'Namn', 'Nimi', 'Name'],
  replaces: ['%{name} exists: uploading replaces it at the same address.', '%{name} finns: uppladdningen ersätter den på samma adress.', '%{name} finnes: opplastingen erstatter den på samme adresse.', '%{name} finst: opplastinga erstattar henne på same adresse.', '%{name} on jo olemassa: lataus korvaa sen samassa osoitteessa.', '%{name} gibt es schon: Das Hochladen ersetzt sie unter derselben Adresse.'],
  uploading: ['Uploading…', 'Laddar upp…', 'Laster opp…', 'Lastar opp…', 'Ladataan…', 'Wird hochgeladen…'],
  uploaded: ['%{name} is uploaded', '%{name} är uppladdad', '%{name} er lastet opp', '%{name} er lasta opp', '%{name} on ladattu', '%{name} ist hochgeladen'],
  'problem.type': [
    '%{file}: only PNG, JPEG, SVG, WebP, GIF, PDF and JSON files can be assets.', '%{file}: bara PNG-, JPEG-, SVG-, WebP-, GIF-, PDF- och JSON-filer kan laddas upp.',
    '%{file}: bare PNG-, JPEG-, SVG-, WebP-, GIF-, PDF- og JSON-filer kan lastes opp.', '%{file}: berre PNG-, JPEG-, SVG-, WebP-, GIF-, PDF- og JSON-filer kan lastast opp.',
    '%{file}: vain PNG-, JPEG-, SVG-, WebP-, GIF-, PDF- ja JSON-tiedostot voi ladata.', '%{file}: nur PNG-, JPEG-, SVG-, WebP-, GIF-, PDF- und JSON-Dateien können hochgeladen werden.',
  ],
  'problem.size': ['%{file} is %{size}; an asset is at most %{max}.', '%{file} är %{size}; en fil får vara högst %{max}.', '%{file} er %{size}; en fil kan være høyst %{max}.', '%{file} er %{size}; ei fil kan vere høgst %{max}.', '%{file} on %{size}; tiedosto saa olla enintään %{max}.', '%{file} ist %{size} groß; eine Datei darf höchstens %{max} groß sein.'],
  'problem.empty': ['%{file} is empty.', '%{file} är tom.', '%{file} er tom.', '%{file} er tom.', '%{file} on tyhjä.', '%{file} ist leer.'],
  'problem.serverTooLarge': ['The server refused %{file} as too large (%{message}).', 'Servern vägrade ta emot %{file} eftersom den är för stor (%{message}).', 'Serveren avviste %{file} fordi den er for stor (%{message}).', 'Tenaren avviste %{file} fordi ho er for stor (%{message}).', 'Palvelin hylkäsi tiedoston %{file} liian suurena (%{message}).', 'Der Server hat %{file} als zu groß abgelehnt (%{message}).'],
};

const assets = messagesOfRows(UI);

export default assets;
