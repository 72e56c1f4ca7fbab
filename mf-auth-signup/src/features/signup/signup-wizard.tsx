import { Suspense, useEffect, useId, useRef, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from '@app/shared/i18n/react';
import type { OwnProfile, SignupStep } from '@app/shared/contract';
import { LoadState } from '@app/shared/ui/load-state';
import { useOwnProfile } from '../../common/own-profile/use-own-profile';
import { StepProgress } from './components/step-progress';
import type { StepNav } from './components/step-actions';
import { isSkippable, nextStep, previousStep } from './step-flow';
import type { StepBodyProps } from './steps/step-props';

export interface SignupWizardProps {
  steps: readonly SignupStep[];
  step: SignupStep;
  onStep: (step: SignupStep) => void;
  /** After the last step. */
  onFinish: () => void;
  initialProfile?: OwnProfile | null;
  /** The account step's form: only /signup has that step (so /complete-signup does not load the form). */
  accountForm?: ReactNode;
  /** The steps after the account: `StepBody` of `steps/step-body.tsx`, or a lazy load of it. */
  stepBody: ComponentType<StepBodyProps>;
  /** Loads what later steps need, when the visitor starts on the wizard (the first focus inside it). */
  prefetch?: () => void;
}

/**
 * The steps of sign-up with a progress indicator; focus moves to the step's heading on every change,
 * so keyboard and screen-reader users start at the top of the new step.
 */
export function SignupWizard({
  steps,
  step,
  onStep,
  onFinish,
  initialProfile = null,
  accountForm = null,
  stepBody: StepBody,
  prefetch,
}: SignupWizardProps) {
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
      <section aria-labelledby={headingId} data-step={step} onFocusCapture={prefetch}>
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className="h4 mb-3">
          {t(`signup.step.${step}`)}
        </h2>
        {step === 'account' ? (
          accountForm
        ) : profile ? (
          <Suspense fallback={<LoadState />}>
            <StepBody key={step} step={step} profile={profile} onSaved={update} nav={nav} />
          </Suspense>
        ) : (
          <LoadState error={error} onRetry={retry} />
        )}
      </section>
    </>
  );
}
