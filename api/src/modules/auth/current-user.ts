import type { ClientType, GENDERS, SEXUALITIES } from '@app/shared/contract';
import type { UserRow } from './user.table';

export type { MailDisabledReason, UserStatus } from './user.table';

/**
 * The profile columns the session lookup reads with the user (a member's own profile); birth_date as
 * YYYY-MM-DD text (drivers would make it a local Date).
 */
export interface SessionProfile {
  id: number;
  user_id: number;
  name: string;
  birth_date: string;
  gender: (typeof GENDERS)[number];
  sexuality: (typeof SEXUALITIES)[number];
  country: string;
  status: 'active' | 'disabled' | 'hidden';
  hair_colour: string | null;
  eye_colour: string | null;
  body_type: string | null;
  relationship_status: string | null;
  tattoos: string | null;
}

/** The member a request's session belongs to: the user row and the profile. */
export type CurrentUser = UserRow & { profile: SessionProfile };

/** The session a request came with (the token itself is never kept). */
export interface AuthSession {
  tokenHash: string;
  clientType: ClientType;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Resolved from the session cookie once per /api/ request; null for a visitor. */
    user: CurrentUser | null;
    authSession: AuthSession | null;
  }
}
