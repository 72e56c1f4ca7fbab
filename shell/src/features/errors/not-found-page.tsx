import { useTranslation } from '@app/shared/i18n/react';
import { Link } from '@app/shared/router';

/** The 404 page (spec sections 2 and 8). */
export function NotFoundPage() {
  const { t } = useTranslation('shell');
  return (
    <div className="container py-5 text-center" data-testid="not-found">
      <p className="display-4 text-primary fw-bold mb-2" aria-hidden="true">
        404
      </p>
      <h1 className="h3">{t('errors.notFound')}</h1>
      <Link className="btn btn-primary mt-3" to="/">
        {t('errors.backHome')}
      </Link>
    </div>
  );
}
