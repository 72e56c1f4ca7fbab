import { useStore } from '@nanostores/react';
import { useTranslation } from '@app/shared/i18n/react';
import { withdrawalDays } from '@app/shared/contract/withdrawal-constants';
import { $settings } from '@app/shared/stores/settings';
import { $user } from '@app/shared/stores/user';
import { LoadState } from '@app/shared/ui/load-state';
import { PaymentsPage } from '../../../common/payments-page';
import { WithdrawableOrders } from './components/withdrawable-orders';
import { WithdrawalRequestForm } from './components/withdrawal-request-form';
import { useWithdrawalTexts } from './withdrawal-texts';

/**
 * /withdrawal, the footer's "Withdraw from contract here" (public, ADR 0027): a member sees the
 * purchases still within their withdrawal period, each leading to its withdrawal form; a visitor asks
 * for a login link to it with the email address and the order number.
 */
export function WithdrawalPage() {
  const { t } = useTranslation('payments');
  const ready = useWithdrawalTexts();
  const user = useStore($user);
  const settings = useStore($settings);
  if (!ready) {
    return (
      <div className="container-xl py-3 py-md-4" data-screen="payments:withdrawal">
        <LoadState />
      </div>
    );
  }
  const days = withdrawalDays(settings?.refund_days ?? 0);
  return (
    <PaymentsPage
      screen="withdrawal"
      title={t('withdrawal.page.title')}
      intro={t(user ? 'withdrawal.page.memberIntro' : 'withdrawal.page.visitorIntro', { count: days })}
    >
      <div className="row">
        <div className="col-md-10 col-lg-8 col-xl-7">
          {user === undefined && <LoadState />}
          {user === null && <WithdrawalRequestForm />}
          {user && <WithdrawableOrders />}
        </div>
      </div>
    </PaymentsPage>
  );
}
