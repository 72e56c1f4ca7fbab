import { useTranslation } from '@app/shared/i18n/react';
import { HaveAccount } from './have-account';

/** The signups setting lets nobody in here (spec section 5): the text, and the way to log in. */
export function SignupClosed({ onLogin }: { onLogin?: () => void }) {
  const { t } = useTranslation('auth');
  return (
    <div data-testid="signup-closed">
      <div className="alert alert-info" role="status">
        {t('errors.signup_closed', { ns: 'common' })}
      </div>
      <HaveAccount onLogin={onLogin} className="mb-0" />
    </div>
  );
}
