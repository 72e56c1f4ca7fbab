import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import type { OwnProfile, SignupStep } from '@app/shared/contract';
import { clearSignupDraft } from '@app/shared/stores/signup-draft';
import { $user } from '@app/shared/stores/user';
import { fetchOwnProfile } from './api/own-profile';
import { LoadingState } from './components/loading-state';
import { SignupFrame } from './components/signup-frame';
import { completeSignupSteps, SIGNUP_DONE_PATH } from './step-flow';
import { SignupWizard } from './signup-wizard';

/**
 * /complete-signup (empty layout): for a member who signed up quickly on a lander, the steps whose data
 * is missing (GET /api/profile.php incomplete_steps), then push and the email check, then the first
 * matches. A visitor is sent to /signup.
 */
export function CompleteSignupPage() {
  const { t } = useTranslation('auth');
  const user = useStore($user);
  const navigate = useNavigate();
  const [profile, setProfile] = useState<OwnProfile | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [steps, setSteps] = useState<SignupStep[] | null>(null);
  const [step, setStep] = useState<SignupStep | null>(null);
  const loggedIn = Boolean(user);

  useEffect(() => {
    if (!loggedIn) return;
    let current = true;
    fetchOwnProfile().then(
      (loaded) => {
        if (!current) return;
        const planned = completeSignupSteps(loaded.incomplete_steps, $user.get()?.status ?? 'not_confirmed');
        setProfile(loaded);
        setSteps(planned);
        setStep(planned[0]!);
      },
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [loggedIn, attempt]);

  if (!user) return <Navigate to="/signup" replace />;

  const finish = () => {
    clearSignupDraft();
    navigate(SIGNUP_DONE_PATH);
  };

  return (
    <SignupFrame title={t('signup.complete.title')} intro={t('signup.complete.intro')}>
      {profile && steps && step ? (
        <SignupWizard steps={steps} step={step} onStep={setStep} onFinish={finish} initialProfile={profile} />
      ) : (
        <LoadingState
          failed={failed}
          onRetry={() => {
            setFailed(false);
            setAttempt((count) => count + 1);
          }}
        />
      )}
    </SignupFrame>
  );
}
