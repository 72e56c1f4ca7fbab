import { useId } from 'react';
import { useTranslation } from '@app/shared/i18n/react';
import { INTERESTS_MAX } from '@app/shared/contract/profile-values';
import { useInterests } from './use-reference-data';

export interface InterestChipsProps {
  legend: string;
  /** How many are chosen of at most INTERESTS_MAX, in the caller's words. */
  count: string;
  selected: readonly string[];
  onChange: (keys: string[]) => void;
  /** A translation key (in `common`, or `auth:` prefixed). */
  error?: string;
  className?: string;
}

/** Interests (GET /api/interests.php) as toggle chips, at most INTERESTS_MAX chosen. */
export function InterestChips({ legend, count, selected, onChange, error, className = 'mb-3' }: InterestChipsProps) {
  const { t } = useTranslation('auth');
  const state = useInterests();
  const id = useId();

  const full = selected.length >= INTERESTS_MAX;
  const toggle = (key: string) =>
    onChange(selected.includes(key) ? selected.filter((chosen) => chosen !== key) : [...selected, key]);

  return (
    <fieldset className={className} aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}>
      <legend className="form-label fs-6 mb-1">{legend}</legend>
      <p id={`${id}-count`} className="form-text mt-0 mb-2" aria-live="polite">
        {count}
      </p>
      {state.status === 'failed' && <p className="text-danger small">{t(state.error, { ns: 'common' })}</p>}
      {state.status === 'loading' && (
        <span className="spinner-border spinner-border-sm text-primary" role="status">
          <span className="visually-hidden">{t('loading', { ns: 'common' })}</span>
        </span>
      )}
      <div className="d-flex flex-wrap gap-2">
        {state.status === 'ready' &&
          state.value.map((interest) => {
            const chosen = selected.includes(interest.key);
            return (
              <button
                key={interest.key}
                type="button"
                className={`btn btn-sm rounded-pill ${chosen ? 'btn-primary' : 'btn-outline-primary'}`}
                aria-pressed={chosen}
                disabled={!chosen && full}
                onClick={() => toggle(interest.key)}
              >
                {interest.name}
              </button>
            );
          })}
      </div>
      {error && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {t(error, { ns: 'common' })}
        </div>
      )}
    </fieldset>
  );
}
