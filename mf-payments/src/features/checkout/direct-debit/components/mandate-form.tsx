import { useRef, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation } from '@app/shared/i18n/react';
import { fieldErrors } from '@app/shared/ui/form-errors';
import { useLazySchema } from '@app/shared/ui/lazy-schema';
import { formatIbanForDisplay } from '@app/shared/contract/iban-display';
import {
  DIRECT_DEBIT_LENGTHS as LENGTHS,
  POSTAL_CODE_RULES,
  type DirectDebitField,
} from '@app/shared/contract/direct-debit-constants';
import type { DirectDebit } from '../direct-debit-store';
import { focusFirstError } from '../../../../common/focus-first-error';
import { MandateText } from './mandate-text';
import { StepMessage } from './step-message';
import { TextField } from '../../../../common/text-field';

/** The input attributes of each field: what the browser may fill in, and the keyboard a phone shows. */
const INPUTS: Record<
  DirectDebitField,
  { autoComplete?: string; inputMode?: 'text' | 'numeric' | 'tel'; type?: string }
> = {
  account_holder: { autoComplete: 'name' },
  iban: { autoComplete: 'off' },
  street: { autoComplete: 'address-line1' },
  house_number: {},
  zip: { autoComplete: 'postal-code' },
  city: { autoComplete: 'address-level2' },
  phone: { autoComplete: 'tel', inputMode: 'tel', type: 'tel' },
};

/**
 * The mandate's form (spec section 3): the account holder, the IBAN (shown again in groups of four
 * when the field is left), the address and the mobile number the code goes to, checked with the
 * schema the server uses (loaded when the member starts on the form), then the mandate text and
 * "Send code".
 */
export function MandateForm({ directDebit, country }: { directDebit: DirectDebit; country: string }) {
  const { t } = useTranslation('payments');
  const { values, errors, message, busy, standing } = useStore(directDebit.$page);
  const formRef = useRef<HTMLFormElement>(null);
  const schema = useLazySchema(
    () => import('@app/shared/contract/direct-debit').then((module) => module.directDebitFormSchema(country)),
    formRef,
  );
  const example = POSTAL_CODE_RULES[country.toUpperCase()]?.example;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formSchema = await schema.load();
    const result = formSchema.safeParse(values);
    if (!result.success) {
      directDebit.showErrors(fieldErrors(formSchema, values));
      return focusFirstError(formRef.current);
    }
    if (!(await directDebit.sendCode(result.data))) focusFirstError(formRef.current);
  }

  const field = (name: DirectDebitField, extra: { placeholder?: string; inputMode?: 'numeric' | 'text' } = {}) => (
    <TextField
      name={name}
      label={t(`directDebit.form.${name}`)}
      value={values[name]}
      error={errors[name]}
      maxLength={LENGTHS[name].max}
      onValue={(value) => directDebit.setValue(name, value)}
      {...INPUTS[name]}
      {...extra}
    />
  );

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby="direct-debit-form">
      <h2 id="direct-debit-form" className="h5">
        {t('directDebit.form.title')}
      </h2>
      {field('account_holder')}
      <TextField
        name="iban"
        label={t('directDebit.form.iban')}
        value={values.iban}
        error={errors.iban}
        maxLength={LENGTHS.iban.max}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        onValue={(value) => directDebit.setValue('iban', value)}
        onBlur={() =>
          values.iban.trim() && directDebit.setValue('iban', formatIbanForDisplay(values.iban) || values.iban)
        }
      />
      {/* The address in two rows of even halves, so every field lines up with the full-width ones
          above and below, and with each other, at every width (a long label has room too). */}
      <div className="row g-2">
        <div className="col-6">{field('street')}</div>
        <div className="col-6">{field('house_number')}</div>
      </div>
      <div className="row g-2">
        <div className="col-6">
          {field('zip', { placeholder: example, inputMode: example && /^\d+$/.test(example) ? 'numeric' : 'text' })}
        </div>
        <div className="col-6">{field('city')}</div>
      </div>
      {field('phone')}
      <p className="small text-body-secondary">{t('directDebit.form.codeNote')}</p>
      {standing && <MandateText title={t('directDebit.form.mandateTitle')} text={standing.mandate_text} />}
      <StepMessage message={message} />
      <button type="submit" className="btn btn-primary btn-lg w-100" disabled={busy !== null} aria-busy={busy !== null}>
        {busy === 'sending' ? t('directDebit.form.sending') : t('directDebit.form.submit')}
      </button>
    </form>
  );
}
