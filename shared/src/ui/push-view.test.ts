import { describe, expect, it } from 'vitest';
import { pushView } from './use-push-subscription';

describe('pushView (spec section 4 push states)', () => {
  it('offers nothing where the browser or the site cannot push', () => {
    expect(pushView('unsupported', 'unknown', true)).toBe('unsupported');
    expect(pushView('supported', 'not_subscribed', false)).toBe('unsupported');
  });

  it('checks while the state is unknown', () => {
    expect(pushView('supported', 'unknown', true)).toBe('checking');
  });

  it('offers notifications when not subscribed', () => {
    expect(pushView('supported', 'not_subscribed', true)).toBe('offer');
  });

  it('shows subscribed and denied as they are', () => {
    expect(pushView('supported', 'subscribed', true)).toBe('subscribed');
    expect(pushView('supported', 'denied', true)).toBe('denied');
  });
});
