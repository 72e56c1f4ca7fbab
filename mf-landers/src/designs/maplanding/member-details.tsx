import type { LanderMember } from '@app/shared/contract/landers';
import { useTranslation } from '@app/shared/i18n/react';
import { FictionalMark } from '@app/shared/ui/fictional-mark';
import { MemberPhoto } from '../../common/member-photo';

/** The member whose pin has focus or was tapped: photo, name, age, town and their own line. */
export function MemberDetails({ member, onWrite }: { member: LanderMember | null; onWrite: () => void }) {
  const { t } = useTranslation('landers-maplanding');
  return (
    <div className="card shadow-sm mb-3">
      {member ? (
        <div className="card-body d-flex gap-3 align-items-start">
          <MemberPhoto member={member} sizes="96px" className="mapl-details-photo" alt="" />
          <div className="min-w-0">
            <h2 className="h5 mb-1 d-flex align-items-center gap-1">
              <span className="text-truncate">{member.name}</span>
              <FictionalMark profile={member} />
            </h2>
            <p className="mb-1 text-body-secondary">
              {[t('age', { count: member.age }), member.city].filter(Boolean).join(' · ')}
            </p>
            {member.line && <p className="mb-2 small">{member.line}</p>}
            <button type="button" className="btn btn-sm btn-outline-primary" onClick={onWrite}>
              {t('write_to', { name: member.name })}
            </button>
          </div>
        </div>
      ) : (
        <p className="card-body mb-0 text-body-secondary">{t('pick_hint')}</p>
      )}
    </div>
  );
}

/** Members the map cannot place (no town position, or outside the map), listed beside it. */
export function UnplacedMembers({ members }: { members: readonly LanderMember[] }) {
  const { t } = useTranslation('landers-maplanding');
  if (members.length === 0) return null;
  return (
    <section className="mt-3" aria-labelledby="maplanding-unplaced">
      <h2 id="maplanding-unplaced" className="h6">
        {t('unplaced_title')}
      </h2>
      <ul className="list-unstyled row row-cols-2 row-cols-sm-3 g-2 mb-0">
        {members.map((member) => (
          <li key={member.id} className="col d-flex align-items-center gap-2" data-member={member.id}>
            <MemberPhoto member={member} sizes="48px" alt="" className="rounded-circle flex-shrink-0" />
            <span className="small min-w-0">
              <span className="d-flex align-items-center gap-1 fw-semibold">
                <span className="text-truncate">{member.name}</span>
                <FictionalMark profile={member} />
              </span>
              {[t('age', { count: member.age }), member.city].filter(Boolean).join(' · ')}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
