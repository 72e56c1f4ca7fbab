import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation } from '@app/shared/i18n/react';
import { useNavigate } from '@app/shared/router';
import { registerNamespace } from '@app/shared/i18n';
import { $signupInProgress, clearSignupDraft } from '@app/shared/stores/signup-draft';
import { $signupModal, closeSignupModal } from '@app/shared/stores/signup-modal';
import { recordLanding } from '@app/shared/stores/tracking';
import { Modal } from '@app/shared/ui/modal';
import { loadCatalogue } from '../../locales/load-catalogue';
import { LoginForm } from '../../common/login/login-form';
import { safeReturnTo } from '../../common/login/return-to';
import { AccountForm } from './create-account/account-form';
import { isModalDismissible } from './modal-rules';
import { reasonKey } from './reason';

// The shell may load this module without the remote's routes: its texts come along.
registerNamespace('auth', loadCatalogue);

function switchView(view: 'signup' | 'login'): void {
  $signupModal.set({ ...$signupModal.get(), view });
}

/**
 * The signup modal (exposed as `./SignupModal`; the shell renders it while `$signupModal` is open):
 * why the visitor is asked, and the account step or the login form. While a sign-up is in progress
 * it cannot be closed by Escape or the backdrop (spec section 4), only by cancelling the sign-up.
 */
export default function SignupModal() {
  const { t } = useTranslation('auth');
  const state = useStore($signupModal);
  const inProgress = useStore($signupInProgress);
  const navigate = useNavigate();
  const isSignup = state.view === 'signup';
  const dismissible = isModalDismissible(state.view, inProgress);

  useEffect(() => {
    if (state.open) recordLanding(window.location.pathname, window.location.search);
  }, [state.open]);

  const cancel = () => {
    clearSignupDraft();
    closeSignupModal();
  };

  return (
    <Modal
      open={state.open}
      dismissible={dismissible}
      onClose={closeSignupModal}
      title={isSignup ? t('signup.modal.title') : t('login.title')}
      className="signup-modal"
    >
      <p className="lead fs-6 mb-4" data-testid="signup-reason">
        {t(reasonKey(state.reason, state.name), { name: state.name })}
      </p>
      {isSignup ? (
        <>
          <AccountForm
            onCreated={() => {
              closeSignupModal();
              navigate('/signup');
            }}
            onSwitchToLogin={() => switchView('login')}
          />
          {!dismissible && (
            <div className="text-center mt-2">
              <button type="button" className="btn btn-link btn-sm text-body-secondary" onClick={cancel}>
                {t('signup.modal.cancel')}
              </button>
            </div>
          )}
        </>
      ) : (
        <>
          <LoginForm
            onLoggedIn={() => {
              closeSignupModal();
              navigate(safeReturnTo(state.returnTo));
            }}
            onLeave={closeSignupModal}
          />
          <p className="mt-3 mb-0 text-center">
            {t('login.noAccount')}{' '}
            <button type="button" className="btn btn-link p-0 align-baseline" onClick={() => switchView('signup')}>
              {t('login.signupLink')}
            </button>
          </p>
        </>
      )}
    </Modal>
  );
}
