import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import { useTranslation } from '@app/shared/i18n/react';
import { CITY_MAX_LENGTH } from '@app/shared/contract/profile-values';
import { $locale } from '@app/shared/stores/locale';
import { $settings } from '@app/shared/stores/settings';
import { FormField } from '@app/shared/ui/form-field';
import { useRegions } from '../../../common/reference-data/use-reference-data';
import { countryOptions } from './country-options';
import type { FieldGroupProps } from './field-props';

/** Country (the site's countries, named in the interface language), region of that country, city. */
export function LocationFields({ values, errors, onChange }: FieldGroupProps) {
  const { t } = useTranslation('auth');
  const language = useStore($locale);
  const settings = useStore($settings);
  const countries = useMemo(
    () => countryOptions(settings?.countries ?? [], values.country, language),
    [settings, values.country, language],
  );
  const found = useRegions(values.country);
  const loading = Boolean(values.country) && found === null;
  const regions = found ?? [];
  const showRegions = loading || regions.length > 0 || values.region_id !== '';

  return (
    <div className="row">
      <div className="col-md-4">
        <FormField name="country" label={t('profile.fields.country')} error={errors.country} select>
          {(props) => (
            <select
              {...props}
              autoComplete="country"
              value={values.country}
              onChange={(event) => {
                onChange('country', event.target.value);
                onChange('region_id', '');
              }}
            >
              {countries.map((country) => (
                <option key={country.code} value={country.code}>
                  {country.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      {showRegions && (
        <div className="col-md-4">
          <FormField name="region_id" label={t('profile.fields.region')} error={errors.region_id} select>
            {(props) => (
              <select
                {...props}
                value={values.region_id}
                disabled={loading}
                aria-busy={loading}
                onChange={(event) => onChange('region_id', event.target.value)}
              >
                <option value="">{loading ? t('profile.loading') : t('profile.notSaid')}</option>
                {regions.map((region) => (
                  <option key={region.id} value={String(region.id)}>
                    {region.name}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </div>
      )}
      <div className="col-md-4">
        <FormField name="city" label={t('profile.fields.city')} error={errors.city}>
          {(props) => (
            <input
              {...props}
              type="text"
              autoComplete="address-level2"
              maxLength={CITY_MAX_LENGTH}
              value={values.city}
              onChange={(event) => onChange('city', event.target.value)}
            />
          )}
        </FormField>
      </div>
    </div>
  );
}
