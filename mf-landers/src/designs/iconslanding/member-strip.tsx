import type { LanderMember } from '@app/shared/contract/landers';
import { FictionalMark } from '@app/shared/ui/fictional-mark';
import { MemberPhoto } from '../../common/member-photo';
import * as styles from './iconslanding.module.css';

/** rspack's CSS modules export each class by its name. */
const css = styles as unknown as Readonly<Record<string, string>>;

export interface MemberStripProps {
  members: readonly LanderMember[];
  placeOf: (member: LanderMember) => string;
  label: string;
}

/** A strip of members: three a row on a phone, six on a wider screen. */
export function MemberStrip({ members, placeOf, label }: MemberStripProps) {
  return (
    <ul className={`list-unstyled mb-0 ${css.strip}`} aria-label={label} data-testid="member-strip">
      {members.map((member) => (
        <li key={member.id} className={css.stripItem}>
          <MemberPhoto
            member={member}
            sizes="(min-width: 1200px) 175px, (min-width: 768px) 15vw, 30vw"
            className={`rounded-3 object-fit-cover ${css.stripPhoto}`}
            alt=""
          />
          <p className="fw-semibold mb-0 mt-1 d-flex align-items-center gap-1 min-w-0">
            <span className="text-truncate">
              {member.name}, {member.age}
            </span>
            <FictionalMark profile={member} />
          </p>
          <p className="small text-body-secondary mb-0 text-truncate">{placeOf(member)}</p>
        </li>
      ))}
    </ul>
  );
}
