import type { Settings } from '@app/shared/contract';
import { trafficSourceOf, type Landing } from '@app/shared/stores/tracking';

/** Who may sign up here: everybody, only with an invitation code, or nobody. */
export type SignupAccess = 'open' | 'invitation' | 'closed';

/**
 * The site's `signups` setting (spec section 5): 'all' is open; 'with_trafficsource' only for a
 * visitor who came with a traffic source (the landing's, as the server checks it); 'invitation_only'
 * asks for an invitation code. Unknown settings (not loaded) count as open: the server decides.
 */
export function signupAccess(signups: Settings['signups'] | undefined, landing: Landing): SignupAccess {
  if (signups === 'with_trafficsource') return trafficSourceOf(landing) ? 'open' : 'closed';
  if (signups === 'invitation_only') return 'invitation';
  return 'open';
}
