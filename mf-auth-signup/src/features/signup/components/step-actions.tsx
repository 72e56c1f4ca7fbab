import { useTranslation } from '@app/shared/i18n/react';

export interface StepNav {
  /** Goes on to the next step, or finishes after the last. */
  onNext: () => void;
  /** Absent on the first step after the account (the account cannot be undone). */
  onBack?: () => void;
  /** Absent on steps that cannot be skipped. */
  onSkip?: () => void;
  isLast: boolean;
}

export interface StepActionsProps {
  nav: StepNav;
  busy?: boolean;
  /** The label of the submit button; Next by default. */
  submitLabel?: string;
  /** False hides the submit button (a step that has nothing to save yet only offers Skip). */
  canSubmit?: boolean;
}

/** Back, Skip and the step's submit button (Next), in keyboard order. */
export function StepActions({ nav, busy = false, submitLabel, canSubmit = true }: StepActionsProps) {
  const { t } = useTranslation('auth');
  return (
    <div className="d-flex flex-wrap align-items-center gap-2 mt-4 pt-3 border-top">
      {nav.onBack && (
        <button type="button" className="btn btn-outline-secondary text-dark" onClick={nav.onBack} disabled={busy}>
          {t('signup.actions.back')}
        </button>
      )}
      <div className="d-flex flex-wrap gap-2 ms-auto">
        {nav.onSkip && (
          <button type="button" className="btn btn-link" onClick={nav.onSkip} disabled={busy}>
            {t('signup.actions.skip')}
          </button>
        )}
        {canSubmit && (
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? t('signup.actions.saving') : (submitLabel ?? t('signup.actions.next'))}
          </button>
        )}
      </div>
    </div>
  );
}
