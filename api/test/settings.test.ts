import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SettingsResponseSchema, SettingsSchema, type Settings } from '@app/shared/contract';
import { buildApp } from '../src/app';
import { createTestApp, DATABASE_KINDS, type TestApp } from './support/test-app';

describe.each(DATABASE_KINDS)('GET /api/settings.php on %s', (kind) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp(kind);
  });
  afterAll(async () => {
    await test?.close();
  });

  async function getSettings(query: string, headers: Record<string, string> = {}): Promise<Settings> {
    const response = await test.app.inject({ method: 'GET', url: `/api/settings.php?${query}`, headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    return SettingsResponseSchema.parse(response.json()).settings;
  }

  it('answers the default site with every field of the schema', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/settings.php?forced_domain=localhost' });
    expect(response.statusCode).toBe(200);
    const body = response.json() as { settings: Record<string, unknown> };
    const parsed = SettingsResponseSchema.safeParse(body);
    expect(parsed.error?.issues).toBeUndefined();
    // Every field is there, and nothing beyond the contract.
    expect(Object.keys(body.settings).sort()).toEqual(Object.keys(SettingsSchema.shape).sort());
    const settings = parsed.data!.settings;
    expect(settings).toMatchObject({
      domain: 'localhost',
      name: 'Amorelle',
      domain_language: 'en',
      index_title: 'Amorelle – dating and chat for adults',
      geoip_country: 'CH',
      geoip_selected_country: null,
      niche: 1,
    });
    expect(settings.countries).toContain('PL');
    expect(settings.countries.length).toBeGreaterThan(1);
    expect(settings.minimum_message_costs.DE).toEqual({ costs: 32, currency: 'EUR' });
  });

  it('answers the web push public key: an uncompressed P-256 point, the same after a restart', async () => {
    const key = (await getSettings('forced_domain=localhost')).push_public_key;
    expect(key).toMatch(/^[A-Za-z0-9_-]{87}$/);
    const point = Buffer.from(key!, 'base64url');
    expect(point).toHaveLength(65);
    expect(point[0]).toBe(0x04);
    expect((await getSettings('forced_domain=amorelle.de')).push_public_key).toBe(key);
    // A second process (or a restart) on the same database answers the same key.
    const restarted = await buildApp({ config: test.config, db: test.db });
    try {
      const response = await restarted.inject({ method: 'GET', url: '/api/settings.php?forced_domain=localhost' });
      expect(response.json().settings.push_public_key).toBe(key);
    } finally {
      await restarted.close();
    }
  });

  it('answers the site of a forced domain', async () => {
    const settings = await getSettings('forced_domain=amorelle.de');
    expect(settings.domain).toBe('amorelle.de');
    expect(settings.domain_language).toBe('de');
    expect(settings.countries).toEqual(['DE']);
    expect(settings.index_title).toBe('Amorelle – Dating und Chat für Erwachsene');
  });

  it('falls back to the default site for an unknown domain', async () => {
    const settings = await getSettings('forced_domain=unknown.example');
    expect(settings.domain).toBe('localhost');
    expect(settings.domain_language).toBe('en');
  });

  it('uses the Host header when no domain is forced', async () => {
    const settings = await getSettings('', { host: 'amorelle.nl' });
    expect(settings.domain).toBe('amorelle.nl');
    expect(settings.domain_language).toBe('nl');
  });

  it('ignores a www. prefix, a port and upper case', async () => {
    expect((await getSettings('forced_domain=www.amorelle.de')).domain).toBe('amorelle.de');
    expect((await getSettings('forced_domain=amorelle.de:8080')).domain).toBe('amorelle.de');
    expect((await getSettings('forced_domain=WWW.Amorelle.DE:443')).domain).toBe('amorelle.de');
    expect((await getSettings('', { host: 'www.amorelle.fr:3000' })).domain).toBe('amorelle.fr');
  });

  it('selects a country the site serves, and no other', async () => {
    expect((await getSettings('forced_domain=localhost&country=PL')).geoip_selected_country).toBe('PL');
    expect((await getSettings('forced_domain=localhost&country=pl')).geoip_selected_country).toBe('PL');
    expect((await getSettings('forced_domain=localhost&country=XX')).geoip_selected_country).toBeNull();
    // amorelle.de serves Germany only.
    expect((await getSettings('forced_domain=amorelle.de&country=PL')).geoip_selected_country).toBeNull();
  });

  it('answers texts in the language of the locale cookie', async () => {
    const german = await getSettings('forced_domain=localhost', { cookie: 'locale=de' });
    expect(german.domain_language).toBe('en');
    expect(german.index_title).toBe('Amorelle – Dating und Chat für Erwachsene');
    expect(german.fictional_singular).toBe('fiktives Profil');
    // An unknown language keeps the site's own.
    const unknown = await getSettings('forced_domain=localhost', { cookie: 'locale=xx' });
    expect(unknown.index_title).toBe('Amorelle – dating and chat for adults');
  });

  it('refuses an overlong query value', async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: `/api/settings.php?forced_domain=localhost&utm_source=${'a'.repeat(600)}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'validation_failed',
      fields: { utm_source: 'errors.field_invalid' },
    });
  });

  it('refuses an overlong forced domain', async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: `/api/settings.php?forced_domain=${'a'.repeat(300)}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'validation_failed',
      fields: { forced_domain: expect.any(String) },
    });
  });
});
