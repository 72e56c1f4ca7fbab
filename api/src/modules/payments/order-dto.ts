import { orderNumber, type Order, type PaymentMethodId } from '@app/shared/contract';
import type { OrderRow } from './payment.table';
import { basisPointsToPercentage } from './vat-rates';

const iso = (date: Date | string) => new Date(date).toISOString();

export function toOrder(row: OrderRow): Order {
  return {
    id: row.id,
    number: orderNumber(row.id),
    state: row.state,
    package_id: row.package_id,
    package_code: row.package_code,
    credits: row.credits,
    country: row.country,
    currency: row.currency,
    price: row.price,
    discount_code: row.discount_code,
    discount_amount: row.discount_amount,
    amount: row.amount,
    vat_percentage: basisPointsToPercentage(row.vat_basis_points),
    vat_amount: row.vat_amount,
    payment_method: row.payment_method as PaymentMethodId,
    created_at: iso(row.created_at),
    completed_at: row.completed_at ? iso(row.completed_at) : null,
    return_path: row.return_path,
  };
}
