import { describe, expect, it } from 'vitest';
import { landerMember } from '../../test-support/lander-fixtures';
import { placeMembers, type CountryMap } from './map-pins';
import { project } from './map-projection';
import netherlands from './maps/nl.json';
import unitedStates from './maps/us.json';

/** The box of an outline's points (an absolute `M x y`, then relative `l dx dy` steps, per ring). */
function outlineBox(outline: string) {
  const box = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  for (const ring of outline.split('M').filter(Boolean)) {
    const [start = '', steps = ''] = ring.replace(/z$/, '').split('l');
    const numbers = (text: string) => (text.match(/-?\d+(\.\d+)?/g) ?? []).map(Number);
    let [x = 0, y = 0] = numbers(start);
    const deltas = [0, 0, ...numbers(steps)];
    for (let i = 0; i + 1 < deltas.length; i += 2) {
      x += deltas[i]!;
      y += deltas[i + 1]!;
      Object.assign(box, {
        minX: Math.min(box.minX, x),
        maxX: Math.max(box.maxX, x),
        minY: Math.min(box.minY, y),
        maxY: Math.max(box.maxY, y),
      });
    }
  }
  return box;
}

const nl = netherlands as CountryMap;
const us = unitedStates as CountryMap;

describe('the map projection', () => {
  it('puts a known city inside the outline of its country', () => {
    const box = outlineBox(nl.outline);
    const [x, y] = project(nl.projection, 52.4, 4.9); // Amsterdam
    expect(x).toBeGreaterThan(box.minX);
    expect(x).toBeLessThan(box.maxX);
    expect(y).toBeGreaterThan(box.minY);
    expect(y).toBeLessThan(box.maxY);
    // Groningen lies north-east of Maastricht on the map as on the globe.
    const [gx, gy] = project(nl.projection, 53.2, 6.6);
    const [mx, my] = project(nl.projection, 50.8, 5.7);
    expect(gx).toBeGreaterThan(mx);
    expect(gy).toBeLessThan(my);
  });

  it('fits every outline inside its viewBox', () => {
    for (const map of [nl, us]) {
      const box = outlineBox(map.outline);
      expect(box.minX).toBeGreaterThanOrEqual(0);
      expect(box.maxX).toBeLessThanOrEqual(map.width);
      expect(box.minY).toBeGreaterThanOrEqual(0);
      expect(box.maxY).toBeLessThanOrEqual(map.height);
    }
  });
});

describe('placeMembers', () => {
  it('pins members at their position and lists those without one', () => {
    const utrecht = landerMember(1);
    const noPlace = landerMember(2, { city: null, latitude: null, longitude: null });
    const { pins, unplaced } = placeMembers(nl, [utrecht, noPlace]);
    expect(pins.map((pin) => pin.member.id)).toEqual([1]);
    const [x, y] = project(nl.projection, 52.1, 5.1);
    expect(pins[0]).toMatchObject({ x, y });
    expect(x).toBeGreaterThan(0);
    expect(unplaced.map((member) => member.id)).toEqual([2]);
  });

  it('lists members whose position lies outside the map (Hawaii on the map of the lower 48)', () => {
    const honolulu = landerMember(3, { country: 'US', latitude: 21.3, longitude: -157.9 });
    const newYork = landerMember(4, { country: 'US', latitude: 40.7, longitude: -74 });
    const { pins, unplaced } = placeMembers(us, [honolulu, newYork]);
    expect(pins.map((pin) => pin.member.id)).toEqual([4]);
    expect(unplaced.map((member) => member.id)).toEqual([3]);
  });

  it('spreads members of one town so that each pin can be tapped, near their town', () => {
    const members = Array.from({ length: 8 }, (_, index) => landerMember(index + 5));
    const { pins } = placeMembers(nl, members);
    const distances = pins.flatMap((a, i) => pins.slice(i + 1).map((b) => Math.hypot(a.x - b.x, a.y - b.y)));
    expect(Math.min(...distances)).toBeGreaterThan(50);
    const [x, y] = project(nl.projection, 52.1, 5.1);
    for (const pin of pins) expect(Math.hypot(pin.x - x, pin.y - y)).toBeLessThan(120);
  });
});
