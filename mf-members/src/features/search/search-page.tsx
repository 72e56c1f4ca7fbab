import { useMemo, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation } from '@app/shared/i18n/react';
import { useSearchParams } from '@app/shared/router';
import { $settings } from '@app/shared/stores/settings';
import { $user } from '@app/shared/stores/user';
import { LoadState } from '@app/shared/ui/load-state';
import { LoginRequired } from './components/login-required';
import { MemberGrid } from './components/member-grid';
import { Pager } from './components/pager';
import { SearchForm } from './components/search-form';
import { offeredFields, searchStateToQuery, withStartingGender, type SearchState } from './search-state';
import { useMemberSearch } from './use-member-search';
import { useSearchState } from './use-search-state';

/**
 * /members: the search of spec section 3 with the site's search_fields, paged results with their
 * number, and similar members when the search finds few. The search lives in the address, so back
 * and forward, reloads and shared links show the same results.
 */
export function SearchPage() {
  const { t } = useTranslation('members');
  const settings = useStore($settings);
  const user = useStore($user);
  const [searchParams, setSearchParams] = useSearchParams();
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  // On a phone the filters fold away, so the results come first.
  const [filtersOpen, setFiltersOpen] = useState(false);
  const fields = useMemo(() => offeredFields(settings?.search_fields), [settings?.search_fields]);
  const query = searchParams.toString();
  const address = useSearchState(query, settings?.search_fields);
  // A member's search starts from whom they look for, so it waits for the member (undefined while loading).
  const state = useMemo(
    () => (address.state && user !== undefined ? withStartingGender(address.state, user?.profile, fields) : null),
    [address.state, fields, user],
  );
  const start = useMemo(() => withStartingGender({ page: 1 }, user?.profile, fields), [fields, user]);
  const search = useMemberSearch(state, Boolean(user));
  const result = search.result;

  const go = (next: SearchState) => setSearchParams(searchStateToQuery(next));
  const goToPage = (page: number) => {
    if (!state) return;
    go({ ...state, page });
    resultsHeading.current?.focus({ preventScroll: true });
    resultsHeading.current?.scrollIntoView({ block: 'start' });
  };

  return (
    <div className="container py-4">
      <h1 className="h3 mb-3">{t('search.title')}</h1>
      <div className="row g-4">
        <div className="col-lg-4 col-xl-3">
          <button
            type="button"
            className="btn btn-outline-primary w-100 d-lg-none"
            aria-expanded={filtersOpen}
            aria-controls="search-filters"
            onClick={() => setFiltersOpen((open) => !open)}
          >
            {t('search.filters')} <span aria-hidden="true">{filtersOpen ? '▴' : '▾'}</span>
          </button>
          <div id="search-filters" className={filtersOpen ? 'mt-2 mt-lg-0' : 'd-none d-lg-block'}>
            {state && settings && (
              <SearchForm
                key={query}
                state={state}
                start={start}
                fields={fields}
                countries={settings.countries}
                onSearch={(filters) => {
                  setFiltersOpen(false);
                  go({ ...filters, page: 1 });
                }}
              />
            )}
          </div>
        </div>
        <section className="col-lg-8 col-xl-9" aria-labelledby="search-results-heading" aria-busy={search.loading}>
          <h2 id="search-results-heading" ref={resultsHeading} tabIndex={-1} className="h5 mb-3">
            {result && !search.loginRequired
              ? t('search.results', { count: result.total })
              : t('search.resultsHeading')}
          </h2>
          {search.loginRequired && <LoginRequired />}
          {address.error && <LoadState error={address.error} onRetry={address.retry} />}
          {search.error && <LoadState error={search.error} onRetry={search.retry} />}
          {!result && search.loading && !address.error && <LoadState />}
          {result && !search.loginRequired && (
            <div style={{ opacity: search.loading ? 0.6 : 1, transition: 'opacity .15s' }}>
              {result.profiles.length > 0 ? (
                <MemberGrid profiles={result.profiles} />
              ) : (
                <p className="text-body-secondary">
                  {result.total > 0 ? t('search.pastLastPage') : t('search.noResults')}
                </p>
              )}
              <Pager page={result.page} pages={result.pages} onPage={goToPage} />
              {result.similar.length > 0 && (
                <section aria-labelledby="search-similar-heading" className="mt-5">
                  <h2 id="search-similar-heading" className="h5">
                    {t('search.similarTitle')}
                  </h2>
                  <p className="text-body-secondary">{t('search.similarIntro')}</p>
                  <MemberGrid profiles={result.similar} />
                </section>
              )}
            </div>
          )}
        </section>
      </div>
    </div>
  );
}
