import { useId } from 'react';
import { useTranslation } from '@app/shared/i18n/react';
import { Link } from '@app/shared/router';
import { ChatIcon, HeartIcon, UserIcon } from '@app/shared/ui/icons';
import { MemberPhoto } from '../../../common/member-photo';
import { LoginLink } from '../../../common/lander-signup/login-link';
import { MemberFacts, MemberLine } from '../member-facts';
import type { MemberDesignProps } from './design-props';

const PERKS = [
  { key: 'message', Icon: ChatIcon },
  { key: 'like', Icon: HeartIcon },
  { key: 'profile', Icon: UserIcon },
] as const;

/**
 * `/members/<id>/landing3/<slug?>`: an invitation card: the round photo, the facts, the question
 * whether the visitor would like to get to know the member, what a free account lets them do, and
 * a way to other members instead.
 */
export function LandingInvite({ member, lander, disclosure, signupPath }: MemberDesignProps) {
  const { t } = useTranslation('landers');
  const perksId = useId();
  return (
    <div className="bg-body-tertiary py-4" data-design="member-landing3">
      <div className="invite-card card shadow-sm border-0 mx-auto">
        <div className="card-body p-4 text-center">
          <MemberPhoto
            member={member}
            sizes="160px"
            priority
            className="invite-photo rounded-circle object-fit-cover border border-primary mb-3"
          />
          <MemberFacts member={member} className="h2" centered />
          <p className="lead">{lander.copy.headline ?? t('memberLanding.invite.question', { name: member.name })}</p>
          <MemberLine member={member} className="text-start" />
          <h2 id={perksId} className="h6 text-start">
            {t('memberLanding.invite.perksTitle')}
          </h2>
          <ul className="list-unstyled text-start mb-4" aria-labelledby={perksId}>
            {PERKS.map((perk) => (
              <li key={perk.key} className="d-flex align-items-center gap-2 mb-2">
                <perk.Icon className="text-primary flex-shrink-0" />
                {t(`memberLanding.invite.perks.${perk.key}`)}
              </li>
            ))}
          </ul>
          <div className="text-start">{disclosure}</div>
          <Link to={signupPath} className="btn btn-primary btn-lg w-100 mb-2">
            {lander.copy.cta ?? t('memberLanding.invite.yes')}
          </Link>
          <Link to="/landers/gallery" className="btn btn-link">
            {t('memberLanding.invite.other')}
          </Link>
          <LoginLink className="small mt-2 mb-0" />
        </div>
      </div>
    </div>
  );
}
