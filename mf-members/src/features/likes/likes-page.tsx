import { useTranslation } from '@app/shared/i18n/react';
import type { LikeListType } from '@app/shared/contract';
import { LikesSection } from './components/likes-section';
import { LoadState } from '@app/shared/ui/load-state';
import { likeItems } from './like-items';
import { useLikes } from './use-likes';

/** Who liked the member first: the new likes are there. */
const OVERVIEW_ORDER: LikeListType[] = ['liked-me', 'mutual', 'liked'];

/** /likes: who liked the member (new ones first and marked), the member's likes, and mutual likes. */
export function LikesPage() {
  const { t } = useTranslation('members');
  const { lists, loading, error, retry } = useLikes();
  const empty = lists.likedMe.length === 0 && lists.liked.length === 0;
  return (
    <div className="container py-4">
      <h1 className="h3 mb-3">{t('likes.title')}</h1>
      {error || (loading && empty) ? (
        <LoadState error={error} onRetry={retry} />
      ) : (
        OVERVIEW_ORDER.map((type) => <LikesSection key={type} type={type} items={likeItems(lists, type)} />)
      )}
    </div>
  );
}
