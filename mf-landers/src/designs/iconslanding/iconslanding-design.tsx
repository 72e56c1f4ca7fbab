import { useRef } from 'react';
import { nicheKey, type LanderMember } from '@app/shared/contract/landers';
import { registerNamespace } from '@app/shared/i18n';
import { countryName } from '@app/shared/i18n/country-names';
import { useTranslation } from '@app/shared/i18n/react';
import type { LanderDesignProps } from '../design-props';
import { FeatureIcon, type FeatureIconName } from './feature-icon';
import { MemberStrip } from './member-strip';
import * as styles from './iconslanding.module.css';

/** rspack's CSS modules export each class by its name. */
const css = styles as unknown as Readonly<Record<string, string>>;

const NAMESPACE = 'landers-iconslanding';
registerNamespace(NAMESPACE, (language) => import(`./locales/${language}.json`));

const FEATURES: readonly FeatureIconName[] = ['free', 'honest', 'chat', 'country', 'safe'];

/** How many members the strip shows. */
const STRIP = 6;

/**
 * /landers/iconslanding: what the site offers in five features with icons (free sign-up, honest
 * profiles, private chat, members in the visitor's country, report and block), a strip of members,
 * then the disclosure and the sign-up.
 */
export default function IconslandingDesign({ lander, signup, disclosure }: LanderDesignProps) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const language = i18n.language ?? 'en';
  const signupRef = useRef<HTMLDivElement>(null);
  const placeOf = (member: LanderMember) => member.city ?? countryName(member.country, language);

  const toSignup = () => {
    const target = signupRef.current;
    target?.scrollIntoView({ block: 'start' });
    // Straight into the first field of the sign-up, so the visitor can type at once.
    (target?.querySelector<HTMLElement>('input, select') ?? target)?.focus({ preventScroll: true });
  };
  const featureText = (feature: FeatureIconName) => {
    if (feature === 'honest' && lander.has_fictional) return t('feature.honest.textFictional');
    if (feature === 'country') return t('feature.country.text', { country: countryName(lander.country, language) });
    return t(`feature.${feature}.text`);
  };

  return (
    <div data-design="iconslanding">
      <div className={`${css.hero} pt-4 pb-3 px-3 text-center`}>
        <div className={css.column}>
          <h1 className="h2 mb-2">{lander.copy.headline ?? t(`headline.${nicheKey(lander.niche)}`)}</h1>
          <p className="lead mb-3">{lander.copy.text ?? t('intro')}</p>
          <button type="button" className="btn btn-primary btn-lg px-4" onClick={toSignup}>
            {lander.copy.cta ?? t('cta')}
          </button>
        </div>
      </div>
      <div className="container-xl py-4">
        <h2 className="visually-hidden">{t('featuresTitle')}</h2>
        <ul className={`mb-4 ${css.features}`} data-testid="features">
          {FEATURES.map((feature) => (
            <li key={feature} className={css.feature}>
              <span className={css.icon}>
                <FeatureIcon name={feature} />
              </span>
              <div>
                <h3 className="h6 fw-bold mb-1">{t(`feature.${feature}.title`)}</h3>
                <p className="small text-body-secondary mb-0">{featureText(feature)}</p>
              </div>
            </li>
          ))}
        </ul>
        {lander.members.length > 0 && (
          <section className="mb-4" aria-labelledby="iconslanding-members">
            <h2 id="iconslanding-members" className="h4 mb-3">
              {t('membersTitle')}
            </h2>
            <MemberStrip members={lander.members.slice(0, STRIP)} placeOf={placeOf} label={t('membersTitle')} />
          </section>
        )}
        <div className={css.column}>
          {disclosure && <div className="mb-3">{disclosure}</div>}
          <div ref={signupRef} tabIndex={-1} className={css.focusTarget} data-testid="iconslanding-signup">
            {signup}
          </div>
        </div>
      </div>
    </div>
  );
}
