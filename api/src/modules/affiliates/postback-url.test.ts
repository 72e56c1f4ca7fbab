import { describe, expect, it } from 'vitest';
import { fillPostbackUrl, postbackAmount } from './postback-url';

describe('fillPostbackUrl', () => {
  const template =
    'https://track.example/pb?click={ref}&tx={conversion_id}&e={event}&amount={amount}&cur={currency}&s={sub1},{sub2},{sub3}';

  it('fills every placeholder, URL-encoded, and leaves missing values empty', () => {
    const url = fillPostbackUrl(template, {
      ref: 'a b&c=d/é',
      conversion_id: 'cv_1',
      event: 'first_purchase',
      amount: '19.99',
      currency: 'EUR',
      sub1: '#x',
      sub3: '?',
    });
    expect(url).toBe(
      'https://track.example/pb?click=a%20b%26c%3Dd%2F%C3%A9&tx=cv_1&e=first_purchase&amount=19.99&cur=EUR&s=%23x,,%3F',
    );
    const query = new URL(url!).searchParams;
    expect(query.get('click')).toBe('a b&c=d/é');
    expect(query.get('amount')).toBe('19.99');
  });

  it('keeps unknown placeholders as written', () => {
    expect(fillPostbackUrl('http://127.0.0.1:9/pb?c={ref}&x={other}', { ref: 'r' })).toBe(
      'http://127.0.0.1:9/pb?c=r&x={other}',
    );
  });

  it('refuses what is not an http(s) URL', () => {
    expect(fillPostbackUrl('javascript:alert({ref})', { ref: '1' })).toBeNull();
    expect(fillPostbackUrl('{ref}', { ref: 'https://evil.example' })).toBeNull();
    expect(fillPostbackUrl('not a url', {})).toBeNull();
  });
});

describe('postbackAmount', () => {
  it('writes minor units in the currency’s decimals', () => {
    expect(postbackAmount(1999, 'EUR')).toBe('19.99');
    expect(postbackAmount(500, 'CHF')).toBe('5.00');
    expect(postbackAmount(8499, 'PLN')).toBe('84.99');
  });
});
