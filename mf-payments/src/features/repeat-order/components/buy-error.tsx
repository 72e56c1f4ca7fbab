import { useTranslation } from '@app/shared/i18n/react';
import { Link } from '@app/shared/router';

/** The refusals of a direct debit purchase, with texts of this feature (the site's `common` has none). */
const DIRECT_DEBIT_CODES = new Set(['direct_debit_blocked', 'direct_debit_limit', 'direct_debit_mandate_required']);

/** Why the purchase did not start, translated; without a mandate, the way to sign one. */
export function BuyError({ code }: { code: string }) {
  const { t } = useTranslation('payments');
  const text = DIRECT_DEBIT_CODES.has(code)
    ? t(`repeatOrder.errors.${code}`)
    : t(`errors.${code}`, { ns: 'common', defaultValue: t('errors.generic', { ns: 'common' }) });
  return (
    <div role="alert" className="alert alert-danger py-2 mb-0" data-testid="repeat-error">
      <p className="mb-0">{text}</p>
      {code === 'direct_debit_mandate_required' && (
        <Link to="/directdebit" className="alert-link d-inline-block mt-1">
          {t('repeatOrder.setUpDirectDebit')}
        </Link>
      )}
    </div>
  );
}
