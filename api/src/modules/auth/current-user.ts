import type { ClientType } from '@app/shared/contract';
import type { OwnProfileRow } from '../users/profile.repository';
import type { UserRow } from '../users/user.table';

/** The member a request's session belongs to: the user row and the profile. */
export type CurrentUser = UserRow & { profile: OwnProfileRow };

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
