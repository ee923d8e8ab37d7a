/**
 * The price zone of a prediction's site.area (docs/decisions.md "Prediction model"): a zone code, or
 * a county, region or larger town of the four countries, matched without case or diacritics. Each
 * region takes the zone most of it lies in (Telemark NO2, Halland SE4); a country with one zone
 * (Finland, Austria) is its zone. Areas this table does not know are looked up among the
 * organisation's own locations by the caller.
 */
import { PriceZone } from '../../../schemas/geography.js';

const AREAS: Readonly<Record<PriceZone, readonly string[]>> = {
  NO1: ['oslo', 'akershus', 'ostfold', 'buskerud', 'viken', 'innlandet', 'hedmark', 'oppland', 'vestfold', 'ostlandet', 'hamar', 'lillehammer',
    'gjovik', 'drammen', 'fredrikstad', 'sarpsborg', 'moss', 'halden', 'baerum', 'asker', 'lillestrom', 'tonsberg', 'sandefjord', 'larvik', 'kongsberg', 'elverum'],
  NO2: ['agder', 'vest-agder', 'aust-agder', 'rogaland', 'telemark', 'sorlandet', 'stavanger', 'sandnes', 'kristiansand', 'arendal', 'grimstad',
    'mandal', 'skien', 'porsgrunn', 'haugesund', 'egersund', 'stord'],
  NO3: ['trondelag', 'sor-trondelag', 'nord-trondelag', 'more og romsdal', 'midt-norge', 'trondheim', 'alesund', 'molde', 'kristiansund',
    'steinkjer', 'levanger', 'stjordal', 'namsos', 'oppdal', 'roros'],
  NO4: ['nordland', 'troms', 'finnmark', 'troms og finnmark', 'nord-norge', 'tromso', 'bodo', 'narvik', 'harstad', 'alta', 'hammerfest',
    'vadso', 'kirkenes', 'mo i rana', 'mosjoen', 'svolvaer'],
  NO5: ['vestland', 'hordaland', 'sogn og fjordane', 'vestlandet', 'bergen', 'forde', 'voss', 'sogndal', 'floro', 'odda'],
  SE1: ['norrbotten', 'norrbottens', 'lulea', 'kiruna', 'pitea', 'boden', 'gallivare', 'haparanda', 'kalix'],
  SE2: ['vasterbotten', 'vasterbottens', 'vasternorrland', 'vasternorrlands', 'jamtland', 'jamtlands', 'umea', 'skelleftea', 'sundsvall',
    'ostersund', 'ornskoldsvik', 'harnosand', 'lycksele', 'solleftea'],
  SE3: ['stockholm', 'stockholms', 'uppsala', 'sodermanland', 'sodermanlands', 'ostergotland', 'ostergotlands', 'vastra gotaland', 'vastra gotalands',
    'orebro', 'vastmanland', 'vastmanlands', 'varmland', 'varmlands', 'dalarna', 'dalarnas', 'gavleborg', 'gavleborgs', 'jonkoping', 'jonkopings',
    'gotland', 'gotlands', 'goteborg', 'gothenburg', 'linkoping', 'norrkoping', 'vasteras', 'eskilstuna', 'karlstad', 'gavle', 'falun',
    'borlange', 'visby', 'boras', 'trollhattan', 'sodertalje', 'nykoping', 'motala', 'uddevalla', 'skovde'],
  SE4: ['skane', 'skanes', 'blekinge', 'blekinges', 'halland', 'hallands', 'kronoberg', 'kronobergs', 'kalmar', 'malmo', 'helsingborg', 'lund',
    'kristianstad', 'karlskrona', 'vaxjo', 'halmstad', 'ystad', 'trelleborg', 'landskrona'],
  FI: ['finland', 'suomi', 'uusimaa', 'nyland', 'helsinki', 'helsingfors', 'espoo', 'vantaa', 'tampere', 'turku', 'abo', 'oulu', 'jyvaskyla',
    'lahti', 'kuopio', 'pori', 'joensuu', 'lappeenranta', 'vaasa', 'rovaniemi', 'seinajoki', 'pirkanmaa', 'varsinais-suomi', 'lappi', 'lapland'],
  AT: ['austria', 'osterreich', 'wien', 'vienna', 'niederosterreich', 'oberosterreich', 'steiermark', 'tirol', 'karnten', 'salzburg',
    'vorarlberg', 'burgenland', 'graz', 'linz', 'innsbruck', 'klagenfurt', 'villach', 'wels', 'sankt polten', 'st. polten', 'dornbirn'],
};

const BY_NAME: ReadonlyMap<string, PriceZone> = new Map(
  (Object.entries(AREAS) as [PriceZone, readonly string[]][]).flatMap(([zone, names]) => names.map((n) => [n, zone] as const)),
);

/** Lower case, no accents, ø and æ spelt o and ae, suffixes like "län", "fylke" and "kommune" dropped. */
export function normaliseAreaName(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ø/g, 'o')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss')
    .replace(/\s+/g, ' ')
    .replace(/ (lan|fylke|fylkeskommune|kommune|kommun|county|region|landskap|maakunta)$/, '');
}

/** The price zone an area names, if the table knows it (a zone code counts, in any case). */
export function priceZoneOfArea(area: string): PriceZone | undefined {
  const code = PriceZone.safeParse(area.trim().toUpperCase());
  if (code.success) return code.data;
  return BY_NAME.get(normaliseAreaName(area));
}
