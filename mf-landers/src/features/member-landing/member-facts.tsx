import type { LanderMember } from '@app/shared/contract/landers';
import { useTranslation } from '@app/shared/i18n/react';
import { FictionalMark } from '@app/shared/ui/fictional-mark';
import { memberPlace } from '../../common/member-place';

/** A map pin before the place (decorative). */
function PinIcon() {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      aria-hidden="true"
      focusable="false"
    >
      <path d="M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21Z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </svg>
  );
}

/** The member's name and age (with the fictional mark) as the page's heading, and the place below it. */
export function MemberFacts({
  member,
  className = 'display-5',
  centered = false,
}: {
  member: LanderMember;
  className?: string;
  /** In a centred card. */
  centered?: boolean;
}) {
  const { t, i18n } = useTranslation('landers');
  return (
    <>
      <h1
        className={`${className} fw-bold d-flex flex-wrap align-items-baseline gap-2 mb-1 ${centered ? 'justify-content-center' : ''}`}
      >
        <span>{t('member.nameAge', { name: member.name, age: member.age })}</span>
        <FictionalMark profile={member} />
      </h1>
      <p className={`d-flex align-items-center gap-1 mb-3 opacity-75 ${centered ? 'justify-content-center' : ''}`}>
        <PinIcon />
        {memberPlace(member, i18n.language)}
      </p>
    </>
  );
}

/** The member's own line, as a quote (nothing when they wrote none). */
export function MemberLine({ member, className = '' }: { member: LanderMember; className?: string }) {
  const { t } = useTranslation('landers');
  if (!member.line) return null;
  return (
    <figure className={`mb-3 ${className}`}>
      <figcaption className="small text-uppercase fw-semibold text-body-secondary mb-1">
        {t('memberLanding.about')}
      </figcaption>
      <blockquote className="fs-5 fst-italic mb-0">{t('memberLanding.quote', { line: member.line })}</blockquote>
    </figure>
  );
}
