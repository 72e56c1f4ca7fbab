import type { LanderMember } from '@app/shared/contract/landers';
import { useTranslation } from '@app/shared/i18n/react';
import { FictionalMark } from '@app/shared/ui/fictional-mark';
import { MemberPhoto } from './member-photo';
import { memberPlace } from './member-place';

export interface MemberCardProps {
  member: LanderMember;
  /** The photo's `sizes` as the grid lays it out. */
  sizes: string;
  /** In the first row: loaded first. */
  priority?: boolean;
}

/** A member in a lander's grid: the square photo, name and age with the fictional mark, and the place. */
export function MemberCard({ member, sizes, priority = false }: MemberCardProps) {
  const { t, i18n } = useTranslation('landers');
  return (
    <figure className="m-0" data-testid="lander-member">
      <div className="ratio ratio-1x1 rounded-3 overflow-hidden bg-body-secondary">
        <MemberPhoto
          member={member}
          sizes={sizes}
          priority={priority}
          alt=""
          className="w-100 h-100 object-fit-cover"
        />
      </div>
      <figcaption className="small pt-1">
        <span className="d-flex gap-1 fw-semibold">
          <span className="text-truncate">{t('member.nameAge', { name: member.name, age: member.age })}</span>
          <FictionalMark profile={member} />
        </span>
        <span className="d-block text-body-secondary text-truncate">{memberPlace(member, i18n.language)}</span>
      </figcaption>
    </figure>
  );
}
