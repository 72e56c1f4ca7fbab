import { describe, expect, it } from 'vitest';
import { PAYMENT_METHOD_IDS } from '@app/shared/contract';
import { Locale, PaymentMethod } from '@mollie/api-client';
import {
  fromMollieAmount,
  minorDigits,
  mollieLocale,
  mollieMethod,
  providerStatusOf,
  returnReasonOf,
  toMollieAmount,
  toProviderError,
} from './mollie-mapping';
import { PaymentProviderError } from './payment-provider';

const eur = (value: string) => ({ currency: 'EUR', value });

describe('amounts', () => {
  it('writes minor units as Mollie wants them, with the currency’s own digits', () => {
    expect(toMollieAmount({ value: 1999, currency: 'EUR' })).toEqual({ currency: 'EUR', value: '19.99' });
    expect(toMollieAmount({ value: 5, currency: 'SEK' })).toEqual({ currency: 'SEK', value: '0.05' });
    expect(toMollieAmount({ value: 0, currency: 'PLN' })).toEqual({ currency: 'PLN', value: '0.00' });
    expect(toMollieAmount({ value: 123456789, currency: 'CHF' })).toEqual({ currency: 'CHF', value: '1234567.89' });
    expect(toMollieAmount({ value: 1500, currency: 'JPY' })).toEqual({ currency: 'JPY', value: '1500' });
    expect(minorDigits('EUR')).toBe(2);
    expect(minorDigits('DKK')).toBe(2);
    expect(minorDigits('NOK')).toBe(2);
  });

  it('refuses what is not an amount in minor units', () => {
    for (const value of [-1, 19.99, Number.NaN, 2 ** 60]) {
      expect(() => toMollieAmount({ value, currency: 'EUR' })).toThrow(PaymentProviderError);
    }
  });

  it('reads Mollie’s amounts back to minor units without floats', () => {
    expect(fromMollieAmount(eur('19.99'))).toEqual({ value: 1999, currency: 'EUR' });
    expect(fromMollieAmount(eur('0.10'))).toEqual({ value: 10, currency: 'EUR' });
    expect(fromMollieAmount(eur('19.9'))).toEqual({ value: 1990, currency: 'EUR' });
    expect(fromMollieAmount(eur('20'))).toEqual({ value: 2000, currency: 'EUR' });
    expect(fromMollieAmount({ currency: 'JPY', value: '1500' })).toEqual({ value: 1500, currency: 'JPY' });
    for (let cents = 0; cents < 1000; cents += 7) {
      expect(fromMollieAmount(toMollieAmount({ value: cents, currency: 'EUR' })).value).toBe(cents);
    }
    for (const value of ['1.999', '-1.00', '1,00', '', 'abc']) {
      expect(() => fromMollieAmount(eur(value))).toThrow(PaymentProviderError);
    }
  });
});

describe('methods and locales', () => {
  it('names every one of our methods by a method of the client’s enum', () => {
    const known = new Set<string>(Object.values(PaymentMethod));
    for (const id of PAYMENT_METHOD_IDS) expect(known.has(mollieMethod(id)), id).toBe(true);
    expect(mollieMethod('ideal')).toBe('ideal');
    expect(mollieMethod('creditcard')).toBe('creditcard');
    expect(mollieMethod('directdebit')).toBe('directdebit');
  });

  it('gives the checkout page each site language, and leaves an unknown one to Mollie', () => {
    const expected: Record<string, string> = {
      en: 'en_US',
      nl: 'nl_NL',
      de: 'de_DE',
      fr: 'fr_FR',
      es: 'es_ES',
      it: 'it_IT',
      pl: 'pl_PL',
      da: 'da_DK',
      sv: 'sv_SE',
      nb: 'nb_NO',
      fi: 'fi_FI',
    };
    const known = new Set<string>(Object.values(Locale));
    for (const [language, locale] of Object.entries(expected)) {
      expect(mollieLocale(language)).toBe(locale);
      expect(known.has(locale)).toBe(true);
    }
    expect(mollieLocale('xx')).toBeUndefined();
  });
});

describe('status', () => {
  const payment = (status: string, extra: object = {}) => ({ status, amount: eur('19.99'), ...extra });

  it('keeps Mollie’s own statuses', () => {
    for (const status of ['open', 'pending', 'authorized', 'paid', 'failed', 'canceled', 'expired']) {
      expect(providerStatusOf(payment(status))).toBe(status);
    }
  });

  it('reads a fully refunded paid payment as refunded, a partly refunded one as paid', () => {
    expect(providerStatusOf(payment('paid', { amountRefunded: eur('0.00') }))).toBe('paid');
    expect(providerStatusOf(payment('paid', { amountRefunded: eur('10.00') }))).toBe('paid');
    expect(providerStatusOf(payment('paid', { amountRefunded: eur('19.99') }))).toBe('refunded');
    // Some methods allow refunding more than was paid (a return shipment): still refunded.
    expect(providerStatusOf(payment('paid', { amountRefunded: eur('25.00') }))).toBe('refunded');
  });

  it('reads any charged-back amount as charged back, before a refund', () => {
    expect(providerStatusOf(payment('paid', { amountChargedBack: eur('19.99') }))).toBe('charged_back');
    expect(providerStatusOf(payment('paid', { amountChargedBack: eur('5.00') }))).toBe('charged_back');
    expect(providerStatusOf(payment('paid', { amountRefunded: eur('19.99'), amountChargedBack: eur('19.99') }))).toBe(
      'charged_back',
    );
    expect(providerStatusOf(payment('paid', { amountChargedBack: eur('0.00') }))).toBe('paid');
  });

  it('ignores amounts on a payment that is not paid, and waits on a status it does not know', () => {
    expect(providerStatusOf(payment('failed', { amountRefunded: eur('19.99') }))).toBe('failed');
    expect(providerStatusOf(payment('settled-in-the-future'))).toBe('pending');
  });
});

describe('errors', () => {
  const apiError = (statusCode?: number) => Object.assign(new Error('detail'), { name: 'ApiError', statusCode });

  it('maps Mollie’s status codes to our kinds', () => {
    expect(toProviderError(apiError(404), 'get').kind).toBe('not_found');
    expect(toProviderError(apiError(422), 'create').kind).toBe('rejected');
    expect(toProviderError(apiError(401), 'create').kind).toBe('rejected');
    expect(toProviderError(apiError(400), 'create').kind).toBe('rejected');
    expect(toProviderError(apiError(500), 'create').kind).toBe('unavailable');
    expect(toProviderError(apiError(503), 'create').kind).toBe('unavailable');
    expect(toProviderError(apiError(429), 'create').kind).toBe('unavailable');
  });

  it('reads a failure without a status (network, not JSON) as unavailable, and keeps the cause', () => {
    const cause = apiError(undefined);
    const error = toProviderError(cause, 'get payment');
    expect(error.kind).toBe('unavailable');
    expect(error.cause).toBe(cause);
    expect(error.message).toBe('Mollie get payment: detail');
    const own = new PaymentProviderError('not_found', 'x');
    expect(toProviderError(own, 'get')).toBe(own);
  });
});

describe('return reasons of direct debits', () => {
  const debit = (status: string, extra: object = {}) => ({
    status,
    amount: eur('19.99'),
    method: 'directdebit',
    ...extra,
  });

  it('reads the bank’s reason of a failed or charged-back debit only', () => {
    expect(returnReasonOf(debit('failed', { details: { bankReasonCode: 'AM04' } }))).toBe('AM04');
    expect(
      returnReasonOf(debit('paid', { amountChargedBack: eur('19.99'), details: { bankReasonCode: 'MD06' } })),
    ).toBe('MD06');
    expect(returnReasonOf(debit('paid', { details: { bankReasonCode: 'MD06' } }))).toBeNull();
    expect(returnReasonOf(debit('failed'))).toBeNull();
    expect(returnReasonOf(debit('failed', { details: { bankReasonCode: '<b>' } }))).toBeNull();
    expect(returnReasonOf({ ...debit('failed', { details: { bankReasonCode: 'AM04' } }), method: 'ideal' })).toBeNull();
  });
});
