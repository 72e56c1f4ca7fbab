import type { Profile } from '@app/shared/contract';
import { MemberCard } from '../../../common/member-card';
import { LikeButton } from '../../../common/like-button';

/**
 * A suggestion of the match finder: the member's card with the country, and the like button, which
 * likes through the likes store (a mutual like opens the match modal).
 */
export function SuggestionCard({ profile }: { profile: Profile }) {
  return (
    <MemberCard profile={profile} headingLevel={2} testId="suggestion-card" showCountry>
      <LikeButton profile={profile} liked={false} likesMe={false} compact />
    </MemberCard>
  );
}
