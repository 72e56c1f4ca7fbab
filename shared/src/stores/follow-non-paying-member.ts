import { onMount, type ReadableAtom } from 'nanostores';
import { $user } from '@app/shared/stores/user';
import type { User } from '../contract/user';

/** What a store that offers something to non-paying members loads, and how it shows and clears it. */
export interface NonPayingMemberOffer<Answer> {
  load: () => Promise<Answer>;
  /** The answer, while a non-paying member is still logged in. */
  show: (answer: Answer, member: User) => void;
  clear: () => void;
  /** Whether to ask for this member at all (default: always). */
  wanted?: (member: User) => boolean;
  /** After a failed load: ask again on the next refresh of the user (else not before the next login). */
  retryAfterError?: boolean;
}

/**
 * While `store` is mounted, follows the user: loads the offer once per login of a non-paying member,
 * clears it for a visitor or a paying member (the first purchase ends every offer) and on unmount,
 * and drops an answer that arrives after the member changed (another login, a logout, a purchase).
 */
export function followNonPayingMember<Answer>(store: ReadableAtom<unknown>, offer: NonPayingMemberOffer<Answer>): void {
  let loadedFor: number | null = null;
  let generation = 0;
  const forget = () => {
    loadedFor = null;
    generation += 1;
    offer.clear();
  };

  const follow = (user: User | null | undefined) => {
    if (!user || user.paid_user) return forget();
    if (loadedFor === user.profile.id) return;
    loadedFor = user.profile.id;
    generation += 1;
    offer.clear();
    if (offer.wanted && !offer.wanted(user)) return;
    const mine = generation;
    offer.load().then(
      (answer) => {
        if (mine !== generation) return;
        const member = $user.get();
        if (!member || member.paid_user) return offer.clear();
        offer.show(answer, member);
      },
      () => {
        if (mine !== generation) return;
        if (offer.retryAfterError) loadedFor = null;
        offer.clear();
      },
    );
  };

  onMount(store, () => {
    const unbind = $user.subscribe(follow);
    return () => {
      unbind();
      forget();
    };
  });
}
