import type { ReactNode } from 'react';
import type { LanderAnswer } from '@app/shared/contract/landers';

/**
 * What every lander design gets from the lander page (`features/lander-page`): the campaign and its
 * members from GET /api/lander.php, and two pieces the page owns so that every design signs up and
 * discloses in the same way.
 */
export interface LanderDesignProps {
  lander: LanderAnswer;
  /** The on-page sign-up (with its "I already have an account" log-in link). Render it once. */
  signup: ReactNode;
  /**
   * The site's disclosure of fictional profiles, or null when no member shown is fictional. A design
   * renders it visibly before the sign-up (above it, or beside it on a wide screen).
   */
  disclosure: ReactNode;
}
