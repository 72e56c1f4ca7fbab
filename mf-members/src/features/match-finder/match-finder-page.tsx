import { useTranslation } from '@app/shared/i18n/react';
import { LoadState } from '@app/shared/ui/load-state';
import { NobodyHere } from '../../common/nobody-here';
import { SuggestionCard } from './components/suggestion-card';
import { useMatchFinder } from './use-match-finder';

/**
 * /match-finder: members suggested by the member's preferences (both ways, age, country, photo first),
 * never one already liked or passed, as a responsive grid with a like button on each card and a
 * button that loads more.
 */
export function MatchFinderPage() {
  const { t } = useTranslation('members');
  const finder = useMatchFinder();
  const empty = !finder.loading && !finder.error && finder.profiles.length === 0;

  return (
    <div className="container py-4">
      <h1 className="h3 mb-1">{t('matchFinder.title')}</h1>
      <p className="text-body-secondary mb-3">{t('matchFinder.intro')}</p>
      <section aria-label={t('matchFinder.suggestions')} aria-busy={finder.loading}>
        {finder.profiles.length > 0 && (
          <ul className="row row-cols-2 row-cols-sm-3 row-cols-md-4 row-cols-xl-6 g-2 g-md-3 list-unstyled mb-0">
            {finder.profiles.map((profile) => (
              <li key={profile.id} className="col">
                <SuggestionCard profile={profile} />
              </li>
            ))}
          </ul>
        )}
        {empty && <NobodyHere text={t('matchFinder.empty')} linkText={t('matchFinder.search')} />}
        {(finder.loading || finder.error) && (
          <div className="mt-3">
            <LoadState error={finder.error} onRetry={finder.loadMore} />
          </div>
        )}
        {finder.hasMore && !finder.loading && !finder.error && (
          <div className="d-flex justify-content-center mt-4">
            <button type="button" className="btn btn-outline-primary px-4" onClick={finder.loadMore}>
              {t('matchFinder.more')}
            </button>
          </div>
        )}
      </section>
    </div>
  );
}
