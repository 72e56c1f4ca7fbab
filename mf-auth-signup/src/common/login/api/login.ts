import { api } from '@app/shared/api';
import type { Login, User } from '@app/shared/contract';
import { $user } from '@app/shared/stores/user';

/**
 * POST /api/user.php with the credentials: the session cookie is set and `$user` holds the member.
 * Not retried: every answer that is not a success (login_failed, login_blocked, rate_limited...) is
 * the answer to show, and a retry would count as another attempt.
 */
export async function logIn(credentials: Login): Promise<User> {
  const { user } = await api<{ user: User }>('/api/user.php', { method: 'POST', body: credentials, retry: 0 });
  $user.set(user);
  return user;
}
