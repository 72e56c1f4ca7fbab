import { useStore } from '@nanostores/react';
import { useTranslation } from '@app/shared/i18n/react';
import { nicheKey } from '@app/shared/contract/lander-constants';
import type { LanderAnswer } from '@app/shared/contract/landers';
import { Link } from '@app/shared/router';
import { $settings } from '@app/shared/stores/settings';
import { FictionalDisclosure } from '../../common/fictional-disclosure';
import { LanderSignup } from '../../common/lander-signup/lander-signup';
import { useAnswer } from '../../common/use-answer';
import { landerAddress } from '../../common/lander-path';
import { HomeGallery } from './components/home-gallery';
import { HomeSteps } from './components/home-steps';
import './home.css';

/**
 * `/` for visitors (members are sent to /members by the shell): what the site is, in its niche's
 * words; members of the visitor's country from GET /api/lander.php?type=home; how it works; the
 * site's disclosure and the quick sign-up, and the way to log in.
 */
export function HomePage() {
  const { t } = useTranslation('landers');
  const settings = useStore($settings);
  const { data, error, retry } = useAnswer<LanderAnswer>(landerAddress('home', null));
  const niche = nicheKey(data?.niche ?? settings?.niche ?? 1);
  const site = settings?.name ?? '';
  const disclose = data ? data.has_fictional : Boolean(settings?.fictional_warning);
  return (
    <div className="bg-body-tertiary" data-design="home" data-niche={niche}>
      <div className="container-xl py-4 py-md-5">
        <div className="row g-4">
          <div className="col-lg-7 col-xl-8">
            <header className="mb-4">
              <p className="text-primary fw-semibold small text-uppercase mb-2">{t(`home.niches.${niche}.kicker`)}</p>
              <h1 className="display-5 fw-bold mb-3">{t(`home.niches.${niche}.headline`)}</h1>
              <p className="lead mb-4">{t(`home.niches.${niche}.intro`, { site })}</p>
              <div className="d-flex flex-wrap gap-2">
                <a href="#signup" className="btn btn-primary btn-lg">
                  {t('home.signupCta')}
                </a>
                <Link to="/login" className="btn btn-outline-primary btn-lg">
                  {t('signup.login')}
                </Link>
              </div>
            </header>
            <HomeGallery lander={data} error={error} onRetry={retry} />
            <HomeSteps />
          </div>
          <div className="col-lg-5 col-xl-4">
            <div className="home-aside card shadow-sm border-0">
              <div className="card-body p-3 p-sm-4">
                {disclose && <FictionalDisclosure />}
                <LanderSignup title={t('home.signupTitle')} />
              </div>
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
