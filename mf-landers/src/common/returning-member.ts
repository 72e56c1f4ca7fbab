import { atom } from 'nanostores';
import { useStore } from '@nanostores/react';
import { $user } from '@app/shared/stores/user';

/**
 * Set by the on-page sign-up the moment the account exists: the new member continues in
 * /complete-signup and must not be sent away as a returning member while that happens.
 */
export const $signedUpHere = atom(false);

/** A member who comes back to a lander skips it ("returning members skip the lander"). */
export function useReturningMember(): boolean {
  const user = useStore($user);
  const signedUpHere = useStore($signedUpHere);
  return Boolean(user) && !signedUpHere;
}
