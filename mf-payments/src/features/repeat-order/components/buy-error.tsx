import { lazy, Suspense } from 'react';
import { useTranslation } from '@app/shared/i18n/react';
import { Link } from '@app/shared/router';
import { LoadState } from '@app/shared/ui/load-state';

const SpendingRefusal = lazy(() =>
  import(/* webpackChunkName: "spending-refusal" */ '../../../common/spending/components/spending-refusal').then(
    (module) => ({
      default: module.SpendingRefusal,
    }),
  ),
);

/** The refusals of a direct debit purchase, with texts of this feature (the site's `common` has none). */
const DIRECT_DEBIT_CODES = new Set(['direct_debit_blocked', 'direct_debit_limit', 'direct_debit_mandate_required']);

/**
 * Why the purchase did not start, translated; without a mandate, the way to sign one; over the
 * member's own monthly limit, the date it starts again (the spending feature's refusal).
 */
export function BuyError({ code, resetsAt = null }: { code: string; resetsAt?: string | null }) {
  const { t } = useTranslation('payments');
  if (code === 'spending_limit') {
    return (
      <Suspense fallback={<LoadState />}>
        <SpendingRefusal resetsAt={resetsAt} />
      </Suspense>
    );
  }
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
