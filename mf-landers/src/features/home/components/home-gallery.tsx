import { useId } from 'react';
import { useTranslation } from '@app/shared/i18n/react';
import type { LanderAnswer } from '@app/shared/contract/landers';
import { LoadState } from '@app/shared/ui/load-state';
import { MemberGrid, MemberGridPlaceholder } from '../../../common/member-grid';

const COLUMNS = { base: 3, md: 4 };
/** The grid's width: a third of a phone, a quarter of the page's wide column from 768 px on. */
const SIZES = '(min-width: 1200px) 180px, (min-width: 992px) 140px, (min-width: 768px) 25vw, 33vw';
/** The home shows at most this many members. */
export const HOME_MEMBERS = 12;

/** Members of the visitor's country from the site's member pool, each fictional one marked. */
export function HomeGallery({
  lander,
  error,
  onRetry,
}: {
  lander: LanderAnswer | null;
  error: string | null;
  onRetry: () => void;
}) {
  const { t } = useTranslation('landers');
  const titleId = useId();
  const members = lander?.members.slice(0, HOME_MEMBERS) ?? [];
  return (
    <section aria-labelledby={titleId} className="mb-4" data-testid="home-gallery">
      <h2 id={titleId} className="h4 mb-3">
        {t('home.galleryTitle')}
      </h2>
      {error && <LoadState error={error} onRetry={onRetry} />}
      {!lander && !error && <MemberGridPlaceholder count={HOME_MEMBERS} columns={COLUMNS} />}
      {lander && members.length > 0 && <MemberGrid members={members} columns={COLUMNS} sizes={SIZES} priority={3} />}
      {lander && members.length === 0 && <p className="text-body-secondary">{t('home.noMembers')}</p>}
    </section>
  );
}
