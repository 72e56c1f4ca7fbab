// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { $landing, recordLanding, trafficSourceOf } from './tracking';

type FetchArgs = [input: RequestInfo | URL, init?: RequestInit];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let fetchMock: Mock<(...args: FetchArgs) => Promise<Response>>;
/** The POST /api/landing.php calls made so far, with their JSON bodies. */
const landingCalls = () =>
  fetchMock.mock.calls
    .filter(([input]) => String(input).endsWith('/api/landing.php'))
    .map(([, init]) => ({ method: init?.method, body: JSON.parse(String(init?.body)) as unknown }));

describe('$landing (tracking record stored on landing)', () => {
  beforeEach(() => {
    sessionStorage.clear();
    $landing.set({ tracking: null, traffic_source: null, landing_path: null });
    fetchMock = vi.fn(async () => json({ landing: null }, 201));
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    sessionStorage.clear();
    vi.unstubAllGlobals();
    vi.useRealTimers();
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

  it('sends the landing to the server once, with the tracking record, traffic source and path', () => {
    recordLanding('/landers/video/summer', '?network=adnet&ref=r1&sub2=b&trafficsource=google');
    recordLanding('/signup', '?network=other&ref=r2');
    recordLanding('/members', '?page=2');
    expect(landingCalls()).toEqual([
      {
        method: 'POST',
        body: {
          network: 'adnet',
          ref: 'r1',
          sub1: null,
          sub2: 'b',
          sub3: null,
          traffic_source: 'google',
          landing_path: '/landers/video/summer',
        },
      },
    ]);
  });

  it('sends a landing with a traffic source only, and nothing for an address without tracking', () => {
    recordLanding('/', '?utm=1');
    expect(landingCalls()).toEqual([]);
    recordLanding('/landers/gallery', '?traffic_source=mail');
    expect(landingCalls()).toEqual([
      { method: 'POST', body: { traffic_source: 'mail', landing_path: '/landers/gallery' } },
    ]);
  });

  it('tries the server at most twice and keeps the landing in the browser when it fails', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(async () => json({ error: 'unavailable' }, 503));
    recordLanding('/landers/video', '?network=adnet');
    await vi.runAllTimersAsync();
    expect(landingCalls()).toHaveLength(2);
    expect($landing.get().tracking?.network).toBe('adnet');
    expect(JSON.parse(sessionStorage.getItem('landing')!)).toMatchObject({ landing_path: '/landers/video' });
  });

  it('does not send again after a reload that restores the landing', async () => {
    recordLanding('/landers/video', '?network=adnet');
    vi.resetModules();
    const fresh = await import('./tracking');
    fresh.recordLanding('/landers/video', '?network=adnet');
    expect(landingCalls()).toHaveLength(1);
  });

  it('keeps a malformed query from breaking the page', () => {
    expect(() => recordLanding('/landers/gallery', '?network=%ZZ&ref=%E0%A4%A')).not.toThrow();
    expect($landing.get().tracking).toMatchObject({ network: '%ZZ' });
  });
});
