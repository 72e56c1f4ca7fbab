import type { LanderMember } from '@app/shared/contract/landers';
import { FictionalMark } from '@app/shared/ui/fictional-mark';
import { MemberPhoto } from '../../common/member-photo';
import * as styles from './tinderswipe.module.css';

/** rspack's CSS modules export each class by its name. */
const css = styles as unknown as Readonly<Record<string, string>>;

export interface SwipeCardProps {
  member: LanderMember;
  /** The place under the name: the member's town, else their country's name. */
  place: string;
  /** The card on top of the deck: its photo is loaded first. */
  priority?: boolean;
}

/** A member's card in the swipe demo: photo, name, age, place, a line about them and the fictional mark. */
export function SwipeCard({ member, place, priority = false }: SwipeCardProps) {
  return (
    <div className={`card shadow overflow-hidden h-100 ${css.card}`}>
      <MemberPhoto
        member={member}
        sizes="(min-width: 576px) 26rem, calc(100vw - 2rem)"
        className={`card-img-top object-fit-cover ${css.photo}`}
        priority={priority}
        alt=""
      />
      <div className="card-body py-2">
        <h2 className="h4 mb-0 d-flex align-items-center gap-2 min-w-0">
          <span className="text-truncate">
            {member.name}, {member.age}
          </span>
          <FictionalMark profile={member} />
        </h2>
        <p className="text-body-secondary mb-1 text-truncate">{place}</p>
        {member.line && <p className={`small mb-0 ${css.line}`}>{member.line}</p>}
      </div>
    </div>
  );
}
