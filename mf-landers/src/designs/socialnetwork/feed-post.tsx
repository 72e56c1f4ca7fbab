import type { LanderMember } from '@app/shared/contract/landers';
import { useTranslation } from '@app/shared/i18n/react';
import { FictionalMark } from '@app/shared/ui/fictional-mark';
import { MemberPhoto } from '../../common/member-photo';
import './socialnetwork.css';

export type FeedAction = 'like' | 'comment' | 'message';

export interface FeedPostProps {
  member: LanderMember;
  /** The first posts in view load their photo first. */
  priority: boolean;
  onAction: (action: FeedAction, member: LanderMember) => void;
}

const ICONS: Record<FeedAction, string> = {
  like: 'M12 21s-7.5-4.6-9.6-9.2C.9 8.6 2.9 4.5 6.6 4.5c2.1 0 3.6 1.2 5.4 3.2 1.8-2 3.3-3.2 5.4-3.2 3.7 0 5.7 4.1 4.2 7.3C19.5 16.4 12 21 12 21z',
  comment: 'M4 4h16v11H8l-4 4V4z',
  message: 'M3 11.5 21 3l-6.5 18-3-7.5L3 11.5z',
};

/**
 * One post of the feed: a member's own photo and their own line, with name, age and town. Like,
 * comment and message are real buttons that lead to the sign-up; nothing is counted or invented.
 */
export function FeedPost({ member, priority, onAction }: FeedPostProps) {
  const { t } = useTranslation('landers-socialnetwork');
  const headingId = `socialnetwork-post-${member.id}`;
  return (
    <article className="card shadow-sm snet-post" aria-labelledby={headingId} data-member={member.id}>
      <header className="card-body d-flex align-items-center gap-2 py-2">
        <MemberPhoto member={member} sizes="40px" alt="" className="snet-avatar" priority={priority} />
        <div className="min-w-0">
          <h2 id={headingId} className="h6 mb-0 d-flex align-items-center gap-1">
            <span className="text-truncate">{member.name}</span>
            <FictionalMark profile={member} />
          </h2>
          <p className="small text-body-secondary mb-0">
            {[t('age', { count: member.age }), member.city].filter(Boolean).join(' · ')}
          </p>
        </div>
      </header>
      {member.line && <p className="px-3 mb-2">{member.line}</p>}
      <MemberPhoto
        member={member}
        sizes="(min-width: 1200px) 640px, (min-width: 992px) 560px, (min-width: 576px) 540px, 100vw"
        alt={t('photo_alt', { name: member.name })}
        className="snet-photo"
        priority={priority}
      />
      <div className="card-body d-flex gap-1 py-2" role="group" aria-label={t('actions_label', { name: member.name })}>
        {(['like', 'comment', 'message'] as const).map((action) => (
          <button
            key={action}
            type="button"
            className="btn btn-link text-body text-decoration-none d-inline-flex align-items-center gap-1 px-2"
            onClick={() => onAction(action, member)}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" className="snet-icon">
              <path d={ICONS[action]} />
            </svg>
            {t(`action.${action}`)}
          </button>
        ))}
      </div>
    </article>
  );
}
