import { useStore } from '@nanostores/react';
import { atom, onMount } from 'nanostores';
import { useTranslation } from '@app/shared/i18n/react';
import { Link } from '@app/shared/router';
import type { DiscountCode, User } from '@app/shared/contract';
import { formatDate } from '@app/shared/i18n/format';
import { $locale } from '@app/shared/stores/locale';
import { formatCountdown } from '@app/shared/stores/time-bonus';
import { $user } from '@app/shared/stores/user';
import { $welcomeDiscount, welcomeDiscountSecondsLeft } from '@app/shared/stores/welcome-discount';
import { GiftIcon } from '@app/shared/ui/icons';
import { useRouteInfo } from '../../app/route-info';
import { showsWelcomeBonusBanner, welcomeBonusLeft } from './welcome-bonus-rules';

const DEADLINE_FORMAT: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
};

/** The clock, once a second while someone looks at it. */
const $clock = atom(Date.now());
onMount($clock, () => {
  $clock.set(Date.now());
  const timer = setInterval(() => $clock.set(Date.now()), 1_000);
  return () => clearInterval(timer);
});

/**
 * The welcome bonus banner (banner area of the default layout): a new non-paying member's welcome
 * discount with its real deadline from the server and the time still left, and a link to /credits
 * with the code applied. The banner area is a polite live region, so only the deadline ("valid until
 * …") is in the accessible text; the ticking time left is for the eyes only.
 */
export function WelcomeBonusBanner() {
  const user = useStore($user);
  const discount = useStore($welcomeDiscount);
  // The clock runs only while a member has a welcome discount.
  if (!user || !discount) return null;
  return <Banner user={user} discount={discount} />;
}

function Banner({ user, discount }: { user: User; discount: DiscountCode }) {
  const { t } = useTranslation('shell');
  const { routeName } = useRouteInfo();
  const language = useStore($locale);
  const now = useStore($clock);
  if (!showsWelcomeBonusBanner(routeName, user, discount, now)) return null;

  const percentage = new Intl.NumberFormat(language, { style: 'percent' }).format(discount.percentage / 100);
  const secondsLeft = welcomeDiscountSecondsLeft(discount, now);
  const left = secondsLeft === null ? null : welcomeBonusLeft(secondsLeft);
  return (
    <section
      className="container-xl pt-2 px-2 px-sm-3"
      aria-label={t('welcomeBonus.label')}
      data-testid="welcome-bonus-banner"
    >
      <div className="alert alert-primary d-flex flex-wrap align-items-center column-gap-3 row-gap-2 py-2 px-3 mb-0 small">
        <p className="flex-grow-1 mb-0" style={{ flexBasis: '16rem' }}>
          <strong className="d-block d-lg-inline me-lg-1">
            <GiftIcon size={18} className="me-1 align-text-bottom" />
            {t('welcomeBonus.title', { percentage })}
          </strong>{' '}
          {discount.expires && (
            <span>
              {t('welcomeBonus.validUntil', {
                date: formatDate(new Date(discount.expires), language, DEADLINE_FORMAT),
              })}
            </span>
          )}{' '}
          {left && (
            <span className="text-nowrap fw-semibold" aria-hidden="true" data-testid="welcome-bonus-left">
              (
              {'days' in left
                ? t('welcomeBonus.daysLeft', { count: left.days })
                : t('welcomeBonus.timeLeft', { time: formatCountdown(left.seconds) })}
              )
            </span>
          )}
        </p>
        <Link
          to={`/credits?code=${encodeURIComponent(discount.code)}`}
          className="btn btn-sm btn-primary text-nowrap"
          data-testid="welcome-bonus-link"
        >
          {t('welcomeBonus.cta')}
        </Link>
      </div>
    </section>
  );
}
