import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation } from '@app/shared/i18n/react';
import { Link } from '@app/shared/router';
import { loadUser, $user } from '@app/shared/stores/user';

/** The three next steps after activation (spec section 2), in this order. */
const NEXT_STEPS = [
  { key: 'profile', to: '/profile' },
  { key: 'premium', to: '/premium' },
  { key: 'members', to: '/members' },
] as const;

/**
 * /activate/done: the activation link confirmed the email address. A welcome and three cards: the
 * signup profile, premium, all members. The user is read again, so the reminder disappears.
 */
export function ActivateDonePage() {
  const { t } = useTranslation('auth');
  const user = useStore($user);

  useEffect(() => {
    void loadUser();
  }, []);

  return (
    <div className="container py-4 py-md-5">
      <div className="text-center mb-4">
        <h1 className="h2">
          {user
            ? t('account.activateDone.titleWithName', { name: user.profile.name })
            : t('account.activateDone.title')}
        </h1>
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
