import { formatMoney } from '@app/shared/contract';
import { escapeHtml } from '../../mail';
import type { SandboxPaymentsTable } from '../payment.table';
import { SANDBOX_CHECKOUT_PATH } from './sandbox-provider';

type Listed = Pick<SandboxPaymentsTable, 'id' | 'amount' | 'currency' | 'method' | 'description' | 'status'>;

/**
 * The sandbox's newest payments with links to their pages (development only, English): how a
 * developer reaches a direct debit's page, which the member never sees (the bank has the debit).
 */
export function sandboxListPage(payments: Listed[]): string {
  const rows = payments
    .map(
      (payment) =>
        `<tr><td><a href="${SANDBOX_CHECKOUT_PATH}${escapeHtml(payment.id)}">${escapeHtml(payment.id)}</a></td>` +
        `<td>${escapeHtml(payment.method)}</td><td>${escapeHtml(formatMoney(payment.amount, payment.currency, 'en'))}</td>` +
        `<td>${escapeHtml(payment.status)}</td><td>${escapeHtml(payment.description)}</td></tr>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,">
<title>Sandbox payments</title>
<style>body{font-family:system-ui,Arial,sans-serif;margin:24px;color:#212529}table{border-collapse:collapse}td,th{padding:6px 10px;border-bottom:1px solid #dee2e6;text-align:left}</style>
</head>
<body><main>
<h1>Sandbox payments</h1>
<table><thead><tr><th>Payment</th><th>Method</th><th>Amount</th><th>Status</th><th>For</th></tr></thead>
<tbody>
${rows}
</tbody></table>
</main></body></html>
`;
}
