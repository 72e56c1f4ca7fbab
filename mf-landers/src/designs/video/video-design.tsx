import { nicheKey } from '@app/shared/contract/landers';
import { registerNamespace } from '@app/shared/i18n';
import { useTranslation } from '@app/shared/i18n/react';
import type { LanderDesignProps } from '../design-props';
import { DemoVideo } from './demo-video';
import { MemberStrip } from './member-strip';
import './video.css';

registerNamespace('landers-video', (language) => import(`./locales/${language}.json`));

const SIGNUP_ID = 'video-signup';

/**
 * The video lander: a short loop of illustrative drawings (said so under it), the real members of the
 * answer beside it, and the disclosure and sign-up in a card that stays in view on a wide screen.
 */
export default function VideoDesign({ lander, signup, disclosure }: LanderDesignProps) {
  const { t } = useTranslation('landers-video');
  const goToSignup = () =>
    document.getElementById(SIGNUP_ID)?.querySelector<HTMLElement>('input, select, button')?.focus();

  return (
    <div className="container py-4" data-design="video" data-members={lander.members.length}>
      <div className="row g-4">
        <div className="col-lg-7">
          <header className="mb-3">
            <h1 className="h2 fw-bold mb-2">{lander.copy.headline ?? t(`headline.${nicheKey(lander.niche)}`)}</h1>
            <p className="mb-3">{lander.copy.text ?? t('text')}</p>
            <button type="button" className="btn btn-primary btn-lg" onClick={goToSignup}>
              {lander.copy.cta ?? t('cta')}
            </button>
          </header>
          <DemoVideo />
          <MemberStrip members={lander.members} />
        </div>
        <div className="col-lg-5">
          <div className="card shadow-sm vidl-signup">
            <div className="card-body">
              {disclosure}
              <section id={SIGNUP_ID} aria-label={t('signup_label')}>
                {signup}
              </section>
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
