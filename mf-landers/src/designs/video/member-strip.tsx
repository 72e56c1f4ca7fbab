import type { LanderMember } from '@app/shared/contract/landers';
import { useTranslation } from '@app/shared/i18n/react';
import { FictionalMark } from '@app/shared/ui/fictional-mark';
import { MemberPhoto } from '../../common/member-photo';

/** The lander's members, the real ones of the answer, beside the video: photo, name, age, town. */
export function MemberStrip({ members }: { members: readonly LanderMember[] }) {
  const { t } = useTranslation('landers-video');
  if (members.length === 0) return null;
  return (
    <section aria-labelledby="video-members-title" className="mt-3">
      <h2 id="video-members-title" className="h5">
        {t('members_title')}
      </h2>
      <ul className="list-unstyled row row-cols-2 row-cols-sm-3 g-3 mb-0">
        {members.map((member, index) => (
          <li key={member.id} className="col" data-member={member.id}>
            <MemberPhoto
              member={member}
              sizes="(min-width: 992px) 200px, (min-width: 576px) 33vw, 50vw"
              alt=""
              className="vidl-member-photo"
              priority={index < 2}
            />
            <p className="mb-0 mt-1 fw-semibold d-flex align-items-center gap-1">
              <span className="text-truncate">{member.name}</span>
              <FictionalMark profile={member} />
            </p>
            <p className="mb-0 small text-body-secondary">
              {[t('age', { count: member.age }), member.city].filter(Boolean).join(' · ')}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
