import { useTranslation } from '@app/shared/i18n/react';
import { Link } from '@app/shared/router';
import { SendIcon } from '@app/shared/ui/icons';
import { useCreditsPath } from '../../../common/use-credits-path';

/**
 * The composer's send button; when the next message cannot be paid, "Buy credits" instead: to
 * /credits and back to this chat, keeping what was typed (`onBuy`) for after the purchase.
 */
export function SendControl({ short, sendable, onBuy }: { short: boolean; sendable: boolean; onBuy: () => void }) {
  const { t } = useTranslation('chat');
  const creditsPath = useCreditsPath();
  if (short) {
    return (
      <Link to={creditsPath} className="btn btn-primary px-2 text-nowrap" onClick={onBuy}>
        {t('composer.buyCredits')}
      </Link>
    );
  }
  return (
    <button type="submit" className="btn btn-primary px-2" aria-label={t('composer.send')} disabled={!sendable}>
      <SendIcon />
    </button>
  );
}
