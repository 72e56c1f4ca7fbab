import { useTranslation } from '@app/shared/i18n/react';
import { Link, useParams } from '@app/shared/router';
import type { LikeListType } from '@app/shared/contract';
import { LikesGrid } from './components/likes-grid';
import { EmptyList } from './components/likes-section';
import { LoadState } from '@app/shared/ui/load-state';
import { LIKE_LIST_TYPES } from '@app/shared/contract/member-constants';
import { likeItems } from './like-items';
import { useLikes } from './use-likes';

const isListType = (value: string | undefined): value is LikeListType =>
  (LIKE_LIST_TYPES as readonly string[]).includes(value ?? '');

/** /likes/{type}: one list of likes in full ('liked', 'liked-me' or 'mutual'). */
export function LikesTypePage() {
  const { type } = useParams();
  return isListType(type) ? <LikesList type={type} /> : <UnknownList />;
}

function LikesList({ type }: { type: LikeListType }) {
  const { t } = useTranslation('members');
  const { lists, loading, error, retry } = useLikes();
  const items = likeItems(lists, type);
  return (
    <div className="container py-4">
      <p className="mb-2">
        <Link to="/likes">{t('likes.backToLikes')}</Link>
      </p>
      <h1 className="h3 mb-3">{t(`likes.lists.${type}`)}</h1>
      {error || (loading && items.length === 0) ? (
        <LoadState error={error} onRetry={retry} />
      ) : items.length > 0 ? (
        <LikesGrid items={items} headingLevel={2} />
      ) : (
        <EmptyList type={type} />
      )}
    </div>
  );
}

function UnknownList() {
  const { t } = useTranslation('members');
  return (
    <div className="container py-4">
      <h1 className="h3 mb-3">{t('likes.title')}</h1>
      <p>{t('likes.unknownList')}</p>
      <Link to="/likes">{t('likes.backToLikes')}</Link>
    </div>
  );
}
