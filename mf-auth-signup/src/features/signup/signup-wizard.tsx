import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '@app/shared/i18n/react';
import type { OwnProfile, SignupStep } from '@app/shared/contract';
import { LoadState } from '@app/shared/ui/load-state';
import { useOwnProfile } from '../own-profile/use-own-profile';
import { AccountForm } from './account/account-form';
import type { StepNav } from './components/step-actions';
import { StepProgress } from './components/step-progress';
import { isSkippable, nextStep, previousStep } from './step-flow';
import { AboutStep } from './steps/about-step';
import { EmailStep } from './steps/email-step';
import { LocationStep } from './steps/location-step';
import { PersonalStep } from './steps/personal-step';
import { PhotoStep } from './steps/photo-step';
import { PushStep } from './steps/push-step';

export interface SignupWizardProps {
  steps: readonly SignupStep[];
  step: SignupStep;
  onStep: (step: SignupStep) => void;
  /** After the last step. */
  onFinish: () => void;
  initialProfile?: OwnProfile | null;
}

/** What every step after the account gets: the own profile, a way to keep a saved one, and the buttons. */
export interface StepProps {
  profile: OwnProfile;
  onSaved: (profile: OwnProfile) => void;
  nav: StepNav;
}

function StepBody({ step, ...props }: StepProps & { step: Exclude<SignupStep, 'account'> }) {
  switch (step) {
    case 'photo':
      return <PhotoStep {...props} />;
    case 'location':
      return <LocationStep {...props} />;
    case 'personal':
      return <PersonalStep {...props} />;
    case 'about':
      return <AboutStep {...props} />;
    case 'push':
      return <PushStep {...props} />;
    case 'email':
      return <EmailStep {...props} />;
  }
}

/**
 * The steps of sign-up with a progress indicator; focus moves to the step's heading on every change,
 * so keyboard and screen-reader users start at the top of the new step.
 */
export function SignupWizard({ steps, step, onStep, onFinish, initialProfile = null }: SignupWizardProps) {
  const { t } = useTranslation('auth');
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  const { profile, error, update, retry } = useOwnProfile({ enabled: step !== 'account', initial: initialProfile });

  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    headingRef.current?.focus();
  }, [step]);

  const next = nextStep(steps, step);
  const back = previousStep(steps, step);
  const nav: StepNav = {
    onNext: () => (next ? onStep(next) : onFinish()),
    onBack: back ? () => onStep(back) : undefined,
    onSkip: isSkippable(step) ? () => (next ? onStep(next) : onFinish()) : undefined,
    isLast: next === null,
  };

  return (
    <>
      <StepProgress steps={steps} step={step} />
      <section aria-labelledby={headingId} data-step={step}>
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className="h4 mb-3">
          {t(`signup.step.${step}`)}
        </h2>
        {step === 'account' ? (
          <AccountForm onCreated={() => undefined} />
        ) : profile ? (
          <StepBody key={step} step={step} profile={profile} onSaved={update} nav={nav} />
        ) : (
          <LoadState error={error} onRetry={retry} />
        )}
      </section>
    </>
  );
}
