import { useStore } from '@nanostores/react';
import type { LanderMember } from '@app/shared/contract/landers';
import { useTranslation } from '@app/shared/i18n/react';
import { $settings } from '@app/shared/stores/settings';
import { MemberPhoto } from '../../common/member-photo';
import type { CountryMap, MapPin } from './map-pins';
import './maplanding.css';

export interface CountryMapProps {
  /** The loaded map, or null while it loads (its space is reserved). */
  map: CountryMap | null;
  height: number;
  countryLabel: string;
  pins: readonly MapPin[];
  selectedId: number | null;
  onSelect: (member: LanderMember) => void;
}

/**
 * The visitor's country with its members as photo pins: real buttons in the page's tab order that
 * show who they are on focus or tap. The outline is an SVG path from the bundled map data.
 */
export function CountryMapView({ map, height, countryLabel, pins, selectedId, onSelect }: CountryMapProps) {
  const { t } = useTranslation('landers-maplanding');
  const settings = useStore($settings);
  const label = (member: LanderMember) =>
    [member.name, t('age', { count: member.age }), member.city, member.fictional ? settings?.fictional_singular : null]
      .filter(Boolean)
      .join(', ');

  const selected = pins.find((pin) => pin.member.id === selectedId);

  return (
    <div
      className="mapl-map"
      style={{ aspectRatio: `600 / ${height}` }}
      role="group"
      aria-label={t('map_label', { country: countryLabel })}
      aria-busy={!map}
    >
      {map ? (
        <svg viewBox={`0 0 ${map.width} ${map.height}`} className="mapl-outline" aria-hidden="true" focusable="false">
          <path d={map.outline} fillRule="evenodd" />
        </svg>
      ) : (
        <p className="mapl-loading">{t('loading')}</p>
      )}
      {map &&
        pins.map(({ member, x, y }) => (
          <button
            key={member.id}
            type="button"
            className={`mapl-pin ${selectedId === member.id ? 'mapl-selected' : ''}`}
            style={{ left: `${(x / map.width) * 100}%`, top: `${(y / map.height) * 100}%` }}
            aria-pressed={selectedId === member.id}
            aria-label={label(member)}
            onClick={() => onSelect(member)}
            onFocus={() => onSelect(member)}
            data-member={member.id}
          >
            <MemberPhoto member={member} sizes="48px" alt="" className="mapl-pinPhoto" />
            {member.fictional && settings && (
              <span className="mapl-pinMark" aria-hidden="true">
                {settings.fictional_icon}
              </span>
            )}
          </button>
        ))}
      {map && selected && (
        <PinTip
          pin={selected}
          map={map}
          label={[selected.member.name, t('age', { count: selected.member.age }), selected.member.city]
            .filter(Boolean)
            .join(', ')}
          mark={selected.member.fictional ? settings?.fictional_icon : null}
        />
      )}
    </div>
  );
}

/** Name, age and town over the picked pin (the pin's own label says the same to a screen reader). */
function PinTip({ pin, map, label, mark }: { pin: MapPin; map: CountryMap; label: string; mark?: string | null }) {
  const left = (pin.x / map.width) * 100;
  const side = left < 25 ? 'start' : left > 75 ? 'end' : 'middle';
  return (
    <span
      className={`mapl-tip mapl-tip-${side}`}
      style={{ left: `${left}%`, top: `${(pin.y / map.height) * 100}%` }}
      aria-hidden="true"
    >
      {label}
      {mark && <span className="text-warning ms-1">{mark}</span>}
    </span>
  );
}
