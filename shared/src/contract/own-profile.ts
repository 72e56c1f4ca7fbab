import { z } from 'zod';
import { BirthDateSchema } from './signup';
import { IdSchema } from './id';
import { PhotoSchema } from './photos';
import { line, text } from './text';
import {
  ABOUT_ME_MAX_LENGTH,
  BODY_TYPES,
  CITY_MAX_LENGTH,
  COMPLETABLE_STEPS,
  EYE_COLOURS,
  GENDERS,
  HAIR_COLOURS,
  INTERESTS_MAX,
  NAME_LENGTH,
  RELATIONSHIP_STATUSES,
  SEXUALITIES,
  SIGNUP_MESSAGE_MAX_LENGTH,
  TATTOO_OPTIONS,
} from './profile-values';

export {
  ABOUT_ME_MAX_LENGTH,
  CITY_MAX_LENGTH,
  COMPLETABLE_STEPS,
  INTERESTS_MAX,
  SIGNUP_MESSAGE_MAX_LENGTH,
  SIGNUP_STEPS,
  type CompletableStep,
  type SignupStep,
} from './profile-values';

/**
 * The member's own profile (/profile and the signup steps): GET and PUT /api/profile.php. Messages are
 * translation keys (`errors.<key>`).
 */

const attribute = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, 'errors.field_invalid').nullable();

export const OwnProfileSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  /** YYYY-MM-DD */
  birth_date: z.string(),
  age: z.number().int(),
  gender: z.enum(GENDERS),
  sexuality: z.enum(SEXUALITIES),
  country: z.string(),
  region_id: z.number().int().nullable(),
  city: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** Interest keys (GET /api/interests.php names them). */
  interests: z.array(z.string()),
  about_me: z.string().nullable(),
  signup_message: z.string().nullable(),
  hair_colour: attribute(HAIR_COLOURS),
  eye_colour: attribute(EYE_COLOURS),
  body_type: attribute(BODY_TYPES),
  relationship_status: attribute(RELATIONSHIP_STATUSES),
  tattoos: attribute(TATTOO_OPTIONS),
  /** Paused: the profile is hidden from search, likes and suggestions (PUT /api/account-pause.php). */
  hidden: z.boolean(),
  photos: z.array(PhotoSchema),
  /** How many photos this member may have (3 free, 25 premium). */
  photo_limit: z.number().int(),
  /** Signup steps whose data is still missing, in step order. */
  incomplete_steps: z.array(z.enum(COMPLETABLE_STEPS)),
});
export type OwnProfile = z.infer<typeof OwnProfileSchema>;
export const OwnProfileResponseSchema = z.object({ profile: OwnProfileSchema });

const nullableText = (max: number) =>
  text()
    .trim()
    .max(max, 'errors.too_long')
    .transform((value) => (value === '' ? null : value))
    .nullable();

/** Name rules of spec section 5 that need no email (the server adds `nameProblem` with the email). */
export const ProfileNameSchema = line('errors.name_required')
  .trim()
  .min(1, 'errors.name_required')
  .min(NAME_LENGTH.min, 'errors.name_too_short')
  .max(NAME_LENGTH.max, 'errors.too_long')
  .refine((name) => !name.startsWith('@'), 'errors.name_starts_with_at');

/** PUT /api/profile.php: any subset of the editable fields; answers the whole profile. */
export const ProfileUpdateSchema = z
  .object({
    name: ProfileNameSchema,
    birth_date: BirthDateSchema,
    gender: z.enum(GENDERS, 'errors.gender_required'),
    sexuality: z.enum(SEXUALITIES, 'errors.sexuality_required'),
    country: line()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, 'errors.field_invalid'),
    region_id: IdSchema.nullable(),
    city: nullableText(CITY_MAX_LENGTH),
    latitude: z
      .number('errors.field_invalid')
      .min(-90, 'errors.field_invalid')
      .max(90, 'errors.field_invalid')
      .nullable(),
    longitude: z
      .number('errors.field_invalid')
      .min(-180, 'errors.field_invalid')
      .max(180, 'errors.field_invalid')
      .nullable(),
    interests: z
      .array(line().max(64, 'errors.too_long'), 'errors.field_invalid')
      .max(INTERESTS_MAX, 'errors.too_many_interests'),
    about_me: nullableText(ABOUT_ME_MAX_LENGTH),
    signup_message: nullableText(SIGNUP_MESSAGE_MAX_LENGTH),
    hair_colour: attribute(HAIR_COLOURS),
    eye_colour: attribute(EYE_COLOURS),
    body_type: attribute(BODY_TYPES),
    relationship_status: attribute(RELATIONSHIP_STATUSES),
    tattoos: attribute(TATTOO_OPTIONS),
  })
  .partial()
  .strict();
export type ProfileUpdate = z.infer<typeof ProfileUpdateSchema>;
