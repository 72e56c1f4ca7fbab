import type { Profile } from '@app/shared/contract';
import { LikeCard } from './like-card';

export interface GridItem {
  profile: Profile;
  liked: boolean;
  likesMe: boolean;
  isNew?: boolean;
}

/** Profile cards in a grid: two across on a phone, up to six on a wide screen. */
export function LikesGrid({ items, headingLevel = 3 }: { items: GridItem[]; headingLevel?: 2 | 3 }) {
  return (
    <ul className="row row-cols-2 row-cols-sm-3 row-cols-md-4 row-cols-xl-6 g-2 g-sm-3 list-unstyled mb-0">
      {items.map((item) => (
        <li key={item.profile.id} className="col">
          <LikeCard {...item} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
