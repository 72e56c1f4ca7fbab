import type { LanderMember } from '@app/shared/contract/landers';
import { project, type MapProjection } from './map-projection';

/** A country's map as `scripts/make-country-maps.ts` made it. */
export interface CountryMap {
  width: number;
  height: number;
  projection: MapProjection;
  /** The outline as an SVG path in the map's viewBox. */
  outline: string;
}

export interface MapPin {
  member: LanderMember;
  /** The pin's centre in the viewBox. */
  x: number;
  y: number;
}

/** The distance (viewBox units) pins are pushed apart to, so that each stays visible and tappable on a phone. */
const PIN_SPACING = 56;
/** How far outside the outline's box a position may lie and still be on the map. */
const MARGIN = 4;

/**
 * Where each member goes: a pin at their town's (rounded) position, pins that would hide each other
 * pushed apart a little; members without a position, or outside the map (another country, an
 * overseas region), go to `unplaced`, the list beside the map.
 */
export function placeMembers(
  map: Pick<CountryMap, 'width' | 'height' | 'projection'>,
  members: readonly LanderMember[],
): { pins: MapPin[]; unplaced: LanderMember[] } {
  const pins: MapPin[] = [];
  const unplaced: LanderMember[] = [];
  for (const member of members) {
    if (member.latitude === null || member.longitude === null) {
      unplaced.push(member);
      continue;
    }
    const [x, y] = project(map.projection, member.latitude, member.longitude);
    if (x < -MARGIN || y < -MARGIN || x > map.width + MARGIN || y > map.height + MARGIN) unplaced.push(member);
    else pins.push({ member, x, y });
  }
  return { pins: spreadApart(pins, map), unplaced };
}

/** Pins moved apart until none is closer than PIN_SPACING to another (or after enough rounds), inside the map. */
function spreadApart(pins: MapPin[], map: Pick<CountryMap, 'width' | 'height'>): MapPin[] {
  // Pins of one place start on a small spiral around it (the golden angle), so each has its own way out.
  const seen = new Map<string, number>();
  const placed = pins.map((pin) => {
    const key = `${Math.round(pin.x)},${Math.round(pin.y)}`;
    const k = seen.get(key) ?? 0;
    seen.set(key, k + 1);
    return { ...pin, x: pin.x + 4 * Math.sqrt(k) * Math.cos(k * 2.4), y: pin.y + 4 * Math.sqrt(k) * Math.sin(k * 2.4) };
  });
  const clamp = (value: number, max: number) => Math.min(max - 24, Math.max(24, value));
  for (let round = 0; round < 120; round += 1) {
    let moved = false;
    for (let i = 0; i < placed.length; i += 1) {
      for (let j = i + 1; j < placed.length; j += 1) {
        const a = placed[i]!;
        const b = placed[j]!;
        const dx = b.x - a.x;
        const dy = b.y - a.y;
        const distance = Math.max(Math.hypot(dx, dy), 0.01);
        if (distance >= PIN_SPACING) continue;
        const push = (PIN_SPACING - distance) / 4 / distance;
        a.x = clamp(a.x - dx * push, map.width);
        a.y = clamp(a.y - dy * push, map.height);
        b.x = clamp(b.x + dx * push, map.width);
        b.y = clamp(b.y + dy * push, map.height);
        moved = true;
      }
    }
    if (!moved) break;
  }
  return placed;
}
