/**
 * The demo organisation's energy tips, in all six languages: some for every home, some only for a
 * location with a given service (spot-priced power, district heating, water, solar), and one out of
 * season (inactive), so the console shows both states. Kari has completed one of hers, so the portal
 * shows a completed tip beside open ones.
 */
import type { Language } from '../../../../schemas/core/primitives.js';
import type { LocationServiceType } from '../../../../schemas/location.js';
import type { Tip } from '../../../../schemas/tips.js';
import { stableId } from '../../ids.js';
import type { DemoAccount } from '../demo-tenant.js';
import { addDays } from './calendar.js';

type Texts = Readonly<Record<Language, readonly [title: string, body: string]>>;

interface TipSpec {
  readonly key: string;
  readonly serviceTypes: readonly LocationServiceType[];
  readonly active?: boolean;
  readonly text: Texts;
}

const TIPS: readonly TipSpec[] = [
  {
    key: 'lower-temperature', serviceTypes: [],
    text: {
      en: ['Lower the temperature by one degree', 'Each degree less indoors saves about five per cent of the energy used for heating. 20 °C in the living room and 18 °C in the bedroom is comfortable for most.'],
      sv: ['Sänk temperaturen en grad', 'Varje grad lägre inomhus sparar ungefär fem procent av energin till uppvärmningen. 20 °C i vardagsrummet och 18 °C i sovrummet räcker för de flesta.'],
      nb: ['Senk temperaturen med én grad', 'Hver grad lavere innendørs sparer rundt fem prosent av energien til oppvarming. 20 °C i stua og 18 °C på soverommet er behagelig for de fleste.'],
      nn: ['Senk temperaturen med éin grad', 'Kvar grad lågare innandørs sparar rundt fem prosent av energien til oppvarming. 20 °C i stova og 18 °C på soverommet er behageleg for dei fleste.'],
      fi: ['Laske lämpötilaa asteella', 'Jokainen aste vähemmän sisällä säästää noin viisi prosenttia lämmitykseen kuluvasta energiasta. Olohuoneessa 20 °C ja makuuhuoneessa 18 °C riittää useimmille.'],
      de: ['Senken Sie die Temperatur um ein Grad', 'Jedes Grad weniger in der Wohnung spart etwa fünf Prozent der Heizenergie. 20 °C im Wohnzimmer und 18 °C im Schlafzimmer sind für die meisten angenehm.'],
    },
  },
  {
    key: 'cheap-hours', serviceTypes: ['consumption_trade'],
    text: {
      en: ['Run appliances when power is cheap', 'Spot prices are usually lowest at night and around midday at weekends. Start the dishwasher, washing machine and dryer then, with the timer if they have one.'],
      sv: ['Kör maskinerna när elen är billig', 'Spotpriset är oftast lägst på natten och mitt på dagen under helger. Starta diskmaskin, tvättmaskin och torktumlare då, gärna med timer.'],
      nb: ['Kjør maskinene når strømmen er billig', 'Spotprisen er ofte lavest om natta og midt på dagen i helgene. Start oppvaskmaskin, vaskemaskin og tørketrommel da, gjerne med tidsur.'],
      nn: ['Køyr maskinene når straumen er billeg', 'Spotprisen er ofte lågast om natta og midt på dagen i helgane. Start oppvaskmaskin, vaskemaskin og tørketrommel då, gjerne med tidsur.'],
      fi: ['Käytä laitteita, kun sähkö on halpaa', 'Pörssisähkö on yleensä halvinta yöllä ja viikonloppuisin keskipäivällä. Käynnistä astianpesukone, pyykinpesukone ja kuivausrumpu silloin, ajastimella jos mahdollista.'],
      de: ['Geräte laufen lassen, wenn Strom günstig ist', 'Der Spotpreis ist meist nachts und am Wochenende um die Mittagszeit am niedrigsten. Starten Sie Geschirrspüler, Waschmaschine und Trockner dann, am besten mit dem Timer.'],
    },
  },
  {
    key: 'standby', serviceTypes: [],
    text: {
      en: ['Switch off standby', 'TVs, consoles, chargers and coffee machines on standby can use several hundred kilowatt hours a year. A power strip with a switch turns them all off at once.'],
      sv: ['Stäng av standby', 'Tv, spelkonsoler, laddare och kaffemaskiner i viloläge kan dra flera hundra kilowattimmar om året. En grenkontakt med strömbrytare stänger av allt på en gång.'],
      nb: ['Slå av standby', 'TV, spillkonsoller, ladere og kaffemaskiner i hvilemodus kan bruke flere hundre kilowattimer i året. En skjøteledning med bryter slår av alt på én gang.'],
      nn: ['Slå av standby', 'TV, spelkonsollar, ladarar og kaffimaskiner i kvilemodus kan bruke fleire hundre kilowattimar i året. Ei skøyteleidning med brytar slår av alt på éin gong.'],
      fi: ['Sammuta valmiustila', 'Valmiustilassa olevat televisiot, pelikonsolit, laturit ja kahvinkeittimet voivat kuluttaa satoja kilowattitunteja vuodessa. Katkaisimella varustettu jatkojohto sammuttaa kaikki kerralla.'],
      de: ['Standby ausschalten', 'Fernseher, Spielkonsolen, Ladegeräte und Kaffeemaschinen im Standby können mehrere hundert Kilowattstunden im Jahr verbrauchen. Eine Steckdosenleiste mit Schalter schaltet alles auf einmal aus.'],
    },
  },
  {
    key: 'charge-at-night', serviceTypes: ['consumption_trade'],
    text: {
      en: ['Charge the car at night', 'An electric car needs power for hours, but not at any particular hour. Schedule charging for the night, when prices and the load on the grid are lowest.'],
      sv: ['Ladda bilen på natten', 'En elbil behöver ström i flera timmar, men inte vid någon särskild tid. Schemalägg laddningen till natten, när priset och belastningen på elnätet är som lägst.'],
      nb: ['Lad bilen om natta', 'En elbil trenger strøm i mange timer, men ikke på et bestemt tidspunkt. Planlegg ladingen om natta, når prisen og belastningen på strømnettet er lavest.'],
      nn: ['Lad bilen om natta', 'Ein elbil treng straum i mange timar, men ikkje på eit bestemt tidspunkt. Planlegg ladinga om natta, når prisen og belastninga på straumnettet er lågast.'],
      fi: ['Lataa auto yöllä', 'Sähköauto tarvitsee virtaa monta tuntia, mutta ei mihinkään tiettyyn aikaan. Ajoita lataus yöhön, jolloin hinta ja sähköverkon kuormitus ovat pienimmillään.'],
      de: ['Laden Sie das Auto nachts', 'Ein Elektroauto braucht stundenlang Strom, aber zu keiner bestimmten Zeit. Planen Sie das Laden für die Nacht, wenn Preis und Netzlast am niedrigsten sind.'],
    },
  },
  {
    key: 'radiators', serviceTypes: ['heating'],
    text: {
      en: ['Keep radiators free', 'Furniture and long curtains in front of radiators keep the heat from the room. Bleed the radiators in autumn so they heat evenly.'],
      sv: ['Håll elementen fria', 'Möbler och långa gardiner framför elementen hindrar värmen från att nå rummet. Lufta elementen på hösten så att de värmer jämnt.'],
      nb: ['Hold radiatorene frie', 'Møbler og lange gardiner foran radiatorene hindrer varmen i å nå rommet. Luft radiatorene om høsten, så varmer de jevnt.'],
      nn: ['Hald radiatorane frie', 'Møblar og lange gardiner framfor radiatorane hindrar varmen i å nå rommet. Luft radiatorane om hausten, så varmar dei jamt.'],
      fi: ['Pidä patterit vapaina', 'Patterien edessä olevat huonekalut ja pitkät verhot estävät lämpöä pääsemästä huoneeseen. Ilmaa patterit syksyllä, niin ne lämpenevät tasaisesti.'],
      de: ['Heizkörper frei halten', 'Möbel und lange Vorhänge vor den Heizkörpern halten die Wärme vom Raum fern. Entlüften Sie die Heizkörper im Herbst, damit sie gleichmäßig heizen.'],
    },
  },
  {
    key: 'shorter-showers', serviceTypes: ['water'],
    text: {
      en: ['Take shorter showers', "Hot water is a large share of a household's energy use. One minute less in the shower saves about ten litres of hot water each time, and a water-saving shower head can halve the use."],
      sv: ['Duscha kortare', 'Varmvatten är en stor del av hushållets energianvändning. En minut kortare dusch sparar ungefär tio liter varmvatten varje gång, och ett snålspolande duschmunstycke kan halvera förbrukningen.'],
      nb: ['Dusj kortere', 'Varmtvann er en stor del av husholdningens energibruk. Ett minutt kortere dusj sparer rundt ti liter varmtvann hver gang, og et sparedusjhode kan halvere forbruket.'],
      nn: ['Dusj kortare', 'Varmtvatn er ein stor del av energibruken i hushaldet. Eitt minutt kortare dusj sparar rundt ti liter varmtvatn kvar gong, og eit sparedusjhovud kan halvere forbruket.'],
      fi: ['Käy lyhyemmässä suihkussa', 'Lämmin vesi on suuri osa kotitalouden energiankulutuksesta. Minuutin lyhyempi suihku säästää noin kymmenen litraa lämmintä vettä joka kerta, ja vettä säästävä suihkupää voi puolittaa kulutuksen.'],
      de: ['Kürzer duschen', 'Warmwasser macht einen großen Teil des Energieverbrauchs eines Haushalts aus. Eine Minute kürzer duschen spart jedes Mal etwa zehn Liter Warmwasser, ein Sparduschkopf kann den Verbrauch halbieren.'],
    },
  },
  {
    key: 'own-solar-power', serviceTypes: ['production_trade'],
    text: {
      en: ['Use your own solar power', 'Power you use yourself is worth more than power you sell. Run the heat pump, water heater and appliances in the sunny hours around midday.'],
      sv: ['Använd din egen solel', 'El du använder själv är värd mer än el du säljer. Kör värmepump, varmvattenberedare och maskiner under de soliga timmarna mitt på dagen.'],
      nb: ['Bruk din egen solstrøm', 'Strøm du bruker selv er verdt mer enn strøm du selger. Kjør varmepumpe, varmtvannsbereder og maskiner i de solrike timene midt på dagen.'],
      nn: ['Bruk din eigen solstraum', 'Straum du bruker sjølv er verd meir enn straum du sel. Køyr varmepumpe, varmtvasstank og maskiner i dei solrike timane midt på dagen.'],
      fi: ['Käytä omaa aurinkosähköäsi', 'Itse käyttämäsi sähkö on arvokkaampaa kuin myymäsi. Käytä lämpöpumppua, lämminvesivaraajaa ja kodinkoneita aurinkoisina tunteina keskipäivällä.'],
      de: ['Nutzen Sie Ihren eigenen Solarstrom', 'Selbst genutzter Strom ist mehr wert als verkaufter. Lassen Sie Wärmepumpe, Warmwasserbereiter und Geräte in den sonnigen Stunden um die Mittagszeit laufen.'],
    },
  },
  {
    key: 'summer-floor-heating', serviceTypes: [], active: false,
    text: {
      en: ['Turn off floor heating for the summer', 'Floor heating in bathrooms and hallways is easy to forget. Turn it off when the warm season starts.'],
      sv: ['Stäng av golvvärmen över sommaren', 'Golvvärme i badrum och hall är lätt att glömma. Stäng av den när den varma årstiden börjar.'],
      nb: ['Slå av gulvvarmen om sommeren', 'Gulvvarme på bad og i gang er lett å glemme. Slå den av når den varme årstiden starter.'],
      nn: ['Slå av golvvarmen om sommaren', 'Golvvarme på bad og i gang er lett å gløyme. Slå han av når den varme årstida startar.'],
      fi: ['Sammuta lattialämmitys kesäksi', 'Kylpyhuoneen ja eteisen lattialämmitys unohtuu helposti. Sammuta se, kun lämmin kausi alkaa.'],
      de: ['Fußbodenheizung im Sommer ausschalten', 'Die Fußbodenheizung in Bad und Flur wird leicht vergessen. Schalten Sie sie aus, wenn die warme Jahreszeit beginnt.'],
    },
  },
];

const tipId = (org: string, key: string) => stableId(`${org}:tip:${key}`);

export function demoTips(org: string, base: Date): Tip[] {
  const at = addDays(base, -40);
  return TIPS.map((t, i) => {
    const languages = Object.keys(t.text) as Language[];
    return {
      _id: tipId(org, t.key),
      organisation: org,
      title: Object.fromEntries(languages.map((l) => [l, t.text[l][0]])),
      body: Object.fromEntries(languages.map((l) => [l, t.text[l][1]])),
      serviceTypes: [...t.serviceTypes],
      order: (i + 1) * 10,
      active: t.active ?? true,
      createdAt: at,
      updatedAt: at,
    };
  });
}

/** Progress the demo households have made: location key → tips completed, and when. */
const COMPLETED: Readonly<Record<string, readonly { readonly tip: string; readonly daysAgo: number }[]>> = {
  'kari-flat': [{ tip: 'standby', daysAgo: 12 }],
};

/** The accounts with their locations' tip progress set (Location.tips), as the PATCH would have left it. */
export function withTipProgress(org: string, base: Date, accounts: readonly DemoAccount[]): DemoAccount[] {
  return accounts.map((a) => ({
    ...a,
    locations: a.locations.map((l) => {
      const done = Object.entries(COMPLETED).find(([key]) => stableId(`${org}:location:${key}`) === l.location._id)?.[1] ?? [];
      if (done.length === 0) return l;
      const tips = done.map((d) => ({ tipId: tipId(org, d.tip), completed: true, createdAt: addDays(base, -d.daysAgo), updatedAt: addDays(base, -d.daysAgo) }));
      return { ...l, location: { ...l.location, tips } };
    }),
  }));
}
