import { describe, expect, it } from 'vitest';
import { formatMinimumCost, textPrice } from './price';

/** Intl puts no-break spaces between amount and symbol in some languages. */
const plain = (text: string | null) => text?.replace(/\s/g, ' ') ?? null;
const price = { text: 1, photo: 5, gift: 3, minimum_cost: { costs: 32, currency: 'EUR' }, free_messages_left: 0 };

describe('textPrice', () => {
  it('names credits and the least money a message costs in the member country', () => {
    expect(textPrice(price, 'en')).toEqual({ free: false, credits: 1, from: '€0.32' });
    expect(plain((textPrice(price, 'nl') as { from: string }).from)).toBe('€ 0,32');
  });

  it('says the message is free while free messages are left', () => {
    expect(textPrice({ ...price, free_messages_left: 2 }, 'en')).toEqual({ free: true, left: 2 });
  });

  it('leaves the money out when the country has no minimum', () => {
    expect(textPrice({ ...price, minimum_cost: null }, 'en')).toEqual({ free: false, credits: 1, from: null });
  });
});

describe('formatMinimumCost', () => {
  it('reads costs as minor units of the currency', () => {
    expect(plain(formatMinimumCost({ costs: 150, currency: 'DKK' }, 'da'))).toBe('1,50 kr.');
    expect(formatMinimumCost({ costs: 32, currency: 'JPY' }, 'en')).toBe('¥32');
    expect(formatMinimumCost({ costs: 40, currency: 'USD' }, 'en')).toBe('US$0.40');
    expect(formatMinimumCost({ costs: 32, currency: 'nope' }, 'en')).toBeNull();
  });
});
