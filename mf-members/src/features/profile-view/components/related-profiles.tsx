import { useTranslation } from '@app/shared/i18n/react';
import type { Profile } from '@app/shared/contract';
import { MemberCard } from '../../../common/member-card';

/** A few similar members of the site's pool, each linking to their profile. */
export function RelatedProfiles({ profiles }: { profiles: Profile[] }) {
  const { t } = useTranslation('members');
  if (profiles.length === 0) return null;
  return (
    <section className="mt-5" aria-labelledby="related-profiles">
      <h2 id="related-profiles" className="h4 mb-3">
        {t('profileView.related')}
      </h2>
      <ul className="list-unstyled row row-cols-2 row-cols-sm-3 row-cols-lg-6 g-3">
        {profiles.map((profile) => (
          <li key={profile.id} className="col">
            <MemberCard profile={profile} headingLevel={3} testId="related-card" />
          </li>
        ))}
      </ul>
    </section>
  );
}
