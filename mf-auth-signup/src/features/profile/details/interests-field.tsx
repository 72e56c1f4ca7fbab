import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { INTERESTS_MAX } from '@app/shared/contract';
import type { FieldGroupProps } from './field-props';
import { useInterests } from './use-interests';

/** The member's interests as toggle chips, at most INTERESTS_MAX. */
export function InterestsField({ values, errors, onChange }: FieldGroupProps) {
  const { t } = useTranslation('auth');
  const interests = useInterests();
  const countId = useId();
  const errorId = useId();
  const chosen = values.interests;
  const full = chosen.length >= INTERESTS_MAX;
  const error = errors.interests ?? Object.entries(errors).find(([field]) => field.startsWith('interests.'))?.[1];

  const toggle = (key: string) =>
    onChange('interests', chosen.includes(key) ? chosen.filter((item) => item !== key) : [...chosen, key]);

  return (
    <fieldset className="mb-3" aria-describedby={`${countId}${error ? ` ${errorId}` : ''}`}>
      <legend className="form-label fs-6 mb-1">{t('profile.fields.interests')}</legend>
      <p id={countId} className="form-text mt-0 mb-2" aria-live="polite">
        {t('profile.interestsChosen', { chosen: chosen.length, max: INTERESTS_MAX })}
      </p>
      {interests === null ? (
        <p className="text-body-secondary">{t('profile.loading')}</p>
      ) : (
        <div className="d-flex flex-wrap gap-2">
          {interests.map((interest) => {
            const selected = chosen.includes(interest.key);
            return (
              <button
                key={interest.key}
                type="button"
                className={`btn btn-sm rounded-pill ${selected ? 'btn-primary' : 'btn-outline-primary'}`}
                aria-pressed={selected}
                disabled={!selected && full}
                onClick={() => toggle(interest.key)}
              >
                {interest.name}
              </button>
            );
          })}
        </div>
      )}
      {error && (
        <div id={errorId} className="invalid-feedback d-block">
          {t(error, { ns: 'common' })}
        </div>
      )}
    </fieldset>
  );
}
