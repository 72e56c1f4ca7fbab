import { useRef } from 'react';
import { nicheKey } from '@app/shared/contract/landers';
import { registerNamespace } from '@app/shared/i18n';
import { useTranslation } from '@app/shared/i18n/react';
import { FictionalMark } from '@app/shared/ui/fictional-mark';
import { MemberPhoto } from '../../common/member-photo';
import type { LanderDesignProps } from '../design-props';
import { COLLAGE_TILES, PRIORITY_TILES, tileSizes } from './collage-tiles';
import * as styles from './collagelanding.module.css';

/** rspack's CSS modules export each class by its name. */
const css = styles as unknown as Readonly<Record<string, string>>;

const NAMESPACE = 'landers-collagelanding';
registerNamespace(NAMESPACE, (language) => import(`./locales/${language}.json`));

/**
 * /landers/collagelanding: a collage of the lander's members (tiles of two sizes in a CSS grid), the
 * headline on a panel over its lower edge, then the disclosure and the sign-up.
 */
export default function CollagelandingDesign({ lander, signup, disclosure }: LanderDesignProps) {
  const { t } = useTranslation(NAMESPACE);
  const signupRef = useRef<HTMLDivElement>(null);
  const full = lander.members.length >= COLLAGE_TILES.length;
  const tiles = lander.members.slice(0, full ? COLLAGE_TILES.length : 8);

  const toSignup = () => {
    const target = signupRef.current;
    target?.scrollIntoView({ block: 'start' });
    // Straight into the first field of the sign-up, so the visitor can type at once.
    (target?.querySelector<HTMLElement>('input, select') ?? target)?.focus({ preventScroll: true });
  };

  return (
    <div className="pb-3" data-design="collagelanding">
      <div className="container-xl px-0">
        <ul className={`list-unstyled mb-0 ${css.collage} ${full ? css.full : ''}`} data-testid="collage">
          {tiles.map((member, index) => (
            <li key={member.id} className={`${css.tile} ${full && COLLAGE_TILES[index]?.wideOnly ? css.wideOnly : ''}`}>
              <MemberPhoto member={member} sizes={tileSizes(index, full)} priority={index < PRIORITY_TILES} alt="" />
              <span className={`d-flex align-items-center gap-1 text-truncate ${css.caption}`}>
                <span className="text-truncate">
                  {member.name}, {member.age}
                </span>
                <FictionalMark profile={member} />
              </span>
            </li>
          ))}
        </ul>
      </div>
      <div className="container">
        <section className={`card shadow border-0 text-center ${css.panel}`}>
          <div className="card-body p-4">
            <h1 className="h2 mb-2">{lander.copy.headline ?? t(`headline.${nicheKey(lander.niche)}`)}</h1>
            <p className="text-body-secondary">{lander.copy.text ?? t('intro')}</p>
            <button type="button" className="btn btn-primary btn-lg px-4" onClick={toSignup}>
              {lander.copy.cta ?? t('cta')}
            </button>
          </div>
        </section>
        <div className={`mt-4 ${css.column}`}>
          {disclosure && <div className="mb-3">{disclosure}</div>}
          <div ref={signupRef} tabIndex={-1} className={css.focusTarget} data-testid="collagelanding-signup">
            {signup}
          </div>
        </div>
      </div>
    </div>
  );
}
