import { useMemo, useState } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation } from '@app/shared/i18n/react';
import { Navigate, useNavigate } from '@app/shared/router';
import { visitorRedirect, type SignupStep } from '@app/shared/contract';
import { takeAfterSignup } from '@app/shared/ui/after-signup';
import { clearSignupDraft } from '@app/shared/stores/signup-draft';
import { $user } from '@app/shared/stores/user';
import { LoadState } from '@app/shared/ui/load-state';
import { useOwnProfile } from '../../common/own-profile/use-own-profile';
import { SignupFrame } from './components/signup-frame';
import { completeSignupSteps, SIGNUP_DONE_PATH } from './step-flow';
import { SignupWizard } from './signup-wizard';
import { StepBody } from './steps/step-body';

/**
 * /complete-signup (empty layout): for a member who signed up quickly on a lander, the steps whose data
 * is missing (GET /api/profile.php incomplete_steps), then push and the email check, then the first
 * matches, or the place the page signed up on asked for (`@app/shared/ui/after-signup`). A visitor is sent to /signup.
 */
export function CompleteSignupPage() {
  const { t } = useTranslation('auth');
  const user = useStore($user);
  const navigate = useNavigate();
  const { profile, error, retry } = useOwnProfile({ enabled: Boolean(user) });
  // Planned once, from the profile as loaded: saving a step must not change the plan.
  const steps = useMemo(
    () => profile && completeSignupSteps(profile.incomplete_steps, $user.get()?.status ?? 'not_confirmed'),
    [profile],
  );
  const [chosen, setStep] = useState<SignupStep | null>(null);
  const step = chosen ?? steps?.[0] ?? null;

  if (!user) return <Navigate to={visitorRedirect('/complete-signup')!} replace />;

  const finish = () => {
    clearSignupDraft();
    // A page that asked for a place after sign-up (a member landing's chat) gets it, once.
    navigate(takeAfterSignup() ?? SIGNUP_DONE_PATH);
  };

  return (
    <SignupFrame title={t('signup.complete.title')} intro={t('signup.complete.intro')}>
      {profile && steps && step ? (
        <SignupWizard
          steps={steps}
          step={step}
          onStep={setStep}
          onFinish={finish}
          initialProfile={profile}
          stepBody={StepBody}
        />
      ) : (
        <LoadState error={error} onRetry={retry} />
      )}
    </SignupFrame>
  );
}
