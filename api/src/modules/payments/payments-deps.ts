import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { EventBus } from '../events';
import type { OrderRow } from './payment.table';
import type { PaymentProvider } from './providers/payment-provider';
import type { DebitNoticeSender } from './receipt/debit-notice-sender';
import type { WithdrawalMails } from './receipt/withdrawal-mails';

/** Sends the receipt of a completed order; never throws (a failure is logged). */
export type ReceiptSender = (order: OrderRow, origin: string) => Promise<void>;

/** What the payments service works with; other modules are reached only through their services. */
export interface PaymentsDeps {
  db: Db;
  provider: PaymentProvider;
  /** Live-update fan-out, published after each transaction commits. */
  bus: EventBus;
  sendReceipt: ReceiptSender;
  /** The pre-notification of a direct debit, before the provider is asked to collect it. */
  sendDebitNotice: DebitNoticeSender;
  /** The withdrawal receipt and the logged-out request's login link (ADR 0027). */
  withdrawalMails: WithdrawalMails;
  log: FastifyBaseLogger;
}
