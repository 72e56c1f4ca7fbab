import type { ReactNode } from 'react';
import type { LanderAnswer, LanderMember } from '@app/shared/contract/landers';

/** What each design of a member landing gets from the page. */
export interface MemberDesignProps {
  member: LanderMember;
  /** The gallery lander of the member's country (more members, the campaign's copy). */
  lander: LanderAnswer;
  /** The site's disclosure when a member shown is fictional, else null: shown before the way to sign up. */
  disclosure: ReactNode;
  /** Where "sign up" leads: `/members/<id>/signup`. */
  signupPath: string;
}
