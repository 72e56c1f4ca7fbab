// The mail module's public file: what other modules and the app use (issue 20).
export { createAccountMails, type AccountMails } from './account-mails';
export { escapeHtml, fillVariables } from './html-escape';
export { registerMail } from './mail.plugin';
export { recordMail } from './outbox-mailer';
export { renderMail } from './render-mail';
export type { SmsSender } from './sms-sender';
export { layout } from './templates/layout';
export { RECEIPT_LABELS } from './templates/receipt-labels';
