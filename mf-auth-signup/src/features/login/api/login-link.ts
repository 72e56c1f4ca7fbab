import { api } from '@app/shared/api';
import type { User } from '@app/shared/contract';
import { $user } from '@app/shared/stores/user';

const pending = new Map<string, Promise<string>>();

async function redeem(token: string): Promise<string> {
  const answer = await api<{ user: User; target: string }>('/api/login-link.php', {
    method: 'POST',
    body: { token },
    retry: 0,
  });
  $user.set(answer.user);
  return answer.target;
}

/**
 * POST /api/login-link.php: logs in with a single-use login link and answers its same-site target.
 * One request per token, however often a page asks (React runs effects twice in development, and a
 * second request would find the link used).
 */
export function redeemLoginLink(token: string): Promise<string> {
  let request = pending.get(token);
  if (!request) {
    request = redeem(token);
    pending.set(token, request);
  }
  return request;
}
