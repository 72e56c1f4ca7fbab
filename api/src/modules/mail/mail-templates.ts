import { activation } from './templates/activation';
import { debitNotice } from './templates/debit-notice';
import { mailChange } from './templates/mail-change';
import { mailChangeNotice } from './templates/mail-change-notice';
import type { MailTemplate } from './templates/mail-text';
import { passwordReset } from './templates/password-reset';
import { reactivation } from './templates/reactivation';
import { receipt } from './templates/receipt';
import { withdrawalLink } from './templates/withdrawal-link';
import { withdrawalReceipt } from './templates/withdrawal-receipt';

/** Every kind of account mail and its words in the eleven languages. */
export const MAIL_TEMPLATES = {
  activation,
  password_reset: passwordReset,
  mail_change: mailChange,
  mail_change_notice: mailChangeNotice,
  reactivation,
  receipt,
  debit_notice: debitNotice,
  withdrawal_receipt: withdrawalReceipt,
  withdrawal_link: withdrawalLink,
} satisfies Record<string, MailTemplate>;

export type MailKind = keyof typeof MAIL_TEMPLATES;
