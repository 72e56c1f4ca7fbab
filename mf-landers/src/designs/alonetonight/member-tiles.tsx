import type { LanderMember } from '@app/shared/contract/landers';
import { FictionalMark } from '@app/shared/ui/fictional-mark';
import { MemberPhoto } from '../../common/member-photo';
import * as styles from './alonetonight.module.css';

/** rspack's CSS modules export each class by its name. */
const css = styles as unknown as Readonly<Record<string, string>>;

export interface MemberTilesProps {
  members: readonly LanderMember[];
  placeOf: (member: LanderMember) => string;
}

/** The members the answers lead to: two a row on a phone, three on a tablet, six on a wide screen. */
export function MemberTiles({ members, placeOf }: MemberTilesProps) {
  return (
    <ul
      className="list-unstyled row row-cols-2 row-cols-md-3 row-cols-lg-6 g-3 mb-4 justify-content-center"
      data-testid="matches"
    >
      {members.map((member, index) => (
        <li key={member.id} className="col">
          <div className="card h-100 shadow-sm overflow-hidden">
            <MemberPhoto
              member={member}
              sizes="(min-width: 1200px) 180px, (min-width: 992px) 15vw, (min-width: 768px) 30vw, 45vw"
              className={`card-img-top object-fit-cover ${css.tilePhoto}`}
              priority={index < 2}
              alt=""
            />
            <div className="card-body p-2">
              <p className="fw-semibold mb-0 d-flex align-items-center gap-1 min-w-0">
                <span className="text-truncate">
                  {member.name}, {member.age}
                </span>
                <FictionalMark profile={member} />
              </p>
              <p className="small text-body-secondary mb-0 text-truncate">{placeOf(member)}</p>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
