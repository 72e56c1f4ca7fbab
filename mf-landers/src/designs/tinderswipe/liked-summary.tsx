import type { Ref } from 'react';
import type { LanderMember } from '@app/shared/contract/landers';
import { FictionalMark } from '@app/shared/ui/fictional-mark';
import { MemberPhoto } from '../../common/member-photo';
import * as styles from './tinderswipe.module.css';

/** rspack's CSS modules export each class by its name. */
const css = styles as unknown as Readonly<Record<string, string>>;

export interface LikedSummaryProps {
  ref?: Ref<HTMLHeadingElement>;
  liked: LanderMember[];
  title: string;
  text: string;
}

/** What the demo came to: the members liked on the page (photo and name) and that nothing was sent. */
export function LikedSummary({ ref, liked, title, text }: LikedSummaryProps) {
  return (
    <section className="text-center mb-3" data-testid="liked-summary">
      <h2 ref={ref} tabIndex={-1} className={`h3 mb-3 ${css.focusTarget}`}>
        {title}
      </h2>
      {liked.length > 0 && (
        <ul className="list-unstyled d-flex flex-wrap justify-content-center gap-3 mb-3">
          {liked.map((member) => (
            <li key={member.id} className="d-flex flex-column align-items-center">
              <MemberPhoto
                member={member}
                sizes="4rem"
                className={`rounded-circle object-fit-cover ${css.likedPhoto}`}
                alt=""
              />
              <span className="small d-flex align-items-center gap-1">
                {member.name}
                <FictionalMark profile={member} />
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className="mb-0">{text}</p>
    </section>
  );
}
