import { api } from '@app/shared/api';
import type { DirectDebitForm } from '@app/shared/contract/direct-debit';
import type { SmsCodeSent } from '@app/shared/contract/direct-debit-api';
import type { DirectDebitQuery } from '../direct-debit-query';

/**
 * POST /api/direct-debit.php: the server checks the form again and sends the SMS code to its phone.
 * Nothing is stored: the page keeps the form and sends it again with the code.
 */
export function sendSmsCode(form: DirectDebitForm, query: DirectDebitQuery): Promise<SmsCodeSent> {
  return api<SmsCodeSent>('/api/direct-debit.php', { method: 'POST', body: form, query: { ...query } });
}
