import { PAYMENT_STATES, type PaymentState } from '@app/shared/contract';
import { describe, expect, it } from 'vitest';
import { canMove, decideMove, stateOfProviderStatus, targetStateOf } from './payment-states';
import type { ProviderStatus } from './providers/payment-provider';

describe('payment state model', () => {
  it('moves forward from created and pending only', () => {
    expect(canMove('created', 'pending')).toBe(true);
    expect(canMove('pending', 'completed')).toBe(true);
    expect(canMove('pending', 'expired')).toBe(true);
    expect(canMove('completed', 'refunded')).toBe(true);
    expect(canMove('completed', 'charged_back')).toBe(true);
  });

  it('refuses going back, a second outcome and anything after a refund', () => {
    expect(canMove('completed', 'failed')).toBe(false);
    expect(canMove('completed', 'pending')).toBe(false);
    expect(canMove('failed', 'completed')).toBe(false);
    expect(canMove('cancelled', 'completed')).toBe(false);
    expect(canMove('expired', 'completed')).toBe(false);
    expect(canMove('pending', 'refunded')).toBe(false);
    expect(canMove('refunded', 'charged_back')).toBe(false);
  });

  it('never allows a state to move to itself; that is no move at all', () => {
    for (const state of PAYMENT_STATES) {
      expect(canMove(state, state)).toBe(false);
      expect(decideMove(state, state)).toEqual({ kind: 'same' });
    }
    expect(decideMove('completed', 'completed')).toEqual({ kind: 'same' });
    expect(decideMove('completed', 'failed')).toEqual({ kind: 'refused' });
    expect(decideMove('pending', 'completed')).toEqual({ kind: 'move' });
  });

  it('reads a provider status in our words', () => {
    expect(stateOfProviderStatus('open')).toBe('pending');
    expect(stateOfProviderStatus('authorized')).toBe('pending');
    expect(stateOfProviderStatus('paid')).toBe('completed');
    expect(stateOfProviderStatus('canceled')).toBe('cancelled');
    expect(stateOfProviderStatus('expired')).toBe('expired');
    expect(stateOfProviderStatus('charged_back')).toBe('charged_back');
  });
});

describe('direct debit (ADR 0026)', () => {
  const dd = (from: PaymentState, status: ProviderStatus) => targetStateOf('directdebit', from, status);

  it('completes when the bank has the collection, and stays completed when it pays', () => {
    expect(dd('created', 'pending')).toBe('completed');
    expect(dd('pending', 'pending')).toBe('completed');
    expect(dd('completed', 'pending')).toBe('completed');
    expect(dd('completed', 'paid')).toBe('completed');
    expect(dd('created', 'open')).toBe('pending');
  });

  it('reads a failure after completion, and a charge-back, as a charge-back', () => {
    expect(dd('completed', 'failed')).toBe('charged_back');
    expect(dd('charged_back', 'failed')).toBe('charged_back');
    expect(dd('completed', 'charged_back')).toBe('charged_back');
    expect(decideMove('completed', dd('completed', 'failed'))).toEqual({ kind: 'move' });
    expect(decideMove('charged_back', dd('charged_back', 'failed'))).toEqual({ kind: 'same' });
  });

  it('fails a debit the bank refused before it had it', () => {
    expect(dd('created', 'failed')).toBe('failed');
    expect(dd('pending', 'failed')).toBe('failed');
  });

  it('keeps the rules of every other method', () => {
    for (const method of ['creditcard', 'ideal', 'paypal']) {
      expect(targetStateOf(method, 'pending', 'pending')).toBe('pending');
      expect(targetStateOf(method, 'completed', 'failed')).toBe('failed');
      expect(decideMove('completed', targetStateOf(method, 'completed', 'failed'))).toEqual({ kind: 'refused' });
      expect(targetStateOf(method, 'completed', 'charged_back')).toBe('charged_back');
    }
  });

  it('leaves an order refunded in part by a withdrawal where it is while the provider still calls it paid', () => {
    for (const method of ['creditcard', 'directdebit']) {
      for (const status of ['paid', 'pending'] as const) {
        expect(decideMove('refunded', targetStateOf(method, 'refunded', status)), `${method} ${status}`).toEqual({
          kind: method === 'creditcard' && status === 'pending' ? 'refused' : 'same',
        });
      }
      expect(decideMove('refunded', targetStateOf(method, 'refunded', 'refunded'))).toEqual({ kind: 'same' });
    }
    expect(canMove('completed', 'refunded')).toBe(true);
  });
});
