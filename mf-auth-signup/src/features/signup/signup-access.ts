import type { Settings } from '@app/shared/contract';
import { signupAccess as accessBySource, type SignupAccess } from '@app/shared/contract/signup-form';
import { trafficSourceOf, type Landing } from '@app/shared/stores/tracking';

export type { SignupAccess } from '@app/shared/contract/signup-form';

/**
 * Who may sign up here, by the site's `signups` setting and the visit's landing: the one rule of
 * `@app/shared/contract/signup-form`, which the landers' sign-up follows too.
 */
export function signupAccess(signups: Settings['signups'] | undefined, landing: Landing): SignupAccess {
  return accessBySource(signups, trafficSourceOf(landing));
}
