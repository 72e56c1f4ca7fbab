import { z } from 'zod';
import { ProfileSchema } from './profile';

/** How many members GET /api/signup-matches.php suggests at most. */
export const SIGNUP_MATCHES_LIMIT = 12;

/** GET /api/signup-matches.php: members the new member may like, by gender, sexuality, country and age. */
export const SignupMatchesResponseSchema = z.object({ profiles: z.array(ProfileSchema) });
export type SignupMatchesResponse = z.infer<typeof SignupMatchesResponseSchema>;
