import { useTranslation } from '@app/shared/i18n/react';
import { paymentResultView } from '@app/shared/contract';
import { LoadState } from '@app/shared/ui/load-state';
import { PaymentsPage } from '../../../common/payments-page';
import { ResultPanel } from './components/result-panel';
import { useOrderWatch } from './use-order-watch';
import * as css from './components/result.module.css';

/** rspack's CSS modules export each class by its name. */
const styles = css as unknown as Readonly<Record<string, string>>;

export interface ResultViewProps {
  orderId: number;
  /** The package of the address (/credits/{id}/…): "try again" leads to its method choice. */
  packageId: number | null;
}

/**
 * The result of the order the provider sent the member back with: pending (waits and changes by
 * itself), completed, failed or cancelled, always as the server says. The change is announced.
 */
export function ResultView({ orderId, packageId }: ResultViewProps) {
  const { t } = useTranslation('payments');
  const { status, order, error, retry } = useOrderWatch(orderId);
  const view = order ? paymentResultView(order.state) : 'pending';
  return (
    <PaymentsPage screen="credits-id-paymentmethod" title={t(`result.title.${view}`)} centered>
      <div className={styles.panel} aria-live="polite" data-result={order ? view : 'loading'}>
        {status === 'error' && error && <LoadState error={error} onRetry={retry} />}
        {status === 'loading' && <LoadState />}
        {order && <ResultPanel order={order} view={view} packageId={packageId} />}
      </div>
    </PaymentsPage>
  );
}
