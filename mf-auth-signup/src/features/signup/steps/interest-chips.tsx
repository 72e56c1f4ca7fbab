import { useEffect, useId, useState } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { INTERESTS_MAX, type Interest } from '@app/shared/contract';
import { $locale } from '@app/shared/stores/locale';
import { loadInterests } from '../api/reference-data';

export interface InterestChipsProps {
  selected: readonly string[];
  onChange: (keys: string[]) => void;
  error?: string;
}

/** Interests (GET /api/interests.php) as toggle chips, at most INTERESTS_MAX chosen. */
export function InterestChips({ selected, onChange, error }: InterestChipsProps) {
  const { t } = useTranslation('auth');
  const language = useStore($locale);
  const id = useId();
  const [interests, setInterests] = useState<Interest[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    loadInterests(language).then(
      (list) => current && setInterests(list),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [language]);

  const full = selected.length >= INTERESTS_MAX;
  const toggle = (key: string) =>
    onChange(selected.includes(key) ? selected.filter((chosen) => chosen !== key) : [...selected, key]);

  return (
    <fieldset className="mb-4" aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}>
      <legend className="form-label fs-6 mb-1">{t('signup.about.interests')}</legend>
      <p id={`${id}-count`} className="form-text mt-0 mb-2">
        {t('signup.about.interestsCount', { chosen: selected.length, max: INTERESTS_MAX })}
      </p>
      {failed && <p className="text-danger small">{t('errors.generic', { ns: 'common' })}</p>}
      {!interests && !failed && (
        <span className="spinner-border spinner-border-sm text-primary" role="status">
          <span className="visually-hidden">{t('loading', { ns: 'common' })}</span>
        </span>
      )}
      <div className="d-flex flex-wrap gap-2">
        {interests?.map((interest) => {
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
