import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $landing, recordLanding, trafficSourceOf } from './tracking';

describe('$landing (tracking record stored on landing)', () => {
  beforeEach(() => {
    sessionStorage.clear();
    $landing.set({ tracking: null, traffic_source: null, landing_path: null });
  });

  afterEach(() => {
    sessionStorage.clear();
    vi.resetModules();
  });

  it('records the tracking parameters, traffic source and path of a landing', () => {
    recordLanding('/landers/video/summer', '?network=adnet&ref=r1&sub1=a&sub3=c&trafficsource=google&x=1');
    expect($landing.get()).toEqual({
      tracking: { network: 'adnet', ref: 'r1', sub1: 'a', sub2: null, sub3: 'c' },
      traffic_source: 'google',
      landing_path: '/landers/video/summer',
    });
  });

  it('ignores an address without tracking', () => {
    recordLanding('/members', '?page=2');
    expect($landing.get().landing_path).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });

  it('keeps the first landing of the visit', () => {
    recordLanding('/landers/gallery', '?traffic_source=mail');
    recordLanding('/signup', '?trafficsource=other');
    expect($landing.get()).toMatchObject({ traffic_source: 'mail', landing_path: '/landers/gallery' });
  });

  it('goes by the traffic source, else the tracking network, as the server does', () => {
    expect(trafficSourceOf({ tracking: null, traffic_source: null, landing_path: null })).toBeNull();
    recordLanding('/', '?network=adnet');
    expect(trafficSourceOf($landing.get())).toBe('adnet');
  });

  it('lasts the visit, across a reload', async () => {
    recordLanding('/landers/video', '?trafficsource=google');
    vi.resetModules();
    const fresh = await import('./tracking');
    expect(fresh.$landing.get()).toMatchObject({ traffic_source: 'google', landing_path: '/landers/video' });
  });
});
