import { useMemo, useState } from 'react';
import { nicheKey, type LanderMember } from '@app/shared/contract/landers';
import { registerNamespace } from '@app/shared/i18n';
import { countryName } from '@app/shared/i18n/country-names';
import { useTranslation } from '@app/shared/i18n/react';
import type { LanderDesignProps } from '../design-props';
import { CountryMapView } from './country-map';
import { countryMapHeight, useCountryMap } from './load-country-map';
import { placeMembers } from './map-pins';
import { MemberDetails, UnplacedMembers } from './member-details';
import './maplanding.css';

registerNamespace('landers-maplanding', (language) => import(`./locales/${language}.json`));

const SIGNUP_ID = 'maplanding-signup';

/** Moves the visitor to the sign-up's first field. */
function goToSignup() {
  document.getElementById(SIGNUP_ID)?.querySelector<HTMLElement>('input, select, button')?.focus();
}

/**
 * The map lander: the members of the visitor's country as photo pins on a map of the country (bundled
 * Natural Earth data, no outside tiles), the one picked shown beside it, then the disclosure and the
 * sign-up.
 */
export default function MaplandingDesign({ lander, signup, disclosure }: LanderDesignProps) {
  const { t, i18n } = useTranslation('landers-maplanding');
  const country = countryName(lander.country, i18n.language ?? 'en');
  const map = useCountryMap(lander.country);
  const height = countryMapHeight(lander.country);
  const [selected, setSelected] = useState<LanderMember | null>(null);
  const placed = useMemo(
    () => (map && map !== 'none' ? placeMembers(map, lander.members) : null),
    [map, lander.members],
  );
  const unplaced = map === 'none' ? lander.members : (placed?.unplaced ?? []);
  const onMap = placed?.pins.length ?? 0;

  return (
    <div className="container py-4" data-design="maplanding" data-members={lander.members.length}>
      <header className="mb-3">
        <h1 className="h2 fw-bold mb-2">{lander.copy.headline ?? t(`headline.${nicheKey(lander.niche)}`)}</h1>
        <p className="mb-3">{lander.copy.text ?? t('text', { country })}</p>
        <button type="button" className="btn btn-primary btn-lg" onClick={goToSignup}>
          {lander.copy.cta ?? t('cta')}
        </button>
      </header>
      <div className="row g-4">
        <div className="col-lg-7">
          {height !== null && map !== 'none' && (
            <>
              {/* Holds its line while the map loads (a no-break space), so the map never moves down. */}
              <p className="small text-body-secondary mb-2" aria-live="polite">
                {placed ? t('on_map', { count: onMap, country }) : '\u00a0'}
              </p>
              <CountryMapView
                map={map}
                height={height}
                countryLabel={country}
                pins={placed?.pins ?? []}
                selectedId={selected?.id ?? null}
                onSelect={setSelected}
              />
              <p className="mapl-attribution mt-1 mb-0">{t('attribution')}</p>
            </>
          )}
          <UnplacedMembers members={unplaced} />
        </div>
        <div className="col-lg-5">
          {height !== null && map !== 'none' && <MemberDetails member={selected} onWrite={goToSignup} />}
          {disclosure}
          <section id={SIGNUP_ID} aria-label={t('signup_label')} className="mt-3">
            {signup}
          </section>
        </div>
      </div>
    </div>
  );
}
