import type { Profile } from '@app/shared/contract';
import { MemberCard } from '../../../common/member-card';

/** Cards in the first row of the widest grid: their photos load first (the page's largest paint). */
const FIRST_ROW = 5;

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
            photoPriority={index < FIRST_ROW}
          />
        </li>
      ))}
    </ul>
  );
}
