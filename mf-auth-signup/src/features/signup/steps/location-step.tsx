import { useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation } from '@app/shared/i18n/react';
import { CITY_MAX_LENGTH } from '@app/shared/contract/profile-values';
import { $locale } from '@app/shared/stores/locale';
import { $settings, siteCountry } from '@app/shared/stores/settings';
import { FormField } from '@app/shared/ui/form-field';
import { countryName, sortedCountries } from '@app/shared/i18n/country-names';
import { useRegions } from '../../../common/reference-data/use-reference-data';
import { FormMessage } from '../components/form-message';
import { StepActions } from '../components/step-actions';
import type { StepProps } from './step-props';
import {
  changeLocation,
  initialLocation,
  locationFromGeocode,
  locationUpdate,
  type LocationValues,
} from './location-values';
import { MyLocation } from './my-location';
import { useStepSave } from './use-step-save';

/**
 * The location step: the browser's position (geocoded) or country, region and city chosen by hand,
 * saved with PUT /api/profile.php {country, region_id, city, latitude, longitude}.
 */
export function LocationStep({ profile, onSaved, nav }: StepProps) {
  const { t } = useTranslation('auth');
  const settings = useStore($settings);
  const language = useStore($locale);
  const countries = settings?.countries ?? [profile.country];
  const [values, setValues] = useState<LocationValues>(() =>
    initialLocation(profile, siteCountry(settings), countries),
  );
  const regions = useRegions(values.country);
  const { formRef, errors, message, busy, save } = useStepSave({ onSaved, nav });

  const change = (patch: Parameters<typeof changeLocation>[1]) => setValues(changeLocation(values, patch));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const regionMissing = regions && regions.length > 0 && values.region_id === null && !values.city.trim();
    void save(locationUpdate(values), regionMissing ? { region_id: 'auth:signup.location.regionRequired' } : {});
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-busy={busy}>
      <p>{t('signup.location.intro')}</p>
      <MyLocation
        onFound={(geocode) => {
          const located = locationFromGeocode(geocode, countries);
          if (located) setValues(located);
          return located !== null;
        }}
      />
      <FormMessage message={message ? { key: message } : null} />
      <FormField name="country" label={t('signup.location.country')} error={errors.country} select>
        {(props) => (
          <select {...props} value={values.country} onChange={(event) => change({ country: event.target.value })}>
            {sortedCountries(countries, language).map((code) => (
              <option key={code} value={code}>
                {countryName(code, language)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {regions && regions.length > 0 && (
        <FormField name="region_id" label={t('signup.location.region')} error={errors.region_id} select>
          {(props) => (
            <select
              {...props}
              value={values.region_id ?? ''}
              onChange={(event) => change({ region_id: event.target.value ? Number(event.target.value) : null })}
            >
              <option value="">{t('signup.location.chooseRegion')}</option>
              {regions.map((region) => (
                <option key={region.id} value={region.id}>
                  {region.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
      )}
      <FormField name="city" label={t('signup.location.city')} error={errors.city}>
        {(props) => (
          <input
            {...props}
            autoComplete="address-level2"
            maxLength={CITY_MAX_LENGTH}
            value={values.city}
            onChange={(event) => change({ city: event.target.value })}
          />
        )}
      </FormField>
      <StepActions nav={nav} busy={busy} />
    </form>
  );
}
