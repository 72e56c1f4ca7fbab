import type { Language } from '@app/shared/contract';

type CityNames = { native: string } & Partial<Record<Language, string>>;

/**
 * Names of the larger cities of the site countries where the dataset's name is not what their own
 * people write (`Warsaw`, `Munich`, `The Hague`) or other languages say otherwise, by GeoNames id.
 * A language without its own entry sees the native name.
 */
const CITY_NAMES: Record<number, CityNames> = {
  756135: {
    native: 'Warszawa',
    en: 'Warsaw',
    de: 'Warschau',
    nl: 'Warschau',
    fr: 'Varsovie',
    es: 'Varsovia',
    it: 'Varsavia',
    fi: 'Varsova',
  },
  3094802: {
    native: 'Kraków',
    de: 'Krakau',
    nl: 'Krakau',
    fr: 'Cracovie',
    es: 'Cracovia',
    it: 'Cracovia',
    fi: 'Krakova',
  },
  2867714: { native: 'München', en: 'Munich', fr: 'Munich', es: 'Múnich', it: 'Monaco di Baviera', pl: 'Monachium' },
  2886242: { native: 'Köln', en: 'Cologne', fr: 'Cologne', es: 'Colonia', it: 'Colonia', nl: 'Keulen', pl: 'Kolonia' },
  2861650: {
    native: 'Nürnberg',
    en: 'Nuremberg',
    fr: 'Nuremberg',
    es: 'Núremberg',
    it: 'Norimberga',
    nl: 'Neurenberg',
    pl: 'Norymberga',
  },
  2910831: { native: 'Hannover', en: 'Hanover', fr: 'Hanovre', pl: 'Hanower' },
  2761369: { native: 'Wien', en: 'Vienna', fr: 'Vienne', es: 'Viena', it: 'Vienna', nl: 'Wenen', pl: 'Wiedeń' },
  2800866: {
    native: 'Bruxelles',
    nl: 'Brussel',
    nb: 'Brussel',
    de: 'Brüssel',
    en: 'Brussels',
    es: 'Bruselas',
    pl: 'Bruksela',
    sv: 'Bryssel',
    fi: 'Bryssel',
  },
  2803138: { native: 'Antwerpen', en: 'Antwerp', fr: 'Anvers', es: 'Amberes', it: 'Anversa', pl: 'Antwerpia' },
  2797656: { native: 'Gent', en: 'Ghent', fr: 'Gand', es: 'Gante', it: 'Gand', pl: 'Gandawa' },
  2800931: { native: 'Brugge', en: 'Bruges', fr: 'Bruges', de: 'Brügge', es: 'Brujas', it: 'Bruges', pl: 'Brugia' },
  2792413: { native: 'Liège', nl: 'Luik', de: 'Lüttich' },
  2792482: { native: 'Leuven', fr: 'Louvain' },
  2790471: { native: 'Namur', nl: 'Namen' },
  2790869: { native: 'Mons', nl: 'Bergen' },
  2747373: {
    native: 'Den Haag',
    en: 'The Hague',
    fr: 'La Haye',
    es: 'La Haya',
    it: "L'Aia",
    pl: 'Haga',
    sv: 'Haag',
    da: 'Haag',
    nb: 'Haag',
    fi: 'Haag',
  },
  2759879: { native: 'Almere' },
  2618425: {
    native: 'København',
    en: 'Copenhagen',
    de: 'Kopenhagen',
    nl: 'Kopenhagen',
    fr: 'Copenhague',
    es: 'Copenhague',
    it: 'Copenaghen',
    pl: 'Kopenhaga',
    sv: 'Köpenhamn',
    fi: 'Kööpenhamina',
  },
  2624652: { native: 'Aarhus' },
  2711537: { native: 'Göteborg', en: 'Gothenburg' },
  3169070: {
    native: 'Roma',
    en: 'Rome',
    fr: 'Rome',
    de: 'Rom',
    nl: 'Rome',
    pl: 'Rzym',
    sv: 'Rom',
    da: 'Rom',
    fi: 'Rooma',
  },
  3173435: { native: 'Milano', en: 'Milan', fr: 'Milan', de: 'Mailand', es: 'Milán', nl: 'Milaan', pl: 'Mediolan' },
  3172394: {
    native: 'Napoli',
    en: 'Naples',
    fr: 'Naples',
    de: 'Neapel',
    es: 'Nápoles',
    nl: 'Napels',
    pl: 'Neapol',
    sv: 'Neapel',
  },
  3165524: { native: 'Torino', en: 'Turin', fr: 'Turin', de: 'Turin', es: 'Turín', nl: 'Turijn', pl: 'Turyn' },
  3176219: { native: 'Genova', en: 'Genoa', fr: 'Gênes', de: 'Genua', es: 'Génova', nl: 'Genua', pl: 'Genua' },
  3176959: {
    native: 'Firenze',
    en: 'Florence',
    fr: 'Florence',
    de: 'Florenz',
    es: 'Florencia',
    nl: 'Florence',
    pl: 'Florencja',
  },
  3164603: {
    native: 'Venezia',
    en: 'Venice',
    fr: 'Venise',
    de: 'Venedig',
    es: 'Venecia',
    nl: 'Venetië',
    pl: 'Wenecja',
  },
  2510911: { native: 'Sevilla', en: 'Seville', fr: 'Séville' },
  2660646: { native: 'Genève', en: 'Geneva', de: 'Genf', it: 'Ginevra', es: 'Ginebra', pl: 'Genewa' },
  2657896: { native: 'Zürich', en: 'Zurich', fr: 'Zurich', it: 'Zurigo', es: 'Zúrich', pl: 'Zurych' },
  2661604: { native: 'Basel', fr: 'Bâle', it: 'Basilea', es: 'Basilea', pl: 'Bazylea' },
  2661552: { native: 'Bern', fr: 'Berne', it: 'Berna', es: 'Berna', pl: 'Berno' },
  2659811: { native: 'Luzern', en: 'Lucerne', fr: 'Lucerne', it: 'Lucerna', es: 'Lucerna', pl: 'Lucerna' },
  2658822: { native: 'St. Gallen', fr: 'Saint-Gall', it: 'San Gallo' },
  2962943: { native: 'Limerick' },
  2964180: { native: 'Galway' },
  658225: { native: 'Helsinki', sv: 'Helsingfors' },
  633679: { native: 'Turku', sv: 'Åbo' },
  660158: { native: 'Espoo', sv: 'Esbo' },
  632453: { native: 'Vantaa', sv: 'Vanda' },
  634963: { native: 'Tampere', sv: 'Tammerfors' },
  643492: { native: 'Oulu', sv: 'Uleåborg' },
  632978: { native: 'Vaasa', sv: 'Vasa' },
  2643743: { native: 'London', fr: 'Londres', es: 'Londres', it: 'Londra', nl: 'Londen', pl: 'Londyn', fi: 'Lontoo' },
  2988507: { native: 'Paris', it: 'Parigi', es: 'París', nl: 'Parijs', pl: 'Paryż', fi: 'Pariisi' },
};

/** A city's name in a language: our own entry, else the dataset's name. */
export function cityName(geonameId: number, datasetName: string, language: Language): string {
  const names = CITY_NAMES[geonameId];
  return names ? (names[language] ?? names.native) : datasetName;
}

/** A city's name as its own people write it. */
export function nativeCityName(geonameId: number, datasetName: string): string {
  return CITY_NAMES[geonameId]?.native ?? datasetName;
}
