import { useEffect, type ReactNode } from 'react';
import { useTranslation } from '@app/shared/i18n/react';
import type { MemberLandingDesign } from '@app/shared/contract/lander-constants';
import type { LanderMemberAnswer } from '@app/shared/contract/landers';
import { Navigate, useParams } from '@app/shared/router';
import { LoadState } from '@app/shared/ui/load-state';
import { $signedUpHere, useReturningMember } from '../../common/returning-member';
import { useAnswer } from '../../common/use-answer';
import { usePageTitle } from '../../common/use-page-title';
import { DesignFallback, DesignView } from '../../common/design-view';
import { LanderScreen } from '../../common/lander-screen';
import { memberIdOf, memberLanderAddress } from './member-address';

export interface MemberLandingScreenProps {
  design: MemberLandingDesign;
  /** The page about the member, once the member is known. */
  render: (answer: LanderMemberAnswer & { member: NonNullable<LanderMemberAnswer['member']> }, id: number) => ReactNode;
  /** Where a member who is already logged in goes instead. */
  memberPath: (id: number) => string;
}

/**
 * A page about one member (`/members/<id>/landing…`, `/members/<id>/signup`): the member from
 * GET /api/lander-member.php; an unknown, hidden, deleted or blocked member (or an id that is no
 * number) shows the general gallery lander instead of an error. A logged-in member skips it.
 */
export function MemberLandingScreen({ design, render, memberPath }: MemberLandingScreenProps) {
  const { t } = useTranslation('landers');
  const { id: idParam, slug } = useParams();
  const id = memberIdOf(idParam);
  const returning = useReturningMember();
  const address = id && !returning ? memberLanderAddress(id, design, slug ?? null) : null;
  const { data, error, retry } = useAnswer<LanderMemberAnswer>(address);
  const member = data?.member ?? null;
  usePageTitle(member ? t('memberLanding.title', { name: member.name }) : data ? t('title.lander') : null);
  useEffect(() => () => $signedUpHere.set(false), []);

  if (returning) return <Navigate to={id ? memberPath(id) : '/members'} replace />;
  if (!id) return <LanderScreen type="gallery" slug={null} />;
  if (data && member) return render({ ...data, member }, id);
  if (data) return <DesignView lander={data.lander} />;
  if (error) {
    return (
      <div className="container py-4 min-vh-100">
        <h1 className="h4">{t('title.lander')}</h1>
        <LoadState error={error} onRetry={retry} />
      </div>
    );
  }
  return <DesignFallback />;
}
