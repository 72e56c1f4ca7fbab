// Zod-free on purpose: forms and pages use these at render, and zod here would join every first visit (ADR 0019).

/** Profile of spec section 3: the genders and sexualities. */
export const GENDERS = ['male', 'female'] as const;
export const SEXUALITIES = ['hetero', 'gay', 'lesbian', 'bi'] as const;

/** Lengths of the account fields (sign-up, login, account settings). */
export const NAME_LENGTH = { min: 2, max: 30 } as const;
export const PASSWORD_LENGTH = { min: 8, max: 128 } as const;
export const EMAIL_MAX_LENGTH = 254;

/**
 * The name rules of spec section 5 that involve the email: the name must differ from the email (and
 * from its part before the @) and must not start with @. A translation key, or null.
 */
export function nameProblem(name: string, email: string): string | null {
  const lowerName = name.trim().toLowerCase();
  const lowerEmail = email.trim().toLowerCase();
  if (lowerName.startsWith('@')) return 'errors.name_starts_with_at';
  if (lowerName === lowerEmail || lowerName === lowerEmail.split('@')[0]) return 'errors.name_same_as_email';
  return null;
}

/** Whom the member looks for, asked with the gender in the account step ("I am a … looking for …"). */
export const SEEKING = ['men', 'women', 'both'] as const;
export type Seeking = (typeof SEEKING)[number];

/** The sexuality (spec section 3) that a gender and whom the member looks for stand for. */
export function sexualityFor(gender: (typeof GENDERS)[number], seeking: Seeking): (typeof SEXUALITIES)[number] {
  if (seeking === 'both') return 'bi';
  const same = (gender === 'male') === (seeking === 'men');
  if (!same) return 'hetero';
  return gender === 'male' ? 'gay' : 'lesbian';
}

/** Whom a gender and sexuality look for (the inverse of sexualityFor). */
export function seekingFor(gender: (typeof GENDERS)[number], sexuality: (typeof SEXUALITIES)[number]): Seeking {
  if (sexuality === 'bi') return 'both';
  const opposite = gender === 'male' ? 'women' : 'men';
  const same = gender === 'male' ? 'men' : 'women';
  return sexuality === 'hetero' ? opposite : same;
}

/** Limits of the own profile (/profile and the sign-up steps). */
export const ABOUT_ME_MAX_LENGTH = 2000;
export const SIGNUP_MESSAGE_MAX_LENGTH = 500;
export const CITY_MAX_LENGTH = 100;
export const INTERESTS_MAX = 15;

/** The steps of sign-up (spec section 2), in order. */
export const SIGNUP_STEPS = ['account', 'photo', 'location', 'personal', 'about', 'push', 'email'] as const;
export type SignupStep = (typeof SIGNUP_STEPS)[number];
/** Steps whose data the server can tell is missing (shown again by /complete-signup). */
export const COMPLETABLE_STEPS = ['photo', 'location', 'personal', 'about'] as const;
export type CompletableStep = (typeof COMPLETABLE_STEPS)[number];

/**
 * Value keys of the profile attributes (spec section 3). The server stores and answers these keys;
 * the front end translates them (e.g. `profile.hair_colour.blonde`).
 */
export const HAIR_COLOURS = ['blonde', 'brown', 'black', 'red', 'grey', 'auburn', 'bald'] as const;
export const EYE_COLOURS = ['blue', 'green', 'brown', 'grey', 'hazel'] as const;
export const BODY_TYPES = ['slim', 'athletic', 'average', 'curvy', 'muscular', 'plus_size'] as const;
export const RELATIONSHIP_STATUSES = ['single', 'divorced', 'widowed', 'separated', 'in_relationship'] as const;
export const TATTOO_OPTIONS = ['none', 'one', 'a_few', 'many'] as const;
export type HairColour = (typeof HAIR_COLOURS)[number];
export type EyeColour = (typeof EYE_COLOURS)[number];
export type BodyType = (typeof BODY_TYPES)[number];
export type RelationshipStatus = (typeof RELATIONSHIP_STATUSES)[number];
export type TattooOption = (typeof TATTOO_OPTIONS)[number];

/** Every profile attribute and its value keys, for forms and translations. */
export const PROFILE_ATTRIBUTE_VALUES = {
  hair_colour: HAIR_COLOURS,
  eye_colour: EYE_COLOURS,
  body_type: BODY_TYPES,
  relationship_status: RELATIONSHIP_STATUSES,
  tattoos: TATTOO_OPTIONS,
} as const;
