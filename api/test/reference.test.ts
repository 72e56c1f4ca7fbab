import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GiftsResponseSchema,
  InterestsResponseSchema,
  LANGUAGES,
  LANGUAGES_BY_COUNTRY,
  RegionsResponseSchema,
  type Interest,
  type Region,
} from '@app/shared/contract';
import { createTestApp, DATABASE_KINDS, type TestApp } from './support/test-app';

describe.each(DATABASE_KINDS)('reference data on %s', (kind) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp(kind);
  });
  afterAll(async () => {
    await test?.close();
  });

  async function get(url: string, headers: Record<string, string> = {}) {
    const response = await test.app.inject({ method: 'GET', url, headers });
    expect(response.statusCode, url).toBe(200);
    return response.json() as unknown;
  }

  async function interests(language?: string, host?: string): Promise<Interest[]> {
    const headers: Record<string, string> = {};
    if (language) headers.cookie = `locale=${language}`;
    if (host) headers.host = host;
    return InterestsResponseSchema.parse(await get('/api/interests.php', headers)).interests;
  }

  async function regions(query = '', language = 'en'): Promise<Region[]> {
    return RegionsResponseSchema.parse(await get(`/api/regions.php${query}`, { cookie: `locale=${language}` })).regions;
  }

  describe('GET /api/interests.php', () => {
    it('answers at least 30 interests with unique keys and ids', async () => {
      const list = await interests('en');
      expect(list.length).toBeGreaterThanOrEqual(30);
      expect(new Set(list.map((interest) => interest.key)).size).toBe(list.length);
      expect(new Set(list.map((interest) => interest.id)).size).toBe(list.length);
      expect(list.find((interest) => interest.key === 'travel')?.name).toBe('Travel');
    });

    it.each(LANGUAGES.filter((language) => language !== 'en'))('names every interest in %s', async (language) => {
      const english = new Map((await interests('en')).map((interest) => [interest.key, interest.name]));
      const local = await interests(language);
      expect(local.map((interest) => interest.key).sort()).toEqual([...english.keys()].sort());
      for (const interest of local) expect(interest.name.trim()).not.toBe('');
      const different = local.filter((interest) => interest.name !== english.get(interest.key));
      expect(different.length, `${language}: ${different.length} of ${local.length} differ`).toBeGreaterThan(
        local.length / 2,
      );
    });

    it('uses the site language without a locale cookie, English for an unknown one', async () => {
      expect((await interests(undefined, 'amorelle.de')).find((interest) => interest.key === 'travel')?.name).toBe(
        'Reisen',
      );
      expect((await interests('xx')).find((interest) => interest.key === 'travel')?.name).toBe('Travel');
    });

    it('sorts the names alphabetically in the language', async () => {
      const names = (await interests('de')).map((interest) => interest.name);
      expect(names).toEqual([...names].sort(new Intl.Collator('de').compare));
    });
  });

  describe('GET /api/gifts.php', () => {
    it('answers at least 12 gifts costing 3 to 25 credits, each with an image', async () => {
      const { gifts } = GiftsResponseSchema.parse(await get('/api/gifts.php', { cookie: 'locale=en' }));
      expect(gifts.length).toBeGreaterThanOrEqual(12);
      expect(new Set(gifts.map((gift) => gift.key)).size).toBe(gifts.length);
      for (const gift of gifts) {
        expect(gift.credits).toBeGreaterThanOrEqual(3);
        expect(gift.credits).toBeLessThanOrEqual(25);
        expect(gift.image).toBe(`gifts/${gift.key}.svg`);
        const image = await test.app.inject({ method: 'GET', url: `/media/${gift.image}` });
        expect(image.statusCode).toBe(200);
        expect(image.headers['content-type']).toMatch(/^image\/svg\+xml/);
        expect(image.body).toMatch(/^<svg [^>]*viewBox="0 0 64 64"/);
        expect(image.body).not.toMatch(/<text|<script/);
      }
    });

    it('names the gifts in the language of the locale cookie', async () => {
      const { gifts } = GiftsResponseSchema.parse(await get('/api/gifts.php', { cookie: 'locale=de' }));
      expect(gifts.find((gift) => gift.key === 'heart')?.name).toBe('Herz');
      const polish = GiftsResponseSchema.parse(await get('/api/gifts.php', { cookie: 'locale=pl' })).gifts;
      expect(polish.find((gift) => gift.key === 'rose')?.name).toBe('Róża');
    });

    it('answers 404 for an unknown gift image', async () => {
      for (const url of ['/media/gifts/nothing.svg', '/media/gifts/rose.png', '/media/gifts/constructor.svg']) {
        const response = await test.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(404);
      }
    });
  });

  describe('GET /api/regions.php', () => {
    it('answers the regions of every site country', async () => {
      const all = await regions();
      for (const country of Object.keys(LANGUAGES_BY_COUNTRY)) {
        expect(all.filter((region) => region.country === country).length, country).toBeGreaterThan(0);
      }
      expect(new Set(all.map((region) => region.id)).size).toBe(all.length);
      for (const region of all) {
        expect(region.code.startsWith(`${region.country}-`)).toBe(true);
        expect(region.name).not.toBe('');
      }
    });

    it('answers one country, named in the language of the locale cookie', async () => {
      const dutch = await regions('?country=NL', 'nl');
      expect(dutch).toHaveLength(12);
      expect(dutch.every((region) => region.country === 'NL')).toBe(true);
      expect(dutch.find((region) => region.code === 'NL-NH')?.name).toBe('Noord-Holland');
      expect((await regions('?country=nl', 'en')).find((region) => region.code === 'NL-NH')?.name).toBe(
        'North Holland',
      );
      const german = await regions('?country=DE', 'de');
      expect(german).toHaveLength(16);
      expect(german.find((region) => region.code === 'DE-BY')?.name).toBe('Bayern');
      expect(german.find((region) => region.code === 'DE-NW')?.name).toBe('Nordrhein-Westfalen');
      expect((await regions('?country=CH', 'fr')).find((region) => region.code === 'CH-GE')?.name).toBe('Genève');
      expect((await regions('?country=BE', 'fr')).map((region) => region.name).sort()).toEqual([
        'Bruxelles',
        'Flandre',
        'Wallonie',
      ]);
    });

    it('answers no regions for a country without any, and refuses a malformed country', async () => {
      expect(await regions('?country=JP')).toEqual([]);
      const response = await test.app.inject({ method: 'GET', url: '/api/regions.php?country=NLD' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'validation_failed', fields: { country: expect.any(String) } });
    });
  });
});
