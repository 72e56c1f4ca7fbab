import { useTranslation } from '@app/shared/i18n/react';

export interface PagerProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/** Previous and next page buttons with "page x of y"; nothing when there is one page. */
export function Pager({ page, pages, onPage }: PagerProps) {
  const { t } = useTranslation('members');
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('search.pagination')} className="d-flex align-items-center justify-content-center gap-2 mt-4">
      <button type="button" className="btn btn-outline-primary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <span aria-hidden="true">‹ </span>
        {t('search.previous')}
      </button>
      <span className="px-2 text-nowrap" aria-current="page">
        {t('search.pageOf', { page, pages })}
      </span>
      <button
        type="button"
        className="btn btn-outline-primary"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t('search.next')}
        <span aria-hidden="true"> ›</span>
      </button>
    </nav>
  );
}
