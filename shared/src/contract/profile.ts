import { z } from 'zod';
import { GENDERS, SEXUALITIES } from './profile-values';

/** Profile of spec section 3. */
export { GENDERS, SEXUALITIES } from './profile-values';

export const MainImageSchema = z.object({
  filename: z.string(),
  thumb_filename: z.string(),
  /** Path used with the settings' cdn_prefix. */
  match: z.string(),
});

export const ProfileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  main_image: MainImageSchema.nullable(),
  country: z.string(),
  age: z.number().int(),
  gender: z.enum(GENDERS),
  sexuality: z.enum(SEXUALITIES),
  status: z.string(),
  interests: z.array(z.string()),
  hair_colour: z.string().nullable(),
  eye_colour: z.string().nullable(),
  body_type: z.string().nullable(),
  relationship_status: z.string().nullable(),
  tattoos: z.string().nullable(),
  /** Another member's profile: true for a fictional profile (settings.fictional_icon, fictional_singular). */
  fictional: z.boolean().optional(),
});
export type Profile = z.infer<typeof ProfileSchema>;
