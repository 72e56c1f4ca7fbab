import { describe, expect, it } from 'vitest';
import type { Landing } from '@app/shared/stores/tracking';
import { signupAccess } from './signup-access';

const none: Landing = { tracking: null, traffic_source: null, landing_path: null };
const withSource: Landing = { ...none, traffic_source: 'google', landing_path: '/landers/video' };
const withNetwork: Landing = {
  tracking: { network: 'adnet', ref: null, sub1: null, sub2: null, sub3: null },
  traffic_source: null,
  landing_path: '/landers/gallery/summer',
};

describe('signupAccess (spec section 5)', () => {
  it("is open for everybody with 'all'", () => {
    expect(signupAccess('all', none)).toBe('open');
  });

  it("is open with 'with_trafficsource' only when a traffic source or tracking network is present", () => {
    expect(signupAccess('with_trafficsource', none)).toBe('closed');
    expect(signupAccess('with_trafficsource', withSource)).toBe('open');
    expect(signupAccess('with_trafficsource', withNetwork)).toBe('open');
  });

  it("asks for an invitation code with 'invitation_only'", () => {
    expect(signupAccess('invitation_only', withSource)).toBe('invitation');
  });

  it('leaves the decision to the server while settings are unknown', () => {
    expect(signupAccess(undefined, none)).toBe('open');
  });
});
