import { api } from '@app/shared/api';
import type { Signup, User } from '@app/shared/contract';

/**
 * POST /api/signup.php: creates the account and logs the new member in (201 with the user). Not
 * retried: a repeated sign-up answers email_taken, and 429 rate_limited is final for the hour.
 */
export async function postSignup(signup: Signup): Promise<User> {
  const { user } = await api<{ user: User }>('/api/signup.php', { method: 'POST', body: signup, retry: 0 });
  return user;
}
