import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation } from '@app/shared/i18n/react';
import { Link } from '@app/shared/router';
import { loadUser, $user } from '@app/shared/stores/user';
import { AccountCard } from './account-card';

/** The three next steps after activation (spec section 2), in this order. */
const NEXT_STEPS = [
  { key: 'profile', to: '/profile' },
  { key: 'premium', to: '/premium' },
  { key: 'members', to: '/members' },
] as const;

/** The login that comes back here, to the cards (the login page keeps only same-site paths). */
const LOGIN_AND_BACK = '/login?returnTo=%2Factivate%2Fdone';

/**
 * A visitor: the activation mail was opened where the member is not logged in (another device or
 * browser). The address is confirmed all the same; logging in leads back to the cards.
 */
function ConfirmedVisitor() {
  const { t } = useTranslation('auth');
  return (
    <AccountCard title={t('account.activateDone.visitorTitle')}>
      <p>{t('account.activateDone.visitorText')}</p>
      <Link to={LOGIN_AND_BACK} className="btn btn-primary w-100">
        {t('account.login')}
      </Link>
    </AccountCard>
  );
}

/**
 * /activate/done: the activation link confirmed the email address. A member gets a welcome and three
 * cards: the signup profile, premium, all members (the user is read again, so the reminder
 * disappears); a visitor learns that the address is confirmed and logs in to reach the cards.
 */
export function ActivateDonePage() {
  const { t } = useTranslation('auth');
  const user = useStore($user);

  useEffect(() => {
    void loadUser();
  }, []);

  if (user === undefined) return <div className="container py-4 py-md-5" aria-busy="true" />;
  if (!user) return <ConfirmedVisitor />;
  return (
    <div className="container py-4 py-md-5">
      <div className="text-center mb-4">
        <h1 className="h2">{t('account.activateDone.titleWithName', { name: user.profile.name })}</h1>
        <p className="lead mb-0">{t('account.activateDone.intro')}</p>
      </div>
      <ul className="row row-cols-1 row-cols-md-3 g-3 list-unstyled mb-0">
        {NEXT_STEPS.map(({ key, to }) => (
          <li key={key} className="col">
            <div className="card h-100 shadow-sm" data-testid={`next-step-${key}`}>
              <div className="card-body d-flex flex-column">
                <h2 className="h5 card-title">{t(`account.activateDone.${key}.title`)}</h2>
                <p className="card-text flex-grow-1">{t(`account.activateDone.${key}.text`)}</p>
                <Link to={to} className={`btn ${key === 'premium' ? 'btn-primary' : 'btn-outline-primary'}`}>
                  {t(`account.activateDone.${key}.action`)}
                </Link>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
