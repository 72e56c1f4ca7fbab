import { nicheKey } from '@app/shared/contract/landers';
import { registerNamespace } from '@app/shared/i18n';
import { useTranslation } from '@app/shared/i18n/react';
import type { LanderDesignProps } from '../design-props';
import { MemberSlideshow } from './member-slideshow';
import './transitionsvideolanding.css';

registerNamespace('landers-transitionsvideolanding', (language) => import(`./locales/${language}.json`));

const SIGNUP_ID = 'transitionsvideolanding-signup';

/**
 * The slideshow lander: a full-width band of member photos that change with transitions, the
 * headline beside it, and the disclosure and sign-up below it on a phone, over the band's right side
 * on a wide screen.
 */
export default function TransitionsvideolandingDesign({ lander, signup, disclosure }: LanderDesignProps) {
  const { t } = useTranslation('landers-transitionsvideolanding');
  const goToSignup = () =>
    document.getElementById(SIGNUP_ID)?.querySelector<HTMLElement>('input, select, button')?.focus();

  return (
    <div className="tvl-band" data-design="transitionsvideolanding" data-members={lander.members.length}>
      <div className="container tvl-layout">
        <header className="tvl-head">
          <h1 className="h2 fw-bold mb-2">{lander.copy.headline ?? t(`headline.${nicheKey(lander.niche)}`)}</h1>
          <p className="mb-3">{lander.copy.text ?? t('text')}</p>
          <button type="button" className="btn btn-primary btn-lg" onClick={goToSignup}>
            {lander.copy.cta ?? t('cta')}
          </button>
        </header>
        <div className="tvl-stage">
          <MemberSlideshow members={lander.members} />
        </div>
        <div className="card shadow tvl-signup">
          <div className="card-body">
            {disclosure}
            <section id={SIGNUP_ID} aria-label={t('signup_label')}>
              {signup}
            </section>
          </div>
        </div>
      </div>
    </div>
  );
}
