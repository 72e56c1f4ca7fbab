import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@app/shared/i18n/react';
import { MINIMUM_AGE, type MemberSearchField, type Region } from '@app/shared/contract';
import { FormField } from '@app/shared/ui/form-field';
import { fieldErrors, type FieldErrors } from '@app/shared/ui/form-errors';
import { useLazySchema } from '@app/shared/ui/lazy-schema';
import { sortedCountries, countryName } from '@app/shared/i18n/country-names';
import { MEMBER_SEARCH_MAX_AGE } from '@app/shared/contract/member-constants';
import { loadFiltersSchema } from '../filters-schema';
import { getRegions } from '../search-api';
import type { SearchState } from '../search-state';

type Draft = Record<MemberSearchField, string>;

function draftOf(state: SearchState): Draft {
  const text = (value: string | number | undefined) => (value === undefined ? '' : String(value));
  return {
    gender: text(state.gender),
    country: text(state.country),
    countryregion: text(state.countryregion),
    min_age: text(state.min_age),
    max_age: text(state.max_age),
  };
}

/** The regions of a country (GET /api/regions.php), empty while none is chosen or they load. */
function useRegions(country: string, language: string, wanted: boolean): Region[] {
  const key = wanted && country ? `${language}:${country}` : null;
  const [loaded, setLoaded] = useState<{ key: string; regions: Region[] } | null>(null);
  useEffect(() => {
    if (!key) return;
    let current = true;
    getRegions(country, language)
      .then((regions) => current && setLoaded({ key, regions }))
      .catch(() => current && setLoaded({ key, regions: [] }));
    return () => {
      current = false;
    };
  }, [key, country, language]);
  return key && loaded?.key === key ? loaded.regions : [];
}

export interface SearchFormProps {
  state: SearchState;
  /** The search without filters (the member's starting gender), which "Clear" returns to. */
  start: SearchState;
  /** The fields the site offers, in the spec's order. */
  fields: MemberSearchField[];
  countries: readonly string[];
  onSearch: (filters: Omit<SearchState, 'page'>) => void;
}

/**
 * The search filters the site offers; checked with the shared schema, then searched from page 1.
 * Starts from `state` (with the member's starting gender): the page gives it the address as its key,
 * so back and forward refill it.
 */
export function SearchForm({ state, start, fields, countries, onSearch }: SearchFormProps) {
  const { t, i18n } = useTranslation('members');
  const [draft, setDraft] = useState<Draft>(() => draftOf(state));
  const [errors, setErrors] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  // The shared rule (with zod) loads when the visitor starts on the filters or submits, not with the page.
  const schema = useLazySchema(loadFiltersSchema, formRef);
  const offers = (field: MemberSearchField) => fields.includes(field);
  const regions = useRegions(draft.country, i18n.language, offers('countryregion'));

  const set = (field: MemberSearchField, value: string) =>
    setDraft((previous) => ({ ...previous, [field]: value, ...(field === 'country' ? { countryregion: '' } : {}) }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const filtersSchema = await schema.load();
    const found = fieldErrors(filtersSchema, draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const filters = filtersSchema.parse(draft);
    // A member's "Men and women" is a choice of its own ('') that the address keeps: left out, the
    // member's starting gender would come back. A visitor starts from men and women anyway.
    const anyGender = start.gender === undefined ? undefined : '';
    onSearch(offers('gender') ? { ...filters, gender: filters.gender ?? anyGender } : filters);
  }

  function reset() {
    setDraft(draftOf(start));
    setErrors({});
    onSearch({});
  }

  const ageRange = t('search.ageRange', { min: MINIMUM_AGE, max: MEMBER_SEARCH_MAX_AGE });
  const ageInput = (field: 'min_age' | 'max_age') => (
    <FormField name={field} label={t(field === 'min_age' ? 'search.minAge' : 'search.maxAge')} error={errors[field]}>
      {(props) => (
        <input
          {...props}
          type="number"
          inputMode="numeric"
          min={MINIMUM_AGE}
          max={MEMBER_SEARCH_MAX_AGE}
          placeholder={String(field === 'min_age' ? MINIMUM_AGE : MEMBER_SEARCH_MAX_AGE)}
          title={ageRange}
          value={draft[field]}
          onChange={(event) => set(field, event.target.value)}
        />
      )}
    </FormField>
  );

  /** A filter chosen from a list, "any" first; full width. */
  const selectField = (
    field: 'gender' | 'country' | 'countryregion',
    label: string,
    anyLabel: string,
    options: Array<{ value: string | number; label: string }>,
    disabled = false,
  ) => (
    <div className="col-12">
      <FormField name={field} label={label} error={errors[field]} select>
        {(props) => (
          <select
            {...props}
            value={draft[field]}
            disabled={disabled}
            onChange={(event) => set(field, event.target.value)}
          >
            <option value="">{anyLabel}</option>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        )}
      </FormField>
    </div>
  );

  return (
    <form
      ref={formRef}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby="search-filters-heading"
      className="card card-body shadow-sm"
    >
      <h2 id="search-filters-heading" className="h5">
        {t('search.filters')}
      </h2>
      <div className="row g-2">
        {offers('gender') &&
          selectField('gender', t('search.gender'), t('search.genderAny'), [
            { value: 'female', label: t('search.genderFemale') },
            { value: 'male', label: t('search.genderMale') },
          ])}
        {offers('country') &&
          selectField(
            'country',
            t('search.country'),
            t('search.countryAny'),
            sortedCountries(countries, i18n.language).map((code) => ({
              value: code,
              label: countryName(code, i18n.language),
            })),
          )}
        {offers('countryregion') &&
          offers('country') &&
          selectField(
            'countryregion',
            t('search.region'),
            t('search.regionAny'),
            regions.map((region) => ({ value: region.id, label: region.name })),
            !draft.country || regions.length === 0,
          )}
        {offers('min_age') && <div className="col-6">{ageInput('min_age')}</div>}
        {offers('max_age') && <div className="col-6">{ageInput('max_age')}</div>}
      </div>
      <div className="d-flex flex-wrap gap-2 mt-3">
        <button type="submit" className="btn btn-primary flex-grow-1">
          {t('search.submit')}
        </button>
        <button type="button" className="btn btn-outline-primary" onClick={reset}>
          {t('search.reset')}
        </button>
      </div>
    </form>
  );
}
