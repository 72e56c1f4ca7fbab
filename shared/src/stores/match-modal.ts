import { atom } from 'nanostores';
import type { Profile } from '../contract/profile';

export interface MatchModalState {
  /** The member who liked the member (a new like or a match); null while the modal is closed. */
  profile: Profile | null;
  /** True for a like both ways (the member liked back), false for a like the member received. */
  match: boolean;
}

/** The match modal the shell hosts (mf-members' `./MatchModal`); any remote may open it. */
export const $matchModal = atom<MatchModalState>({ profile: null, match: false });

export function openMatchModal(profile: Profile, options: { match?: boolean } = {}): void {
  $matchModal.set({ profile, match: options.match ?? false });
}

export function closeMatchModal(): void {
  $matchModal.set({ profile: null, match: false });
}
