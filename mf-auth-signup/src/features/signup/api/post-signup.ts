import { api } from '@app/shared/api';
import type { Signup, User } from '@app/shared/contract';

/**
 * POST /api/signup.php: creates the account and logs the new member in (201 with the user). Not
 * retried: a repeated sign-up answers email_taken, and 429 rate_limited says how long to wait (`retry_after`, ADR 0028).
 */
export async function postSignup(signup: Signup): Promise<User> {
  const { user } = await api<{ user: User }>('/api/signup.php', { method: 'POST', body: signup, retry: 0 });
  return user;
}
