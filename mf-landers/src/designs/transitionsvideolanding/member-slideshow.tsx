import type { LanderMember } from '@app/shared/contract/landers';
import { useTranslation } from '@app/shared/i18n/react';
import { FictionalMark } from '@app/shared/ui/fictional-mark';
import { MemberPhoto } from '../../common/member-photo';
import { useSlideshow } from './use-slideshow';
import './transitionsvideolanding.css';

/** The transitions the slides take in turn. */
const EFFECTS = ['tvl-fxFade', 'tvl-fxSlide', 'tvl-fxZoom'] as const;
const SIZES = '(min-width: 1200px) 660px, (min-width: 992px) 560px, 100vw';

/**
 * Member photos one after another with a crossfade, a slide or a zoom, each captioned with name, age,
 * town and the fictional mark. A pause button stops it (WCAG 2.2.2); with reduced motion it neither
 * plays by itself nor moves.
 */
export function MemberSlideshow({ members }: { members: readonly LanderMember[] }) {
  const { t } = useTranslation('landers-transitionsvideolanding');
  const show = useSlideshow(members.length);
  if (members.length === 0) return null;
  const upcoming = (show.index + 1) % members.length;
  const shown = [show.previous, show.index, upcoming].filter(
    (index, position, all): index is number => index !== null && all.indexOf(index) === position,
  );

  return (
    <section
      className="tvl-show"
      aria-roledescription={t('slideshowRole')}
      aria-label={t('slideshowLabel')}
      data-playing={show.playing}
      data-reduced-motion={show.reducedMotion}
    >
      <div className="tvl-frame" aria-live={show.playing ? 'off' : 'polite'}>
        {shown.map((index) => {
          const member = members[index]!;
          const role = index === show.index ? 'current' : index === show.previous ? 'previous' : 'upcoming';
          return (
            <div
              key={`${index}-${role}`}
              className={`tvl-slide tvl-${role} ${role === 'current' && show.previous !== null ? EFFECTS[index % 3] : ''}`}
              role={role === 'current' ? 'group' : undefined}
              aria-roledescription={role === 'current' ? t('slide') : undefined}
              aria-label={
                role === 'current' ? t('slide_label', { current: index + 1, total: members.length }) : undefined
              }
              aria-hidden={role === 'current' ? undefined : true}
              data-member={member.id}
            >
              <MemberPhoto member={member} sizes={SIZES} alt="" className="tvl-photo" priority={index === 0} />
              <div className="tvl-caption">
                <p className="h4 mb-0 d-flex align-items-center gap-2">
                  <span>{member.name}</span>
                  <FictionalMark profile={member} />
                </p>
                <p className="mb-0">{[t('age', { count: member.age }), member.city].filter(Boolean).join(' · ')}</p>
              </div>
            </div>
          );
        })}
      </div>
      <div className="tvl-controls">
        <button type="button" className="btn btn-light" onClick={show.back} aria-label={t('previous')}>
          <span aria-hidden="true">‹</span>
        </button>
        <button type="button" className="btn btn-light" onClick={show.toggle}>
          {show.playing ? t('pause') : t('play')}
        </button>
        <button type="button" className="btn btn-light" onClick={show.next} aria-label={t('next')}>
          <span aria-hidden="true">›</span>
        </button>
        <span className="tvl-counter" aria-hidden="true">
          {show.index + 1} / {members.length}
        </span>
      </div>
    </section>
  );
}
