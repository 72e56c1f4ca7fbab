import {
  formatMoney,
  orderNumber,
  PAYMENT_METHODS,
  timeZoneForCountry,
  type Language,
  type PaymentMethodId,
} from '@app/shared/contract';
import { fillVariables, RECEIPT_LABELS } from '../../mail';
import type { OrderRow } from '../payment.table';

/** The name of a payment method in a language: its brand, else the translated kind. */
function methodName(method: string, language: Language): string {
  const info = PAYMENT_METHODS[method as PaymentMethodId];
  if (info?.name) return info.name;
  const labels = RECEIPT_LABELS[language];
  return method === 'directdebit' ? labels.directdebit : labels.creditcard;
}

/** The order lines of a receipt ("Order number: A-000042", …), one per line, in the order's language. */
export function receiptDetails(order: OrderRow, language: Language): string {
  const labels = RECEIPT_LABELS[language];
  const money = (minor: number) => formatMoney(minor, order.currency, language);
  const date = new Intl.DateTimeFormat(language, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: timeZoneForCountry(order.country),
  }).format(new Date(order.completed_at ?? order.created_at));
  const lines: Array<[string, string]> = [
    [labels.number, orderNumber(order.id)],
    [labels.date, date],
    [labels.package, labels.tiers[order.package_code]],
    [labels.credits, String(order.credits)],
    [labels.method, methodName(order.payment_method, language)],
  ];
  if (order.discount_amount > 0) {
    lines.push([labels.price, money(order.price)]);
    lines.push([`${labels.discount} (${order.discount_code ?? ''})`, `−${money(order.discount_amount)}`]);
  }
  lines.push([labels.amount, money(order.amount)]);
  lines.push([fillVariables(labels.vat, { rate: String(order.vat_basis_points / 100) }), money(order.vat_amount)]);
  return lines.map(([label, value]) => `${label}: ${value}`).join('\n');
}
