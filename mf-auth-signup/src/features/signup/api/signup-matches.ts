import { api } from '@app/shared/api';
import type { Profile } from '@app/shared/contract';

/** GET /api/signup-matches.php: members the new member may like. */
export async function getSignupMatches(): Promise<Profile[]> {
  const { profiles } = await api<{ profiles: Profile[] }>('/api/signup-matches.php');
  return profiles;
}
