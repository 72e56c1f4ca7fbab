import { Fragment, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation } from '@app/shared/i18n/react';
import { Link } from '@app/shared/router';
import type { WithdrawalPreview } from '@app/shared/contract/withdrawal';
import { $user } from '@app/shared/stores/user';
import { useOrderFormat } from '../../use-order-format';
import { useMoney } from '../../../../common/use-money';
import type { Withdrawal } from '../withdrawal-store';
import { useFocusOnMount } from './use-focus-on-mount';

/**
 * The first step: the withdrawal statement, filled in with the order (number, date, package, credits,
 * amount paid) and the member, and what the withdrawal does (the unused credits leave the balance,
 * their value is refunded). "Continue" leads to the confirmation; "Cancel" back to the order.
 */
export function WithdrawalStatement({ withdrawal, preview }: { withdrawal: Withdrawal; preview: WithdrawalPreview }) {
  const { t } = useTranslation('payments');
  const money = useMoney();
  const user = useStore($user);
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const { order } = preview;
  const row = useOrderFormat()(order);
  const used = order.credits - preview.unused_credits;
  const lines: Array<[string, string]> = [
    ...(user ? [[t('withdrawal.statement.member'), user.profile.name] as [string, string]] : []),
    [t('withdrawal.statement.number'), order.number],
    [t('withdrawal.statement.date'), row.date],
    [t('withdrawal.statement.package'), row.package],
    [t('withdrawal.statement.credits'), row.credits],
    [t('withdrawal.statement.paid'), row.amount],
  ];

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    withdrawal.review();
  }

  return (
    <form onSubmit={onSubmit} aria-labelledby="withdrawal-statement-title" data-testid="withdrawal-statement">
      <h2 id="withdrawal-statement-title" className="h5" tabIndex={-1} ref={heading}>
        {t('withdrawal.statement.title')}
      </h2>
      <p>{t('withdrawal.statement.intro')}</p>
      <dl className="row mb-3">
        {lines.map(([label, value]) => (
          <Fragment key={label}>
            <dt className="col-sm-5 fw-normal text-body-secondary">{label}</dt>
            <dd className="col-sm-7">{value}</dd>
          </Fragment>
        ))}
      </dl>
      <h3 className="h6">{t('withdrawal.statement.effectTitle')}</h3>
      <ul>
        <li>
          {t('withdrawal.statement.removed', { credits: t('packages.credits', { count: preview.unused_credits }) })}
        </li>
        <li>{t('withdrawal.statement.refund', { amount: money(preview.refund_amount, preview.currency) })}</li>
        {used > 0 && <li>{t('withdrawal.statement.used', { credits: t('packages.credits', { count: used }) })}</li>}
        <li>{t('withdrawal.statement.mail')}</li>
      </ul>
      <div className="d-flex flex-wrap gap-2 align-items-center">
        <button type="submit" className="btn btn-primary">
          {t('withdrawal.statement.continue')}
        </button>
        <Link to={`/transactions/${order.id}`} className="btn btn-link">
          {t('withdrawal.statement.cancel')}
        </Link>
      </div>
    </form>
  );
}
