import type { Profile } from '@app/shared/contract';
import { MEMBER_GRID_PHONE_ROW, MEMBER_GRID_WIDEST_ROW } from '@app/shared/contract/member-constants';
import { MemberCard } from '../../../common/member-card';

/** The first row's photos load first (the page's largest paint): a phone's at once, the rest once laid out. */
const photoPriority = (index: number) =>
  index < MEMBER_GRID_PHONE_ROW ? 'first' : index < MEMBER_GRID_WIDEST_ROW ? 'row' : undefined;

/** Search results as a responsive grid: two cards a row on a phone, up to five on a wide screen. */
export function MemberGrid({ profiles }: { profiles: Profile[] }) {
  return (
    <ul className="row row-cols-2 row-cols-sm-3 row-cols-md-4 row-cols-xl-5 g-2 g-md-3 list-unstyled mb-0">
      {profiles.map((profile, index) => (
        <li key={profile.id} className="col">
          <MemberCard
            profile={profile}
            headingLevel={3}
            testId="member-card"
            showCountry
            photoPriority={photoPriority(index)}
          />
        </li>
      ))}
    </ul>
  );
}
