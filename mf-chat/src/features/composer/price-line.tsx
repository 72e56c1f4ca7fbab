import { useStore } from '@nanostores/react';
import { useTranslation } from '@app/shared/i18n/react';
import { Link } from '@app/shared/router';
import type { MessagePrice } from '@app/shared/contract';
import { $user } from '@app/shared/stores/user';
import { useCreditsPath } from '../../ui/use-credits-path';
import { textPrice } from './price';

/**
 * What the next text message costs, before it is sent: "Free · 2 free messages left", or
 * "1 credit · from €0.32"; with too few credits, a link to buy some.
 */
export function PriceLine({ price, id }: { price: MessagePrice; id: string }) {
  const { t, i18n } = useTranslation('chat');
  const creditsPath = useCreditsPath();
  const user = useStore($user);
  const next = textPrice(price, i18n.language);
  const short = !next.free && user !== null && user !== undefined && user.credits < next.credits;
  return (
    <p id={id} className="small text-body-secondary mb-0 d-flex flex-wrap gap-1" data-testid="price">
      {next.free ? (
        <span>{t('composer.free', { count: next.left })}</span>
      ) : (
        <span>
          {t('composer.credits', { count: next.credits })}
          {next.from && ` · ${t('composer.from', { amount: next.from })}`}
        </span>
      )}
      {short && (
        <Link to={creditsPath} className="fw-semibold">
          {t('composer.buyCredits')}
        </Link>
      )}
    </p>
  );
}
