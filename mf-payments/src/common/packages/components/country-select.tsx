import { useId } from 'react';
import { useTranslation } from '@app/shared/i18n/react';
import { countryName, sortedCountries } from '@app/shared/i18n/country-names';
import * as css from './packages.module.css';

/** rspack's CSS modules export each class by its name. */
const styles = css as unknown as Readonly<Record<string, string>>;

export interface CountrySelectProps {
  countries: string[];
  value: string | null;
  onChange: (country: string) => void;
  disabled?: boolean;
}

/**
 * The payment country (spec section 3 client state): its packages, currency and methods are offered.
 * Hidden when the site sells in one country only.
 */
export function CountrySelect({ countries, value, onChange, disabled = false }: CountrySelectProps) {
  const { t, i18n } = useTranslation('payments');
  const id = useId();
  const language = i18n.language ?? 'en';
  if (countries.length < 2) return null;
  return (
    <div className="mb-4">
      <label htmlFor={id} className="form-label fw-semibold mb-1">
        {t('packages.country')}
      </label>
      <select
        id={id}
        className={`form-select ${styles.countrySelect}`}
        value={value ?? ''}
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.value)}
      >
        {sortedCountries(countries, language).map((code) => (
          <option key={code} value={code}>
            {countryName(code, language)}
          </option>
        ))}
      </select>
      <div id={`${id}-hint`} className="form-text">
        {t('packages.countryHint')}
      </div>
    </div>
  );
}
