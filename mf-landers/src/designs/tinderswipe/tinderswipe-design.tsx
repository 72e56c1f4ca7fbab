import { useEffect, useRef } from 'react';
import { nicheKey, type LanderMember } from '@app/shared/contract/landers';
import { registerNamespace } from '@app/shared/i18n';
import { countryName } from '@app/shared/i18n/country-names';
import { useTranslation } from '@app/shared/i18n/react';
import type { LanderDesignProps } from '../design-props';
import { LikedSummary } from './liked-summary';
import { SwipeDeck } from './swipe-deck';
import { swipeKey, useSwipeDemo } from './use-swipe-demo';
import * as styles from './tinderswipe.module.css';

/** rspack's CSS modules export each class by its name. */
const css = styles as unknown as Readonly<Record<string, string>>;

const NAMESPACE = 'landers-tinderswipe';
registerNamespace(NAMESPACE, (language) => import(`./locales/${language}.json`));

/**
 * /landers/tinderswipe: a swipe demo on the lander's members (buttons, ← and →, or dragging the card).
 * After a few swipes, or when the cards run out, the demo gives way to a summary and the sign-up. The
 * demo sends nothing, and says so.
 */
export default function TinderswipeDesign({ lander, signup, disclosure }: LanderDesignProps) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const demo = useSwipeDemo(lander.members);
  const { done, swipe, current } = demo;
  const summaryRef = useRef<HTMLHeadingElement>(null);
  const swiped = demo.position > 0;

  const placeOf = (member: LanderMember) => member.city ?? countryName(member.country, i18n.language ?? 'en');
  const labelOf = (member: LanderMember) => `${member.name}, ${member.age}, ${placeOf(member)}`;

  useEffect(() => {
    if (done) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const action = swipeKey(event);
      if (!action) return;
      event.preventDefault();
      swipe(action);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [done, swipe]);

  // The deck gives way to the summary (after a swipe or a skip): take the keyboard and a screen reader there.
  const hasMembers = lander.members.length > 0;
  useEffect(() => {
    if (done && hasMembers) summaryRef.current?.focus();
  }, [done, hasMembers]);

  const announcement = [
    demo.last && t(demo.last.action === 'like' ? 'announce.liked' : 'announce.passed', { name: demo.last.member.name }),
    current &&
      t('announce.card', {
        position: demo.position + 1,
        total: lander.members.length,
        card: labelOf(current),
      }),
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={`py-4 ${css.backdrop}`} data-design="tinderswipe">
      <div className={`container ${css.stage}`}>
        <h1 className="h2 text-center mb-2">{lander.copy.headline ?? t(`headline.${nicheKey(lander.niche)}`)}</h1>
        <p className="text-center text-body-secondary mb-4">{lander.copy.text ?? t('intro')}</p>
        <p className="visually-hidden" aria-live="polite">
          {announcement}
        </p>
        {current ? (
          <>
            <SwipeDeck
              current={current}
              next={demo.next}
              leaving={demo.leaving}
              placeOf={placeOf}
              labelOf={labelOf}
              likeText={t('like')}
              passText={t('pass')}
              onSwipe={swipe}
            />
            <div className="d-flex gap-3 mt-4" role="group" aria-label={t('actions')}>
              <button
                type="button"
                className={`btn btn-lg btn-outline-dark flex-fill rounded-pill ${css.actionButton}`}
                aria-keyshortcuts="ArrowLeft"
                onClick={() => swipe('pass')}
              >
                <span aria-hidden="true">✕ </span>
                {t('pass')}
              </button>
              <button
                type="button"
                className={`btn btn-lg btn-primary flex-fill rounded-pill ${css.actionButton}`}
                aria-keyshortcuts="ArrowRight"
                onClick={() => swipe('like')}
              >
                <span aria-hidden="true">♥ </span>
                {t('like')}
              </button>
            </div>
            <p className="small text-body-secondary text-center mt-3 mb-1">{t('hint')}</p>
            <p className="small text-body-secondary text-center mb-3">{t('demoNote')}</p>
            <p className="text-center mb-4">
              <button type="button" className="btn btn-link" onClick={demo.skip}>
                {lander.copy.cta ?? t('skip')}
              </button>
            </p>
          </>
        ) : (
          <LikedSummary
            ref={summaryRef}
            liked={demo.liked}
            title={
              !swiped
                ? t(lander.members.length ? 'summary.skipped' : 'summary.noMembers')
                : demo.liked.length
                  ? t('summary.liked', { count: demo.liked.length })
                  : t('summary.none')
            }
            text={t(swiped ? 'summary.text' : 'summary.textSkipped')}
          />
        )}
        {disclosure && <div className="mb-3">{disclosure}</div>}
        {done && <div data-testid="tinderswipe-signup">{signup}</div>}
      </div>
    </div>
  );
}
