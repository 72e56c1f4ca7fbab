import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompanyInfoResponseSchema } from '@app/shared/contract';
import { createTestApp, DATABASE_KINDS, type TestApp } from './support/test-app';

describe.each(DATABASE_KINDS)('GET /api/companyinfo.php on %s', (kind) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp(kind);
  });
  afterAll(async () => {
    await test?.close();
  });

  it('answers the company of the site', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/companyinfo.php' });
    expect(response.statusCode).toBe(200);
    const parsed = CompanyInfoResponseSchema.safeParse(response.json());
    expect(parsed.error?.issues).toBeUndefined();
    expect(parsed.data!.company).toEqual({
      name: 'Amorelle Media B.V.',
      address: 'Keizersgracht 123',
      kvk: '87654321',
      city: 'Amsterdam',
      country: 'Netherlands',
      tradenames: ['Amorelle'],
      vat_numbers: ['NL864512379B01'],
      support_phone: '+31 20-123 45 67',
      delete_discount: 50,
      added: '2024-03-01T09:00:00.000Z',
    });
  });

  it('answers the same company on a country site', async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: '/api/companyinfo.php',
      headers: { host: 'amorelle.de' },
    });
    expect(response.statusCode).toBe(200);
    expect(CompanyInfoResponseSchema.parse(response.json()).company.name).toBe('Amorelle Media B.V.');
  });
});
