import { useId } from 'react';
import { useTranslation } from '@app/shared/i18n/react';
import { Link } from '@app/shared/router';
import { MemberGrid } from '../../../common/member-grid';
import { MemberPhoto } from '../../../common/member-photo';
import { LoginLink } from '../../../common/lander-signup/login-link';
import { MemberFacts, MemberLine } from '../member-facts';
import type { MemberDesignProps } from './design-props';

const MORE = 6;

/** `/members/<id>/landing`: the member's profile card (big photo beside the facts), then more members. */
export function LandingProfile({ member, lander, disclosure, signupPath }: MemberDesignProps) {
  const { t } = useTranslation('landers');
  const moreId = useId();
  const more = lander.members.filter((other) => other.id !== member.id).slice(0, MORE);
  return (
    <div className="container py-4" data-design="member-landing">
      <div className="row g-4 align-items-center justify-content-center mb-4">
        <div className="col-md-6 col-lg-5">
          <div className="ratio ratio-1x1 rounded-3 overflow-hidden shadow bg-body-secondary">
            <MemberPhoto
              member={member}
              sizes="(min-width: 992px) 440px, (min-width: 768px) 50vw, 100vw"
              priority
              className="w-100 h-100 object-fit-cover"
            />
          </div>
        </div>
        <div className="col-md-6 col-lg-5">
          <p className="text-primary fw-semibold small text-uppercase mb-2">{t('memberLanding.profile.kicker')}</p>
          <MemberFacts member={member} />
          <MemberLine member={member} />
          {disclosure}
          <Link to={signupPath} className="btn btn-primary btn-lg w-100">
            {t('memberLanding.cta')}
          </Link>
          <LoginLink className="small text-center mt-2 mb-0" />
        </div>
      </div>
      {more.length > 0 && (
        <section aria-labelledby={moreId}>
          <h2 id={moreId} className="h5 mb-3">
            {t('memberLanding.more')}
          </h2>
          <MemberGrid
            members={more}
            columns={{ base: 3, md: 6 }}
            sizes="(min-width: 1200px) 180px, (min-width: 768px) 16vw, 33vw"
            priority={0}
          />
        </section>
      )}
    </div>
  );
}
