/**
 * The words of the console's RJSF forms (ampere.forms.…; resources/form-words.ts asks for them):
 * RJSF's own words by the member names of its TranslatableString (English as RJSF writes it, its
 * `%1` `%2` parameters kept: the table is typed by the enum, so a string RJSF gains is a type error
 * here), and the validator's messages by the JSON Schema keyword that failed. One row per key, six
 * languages side by side. Type imports only: this file loads with the session, RJSF does not.
 */
import type { TranslatableString } from '@rjsf/utils';
import { messagesOfRows, type Row } from '../message-rows.js';

const RJSF: Readonly<Record<keyof typeof TranslatableString, Row>> = {
  ArrayItemTitle: ['Item', 'Post', 'Element', 'Element', 'Kohde', 'Eintrag'],
  MissingItems: ['Missing items definition', 'Definition av poster saknas', 'Definisjon av elementer mangler', 'Definisjon av element manglar', 'Kohteiden määrittely puuttuu', 'Definition der Einträge fehlt'],
  EmptyArray: [
    'No items yet. Use the button below to add some.', 'Inga poster ännu. Lägg till med knappen nedan.', 'Ingen elementer ennå. Bruk knappen nedenfor for å legge til.',
    'Ingen element enno. Bruk knappen nedanfor for å leggje til.', 'Ei vielä kohteita. Lisää niitä alla olevalla painikkeella.', 'Noch keine Einträge. Fügen Sie mit der Schaltfläche unten welche hinzu.',
  ],
  YesLabel: ['Yes', 'Ja', 'Ja', 'Ja', 'Kyllä', 'Ja'],
  NoLabel: ['No', 'Nej', 'Nei', 'Nei', 'Ei', 'Nein'],
  CloseLabel: ['Close', 'Stäng', 'Lukk', 'Lukk', 'Sulje', 'Schließen'],
  ErrorsLabel: ['Errors', 'Fel', 'Feil', 'Feil', 'Virheet', 'Fehler'],
  NewStringDefault: ['New Value', 'Nytt värde', 'Ny verdi', 'Ny verdi', 'Uusi arvo', 'Neuer Wert'],
  AddButton: ['Add', 'Lägg till', 'Legg til', 'Legg til', 'Lisää', 'Hinzufügen'],
  AddItemButton: ['Add Item', 'Lägg till post', 'Legg til element', 'Legg til element', 'Lisää kohde', 'Eintrag hinzufügen'],
  CopyButton: ['Copy', 'Kopiera', 'Kopier', 'Kopier', 'Kopioi', 'Kopieren'],
  ExpandButton: ['Expand Cycle', 'Expandera cykel', 'Utvid syklus', 'Utvid syklus', 'Laajenna sykli', 'Zyklus erweitern'],
  MoveDownButton: ['Move down', 'Flytta ned', 'Flytt ned', 'Flytt ned', 'Siirrä alas', 'Nach unten verschieben'],
  MoveUpButton: ['Move up', 'Flytta upp', 'Flytt opp', 'Flytt opp', 'Siirrä ylös', 'Nach oben verschieben'],
  RemoveButton: ['Remove', 'Ta bort', 'Fjern', 'Fjern', 'Poista', 'Entfernen'],
  NowLabel: ['Now', 'Nu', 'Nå', 'No', 'Nyt', 'Jetzt'],
  ClearLabel: ['Clear', 'Rensa', 'Tøm', 'Tøm', 'Tyhjennä', 'Leeren'],
  AriaDateLabel: ['Select a date', 'Välj ett datum', 'Velg en dato', 'Vel ein dato', 'Valitse päivämäärä', 'Datum auswählen'],
  PreviewLabel: ['Preview', 'Förhandsgranskning', 'Forhåndsvisning', 'Førehandsvising', 'Esikatselu', 'Vorschau'],
  DecrementAriaLabel: ['Decrease value by 1', 'Minska värdet med 1', 'Reduser verdien med 1', 'Reduser verdien med 1', 'Pienennä arvoa yhdellä', 'Wert um 1 verringern'],
  IncrementAriaLabel: ['Increase value by 1', 'Öka värdet med 1', 'Øk verdien med 1', 'Auk verdien med 1', 'Suurenna arvoa yhdellä', 'Wert um 1 erhöhen'],
  OptionalObjectAdd: [
    'Add data for optional field', 'Lägg till uppgifter i valfritt fält', 'Legg til data i valgfritt felt', 'Legg til data i valfritt felt',
    'Lisää tiedot valinnaiseen kenttään', 'Daten für optionales Feld hinzufügen',
  ],
  OptionalObjectRemove: [
    'Remove data for optional field', 'Ta bort uppgifter i valfritt fält', 'Fjern data i valgfritt felt', 'Fjern data i valfritt felt',
    'Poista valinnaisen kentän tiedot', 'Daten des optionalen Felds entfernen',
  ],
  OptionalObjectEmptyMsg: [
    'No data for optional field', 'Inga uppgifter i valfritt fält', 'Ingen data i valgfritt felt', 'Ingen data i valfritt felt',
    'Valinnaisella kentällä ei ole tietoja', 'Keine Daten für optionales Feld',
  ],
  Type: ['Type', 'Typ', 'Type', 'Type', 'Tyyppi', 'Typ'],
  Value: ['Value', 'Värde', 'Verdi', 'Verdi', 'Arvo', 'Wert'],
  ClearButton: ['clear input', 'rensa fältet', 'tøm feltet', 'tøm feltet', 'tyhjennä kenttä', 'Eingabe löschen'],
  UnknownFieldType: ['Unknown field type %1', 'Okänd fälttyp %1', 'Ukjent felttype %1', 'Ukjend felttype %1', 'Tuntematon kenttätyyppi %1', 'Unbekannter Feldtyp %1'],
  OptionPrefix: ['Option %1', 'Alternativ %1', 'Alternativ %1', 'Alternativ %1', 'Vaihtoehto %1', 'Option %1'],
  TitleOptionPrefix: ['%1 option %2', '%1, alternativ %2', '%1, alternativ %2', '%1, alternativ %2', '%1, vaihtoehto %2', '%1, Option %2'],
  KeyLabel: ['%1 Key', '%1 (nyckel)', '%1 (nøkkel)', '%1 (nøkkel)', '%1 (avain)', '%1 (Schlüssel)'],
  DeprecatedLabel: ['%1 (deprecated)', '%1 (föråldrad)', '%1 (utgått)', '%1 (utgått)', '%1 (vanhentunut)', '%1 (veraltet)'],
  CycleDetected: [
    'Circular reference ($ref cycle) detected for field "%1". You may choose to expand to the next cycle break',
    'Cirkulär referens ($ref-cykel) i fältet "%1". Du kan välja att expandera till nästa cykelbrytning',
    'Sirkulær referanse ($ref-syklus) i feltet "%1". Du kan velge å utvide til neste syklusbrudd',
    'Sirkulær referanse ($ref-syklus) i feltet "%1". Du kan velje å utvide til neste syklusbrot',
    'Kehäviittaus ($ref-sykli) kentässä "%1". Voit laajentaa seuraavaan syklin katkaisukohtaan asti',
    'Zirkulärer Verweis ($ref-Zyklus) im Feld "%1". Sie können bis zur nächsten Zyklusunterbrechung erweitern',
  ],
  InvalidObjectField: [
    'Invalid "%1" object field configuration: _%2_.', 'Ogiltig konfiguration av objektfältet "%1": _%2_.', 'Ugyldig konfigurasjon av objektfeltet "%1": _%2_.',
    'Ugyldig konfigurasjon av objektfeltet "%1": _%2_.', 'Objektikentän "%1" määritys on virheellinen: _%2_.', 'Ungültige Konfiguration des Objektfelds "%1": _%2_.',
  ],
  UnsupportedField: ['Unsupported field schema.', 'Fältschemat stöds inte.', 'Feltskjemaet støttes ikke.', 'Feltskjemaet er ikkje støtta.', 'Kenttäskeemaa ei tueta.', 'Nicht unterstütztes Feldschema.'],
  UnsupportedFieldWithId: [
    'Unsupported field schema for field `%1`.', 'Fältschemat för fältet `%1` stöds inte.', 'Feltskjemaet for feltet `%1` støttes ikke.',
    'Feltskjemaet for feltet `%1` er ikkje støtta.', 'Kentän `%1` skeemaa ei tueta.', 'Nicht unterstütztes Feldschema für Feld `%1`.',
  ],
  UnsupportedFieldWithReason: [
    'Unsupported field schema: _%1_.', 'Fältschemat stöds inte: _%1_.', 'Feltskjemaet støttes ikke: _%1_.',
    'Feltskjemaet er ikkje støtta: _%1_.', 'Kenttäskeemaa ei tueta: _%1_.', 'Nicht unterstütztes Feldschema: _%1_.',
  ],
  UnsupportedFieldWithIdAndReason: [
    'Unsupported field schema for field `%1`: _%2_.', 'Fältschemat för fältet `%1` stöds inte: _%2_.', 'Feltskjemaet for feltet `%1` støttes ikke: _%2_.',
    'Feltskjemaet for feltet `%1` er ikkje støtta: _%2_.', 'Kentän `%1` skeemaa ei tueta: _%2_.', 'Nicht unterstütztes Feldschema für Feld `%1`: _%2_.',
  ],
  FilesInfo: ['**%1** (%2, %3 bytes)', '**%1** (%2, %3 byte)', '**%1** (%2, %3 byte)', '**%1** (%2, %3 byte)', '**%1** (%2, %3 tavua)', '**%1** (%2, %3 Byte)'],
};

/** The validator's messages, by keyword (resources/form-words.ts validationKey); a field's title is beside them already. */
const VALIDATION: Readonly<Record<string, Row>> = {
  required: ['Required', 'Obligatoriskt', 'Påkrevd', 'Påkravd', 'Pakollinen', 'Erforderlich'],
  invalid: ['Invalid value', 'Ogiltigt värde', 'Ugyldig verdi', 'Ugyldig verdi', 'Virheellinen arvo', 'Ungültiger Wert'],
  type: ['Wrong kind of value', 'Fel typ av värde', 'Feil type verdi', 'Feil type verdi', 'Väärän tyyppinen arvo', 'Falscher Werttyp'],
  typeString: ['Must be text', 'Måste vara text', 'Må være tekst', 'Må vere tekst', 'Pitää olla tekstiä', 'Muss Text sein'],
  typeNumber: ['Must be a number', 'Måste vara ett tal', 'Må være et tall', 'Må vere eit tal', 'Pitää olla luku', 'Muss eine Zahl sein'],
  typeInteger: ['Must be a whole number', 'Måste vara ett heltal', 'Må være et heltall', 'Må vere eit heiltal', 'Pitää olla kokonaisluku', 'Muss eine ganze Zahl sein'],
  typeBoolean: ['Must be yes or no', 'Måste vara ja eller nej', 'Må være ja eller nei', 'Må vere ja eller nei', 'Pitää olla kyllä tai ei', 'Muss ja oder nein sein'],
  minLength: [
    'At least %{smart_count} character |||| At least %{smart_count} characters', 'Minst %{smart_count} tecken |||| Minst %{smart_count} tecken',
    'Minst %{smart_count} tegn |||| Minst %{smart_count} tegn', 'Minst %{smart_count} teikn |||| Minst %{smart_count} teikn',
    'Vähintään %{smart_count} merkki |||| Vähintään %{smart_count} merkkiä', 'Mindestens %{smart_count} Zeichen |||| Mindestens %{smart_count} Zeichen',
  ],
  maxLength: [
    'At most %{smart_count} character |||| At most %{smart_count} characters', 'Högst %{smart_count} tecken |||| Högst %{smart_count} tecken',
    'Høyst %{smart_count} tegn |||| Høyst %{smart_count} tegn', 'Høgst %{smart_count} teikn |||| Høgst %{smart_count} teikn',
    'Enintään %{smart_count} merkki |||| Enintään %{smart_count} merkkiä', 'Höchstens %{smart_count} Zeichen |||| Höchstens %{smart_count} Zeichen',
  ],
  minimum: ['Must be at least %{limit}', 'Måste vara minst %{limit}', 'Må være minst %{limit}', 'Må vere minst %{limit}', 'Pitää olla vähintään %{limit}', 'Muss mindestens %{limit} sein'],
  maximum: ['Must be at most %{limit}', 'Måste vara högst %{limit}', 'Må være høyst %{limit}', 'Må vere høgst %{limit}', 'Pitää olla enintään %{limit}', 'Darf höchstens %{limit} sein'],
  exclusiveMinimum: ['Must be greater than %{limit}', 'Måste vara större än %{limit}', 'Må være større enn %{limit}', 'Må vere større enn %{limit}', 'Pitää olla suurempi kuin %{limit}', 'Muss größer als %{limit} sein'],
  exclusiveMaximum: ['Must be less than %{limit}', 'Måste vara mindre än %{limit}', 'Må være mindre enn %{limit}', 'Må vere mindre enn %{limit}', 'Pitää olla pienempi kuin %{limit}', 'Muss kleiner als %{limit} sein'],
  multipleOf: [
    'Must be a multiple of %{multipleOf}', 'Måste vara en multipel av %{multipleOf}', 'Må være et multiplum av %{multipleOf}',
    'Må vere eit multiplum av %{multipleOf}', 'Pitää olla luvun %{multipleOf} monikerta', 'Muss ein Vielfaches von %{multipleOf} sein',
  ],
  minItems: [
    'At least %{smart_count} item |||| At least %{smart_count} items', 'Minst %{smart_count} post |||| Minst %{smart_count} poster',
    'Minst %{smart_count} element |||| Minst %{smart_count} elementer', 'Minst %{smart_count} element |||| Minst %{smart_count} element',
    'Vähintään %{smart_count} kohde |||| Vähintään %{smart_count} kohdetta', 'Mindestens %{smart_count} Eintrag |||| Mindestens %{smart_count} Einträge',
  ],
  maxItems: [
    'At most %{smart_count} item |||| At most %{smart_count} items', 'Högst %{smart_count} post |||| Högst %{smart_count} poster',
    'Høyst %{smart_count} element |||| Høyst %{smart_count} elementer', 'Høgst %{smart_count} element |||| Høgst %{smart_count} element',
    'Enintään %{smart_count} kohde |||| Enintään %{smart_count} kohdetta', 'Höchstens %{smart_count} Eintrag |||| Höchstens %{smart_count} Einträge',
  ],
  minProperties: [
    'At least %{smart_count} value |||| At least %{smart_count} values', 'Minst %{smart_count} värde |||| Minst %{smart_count} värden',
    'Minst %{smart_count} verdi |||| Minst %{smart_count} verdier', 'Minst %{smart_count} verdi |||| Minst %{smart_count} verdiar',
    'Vähintään %{smart_count} arvo |||| Vähintään %{smart_count} arvoa', 'Mindestens %{smart_count} Wert |||| Mindestens %{smart_count} Werte',
  ],
  maxProperties: [
    'At most %{smart_count} value |||| At most %{smart_count} values', 'Högst %{smart_count} värde |||| Högst %{smart_count} värden',
    'Høyst %{smart_count} verdi |||| Høyst %{smart_count} verdier', 'Høgst %{smart_count} verdi |||| Høgst %{smart_count} verdiar',
    'Enintään %{smart_count} arvo |||| Enintään %{smart_count} arvoa', 'Höchstens %{smart_count} Wert |||| Höchstens %{smart_count} Werte',
  ],
  uniqueItems: ['Each item must be different', 'Varje post måste vara unik', 'Hvert element må være unikt', 'Kvart element må vere unikt', 'Kohteiden pitää olla erilaisia', 'Jeder Eintrag muss eindeutig sein'],
  pattern: ['Not in the expected form', 'Har inte det förväntade formatet', 'Har ikke forventet format', 'Har ikkje forventa format', 'Ei ole odotetussa muodossa', 'Entspricht nicht dem erwarteten Format'],
  format: ['Not a valid value', 'Inte ett giltigt värde', 'Ikke en gyldig verdi', 'Ikkje ein gyldig verdi', 'Ei kelvollinen arvo', 'Kein gültiger Wert'],
  formatEmail: ['Not a valid e-mail address', 'Inte en giltig e-postadress', 'Ikke en gyldig e-postadresse', 'Ikkje ei gyldig e-postadresse', 'Ei kelvollinen sähköpostiosoite', 'Keine gültige E-Mail-Adresse'],
  formatUri: ['Not a valid URL', 'Inte en giltig URL', 'Ikke en gyldig URL', 'Ikkje ein gyldig URL', 'Ei kelvollinen URL-osoite', 'Keine gültige URL'],
  formatDate: [
    'Not a valid date (YYYY-MM-DD)', 'Inte ett giltigt datum (ÅÅÅÅ-MM-DD)', 'Ikke en gyldig dato (ÅÅÅÅ-MM-DD)', 'Ikkje ein gyldig dato (ÅÅÅÅ-MM-DD)',
    'Ei kelvollinen päivämäärä (VVVV-KK-PP)', 'Kein gültiges Datum (JJJJ-MM-TT)',
  ],
  formatDateTime: ['Not a valid date and time', 'Inte ett giltigt datum och klockslag', 'Ikke et gyldig tidspunkt', 'Ikkje eit gyldig tidspunkt', 'Ei kelvollinen ajankohta', 'Kein gültiger Zeitpunkt'],
  enum: [
    'Choose one of the offered values', 'Välj ett av de erbjudna värdena', 'Velg en av verdiene som tilbys', 'Vel ein av verdiane som er tilbodne',
    'Valitse jokin tarjotuista arvoista', 'Wählen Sie einen der angebotenen Werte',
  ],
  const: ['Not the allowed value', 'Inte det tillåtna värdet', 'Ikke den tillatte verdien', 'Ikkje den tillatne verdien', 'Ei sallittu arvo', 'Nicht der zulässige Wert'],
  additionalProperties: [
    'Unknown field: %{additionalProperty}', 'Okänt fält: %{additionalProperty}', 'Ukjent felt: %{additionalProperty}', 'Ukjent felt: %{additionalProperty}',
    'Tuntematon kenttä: %{additionalProperty}', 'Unbekanntes Feld: %{additionalProperty}',
  ],
  oneOf: [
    'Must match exactly one of the options', 'Måste motsvara exakt ett av alternativen', 'Må samsvare med nøyaktig ett av alternativene',
    'Må samsvare med nøyaktig eitt av alternativa', 'Pitää vastata täsmälleen yhtä vaihtoehdoista', 'Muss genau einer der Optionen entsprechen',
  ],
  anyOf: [
    'Must match one of the options', 'Måste motsvara något av alternativen', 'Må samsvare med et av alternativene', 'Må samsvare med eitt av alternativa',
    'Pitää vastata jotakin vaihtoehdoista', 'Muss einer der Optionen entsprechen',
  ],
};

const UI: Readonly<Record<string, Row>> = {
  // The option of a nullable field that leaves it empty.
  noValue: ['No value', 'Inget värde', 'Ingen verdi', 'Ingen verdi', 'Ei arvoa', 'Kein Wert'],
};

const forms = messagesOfRows(UI, { rjsf: RJSF, validation: VALIDATION });

export default forms;
