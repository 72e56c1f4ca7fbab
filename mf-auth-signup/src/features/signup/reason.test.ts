import { describe, expect, it } from 'vitest';
import { SIGNUP_REASONS } from '@app/shared/stores/signup-modal';
import { reasonKey } from './reason';

describe('reasonKey (spec section 6)', () => {
  it('has its own text for every reason', () => {
    const keys = SIGNUP_REASONS.map((reason) => reasonKey(reason));
    expect(new Set(keys).size).toBe(SIGNUP_REASONS.length);
    expect(reasonKey('chat')).toBe('signup.reason.chat');
  });

  it('names the member where given', () => {
    expect(reasonKey('like', 'Anna')).toBe('signup.reason.likeNamed');
    expect(reasonKey('gift', 'Anna')).toBe('signup.reason.giftNamed');
  });

  it('ignores a blank name, and a name for a search', () => {
    expect(reasonKey('photos', '  ')).toBe('signup.reason.photos');
    expect(reasonKey('search', 'Anna')).toBe('signup.reason.search');
  });
});
