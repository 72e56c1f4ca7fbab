import { useId } from 'react';
import { useStore } from '@nanostores/react';
import { registerNamespace } from '@app/shared/i18n';
import { useTranslation } from '@app/shared/i18n/react';
import { $settings } from '@app/shared/stores/settings';
import { MemberGrid } from '../../common/member-grid';
import type { LanderDesignProps } from '../design-props';

registerNamespace('landers-gallery', (language) => import(`./locales/${language}.json`));

const COLUMNS = { base: 3, md: 4 };
/** A third of a phone, a quarter of the wide column (8 of 12) from 768 px on. */
const SIZES = '(min-width: 1200px) 190px, (min-width: 992px) 150px, (min-width: 768px) 25vw, 33vw';

/**
 * The gallery lander: the campaign's headline (or the default), members of the visitor's country in
 * a photo grid (the first row first), each fictional one marked; the disclosure and the sign-up
 * beside it on a wide screen, below it on a phone.
 */
export default function GalleryDesign({ lander, signup, disclosure }: LanderDesignProps) {
  const { t } = useTranslation('landers-gallery');
  const site = useStore($settings)?.name ?? '';
  const membersId = useId();
  return (
    <div className="bg-body-tertiary" data-design="gallery" data-members={lander.members.length}>
      <div className="container-xl py-4">
        <header className="text-center mx-auto mb-4">
          <h1 className="display-5 fw-bold mb-2">{lander.copy.headline ?? t('headline')}</h1>
          <p className="lead mb-3">{lander.copy.text ?? t('text', { site })}</p>
          <a href="#signup" className="btn btn-primary btn-lg d-lg-none">
            {lander.copy.cta ?? t('cta')}
          </a>
        </header>
        <div className="row g-4">
          <section className="col-lg-8" aria-labelledby={membersId}>
            <h2 id={membersId} className="h5 mb-3">
              {t('membersTitle')}
            </h2>
            <MemberGrid members={lander.members} columns={COLUMNS} sizes={SIZES} priority={3} />
          </section>
          <div className="col-lg-4">
            <div className="card shadow-sm border-0">
              <div className="card-body p-3 p-sm-4">
                {disclosure}
                {signup}
              </div>
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
