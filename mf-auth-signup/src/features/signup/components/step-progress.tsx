import { useTranslation } from '@app/shared/i18n/react';
import type { SignupStep } from '@app/shared/contract';
import { nextStep, stepPosition } from '../step-flow';

/** "Step 3 of 7" with a bar, and which step comes next. */
export function StepProgress({ steps, step }: { steps: readonly SignupStep[]; step: SignupStep }) {
  const { t } = useTranslation('auth');
  const { current, total } = stepPosition(steps, step);
  const label = t('signup.progress', { current, total });
  const next = nextStep(steps, step);
  return (
    <div className="mb-4" data-testid="signup-progress">
      <div className="d-flex flex-wrap justify-content-between column-gap-3 small text-body-secondary mb-1">
        <span>{label}</span>
        {next && <span>{t('signup.nextStep', { step: t(`signup.step.${next}`) })}</span>}
      </div>
      <div
        className="progress"
        role="progressbar"
        aria-label={t('signup.progressLabel')}
        aria-valuenow={current}
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuetext={label}
        style={{ height: '0.5rem' }}
      >
        <div className="progress-bar" style={{ width: `${(current / total) * 100}%` }} />
      </div>
    </div>
  );
}
