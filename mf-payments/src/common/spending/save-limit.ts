import type { SpendingLimit } from '@app/shared/contract/spending-limit';
import { apiErrors } from '@app/shared/ui/form-errors';
import { formatLimitInput, parseLimitInput } from './limit-input';
import { putSpendingLimit } from './api/put-spending-limit';

/** A text to show: its key (with namespace) and values. */
export interface Message {
  key: string;
  values?: Record<string, string | number>;
}

export type SaveResult =
  | { status: 'saved'; limit: SpendingLimit }
  | {
      status: 'refused';
      /** Under the limit field. */
      amount: Message | null;
      /** Errors of fields the member cannot edit here (currency, the switch), by field, or the answer's message. */
      others: Array<{ field: string | null; message: Message }>;
    };

type Refused = Extract<SaveResult, { status: 'refused' }>;

/** The example amount of the field's hint and error, in the language's notation ("49,50"). */
export function exampleAmount(currency: string, language: string): string {
  return formatLimitInput(4950, currency, language);
}

/**
 * Saves the limit as typed and the switch: the field is read in the interface language first (a
 * field that cannot be read sends nothing); the server's field errors come back by field, its other
 * refusals as one message.
 */
export async function saveLimit(text: string, ask: boolean, currency: string, language: string): Promise<SaveResult> {
  const input = parseLimitInput(text, currency, language);
  if ('error' in input) {
    const message = {
      key: `payments:spending.errors.${input.error}`,
      values: { example: exampleAmount(currency, language) },
    };
    return { status: 'refused', amount: message, others: [] };
  }
  try {
    const limit = await putSpendingLimit({ amount: input.amount, currency, ask_before_paid_message: ask });
    return { status: 'saved', limit };
  } catch (error) {
    const { fields, message, count } = apiErrors(error);
    const common = (key: string): Message => ({ key: `common:${key}`, values: count === undefined ? {} : { count } });
    const others: Refused['others'] = Object.entries(fields)
      .filter(([field]) => field !== 'amount')
      .map(([field, key]) => ({ field, message: common(key) }));
    if (message) others.push({ field: null, message: common(message) });
    return { status: 'refused', amount: fields.amount ? common(fields.amount) : null, others };
  }
}
