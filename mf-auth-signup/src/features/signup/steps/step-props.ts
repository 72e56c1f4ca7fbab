import type { OwnProfile, SignupStep } from '@app/shared/contract';
import type { StepNav } from '../components/step-actions';

/** What every step after the account gets: the own profile, a way to keep a saved one, and the buttons. */
export interface StepProps {
  profile: OwnProfile;
  onSaved: (profile: OwnProfile) => void;
  nav: StepNav;
}

/** The form of one step after the account (`step-body.tsx`, or a lazy load of it). */
export type StepBodyProps = StepProps & { step: Exclude<SignupStep, 'account'> };
