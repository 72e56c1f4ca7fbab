/**
 * Constants of the shared contract that this remote's pages need at render time, without zod.
 *
 * The contract defines them beside its zod schemas (`auth.ts`, `signup.ts`, `profile.ts`,
 * `own-profile.ts`, `photos.ts`, `reference.ts`, `notifications.ts`), so importing one of them from
 * `@app/shared/contract` brings zod (about 21 KiB brotli) into the page (ADR 0019). Until they move to
 * zod-free modules of the contract, this remote keeps copies; `contract-constants.test.ts` fails when
 * one differs from the contract's, which stays the source of truth.
 */

export const PASSWORD_LENGTH = { min: 8, max: 128 } as const;
export const NAME_LENGTH = { min: 2, max: 30 } as const;

export const GENDERS = ['male', 'female'] as const;
export const SEXUALITIES = ['hetero', 'gay', 'lesbian', 'bi'] as const;
export const SEEKING = ['men', 'women', 'both'] as const;

export const ABOUT_ME_MAX_LENGTH = 2000;
export const SIGNUP_MESSAGE_MAX_LENGTH = 500;
export const CITY_MAX_LENGTH = 100;
export const INTERESTS_MAX = 15;
export const SIGNUP_STEPS = ['account', 'photo', 'location', 'personal', 'about', 'push', 'email'] as const;
export const COMPLETABLE_STEPS = ['photo', 'location', 'personal', 'about'] as const;

export const PHOTO_UPLOAD = {
  maxBytes: 15 * 1024 * 1024,
  maxPixels: 40_000_000,
  minSide: 200,
  types: ['image/jpeg', 'image/png', 'image/webp', 'image/avif'],
} as const;

export const PROFILE_ATTRIBUTE_VALUES = {
  hair_colour: ['blonde', 'brown', 'black', 'red', 'grey', 'auburn', 'bald'],
  eye_colour: ['blue', 'green', 'brown', 'grey', 'hazel'],
  body_type: ['slim', 'athletic', 'average', 'curvy', 'muscular', 'plus_size'],
  relationship_status: ['single', 'divorced', 'widowed', 'separated', 'in_relationship'],
  tattoos: ['none', 'one', 'a_few', 'many'],
} as const;

export const NOTIFICATION_CHANNELS = ['mail', 'push'] as const;
export const NOTIFICATION_KINDS = ['message', 'like', 'match', 'news'] as const;
