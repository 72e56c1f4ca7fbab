import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@app/shared/i18n/react';
import { DISCOUNT_CODE_MAX_LENGTH } from '@app/shared/contract/discount-code-constants';

export interface DiscountCodeFormProps {
  /** The code the member applied, or null. */
  applied: string | null;
  /** Whether the price shown includes the applied code, and by how much. */
  inPrice: boolean;
  percentage: number | null;
  checking: boolean;
  /** Why a typed code was refused or the applied one is not in the price (a `common` key). */
  error: string | null;
  /** The code refused last (also one from the address): shown in the field with its error. */
  refused: string | null;
  onApply: (text: string) => Promise<boolean>;
  onRemove: () => void;
}

/**
 * The discount code field: apply checks the code with the server (GET /api/discountcode.php), the
 * server's refusal is shown translated under the field; an applied code shows with a remove button.
 */
export function DiscountCodeForm({
  applied,
  inPrice,
  percentage,
  checking,
  error,
  refused,
  onApply,
  onRemove,
}: DiscountCodeFormProps) {
  const { t } = useTranslation('payments');
  const id = useId();
  const [text, setText] = useState('');
  // A refused code stays in the field, so the member sees which code the error is about (React's
  // "adjust state while rendering" pattern: once per refusal).
  const [shownRefusal, setShownRefusal] = useState<string | null>(null);
  if (refused !== shownRefusal) {
    setShownRefusal(refused);
    if (refused) setText(refused);
  }
  const errorId = `${id}-error`;
  // An error belongs to the field while the member is typing a new code, else to the applied one.
  const fieldError = error && (!applied || text.trim() !== '') ? error : null;
  const appliedError = error && !fieldError ? error : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (await onApply(text)) setText('');
  }

  return (
    <div>
      {applied && (
        <div className="d-flex flex-wrap align-items-center gap-2 mb-2" data-testid="applied-code">
          <span className={`badge fs-6 ${inPrice ? 'text-bg-success' : 'text-bg-light border'}`}>{applied}</span>
          <span className="small">
            {inPrice && percentage !== null ? t('discount.applied', { percentage }) : t('discount.notInPrice')}
          </span>
          <button type="button" className="btn btn-link btn-sm p-0 ms-auto" onClick={onRemove}>
            {t('discount.remove')}
            <span className="visually-hidden"> {applied}</span>
          </button>
          {appliedError && (
            <p className="text-danger small w-100 mb-0" role="alert">
              {t(appliedError, { ns: 'common' })}
            </p>
          )}
        </div>
      )}
      <form onSubmit={(event) => void submit(event)} noValidate>
        <label htmlFor={id} className="form-label small fw-semibold mb-1">
          {t(applied ? 'discount.labelOther' : 'discount.label')}
        </label>
        <div className="input-group has-validation">
          <input
            id={id}
            name="discount-code"
            className={`form-control text-uppercase ${fieldError ? 'is-invalid' : ''}`}
            value={text}
            maxLength={DISCOUNT_CODE_MAX_LENGTH}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            aria-invalid={Boolean(fieldError)}
            aria-describedby={fieldError ? errorId : undefined}
            onChange={(event) => setText(event.target.value)}
          />
          <button type="submit" className="btn btn-outline-primary" disabled={checking || text.trim() === ''}>
            {checking && <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" />}
            {t('discount.apply')}
          </button>
          {fieldError && (
            <div id={errorId} className="invalid-feedback" role="alert">
              {t(fieldError, { ns: 'common' })}
            </div>
          )}
        </div>
      </form>
    </div>
  );
}
