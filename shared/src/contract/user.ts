import { z } from 'zod';
import { LANGUAGES } from './languages';
import { ProfileSchema } from './profile';

/** The logged-in user of spec section 3. */
export const USER_STATUSES = ['not_confirmed', 'confirmed', 'deleted'] as const;

export const UserSchema = z.object({
  status: z.enum(USER_STATUSES),
  credits: z.number().int().nonnegative(),
  notifications_disabled: z.array(z.string()),
  paid_user: z.boolean(),
  signup_date: z.string(),
  fictional_icon: z.string().nullable(),
  language: z.enum(LANGUAGES),
  profile: ProfileSchema,
});
export type User = z.infer<typeof UserSchema>;

export const UserResponseSchema = z.object({ user: UserSchema.nullable() });

export const LanguageUpdateSchema = z.object({ language: z.enum(LANGUAGES) }).strict();
