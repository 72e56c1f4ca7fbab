import type { ReactNode } from 'react';
import { useTranslation } from '@app/shared/i18n/react';
import { Link } from '@app/shared/router';
import { DEFAULT_LANGUAGE, type Profile } from '@app/shared/contract';
import { countryName } from '@app/shared/i18n/country-names';
import { FictionalMark } from '@app/shared/ui/fictional-mark';
import { ProfilePhoto, type ProfilePhotoProps } from '@app/shared/ui/profile-photo';

export interface MemberCardProps {
  profile: Profile;
  /** The name's heading level: 2 right under the page's h1, 3 under a section's h2. */
  headingLevel: 2 | 3;
  /** The card's test id (`member-card`, `like-card`...). */
  testId: string;
  /** A line with the member's country under the name. */
  showCountry?: boolean;
  /** Over the photo's top corner, e.g. the "new" badge. */
  badge?: ReactNode;
  /** Framed in the primary colour (a like the member has not seen yet). */
  highlighted?: boolean;
  /** The card's buttons at its foot; they stay usable above the card's link. */
  children?: ReactNode;
  /** In the first row of a grid: its photo loads first of all images (the page's LCP; ProfilePhoto's `priority`). */
  photoPriority?: ProfilePhotoProps['priority'];
}

/**
 * A member in a grid: the thumbnail in a square that holds its place while it loads (lazy, no layout
 * shift), name and age as the link to the profile (it covers the whole card), the site's fictional
 * icon for a fictional profile, the country if asked, and the card's own buttons.
 */
export function MemberCard({
  profile,
  headingLevel,
  testId,
  showCountry = false,
  badge,
  highlighted = false,
  children,
  photoPriority,
}: MemberCardProps) {
  const { i18n } = useTranslation('members');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article
      className={`card h-100 shadow-sm overflow-hidden position-relative ${highlighted ? 'border-primary' : ''}`}
      data-testid={testId}
    >
      <ProfilePhoto profile={profile} priority={photoPriority} />
      {badge && <div className="position-absolute top-0 start-0 m-2">{badge}</div>}
      <div className="card-body p-2 d-flex flex-column gap-1">
        <Heading className="h6 mb-0 d-flex align-items-center gap-1 min-w-0">
          <Link to={`/members/${profile.id}`} className="stretched-link text-body text-decoration-none text-truncate">
            {profile.name}, {profile.age}
          </Link>
          <FictionalMark profile={profile} />
        </Heading>
        {showCountry && (
          <p className="small text-body-secondary mb-0 text-truncate">
            {countryName(profile.country, i18n.language ?? DEFAULT_LANGUAGE)}
          </p>
        )}
        {children && <div className="mt-auto pt-1 position-relative z-2 d-flex flex-column gap-1">{children}</div>}
      </div>
    </article>
  );
}
