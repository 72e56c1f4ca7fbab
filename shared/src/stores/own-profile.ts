import { api } from '@app/shared/api';
import type { OwnProfile, ProfileUpdate } from '../contract/own-profile';

/**
 * The member's own profile (GET and PUT /api/profile.php). No store: each page keeps the profile it
 * loaded (mf-auth-signup's `useOwnProfile`), and the shell's activation reminder takes its address.
 */

/** GET /api/profile.php: the member's own profile, with photos, photo limit and the sign-up steps still missing. */
export async function fetchOwnProfile(): Promise<OwnProfile> {
  const { profile } = await api<{ profile: OwnProfile }>('/api/profile.php');
  return profile;
}

/** PUT /api/profile.php: saves the changed fields and answers the whole profile. */
export async function saveOwnProfile(update: ProfileUpdate): Promise<OwnProfile> {
  const { profile } = await api<{ profile: OwnProfile }>('/api/profile.php', { method: 'PUT', body: update });
  return profile;
}
