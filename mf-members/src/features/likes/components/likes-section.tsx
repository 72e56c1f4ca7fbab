import { useId } from 'react';
import { useTranslation } from '@app/shared/i18n/react';
import { Link } from '@app/shared/router';
import type { LikeListType } from '@app/shared/contract';
import { LikesGrid, type GridItem } from './likes-grid';

/** How many cards of each list the overview shows; the rest are on /likes/{type}. */
export const OVERVIEW_LIMIT = 6;

/** One list of the overview: its heading, up to OVERVIEW_LIMIT cards and a link to all of them. */
export function LikesSection({ type, items }: { type: LikeListType; items: GridItem[] }) {
  const { t } = useTranslation('members');
  const headingId = useId();
  const title = t(`likes.lists.${type}`);
  return (
    <section aria-labelledby={headingId} className="mb-4">
      <div className="d-flex align-items-baseline gap-2 mb-2">
        <h2 id={headingId} className="h5 mb-0 me-auto">
          {title} <span className="badge rounded-pill text-bg-light align-middle">{items.length}</span>
        </h2>
        {items.length > OVERVIEW_LIMIT && (
          <Link to={`/likes/${type}`} aria-label={t('likes.showAllOf', { list: title })}>
            {t('likes.showAll')}
          </Link>
        )}
      </div>
      {items.length > 0 ? <LikesGrid items={items.slice(0, OVERVIEW_LIMIT)} /> : <EmptyList type={type} />}
    </section>
  );
}

/** Why a list is empty, and where to meet members. */
export function EmptyList({ type }: { type: LikeListType }) {
  const { t } = useTranslation('members');
  return (
    <p className="text-body-secondary mb-0">
      {t(`likes.empty.${type}`)} <Link to="/members">{t('likes.browse')}</Link>
    </p>
  );
}
