/**
 * The signs page's words (ampere.signs.…): the organisation's display screens, their form and the
 * preview of a screen. One row per key with its six languages side by side, so a missing translation
 * is a type error. Type imports only: this file loads with the console.
 */
import { messagesOfRows, type Row } from '../message-rows.js';

const UI: Readonly<Record<string, Row>> = {
  title: ['Signs', 'Skyltar', 'Skjermer', 'Skjermar', 'Näytöt', 'Anzeigen'],
  intro: [
    'Screens in lobbies, entrances and shop windows that show today\'s spot price, the CO2 intensity and your message. Open a sign\'s address full-screen on the screen: it updates itself.',
    'Skärmar i entréer, foajéer och skyltfönster som visar dagens spotpris, koldioxidintensiteten och ert meddelande. Öppna skyltens adress i helskärm på skärmen: den uppdaterar sig själv.',
    'Skjermer i resepsjoner, innganger og utstillingsvinduer som viser dagens spotpris, CO2-intensiteten og meldingen deres. Åpne skjermens adresse i fullskjerm: den oppdaterer seg selv.',
    'Skjermar i resepsjonar, inngangar og utstillingsvindauge som viser dagens spotpris, CO2-intensiteten og meldinga dykkar. Opne adressa til skjermen i fullskjerm: han oppdaterer seg sjølv.',
    'Aulojen, sisäänkäyntien ja näyteikkunoiden näytöt, jotka näyttävät päivän pörssihinnan, CO2-intensiteetin ja viestinne. Avaa näytön osoite koko näytölle: se päivittyy itsestään.',
    'Bildschirme in Foyers, Eingängen und Schaufenstern, die den heutigen Spotpreis, die CO2-Intensität und Ihre Nachricht zeigen. Öffnen Sie die Adresse im Vollbild: Sie aktualisiert sich selbst.',
  ],
  create: ['Create sign', 'Skapa skylt', 'Opprett skjerm', 'Opprett skjerm', 'Luo näyttö', 'Anzeige erstellen'],
  createTitle: ['New sign', 'Ny skylt', 'Ny skjerm', 'Ny skjerm', 'Uusi näyttö', 'Neue Anzeige'],
  editTitle: ['Sign %{name}', 'Skylt %{name}', 'Skjerm %{name}', 'Skjerm %{name}', 'Näyttö %{name}', 'Anzeige %{name}'],
  back: ['All signs', 'Alla skyltar', 'Alle skjermer', 'Alle skjermar', 'Kaikki näytöt', 'Alle Anzeigen'],
  formLabel: ['Sign', 'Skylt', 'Skjerm', 'Skjerm', 'Näyttö', 'Anzeige'],
  readOnly: ['Read only: your role may not change signs.', 'Endast läsning: din roll får inte ändra skyltar.', 'Kun lesing: rollen din kan ikke endre skjermer.', 'Berre lesing: rolla di kan ikkje endre skjermar.', 'Vain luku: roolisi ei voi muuttaa näyttöjä.', 'Nur lesen: Ihre Rolle darf keine Anzeigen ändern.'],
  loadError: ['The signs could not be read: %{message}', 'Skyltarna kunde inte läsas: %{message}', 'Skjermene kunne ikke leses: %{message}', 'Skjermane kunne ikkje lesast: %{message}', 'Näyttöjä ei voitu lukea: %{message}', 'Die Anzeigen konnten nicht gelesen werden: %{message}'],
  empty: ['No signs yet.', 'Inga skyltar än.', 'Ingen skjermer ennå.', 'Ingen skjermar enno.', 'Ei vielä näyttöjä.', 'Noch keine Anzeigen.'],
  'field.name': ['Name', 'Namn', 'Navn', 'Namn', 'Nimi', 'Name'],
  'field.nameHelp': ['Where the screen is, e.g. Head office lobby', 'Var skärmen sitter, t.ex. Huvudkontorets entré', 'Hvor skjermen står, f.eks. Resepsjonen på hovedkontoret', 'Kvar skjermen står, t.d. Resepsjonen på hovudkontoret', 'Missä näyttö on, esim. Pääkonttorin aula', 'Wo der Bildschirm steht, z. B. Foyer der Zentrale'],
  'field.priceZone': ['Price zone', 'Elområde', 'Prisområde', 'Prisområde', 'Hinta-alue', 'Preiszone'],
  'field.language': ['Language', 'Språk', 'Språk', 'Språk', 'Kieli', 'Sprache'],
  'field.shows': ['Shows', 'Visar', 'Viser', 'Viser', 'Näyttää', 'Zeigt'],
  'field.showSpotPrice': ['Spot price today', 'Dagens spotpris', 'Dagens spotpris', 'Spotprisen i dag', 'Päivän pörssihinta', 'Heutiger Spotpreis'],
  'field.cheapestHours': ['Cheapest hours marked', 'Billigaste timmar markerade', 'Billigste timer markert', 'Billegaste timar merkte', 'Merkityt edullisimmat tunnit', 'Markierte günstigste Stunden'],
  'field.cheapestHoursHelp': ['0 to %{max}; 0 marks none', '0 till %{max}; 0 markerar inga', '0 til %{max}; 0 markerer ingen', '0 til %{max}; 0 merkjer ingen', '0–%{max}; 0 ei merkitse yhtään', '0 bis %{max}; 0 markiert keine'],
  'field.showCo2': ['CO2 intensity now', 'Koldioxidintensitet just nu', 'CO2-intensitet nå', 'CO2-intensitet no', 'CO2-intensiteetti nyt', 'CO2-Intensität jetzt'],
  'field.message': ['Message of the day', 'Dagens meddelande', 'Dagens melding', 'Dagens melding', 'Päivän viesti', 'Nachricht des Tages'],
  'field.messageHelp': ['Optional. %{count} of %{max} characters', 'Valfritt. %{count} av %{max} tecken', 'Valgfritt. %{count} av %{max} tegn', 'Valfritt. %{count} av %{max} teikn', 'Valinnainen. %{count}/%{max} merkkiä', 'Optional. %{count} von %{max} Zeichen'],
  'field.theme': ['Theme', 'Tema', 'Tema', 'Tema', 'Teema', 'Theme'],
  'field.enabled': ['Status', 'Status', 'Status', 'Status', 'Tila', 'Status'],
  'field.enabledHelp': ['On: the screen shows the sign', 'På: skärmen visar skylten', 'På: skjermen viser innholdet', 'På: skjermen viser innhaldet', 'Päällä: näyttö näyttää sisällön', 'An: der Bildschirm zeigt die Anzeige'],
  'theme.light': ['Light', 'Ljust', 'Lyst', 'Lyst', 'Vaalea', 'Hell'],
  'theme.dark': ['Dark', 'Mörkt', 'Mørkt', 'Mørkt', 'Tumma', 'Dunkel'],
  'status.on': ['On', 'På', 'På', 'På', 'Päällä', 'An'],
  'status.off': ['Off', 'Av', 'Av', 'Av', 'Pois', 'Aus'],
  'shows.spotPrice': ['Spot price', 'Spotpris', 'Spotpris', 'Spotpris', 'Pörssihinta', 'Spotpreis'],
  'shows.cheapest': ['%{smart_count} cheapest hour |||| %{smart_count} cheapest hours', '%{smart_count} billigaste timme |||| %{smart_count} billigaste timmar', '%{smart_count} billigste time |||| %{smart_count} billigste timer', '%{smart_count} billegaste time |||| %{smart_count} billegaste timar', '%{smart_count} edullisin tunti |||| %{smart_count} edullisinta tuntia', '%{smart_count} günstigste Stunde |||| %{smart_count} günstigste Stunden'],
  'shows.co2': ['CO2', 'CO2', 'CO2', 'CO2', 'CO2', 'CO2'],
  'shows.message': ['Message', 'Meddelande', 'Melding', 'Melding', 'Viesti', 'Nachricht'],
  saved: ['%{name} is saved', '%{name} är sparad', '%{name} er lagret', '%{name} er lagra', '%{name} on tallennettu', '%{name} ist gespeichert'],
  created: ['%{name} is created', '%{name} är skapad', '%{name} er opprettet', '%{name} er oppretta', '%{name} on luotu', '%{name} ist erstellt'],
  open: ['Open the screen of %{name}', 'Öppna skärmen för %{name}', 'Åpne skjermen %{name}', 'Opne skjermen %{name}', 'Avaa näyttö %{name}', 'Bildschirm %{name} öffnen'],
  copy: ['Copy the screen address of %{name}', 'Kopiera skärmadressen för %{name}', 'Kopier skjermadressen til %{name}', 'Kopier skjermadressa til %{name}', 'Kopioi näytön %{name} osoite', 'Bildschirmadresse von %{name} kopieren'],
  deleteText: [
    'Its screen then says the sign is off, until its browser opens another address. This cannot be undone.',
    'Skärmen visar då att skylten är avstängd, tills dess webbläsare öppnar en annan adress. Det går inte att ångra.',
    'Skjermen viser da at den er slått av, til nettleseren åpner en annen adresse. Dette kan ikke angres.',
    'Skjermen viser då at han er slått av, til nettlesaren opnar ei anna adresse. Dette kan ikkje angrast.',
    'Näyttö kertoo sen jälkeen olevansa pois päältä, kunnes sen selain avaa toisen osoitteen. Tätä ei voi perua.',
    'Der Bildschirm zeigt dann, dass die Anzeige aus ist, bis sein Browser eine andere Adresse öffnet. Das lässt sich nicht rückgängig machen.',
  ],
  confirmDelete: ['Delete sign', 'Ta bort skylten', 'Slett skjermen', 'Slett skjermen', 'Poista näyttö', 'Anzeige löschen'],
  'preview.heading': ['Preview', 'Förhandsvisning', 'Forhåndsvisning', 'Førehandsvising', 'Esikatselu', 'Vorschau'],
  'preview.note': ['The screen as it shows now at its address; it reloads itself every few minutes.', 'Skärmen som den visas nu på sin adress; den laddar om sig själv med några minuters mellanrum.', 'Skjermen slik den vises nå på adressen sin; den laster seg selv på nytt med noen minutters mellomrom.', 'Skjermen slik han vert vist no på adressa si; han lastar seg sjølv på nytt med nokre minutts mellomrom.', 'Näyttö sellaisena kuin se nyt näkyy osoitteessaan; se latautuu uudelleen muutaman minuutin välein.', 'Der Bildschirm, wie er jetzt unter seiner Adresse erscheint; er lädt sich alle paar Minuten neu.'],
  'preview.off': ['The sign is off: its screen says so until it is switched on.', 'Skylten är avstängd: skärmen visar det tills den slås på.', 'Skjermen er slått av: den viser det til den slås på.', 'Skjermen er slått av: han viser det til han vert slått på.', 'Näyttö on pois päältä: se kertoo sen, kunnes se kytketään päälle.', 'Die Anzeige ist aus: Der Bildschirm zeigt das, bis sie eingeschaltet wird.'],
  'preview.frame': ['Screen of %{name}', 'Skärmen %{name}', 'Skjermen %{name}', 'Skjermen %{name}', 'Näyttö %{name}', 'Bildschirm %{name}'],
  'preview.address': ['Screen address', 'Skärmadress', 'Skjermadresse', 'Skjermadresse', 'Näytön osoite', 'Bildschirmadresse'],
  'preview.open': ['Open', 'Öppna', 'Åpne', 'Opne', 'Avaa', 'Öffnen'],
};

const signs = messagesOfRows(UI);

export default signs;
