import { useStore } from '@nanostores/react';
import { useTranslation } from '@app/shared/i18n/react';
import { Link } from '@app/shared/router';
import type { Package } from '@app/shared/contract';
import { openSignupModal } from '@app/shared/stores/signup-modal';
import { $user } from '@app/shared/stores/user';
import { PackageFacts } from '../../../common/packages/components/package-facts';

/**
 * One tier with its figures and the way to buy it: a member goes to its checkout, a visitor signs up
 * (or logs in) first and then comes back to it.
 */
export function TierCard({ pack }: { pack: Package }) {
  const { t } = useTranslation('payments');
  const user = useStore($user);
  const checkout = `/credits/${pack.id}`;
  const context = (
    <span className="visually-hidden">
      {' '}
      {t(`packages.tier.${pack.code}`)}, {t('packages.credits', { count: pack.credits })}
    </span>
  );
  return (
    <div className={`card h-100 ${pack.recommended ? 'border-primary border-2 shadow' : ''}`}>
      <div className="card-body d-flex flex-column">
        <PackageFacts pack={pack} titleAs="h3" />
        <div className="mt-auto pt-3">
          {user ? (
            <Link to={checkout} className={`btn w-100 ${pack.recommended ? 'btn-primary' : 'btn-outline-primary'}`}>
              {t('premium.choose')}
              {context}
            </Link>
          ) : (
            <button
              type="button"
              className={`btn w-100 ${pack.recommended ? 'btn-primary' : 'btn-outline-primary'}`}
              onClick={() => openSignupModal({ reason: 'generic', returnTo: checkout })}
            >
              {t('premium.choose')}
              {context}
            </button>
          )}
        </div>
      </div>
    </div>
  );
}
