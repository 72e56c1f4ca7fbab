import { useTranslation } from '@app/shared/i18n/react';
import { Link } from '@app/shared/router';

/** The live-cam promotion block of the footer (spec section 1). */
export function LiveCamPromo() {
  const { t } = useTranslation('common');
  return (
    <section className="card bg-primary text-white border-0 mb-4" aria-labelledby="live-cam-title">
      <div className="card-body d-flex flex-column flex-md-row align-items-md-center gap-3">
        <span className="badge text-bg-light text-primary align-self-start">● {t('liveCam.badge')}</span>
        <div className="flex-grow-1">
          <h2 id="live-cam-title" className="h5 mb-1">
            {t('liveCam.title')}
          </h2>
          <p className="mb-0 small">{t('liveCam.text')}</p>
        </div>
        <Link className="btn btn-light text-primary fw-semibold" to="/landers/video">
          {t('liveCam.cta')}
        </Link>
      </div>
    </section>
  );
}
