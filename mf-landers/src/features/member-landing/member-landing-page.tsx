import type { ComponentType } from 'react';
import type { MemberLandingDesign } from '@app/shared/contract/lander-constants';
import { FictionalDisclosure } from '../../common/fictional-disclosure';
import { LandingInvite } from './designs/landing-invite';
import { LandingProfile } from './designs/landing-profile';
import { LandingSpotlight } from './designs/landing-spotlight';
import type { MemberDesignProps } from './designs/design-props';
import { memberSignupPath } from './member-address';
import { MemberLandingScreen } from './member-landing-screen';
import './member-landing.css';

const DESIGNS: Record<MemberLandingDesign, ComponentType<MemberDesignProps>> = {
  landing: LandingProfile,
  landing2: LandingSpotlight,
  landing3: LandingInvite,
};

/** A member's profile for a member who is logged in already. */
const profilePath = (id: number) => `/members/${id}`;

function memberLanding(design: MemberLandingDesign) {
  const Design = DESIGNS[design];
  function MemberLanding() {
    return (
      <MemberLandingScreen
        design={design}
        memberPath={profilePath}
        render={({ member, lander }, id) => {
          // The profile card shows more members; the other two designs only this one.
          const fictional = member.fictional || (design === 'landing' && lander.has_fictional);
          return (
            <Design
              member={member}
              lander={lander}
              disclosure={fictional ? <FictionalDisclosure /> : null}
              signupPath={memberSignupPath(id)}
            />
          );
        }}
      />
    );
  }
  MemberLanding.displayName = `MemberLanding(${design})`;
  return MemberLanding;
}

/** `/members/<id>/landing`: the member's profile card. */
export const MemberLandingPage = memberLanding('landing');
/** `/members/<id>/landing2/<slug?>`: the member in the spotlight. */
export const MemberLanding2Page = memberLanding('landing2');
/** `/members/<id>/landing3/<slug?>`: an invitation to get to know the member. */
export const MemberLanding3Page = memberLanding('landing3');
