import type { BodyType, EyeColour, HairColour, Language, RelationshipStatus, TattooOption } from '@app/shared/contract';
import { INTERESTS } from '../modules/reference/interests.data';
import { aboutMe } from './demo-about-me';
import { DEMO_CITIES } from './demo-cities.data';
import { DEMO_COUNTRIES, namePool } from './demo-people';
import { createRandom, type Random } from '../modules/media/seeded-random';

/** Demo members' addresses: the reserved `.invalid` top-level domain never receives mail. */
export const DEMO_EMAIL_DOMAIN = 'demo.amorelle.invalid';
export const FICTIONAL_SHARE = 0.15;
export const FICTIONAL_ICON = '✦';
const SEED = 20_240_301;

export interface DemoMember {
  email: string;
  country: string;
  language: Language;
  name: string;
  gender: 'male' | 'female';
  sexuality: 'hetero' | 'gay' | 'lesbian' | 'bi';
  /** Whole years; the birth date is placed in the year that gives this age this year. */
  age: number;
  birthMonthDay: string;
  city: string;
  region: string;
  latitude: number;
  longitude: number;
  hair_colour: HairColour;
  eye_colour: EyeColour;
  body_type: BodyType;
  relationship_status: RelationshipStatus;
  tattoos: TattooOption;
  about_me: string;
  interests: string[];
  fictional: boolean;
  /** Days between signing up and the day the demo data is created. */
  signupDaysAgo: number;
  /** Minutes since last seen. */
  lastSeenMinutesAgo: number;
}

function hairColour(random: Random, gender: 'male' | 'female', age: number): HairColour {
  const grey = age >= 50 ? 4 : age >= 40 ? 1 : 0;
  return random.weighted<HairColour>([
    ['blonde', gender === 'female' ? 7 : 4],
    ['brown', 8],
    ['black', 4],
    ['red', 1.5],
    ['auburn', gender === 'female' ? 2 : 0.5],
    ['grey', grey],
    ['bald', gender === 'male' && age >= 30 ? 1.5 : 0],
  ]);
}

function sexuality(random: Random, gender: 'male' | 'female'): DemoMember['sexuality'] {
  return random.weighted<DemoMember['sexuality']>([
    ['hetero', 70],
    ['bi', 15],
    [gender === 'male' ? 'gay' : 'lesbian', 15],
  ]);
}

function member(random: Random, country: string, language: Language, number: number): DemoMember {
  const gender = random.next() < 0.55 ? 'female' : 'male';
  const age = 19 + Math.floor(((random.next() + random.next()) / 2) * 50);
  const cities = DEMO_CITIES.filter((city) => city.country === country);
  const city = random.weighted(cities.map((candidate) => [candidate, Math.sqrt(candidate.population)] as const));
  const jitter = () => Math.round((random.next() - 0.5) * 0.08 * 1e4) / 1e4;
  return {
    email: `${country.toLowerCase()}-${String(number).padStart(3, '0')}@${DEMO_EMAIL_DOMAIN}`,
    country,
    language,
    name: random.pick(namePool(country, language)[gender]),
    gender,
    sexuality: sexuality(random, gender),
    age,
    birthMonthDay: `${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`,
    city: city.name,
    region: city.region,
    latitude: Math.round((city.latitude + jitter()) * 1e4) / 1e4,
    longitude: Math.round((city.longitude + jitter()) * 1e4) / 1e4,
    hair_colour: hairColour(random, gender, age),
    eye_colour: random.weighted<EyeColour>([
      ['blue', 30],
      ['brown', 35],
      ['green', 15],
      ['grey', 8],
      ['hazel', 12],
    ]),
    body_type: random.weighted<BodyType>([
      ['slim', 20],
      ['athletic', 22],
      ['average', 30],
      [gender === 'female' ? 'curvy' : 'muscular', 16],
      ['plus_size', 12],
    ]),
    relationship_status: random.weighted<RelationshipStatus>([
      ['single', 65],
      ['divorced', age >= 28 ? 20 : 2],
      ['separated', 7],
      ['widowed', age >= 45 ? 5 : 0],
      ['in_relationship', 3],
    ]),
    tattoos: random.weighted<TattooOption>([
      ['none', 50],
      ['one', 20],
      ['a_few', 22],
      ['many', 8],
    ]),
    about_me: aboutMe(language, random),
    interests: random.sample(
      INTERESTS.map((interest) => interest.key),
      random.int(3, 6),
    ),
    fictional: false,
    signupDaysAgo: random.int(1, 720),
    lastSeenMinutesAgo: random.weighted([
      [random.int(0, 30), 2],
      [random.int(31, 60 * 24), 5],
      [random.int(60 * 24, 60 * 24 * 30), 3],
    ]),
  };
}

let cached: DemoMember[] | undefined;

/** Every demo member, the same on every call and every machine (seeded). */
export function demoMembers(): DemoMember[] {
  if (cached) return cached;
  const random = createRandom(SEED);
  const members: DemoMember[] = [];
  for (const [country, { members: count, languages }] of Object.entries(DEMO_COUNTRIES)) {
    for (let number = 1; number <= count; number++) {
      members.push(member(random, country, random.weighted(languages), number));
    }
  }
  // Exactly 15 % are fictional profiles, spread over the countries.
  const fictional = random.sample(
    members.map((_, index) => index),
    Math.round(members.length * FICTIONAL_SHARE),
  );
  for (const index of fictional) members[index]!.fictional = true;
  cached = members;
  return members;
}
