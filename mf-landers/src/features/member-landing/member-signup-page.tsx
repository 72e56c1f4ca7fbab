import { useTranslation } from '@app/shared/i18n/react';
import { FictionalDisclosure } from '../../common/fictional-disclosure';
import { LanderSignup } from '../../common/lander-signup/lander-signup';
import { MemberPhoto } from '../../common/member-photo';
import { memberChatPath } from './member-address';
import { MemberFacts, MemberLine } from './member-facts';
import { MemberLandingScreen } from './member-landing-screen';
import './member-landing.css';

/**
 * `/members/<id>/signup`: the member and the on-page sign-up; the new member goes through
 * /complete-signup and then lands in the chat with that member. A logged-in member goes to the chat.
 */
export function MemberSignupPage() {
  const { t } = useTranslation('landers');
  return (
    <MemberLandingScreen
      design="landing"
      memberPath={memberChatPath}
      render={({ member }, id) => (
        <div className="container py-4" data-design="member-signup">
          <div className="row g-4 justify-content-center">
            <div className="col-md-5 col-lg-4">
              <div className="d-flex d-md-block gap-3 align-items-center">
                <div className="member-signup-photo flex-shrink-0">
                  <div className="ratio ratio-1x1 rounded-3 overflow-hidden bg-body-secondary">
                    <MemberPhoto
                      member={member}
                      sizes="(min-width: 992px) 300px, (min-width: 768px) 40vw, 120px"
                      priority
                      className="w-100 h-100 object-fit-cover"
                    />
                  </div>
                </div>
                <div>
                  <MemberFacts member={member} className="h3" />
                </div>
              </div>
              <MemberLine member={member} className="d-none d-md-block" />
            </div>
            <div className="col-md-7 col-lg-6">
              <p className="text-body-secondary">{t('memberLanding.signup.intro', { name: member.name })}</p>
              {member.fictional && <FictionalDisclosure />}
              <div className="card shadow-sm border-0">
                <div className="card-body p-3 p-sm-4">
                  <LanderSignup
                    title={t('memberLanding.signup.title', { name: member.name })}
                    afterSignup={memberChatPath(id)}
                  />
                </div>
              </div>
            </div>
          </div>
        </div>
      )}
    />
  );
}
