import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { useTranslation } from '@app/shared/i18n/react';
import { Link } from '@app/shared/router';
import type { DeleteDiscountResponse } from '@app/shared/contract';
import { formatDate } from '@app/shared/i18n/format';
import { $locale } from '@app/shared/stores/locale';
import type { useProfileVisibility, VisibilityChange } from './use-profile-visibility';

export interface AlternativesStepProps {
  hidden: boolean;
  visibility: ReturnType<typeof useProfileVisibility>;
  discount: DeleteDiscountResponse | null | undefined;
}

/** Ways to stay before deleting: a pause, hiding the profile, fewer mails, the company's discount. */
export function AlternativesStep({ hidden, visibility, discount }: AlternativesStepProps) {
  const { t } = useTranslation('auth');
  const language = useStore($locale);
  const { busy, done, failure, change } = visibility;
  const button = (what: VisibilityChange, label: string) => (
    <button
      type="button"
      className="btn btn-sm btn-outline-primary"
      disabled={busy !== null}
      aria-busy={busy === what}
      onClick={() => void change(what)}
    >
      {label}
    </button>
  );

  return (
    <>
      <p>{t('profile.deletion.alternativesIntro')}</p>
      <div role="status" aria-live="polite">
        {done && <div className="alert alert-success py-2">{t(`profile.deletion.done.${done}`)}</div>}
      </div>
      {failure && (
        <div role="alert" className="alert alert-danger py-2">
          {t(failure, { ns: 'common' })}
        </div>
      )}
      <ul className="list-group mb-0">
        {hidden ? (
          <Option title={t('profile.deletion.hiddenTitle')} text={t('profile.deletion.hiddenText')}>
            {button('show', t('profile.deletion.show'))}
          </Option>
        ) : (
          <>
            <Option title={t('profile.deletion.pauseTitle')} text={t('profile.deletion.pauseText')}>
              {button('pause', t('profile.deletion.pause'))}
            </Option>
            <Option title={t('profile.deletion.hideTitle')} text={t('profile.deletion.hideText')}>
              {button('hide', t('profile.deletion.hide'))}
            </Option>
          </>
        )}
        <Option title={t('profile.deletion.mailTitle')} text={t('profile.deletion.mailText')}>
          <Link className="btn btn-sm btn-outline-primary" to="/notifications">
            {t('profile.deletion.mailLink')}
          </Link>
        </Option>
        {discount && (
          <Option
            title={t('profile.deletion.discountTitle')}
            text={t('profile.deletion.discountText', {
              percentage: discount.percentage,
              code: discount.code,
              date: formatDate(new Date(discount.expires), language),
            })}
          >
            <Link className="btn btn-sm btn-primary" to="/credits">
              {t('profile.deletion.discountLink')}
            </Link>
          </Option>
        )}
      </ul>
    </>
  );
}

function Option({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <li className="list-group-item py-3">
      <h3 className="h6 mb-1">{title}</h3>
      <p className="mb-2 small">{text}</p>
      {children}
    </li>
  );
}
