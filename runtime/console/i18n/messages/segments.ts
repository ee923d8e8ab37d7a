/**
 * The segments page's words (ampere.segments.…): the rule-set builder, its live count, every rule
 * name of back-office §3 Segment rule and the value choices they imply. Written as one row per key
 * with its six languages side by side, so a missing translation is a type error; the tables of names
 * and values are keyed by the contract's own types, so a name or value the contract gains must be
 * worded here too. Type imports only: this file loads with the console, zod and the schemas do not.
 */
import type { AgreementType } from '../../../../schemas/agreement.js';
import type { CarType, Gadget, HeatingType, PropertyType } from '../../../../schemas/home-profile.js';
import type { LocationServiceType } from '../../../../schemas/location.js';
import type { SegmentReadingPeriod, SegmentRuleName } from '../../../../schemas/settings/segments.js';
import { messagesOfRows, type Row } from '../message-rows.js';

const UI: Readonly<Record<string, Row>> = {
  title: ['Segments', 'Segment', 'Segmenter', 'Segment', 'Segmentit', 'Segmente'],
  intro: [
    'Build a rule set and see how many of your customers it targets.', 'Bygg en regeluppsättning och se hur många av era kunder den når.',
    'Bygg et regelsett og se hvor mange av kundene deres det treffer.', 'Bygg eit regelsett og sjå kor mange av kundane dykkar det treffer.',
    'Rakenna sääntöjoukko ja näe, kuinka moneen asiakkaaseenne se osuu.', 'Stellen Sie Regeln zusammen und sehen Sie, wie viele Ihrer Kunden sie erreichen.',
  ],
  'editor.label': ['Segment rules', 'Segmentregler', 'Segmentregler', 'Segmentreglar', 'Segmentin säännöt', 'Segmentregeln'],
  'match.label': ['Match', 'Matchning', 'Samsvar', 'Samsvar', 'Täsmäys', 'Abgleich'],
  'match.AND': ['All rules (AND)', 'Alla regler (AND)', 'Alle regler (AND)', 'Alle reglar (AND)', 'Kaikki säännöt (AND)', 'Alle Regeln (AND)'],
  'match.OR': ['Any rule (OR)', 'Någon regel (OR)', 'Minst én regel (OR)', 'Minst éin regel (OR)', 'Mikä tahansa sääntö (OR)', 'Irgendeine Regel (OR)'],
  'rules.empty': [
    'No rules: every customer is targeted.', 'Inga regler: alla kunder nås.', 'Ingen regler: alle kunder treffes.', 'Ingen reglar: alle kundar vert treffe.',
    'Ei sääntöjä: kaikki asiakkaat kuuluvat segmenttiin.', 'Keine Regeln: alle Kunden werden erreicht.',
  ],
  'rules.add': ['Add rule', 'Lägg till regel', 'Legg til regel', 'Legg til regel', 'Lisää sääntö', 'Regel hinzufügen'],
  'rules.remove': ['Remove rule %{n}', 'Ta bort regel %{n}', 'Fjern regel %{n}', 'Fjern regel %{n}', 'Poista sääntö %{n}', 'Regel %{n} entfernen'],
  'rules.rule': ['Rule %{n}', 'Regel %{n}', 'Regel %{n}', 'Regel %{n}', 'Sääntö %{n}', 'Regel %{n}'],
  'rule.name': ['Rule name', 'Regelnamn', 'Regelnavn', 'Regelnamn', 'Säännön nimi', 'Regelname'],
  'rule.operator': ['Operator', 'Operator', 'Operator', 'Operator', 'Operaattori', 'Operator'],
  'rule.value': ['Value', 'Värde', 'Verdi', 'Verdi', 'Arvo', 'Wert'],
  'value.true': ['Yes', 'Ja', 'Ja', 'Ja', 'Kyllä', 'Ja'],
  'value.false': ['No', 'Nej', 'Nei', 'Nei', 'Ei', 'Nein'],
  'value.noData': [
    'No stored data tells this, so the rule matches no one.', 'Inga lagrade uppgifter visar detta, så regeln träffar ingen.',
    'Ingen lagrede data viser dette, så regelen treffer ingen.', 'Ingen lagra data viser dette, så regelen treffer ingen.',
    'Mikään tallennettu tieto ei kerro tätä, joten sääntö ei osu kehenkään.', 'Keine gespeicherten Daten sagen das aus, daher trifft die Regel auf niemanden zu.',
  ],
  'count.heading': ['Matching customers', 'Matchande kunder', 'Kunder som treffes', 'Kundar som vert treffe', 'Osuvat asiakkaat', 'Passende Kunden'],
  'count.result': [
    '%{matched} of %{total} customer matches |||| %{matched} of %{total} customers match',
    '%{matched} av %{total} kund matchar |||| %{matched} av %{total} kunder matchar',
    '%{matched} av %{total} kunde treffes |||| %{matched} av %{total} kunder treffes',
    '%{matched} av %{total} kunde vert treffen |||| %{matched} av %{total} kundar vert treffe',
    '%{total} asiakkaasta %{matched} täsmää |||| %{total} asiakkaasta %{matched} täsmää',
    '%{matched} von %{total} Kunde passt |||| %{matched} von %{total} Kunden passen',
  ],
  'count.counting': ['Counting…', 'Räknar…', 'Teller…', 'Tel…', 'Lasketaan…', 'Wird gezählt…'],
  'count.error': [
    'The rule set cannot be counted: %{message}', 'Regeluppsättningen kan inte räknas: %{message}', 'Regelsettet kan ikke telles: %{message}',
    'Regelsettet kan ikkje teljast: %{message}', 'Sääntöjoukkoa ei voi laskea: %{message}', 'Die Regeln können nicht gezählt werden: %{message}',
  ],
  'count.note': [
    'Counted on the server from locations, services, agreements and home profiles. A customer matches when one of their locations does.',
    'Räknas på servern utifrån anläggningar, tjänster, avtal och hemprofiler. En kund matchar när någon av kundens anläggningar gör det.',
    'Telles på serveren ut fra anlegg, tjenester, avtaler og boligprofiler. En kunde treffes når ett av kundens anlegg gjør det.',
    'Vert talt på serveren ut frå anlegg, tenester, avtalar og bustadprofilar. Ein kunde vert treffen når eitt av anlegga til kunden gjer det.',
    'Lasketaan palvelimella kohteiden, palvelujen, sopimusten ja kotiprofiilien perusteella. Asiakas täsmää, kun jokin hänen kohteistaan täsmää.',
    'Auf dem Server aus Standorten, Diensten, Verträgen und Wohnprofilen gezählt. Ein Kunde passt, wenn einer seiner Standorte passt.',
  ],
  'operators.eq': ['is', 'är', 'er', 'er', 'on', 'ist'],
  'operators.ne': ['is not', 'är inte', 'er ikke', 'er ikkje', 'ei ole', 'ist nicht'],
  'operators.lt': ['less than', 'mindre än', 'mindre enn', 'mindre enn', 'pienempi kuin', 'kleiner als'],
  'operators.gt': ['greater than', 'större än', 'større enn', 'større enn', 'suurempi kuin', 'größer als'],
  'operators.lte': ['at most', 'högst', 'høyst', 'høgst', 'enintään', 'höchstens'],
  'operators.gte': ['at least', 'minst', 'minst', 'minst', 'vähintään', 'mindestens'],
  'operators.isIn': ['includes any of', 'innehåller någon av', 'inneholder noen av', 'inneheld nokon av', 'sisältää jonkin näistä', 'enthält eines von'],
  'operators.isNotIn': ['includes none of', 'innehåller ingen av', 'inneholder ingen av', 'inneheld ingen av', 'ei sisällä mitään näistä', 'enthält keines von'],
};

const ZONE_FLAGS = ['SE1', 'SE2', 'SE3', 'SE4', 'NO1', 'NO2', 'NO3', 'NO4', 'NO5'] as const;
const inZone = (zone: string): Row => [`In ${zone}`, `I ${zone}`, `I ${zone}`, `I ${zone}`, `Alueella ${zone}`, `In ${zone}`];

const NAMES: Readonly<Record<SegmentRuleName, Row>> = {
  hasLoadTariffs: ['Has load tariffs', 'Har effekttariff', 'Har effekttariff', 'Har effekttariff', 'On tehotariffi', 'Hat Leistungstarif'],
  hasRealtimeMeasurements: ['Has realtime measurements', 'Har realtidsmätning', 'Har sanntidsmåling', 'Har sanntidsmåling', 'On reaaliaikainen mittaus', 'Hat Echtzeitmessung'],
  agreementTypes: ['Agreement types', 'Avtalstyper', 'Avtaletyper', 'Avtaletypar', 'Sopimustyypit', 'Vertragsarten'],
  hasCost: ['Has cost data', 'Har kostnadsdata', 'Har kostnadsdata', 'Har kostnadsdata', 'On kustannustiedot', 'Hat Kostendaten'],
  hasDeviationsEnabled: ['Has deviations enabled', 'Har avvikelser aktiverade', 'Har avvik aktivert', 'Har avvik aktivert', 'Poikkeamat käytössä', 'Abweichungen aktiviert'],
  serviceTypes: ['Service types', 'Tjänstetyper', 'Tjenestetyper', 'Tenestetypar', 'Palvelutyypit', 'Dienstarten'],
  carTypes: ['Car types', 'Biltyper', 'Biltyper', 'Biltypar', 'Autotyypit', 'Autotypen'],
  carCount: ['Number of cars', 'Antal bilar', 'Antall biler', 'Tal på bilar', 'Autojen määrä', 'Anzahl Autos'],
  propertyType: ['Property type', 'Bostadstyp', 'Boligtype', 'Bustadtype', 'Asuntotyyppi', 'Wohnart'],
  propertySize: ['Property size (m²)', 'Bostadsyta (m²)', 'Boligareal (m²)', 'Bustadareal (m²)', 'Asunnon pinta-ala (m²)', 'Wohnfläche (m²)'],
  numberOfResidents: ['Number of residents', 'Antal boende', 'Antall beboere', 'Tal på bebuarar', 'Asukkaiden määrä', 'Anzahl Bewohner'],
  propertyAge: ['Property age (years)', 'Byggnadens ålder (år)', 'Byggets alder (år)', 'Alderen til bygget (år)', 'Rakennuksen ikä (vuotta)', 'Gebäudealter (Jahre)'],
  appliances: ['Appliances', 'Apparater', 'Apparater', 'Apparat', 'Laitteet', 'Geräte'],
  heatingTypes: ['Heating types', 'Uppvärmningstyper', 'Oppvarmingstyper', 'Oppvarmingstypar', 'Lämmitystavat', 'Heizarten'],
  zipCode: ['Postcode', 'Postnummer', 'Postnummer', 'Postnummer', 'Postinumero', 'Postleitzahl'],
  city: ['City', 'Ort', 'Sted', 'Stad', 'Paikkakunta', 'Ort'],
  hasLocationProperties: ['Has a home profile', 'Har hemprofil', 'Har boligprofil', 'Har bustadprofil', 'On kotiprofiili', 'Hat ein Wohnprofil'],
  priceZones: ['Price zones', 'Elområden', 'Prisområder', 'Prisområde', 'Hinta-alueet', 'Preiszonen'],
  readingPeriods: ['Reading periods', 'Avläsningsperioder', 'Avlesningsperioder', 'Avlesingsperiodar', 'Lukemajaksot', 'Ableseintervalle'],
  ...(Object.fromEntries(ZONE_FLAGS.map((z) => [`in${z}`, inZone(z)])) as Record<`in${(typeof ZONE_FLAGS)[number]}`, Row>),
  hasGrid: ['Has grid', 'Har elnät', 'Har nett', 'Har nett', 'On sähkönsiirto', 'Hat Netzanschluss'],
  hasTrade: ['Has electricity trade', 'Har elhandel', 'Har strømhandel', 'Har straumhandel', 'On sähkönmyynti', 'Hat Stromlieferung'],
  hasHeating: ['Has heating', 'Har värme', 'Har varme', 'Har varme', 'On lämpö', 'Hat Wärme'],
  hasWaste: ['Has waste collection', 'Har avfallshämtning', 'Har avfallshenting', 'Har avfallshenting', 'On jätehuolto', 'Hat Abfallentsorgung'],
  hasBroadband: ['Has broadband', 'Har bredband', 'Har bredbånd', 'Har breiband', 'On laajakaista', 'Hat Breitband'],
  hasWater: ['Has water', 'Har vatten', 'Har vann', 'Har vatn', 'On vesi', 'Hat Wasser'],
  hasGas: ['Has gas', 'Har gas', 'Har gass', 'Har gass', 'On kaasu', 'Hat Gas'],
  hasCooling: ['Has cooling', 'Har kyla', 'Har kjøling', 'Har kjøling', 'On jäähdytys', 'Hat Kühlung'],
  hasTv: ['Has TV', 'Har tv', 'Har TV', 'Har TV', 'On TV', 'Hat TV'],
  hasProduction: ['Has production', 'Har produktion', 'Har produksjon', 'Har produksjon', 'On tuotanto', 'Hat Erzeugung'],
  primaryHeatingType: ['Primary heating', 'Huvudsaklig uppvärmning', 'Hovedoppvarming', 'Hovudoppvarming', 'Päälämmitys', 'Hauptheizung'],
  hasFloorHeating: ['Has floor heating', 'Har golvvärme', 'Har gulvvarme', 'Har golvvarme', 'On lattialämmitys', 'Hat Fußbodenheizung'],
  hasWaterHeater: ['Has a water heater', 'Har varmvattenberedare', 'Har varmtvannsbereder', 'Har varmtvassberedar', 'On lämminvesivaraaja', 'Hat einen Warmwasserbereiter'],
  allUsers: ['All users', 'Alla användare', 'Alle brukere', 'Alle brukarar', 'Kaikki käyttäjät', 'Alle Benutzer'],
  isAccountOwner: ['Is account owner', 'Är kontoägare', 'Er kontoeier', 'Er kontoeigar', 'On tilin omistaja', 'Ist Kontoinhaber'],
};

/**
 * The value choices that have words (price zones are shown as their codes); the forms' enum values
 * take them too (form-values.ts).
 */
export const VALUES = {
  agreementTypes: {
    hourlySpot: ['Hourly spot', 'Timspot', 'Timespot', 'Timespot', 'Tuntispot', 'Stündlicher Spot'],
    monthlySpot: ['Monthly spot', 'Månadsspot', 'Månedsspot', 'Månadsspot', 'Kuukausispot', 'Monatlicher Spot'],
    fixed: ['Fixed', 'Fast', 'Fastpris', 'Fastpris', 'Kiinteä', 'Festpreis'],
    mixed: ['Mixed', 'Blandat', 'Blandet', 'Blanda', 'Yhdistelmä', 'Gemischt'],
    '15minSpot': ['15-minute spot', 'Kvartspot', 'Kvartersspot', 'Kvartersspot', 'Varttispot', 'Viertelstunden-Spot'],
  } satisfies Record<AgreementType, Row>,
  serviceTypes: {
    consumption_trade: ['Consumption (trade)', 'Förbrukning (elhandel)', 'Forbruk (strømhandel)', 'Forbruk (straumhandel)', 'Kulutus (myynti)', 'Verbrauch (Lieferung)'],
    consumption_grid: ['Consumption (grid)', 'Förbrukning (elnät)', 'Forbruk (nett)', 'Forbruk (nett)', 'Kulutus (siirto)', 'Verbrauch (Netz)'],
    production_trade: ['Production (trade)', 'Produktion (elhandel)', 'Produksjon (strømhandel)', 'Produksjon (straumhandel)', 'Tuotanto (myynti)', 'Erzeugung (Lieferung)'],
    production_grid: ['Production (grid)', 'Produktion (elnät)', 'Produksjon (nett)', 'Produksjon (nett)', 'Tuotanto (siirto)', 'Erzeugung (Netz)'],
    heating: ['Heating', 'Värme', 'Varme', 'Varme', 'Lämpö', 'Wärme'],
    cooling: ['Cooling', 'Kyla', 'Kjøling', 'Kjøling', 'Jäähdytys', 'Kühlung'],
    gas_trade: ['Gas (trade)', 'Gas (handel)', 'Gass (handel)', 'Gass (handel)', 'Kaasu (myynti)', 'Gas (Lieferung)'],
    gas_grid: ['Gas (grid)', 'Gas (nät)', 'Gass (nett)', 'Gass (nett)', 'Kaasu (siirto)', 'Gas (Netz)'],
    broadband: ['Broadband', 'Bredband', 'Bredbånd', 'Breiband', 'Laajakaista', 'Breitband'],
    tv: ['TV', 'Tv', 'TV', 'TV', 'TV', 'TV'],
    water: ['Water', 'Vatten', 'Vann', 'Vatn', 'Vesi', 'Wasser'],
    waste: ['Waste', 'Avfall', 'Avfall', 'Avfall', 'Jätehuolto', 'Abfall'],
  } satisfies Record<LocationServiceType, Row>,
  readingPeriods: {
    '15M': ['15 minutes', '15 minuter', '15 minutter', '15 minutt', '15 minuuttia', '15 Minuten'],
    HOURLY: ['Hourly', 'Timvis', 'Per time', 'Per time', 'Tunneittain', 'Stündlich'],
    DAILY: ['Daily', 'Dagligen', 'Daglig', 'Dagleg', 'Päivittäin', 'Täglich'],
    MONTHLY: ['Monthly', 'Månadsvis', 'Månedlig', 'Månadleg', 'Kuukausittain', 'Monatlich'],
    YEARLY: ['Yearly', 'Årsvis', 'Årlig', 'Årleg', 'Vuosittain', 'Jährlich'],
  } satisfies Record<SegmentReadingPeriod, Row>,
  propertyTypes: {
    APPARTMENT: ['Apartment', 'Lägenhet', 'Leilighet', 'Leilegheit', 'Kerrostaloasunto', 'Wohnung'],
    ROWHOUSE: ['Town house', 'Radhus', 'Rekkehus', 'Rekkjehus', 'Rivitalo', 'Reihenhaus'],
    HOUSE: ['House', 'Villa', 'Enebolig', 'Einebustad', 'Omakotitalo', 'Haus'],
    SUMMERHOUSE: ['Summer house', 'Fritidshus', 'Hytte', 'Hytte', 'Kesämökki', 'Ferienhaus'],
  } satisfies Record<PropertyType, Row>,
  heatingTypes: {
    direct: ['Direct electric', 'Direktverkande el', 'Direkte elektrisk', 'Direkte elektrisk', 'Suora sähkö', 'Elektrische Direktheizung'],
    district: ['District heating', 'Fjärrvärme', 'Fjernvarme', 'Fjernvarme', 'Kaukolämpö', 'Fernwärme'],
    geothermal: ['Ground source heat pump', 'Bergvärme', 'Bergvarme', 'Bergvarme', 'Maalämpö', 'Erdwärme'],
    exhaustAir: ['Exhaust air heat pump', 'Frånluftsvärmepump', 'Avtrekksvarmepumpe', 'Avtrekksvarmepumpe', 'Poistoilmalämpöpumppu', 'Abluftwärmepumpe'],
    air: ['Air-to-air heat pump', 'Luft-luftvärmepump', 'Luft-til-luft-varmepumpe', 'Luft-til-luft-varmepumpe', 'Ilmalämpöpumppu', 'Luft-Luft-Wärmepumpe'],
    airwater: ['Air-to-water heat pump', 'Luft-vattenvärmepump', 'Luft-til-vann-varmepumpe', 'Luft-til-vatn-varmepumpe', 'Ilma-vesilämpöpumppu', 'Luft-Wasser-Wärmepumpe'],
    electricBoiler: ['Electric boiler', 'Elpanna', 'Elektrokjele', 'Elektrokjel', 'Sähkökattila', 'Elektrokessel'],
    naturalGas: ['Natural gas', 'Naturgas', 'Naturgass', 'Naturgass', 'Maakaasu', 'Erdgas'],
    pellets: ['Pellets', 'Pellets', 'Pellets', 'Pellets', 'Pelletit', 'Pellets'],
    stove: ['Wood stove', 'Braskamin', 'Vedovn', 'Vedomn', 'Puukamiina', 'Kaminofen'],
    other: ['Other', 'Annat', 'Annet', 'Anna', 'Muu', 'Sonstige'],
  } satisfies Record<HeatingType, Row>,
  carTypes: {
    electric: ['Electric', 'Elbil', 'Elbil', 'Elbil', 'Sähköauto', 'Elektroauto'],
    hybrid: ['Hybrid', 'Hybrid', 'Hybrid', 'Hybrid', 'Hybridi', 'Hybrid'],
    petrol_diesel: ['Petrol or diesel', 'Bensin eller diesel', 'Bensin eller diesel', 'Bensin eller diesel', 'Bensiini tai diesel', 'Benzin oder Diesel'],
    no_vehicle: ['No car', 'Ingen bil', 'Ingen bil', 'Ingen bil', 'Ei autoa', 'Kein Auto'],
  } satisfies Record<CarType, Row>,
  appliances: {
    solarPanel: ['Solar panels', 'Solpaneler', 'Solcellepaneler', 'Solcellepanel', 'Aurinkopaneelit', 'Solarmodule'],
    washingMashine: ['Washing machine', 'Tvättmaskin', 'Vaskemaskin', 'Vaskemaskin', 'Pesukone', 'Waschmaschine'],
    dishMashine: ['Dishwasher', 'Diskmaskin', 'Oppvaskmaskin', 'Oppvaskmaskin', 'Astianpesukone', 'Geschirrspüler'],
    dryer: ['Tumble dryer', 'Torktumlare', 'Tørketrommel', 'Tørketrommel', 'Kuivausrumpu', 'Wäschetrockner'],
    sauna: ['Sauna', 'Bastu', 'Badstue', 'Badstove', 'Sauna', 'Sauna'],
    floorHeating: ['Floor heating', 'Golvvärme', 'Gulvvarme', 'Golvvarme', 'Lattialämmitys', 'Fußbodenheizung'],
    spa: ['Hot tub', 'Badtunna', 'Boblebad', 'Boblebad', 'Poreallas', 'Whirlpool'],
    pool: ['Pool', 'Pool', 'Basseng', 'Basseng', 'Uima-allas', 'Pool'],
    electricBike: ['Electric bike', 'Elcykel', 'Elsykkel', 'Elsykkel', 'Sähköpyörä', 'E-Bike'],
    evCarCharger: ['EV charger', 'Elbilsladdare', 'Elbillader', 'Elbillader', 'Sähköauton laturi', 'Wallbox'],
    no_gadgets: ['None of these', 'Inga av dessa', 'Ingen av disse', 'Ingen av desse', 'Ei mitään näistä', 'Keines davon'],
  } satisfies Record<Gadget, Row>,
} as const;

/** The value group whose words a rule name's choices use. */
export type SegmentValueGroup = keyof typeof VALUES;

const segments = messagesOfRows(UI, {
  names: NAMES,
  ...Object.fromEntries(Object.entries(VALUES).map(([group, words]) => [`values.${group}`, words])),
});

export default segments;
