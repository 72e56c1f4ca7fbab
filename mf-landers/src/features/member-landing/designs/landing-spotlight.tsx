import { useTranslation } from '@app/shared/i18n/react';
import { Link } from '@app/shared/router';
import { MemberPhoto } from '../../../common/member-photo';
import { LoginLink } from '../../../common/lander-signup/login-link';
import { MemberFacts, MemberLine } from '../member-facts';
import type { MemberDesignProps } from './design-props';

/**
 * `/members/<id>/landing2/<slug?>`: the member in the spotlight, the photo across the screen with the
 * name on it, then the campaign's words (or the default) and the way to sign up.
 */
export function LandingSpotlight({ member, lander, disclosure, signupPath }: MemberDesignProps) {
  const { t } = useTranslation('landers');
  return (
    <div data-design="member-landing2">
      <div className="bg-dark">
        <div className="spotlight position-relative mx-auto overflow-hidden">
          <div className="ratio ratio-1x1">
            <MemberPhoto
              member={member}
              sizes="(min-width: 600px) 600px, 100vw"
              priority
              className="w-100 h-100 object-fit-cover"
            />
          </div>
          <div className="spotlight-shade position-absolute start-0 w-100 px-3 pb-3 text-white">
            <MemberFacts member={member} className="display-5" />
          </div>
        </div>
      </div>
      <div className="spotlight-body mx-auto px-3 py-4">
        <h2 className="h3 mb-2">{lander.copy.headline ?? t('memberLanding.spotlight.headline')}</h2>
        <p className="text-body-secondary">{lander.copy.text ?? t('memberLanding.spotlight.text')}</p>
        <MemberLine member={member} />
        {disclosure}
        <Link to={signupPath} className="btn btn-primary btn-lg w-100">
          {lander.copy.cta ?? t('memberLanding.cta')}
        </Link>
        <LoginLink className="small text-center mt-2 mb-0" />
      </div>
    </div>
  );
}
