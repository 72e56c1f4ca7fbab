import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@app/shared/i18n/react';
import type { SpendingLimit } from '@app/shared/contract/spending-limit';
import { SPENDING_LIMIT_RAISE_DELAY_HOURS } from '@app/shared/contract/withdrawal-constants';
import { focusFirstError } from '../../focus-first-error';
import { formatLimitInput } from '../limit-input';
import { exampleAmount, saveLimit, type Message, type SaveResult } from '../save-limit';
import { LimitUsage, usePendingText } from './limit-status';

export interface LimitFormProps {
  limit: SpendingLimit;
  /** The limit's currency (the server's, else the checkout's). */
  currency: string;
  onSaved: (limit: SpendingLimit) => void;
}

type Refusal = Extract<SaveResult, { status: 'refused' }>;

/** The field shows the limit the member asked for last: a waiting one, else the one in effect. */
const wanted = (limit: SpendingLimit) => (limit.pending ? limit.pending.amount : limit.amount);

/**
 * The monthly limit (a money field in the interface language's notation; empty: no limit) and the
 * switch "Ask me before each paid message", saved together. A lower limit applies at once, a higher
 * one or none after SPENDING_LIMIT_RAISE_DELAY_HOURS, which the hint says and the waiting sentence
 * shows; a refused field is marked, described and focused.
 */
export function LimitForm({ limit, currency, onSaved }: LimitFormProps) {
  const { t, i18n } = useTranslation('payments');
  const language = i18n.language ?? 'en';
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [text, setText] = useState(() => formatLimitInput(wanted(limit), currency, language));
  const [ask, setAsk] = useState(limit.ask_before_paid_message);
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [saved, setSaved] = useState(false);
  const pending = usePendingText(limit, currency);
  const say = (message: Message) => t(message.key, message.values);
  const fieldName = (field: string) =>
    field === 'ask_before_paid_message'
      ? t('spending.ask.label')
      : t(`spending.fields.${field}`, { defaultValue: field });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    setSaved(false);
    setRefusal(null);
    const result = await saveLimit(text, ask, currency, language);
    setSaving(false);
    if (result.status === 'refused') {
      setRefusal(result);
      focusFirstError(form.current);
      return;
    }
    setText(formatLimitInput(wanted(result.limit), currency, language));
    setAsk(result.limit.ask_before_paid_message);
    setSaved(true);
    onSaved(result.limit);
  }

  const amountError = refusal?.amount ?? null;
  const describedBy = [`${id}-hint`, pending ? `${id}-pending` : '', amountError ? `${id}-error` : '', `${id}-used`]
    .filter(Boolean)
    .join(' ');
  return (
    <form ref={form} noValidate onSubmit={(event) => void submit(event)} data-testid="spending-form">
      <LimitUsage limit={limit} currency={currency} id={`${id}-used`} />
      <div className="mb-3">
        <label htmlFor={`${id}-amount`} className="form-label">
          {t('spending.limit.label')}
        </label>
        <div className="input-group has-validation" style={{ maxWidth: '16rem' }}>
          <input
            id={`${id}-amount`}
            name="amount"
            className={`form-control ${amountError ? 'is-invalid' : ''}`}
            inputMode="decimal"
            autoComplete="off"
            placeholder={t('spending.limit.placeholder')}
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-invalid={Boolean(amountError)}
            aria-describedby={describedBy}
          />
          <span className="input-group-text">{currency}</span>
          {amountError && (
            <div id={`${id}-error`} className="invalid-feedback">
              {say(amountError)}
            </div>
          )}
        </div>
        <div id={`${id}-hint`} className="form-text">
          {t('spending.limit.hint', {
            count: SPENDING_LIMIT_RAISE_DELAY_HOURS,
            example: exampleAmount(currency, language),
          })}
        </div>
        {pending && (
          <p id={`${id}-pending`} className="alert alert-info py-2 mt-2 mb-0" data-testid="spending-pending">
            {pending}
          </p>
        )}
      </div>
      <div className="form-check form-switch mb-1">
        <input
          id={`${id}-ask`}
          name="ask_before_paid_message"
          className="form-check-input"
          type="checkbox"
          role="switch"
          checked={ask}
          aria-checked={ask}
          onChange={(event) => setAsk(event.target.checked)}
          aria-describedby={`${id}-ask-hint`}
        />
        <label htmlFor={`${id}-ask`} className="form-check-label">
          {t('spending.ask.label')}
        </label>
      </div>
      <div id={`${id}-ask-hint`} className="form-text mt-0 mb-3">
        {t('spending.ask.hint')}
      </div>
      {refusal && refusal.others.length > 0 && (
        <div role="alert" className="alert alert-danger py-2">
          {refusal.others.map(({ field, message }) => (
            <p key={`${field ?? ''}${message.key}`} className="mb-0">
              {field ? `${fieldName(field)}: ${say(message)}` : say(message)}
            </p>
          ))}
        </div>
      )}
      <div className="d-flex flex-wrap align-items-center gap-3">
        <button type="submit" className="btn btn-primary" disabled={saving} aria-busy={saving}>
          {saving && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
          {saving ? t('spending.saving') : t('spending.save')}
        </button>
        <span role="status" className="text-success" data-testid="spending-saved">
          {saved && t('spending.saved')}
          {saved && pending && <span className="visually-hidden"> {pending}</span>}
        </span>
      </div>
    </form>
  );
}
