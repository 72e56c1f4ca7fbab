import { map } from 'nanostores';
import { ApiError } from '@app/shared/api';
import type { DirectDebitForm } from '@app/shared/contract/direct-debit';
import { DIRECT_DEBIT_FIELDS, type DirectDebitField } from '@app/shared/contract/direct-debit-constants';
import type { DirectDebitState, SmsCodeSent } from '@app/shared/contract/direct-debit-api';
import type { FieldErrors } from '@app/shared/ui/form-errors';
import { createAttemptKeys } from '../../../common/attempt-key';
import { getDirectDebit } from './api/get-direct-debit';
import { revokeMandate } from './api/revoke-mandate';
import { sendSmsCode } from './api/send-sms-code';
import { signMandate } from './api/sign-mandate';
import { directDebitErrorKey, directDebitErrorMessage, type ErrorMessage } from './direct-debit-errors';
import type { DirectDebitQuery } from './direct-debit-query';

/** What the member typed, as typed: kept when they go back from the code to change the details. */
export type FormValues = Record<DirectDebitField, string>;

export const EMPTY_VALUES = Object.fromEntries(DIRECT_DEBIT_FIELDS.map((field) => [field, ''])) as FormValues;

export interface DirectDebitPageState {
  status: 'loading' | 'ready' | 'error';
  loadError: string | null;
  standing: DirectDebitState | null;
  /** The form, or the code sent for the form that was checked (`form`). */
  step: 'form' | 'code';
  values: FormValues;
  form: DirectDebitForm | null;
  sent: SmsCodeSent | null;
  /** Problems by field (`otp` on the code step): translation keys. */
  errors: FieldErrors;
  /** A problem of the whole step (an alert). */
  message: ErrorMessage | null;
  /** What just happened, announced politely ("a new code is on its way", "revoked"). */
  notice: 'resent' | 'revoked' | null;
  busy: 'sending' | 'confirming' | 'revoking' | null;
}

/** Server answers about the code: shown under the code field. */
const CODE_ERRORS = new Set(['invalid_sms_code', 'sms_code_expired']);

/**
 * The /directdebit page: the member's standing, then either the mandate (revocable) or the form, the
 * SMS code sent for it, and the signature. Each signing attempt (the form and one code) keeps one
 * Idempotency-Key however often it is sent.
 */
export function createDirectDebit(query: DirectDebitQuery) {
  const $page = map<DirectDebitPageState>({
    status: 'loading',
    loadError: null,
    standing: null,
    step: 'form',
    values: EMPTY_VALUES,
    form: null,
    sent: null,
    errors: {},
    message: null,
    notice: null,
    busy: null,
  });
  const keys = createAttemptKeys();
  const patch = (change: Partial<DirectDebitPageState>) => $page.set({ ...$page.get(), ...change });

  async function load(): Promise<void> {
    patch({ status: 'loading', loadError: null });
    try {
      patch({ status: 'ready', standing: await getDirectDebit(query) });
    } catch (error) {
      patch({ status: 'error', loadError: directDebitErrorKey(error) });
    }
  }

  /** A refusal of the standing (blocked, limit) changes what the page shows: read it again. */
  function refused(error: unknown): boolean {
    const code = error instanceof ApiError ? error.code : null;
    if (code === 'direct_debit_blocked') void load();
    return code === 'direct_debit_blocked';
  }

  async function send(form: DirectDebitForm, notice: DirectDebitPageState['notice']): Promise<boolean> {
    patch({ busy: 'sending', errors: {}, message: null, notice: null });
    try {
      const sent = await sendSmsCode(form, query);
      patch({ busy: null, step: 'code', form, sent, notice });
      return true;
    } catch (error) {
      const fields = error instanceof ApiError ? (error.body.fields ?? {}) : {};
      const onForm = Object.keys(fields).length > 0;
      patch({
        busy: null,
        ...(onForm ? { step: 'form', errors: fields } : { message: directDebitErrorMessage(error) }),
      });
      refused(error);
      return false;
    }
  }

  async function confirm(otp: string): Promise<void> {
    const { form } = $page.get();
    if (!form) return;
    const body = { ...form, otp };
    patch({ busy: 'confirming', errors: {}, message: null, notice: null });
    try {
      const mandate = await signMandate(body, query, keys.keyFor(body));
      const standing = $page.get().standing;
      patch({
        busy: null,
        step: 'form',
        sent: null,
        standing: standing ? { ...standing, mandate } : standing,
      });
    } catch (error) {
      const code = error instanceof ApiError ? error.code : null;
      const fields = error instanceof ApiError ? (error.body.fields ?? {}) : {};
      if (code && CODE_ERRORS.has(code)) patch({ busy: null, errors: { otp: directDebitErrorKey(error) } });
      else if (Object.keys(fields).some((field) => field !== 'otp'))
        patch({ busy: null, step: 'form', errors: fields });
      else if (fields.otp) patch({ busy: null, errors: { otp: fields.otp } });
      else patch({ busy: null, message: directDebitErrorMessage(error) });
      refused(error);
    }
  }

  async function revoke(): Promise<void> {
    patch({ busy: 'revoking', message: null, notice: null });
    try {
      await revokeMandate();
      const standing = $page.get().standing;
      patch({ busy: null, notice: 'revoked', standing: standing ? { ...standing, mandate: null } : standing });
    } catch (error) {
      patch({ busy: null, message: directDebitErrorMessage(error) });
    }
  }

  return {
    $page,
    load,
    setValue: (field: DirectDebitField, value: string) => patch({ values: { ...$page.get().values, [field]: value } }),
    /** Problems the shared schema found in the browser. */
    showErrors: (errors: FieldErrors) => patch({ errors, message: null }),
    sendCode: (form: DirectDebitForm) => send(form, null),
    resend: () => {
      const { form } = $page.get();
      return form ? send(form, 'resent') : Promise.resolve(false);
    },
    confirm,
    changeDetails: () => patch({ step: 'form', errors: {}, message: null, notice: null }),
    revoke,
  };
}

export type DirectDebit = ReturnType<typeof createDirectDebit>;
