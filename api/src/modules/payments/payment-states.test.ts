import { PAYMENT_STATES } from '@app/shared/contract';
import { describe, expect, it } from 'vitest';
import { canMove, decideMove, stateOfProviderStatus } from './payment-states';

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
