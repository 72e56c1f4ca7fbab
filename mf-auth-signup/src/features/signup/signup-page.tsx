import { lazy, useState } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation } from '@app/shared/i18n/react';
import { Navigate, useLocation, useNavigate } from '@app/shared/router';
import { $settings } from '@app/shared/stores/settings';
import { $signupDraft, clearSignupDraft, setSignupStep } from '@app/shared/stores/signup-draft';
import { $landing, recordLanding } from '@app/shared/stores/tracking';
import { $user } from '@app/shared/stores/user';
import { AccountForm } from './create-account/account-form';
import { SignupClosed } from './components/signup-closed';
import { SignupFrame } from './components/signup-frame';
import { signupAccess } from './signup-access';
import { resumeSignupStep, SIGNUP_DONE_PATH, SIGNUP_FLOW } from './step-flow';
import { SignupWizard } from './signup-wizard';

// A first visit starts at the account step: the later steps load when the visitor starts on the form,
// or when the page resumes at a later step.
const loadSteps = () => import('./steps/step-body');
const LazyStepBody = lazy(() => loadSteps().then((module) => ({ default: module.StepBody })));
const prefetchSteps = () => void loadSteps();

/**
 * /signup (empty layout): the steps of spec section 2, continued after a reload at the draft's step.
 * A member without a sign-up in progress goes to /complete-signup.
 */
export function SignupPage() {
  const { t } = useTranslation('auth');
  const user = useStore($user);
  const draft = useStore($signupDraft);
  const location = useLocation();
  const navigate = useNavigate();
  const [finished, setFinished] = useState(false);
  // A traffic source in this address counts before the signups setting is checked below.
  useState(() => recordLanding(location.pathname, location.search));
  const settings = useStore($settings);
  const landing = useStore($landing);

  if (finished) return null;
  const step = resumeSignupStep(draft.step, Boolean(user));
  if (step === null) return <Navigate to="/complete-signup" replace />;
  if (step === 'account' && signupAccess(settings?.signups, landing) === 'closed') {
    return (
      <SignupFrame title={t('signup.title')}>
        <SignupClosed />
      </SignupFrame>
    );
  }

  const finish = () => {
    setFinished(true);
    clearSignupDraft();
    navigate(SIGNUP_DONE_PATH);
  };

  return (
    <SignupFrame
      title={step === 'account' ? t('signup.title') : t('signup.profileTitle')}
      intro={step === 'account' ? t('signup.intro') : undefined}
    >
      <SignupWizard
        steps={SIGNUP_FLOW}
        step={step}
        onStep={setSignupStep}
        onFinish={finish}
        accountForm={<AccountForm onCreated={() => undefined} />}
        stepBody={LazyStepBody}
        prefetch={prefetchSteps}
      />
    </SignupFrame>
  );
}
