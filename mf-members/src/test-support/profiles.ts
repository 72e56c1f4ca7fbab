import type { MemberProfile, SwipeCandidate } from '@app/shared/contract';
import { testMainImage, testProfile } from '@app/shared/test-support/fixtures';

/** A swipe game candidate (a profile with its city, Utrecht); `overrides` change any field. */
export function testCandidate(id: number, overrides: Partial<SwipeCandidate> = {}): SwipeCandidate {
  return { ...testProfile(id), city: 'Utrecht', ...overrides };
}

/**
 * A profile as the profile view gets it: the public main photo and one private photo locked, no
 * relation to the viewer, not fictional; `overrides` change any field.
 */
export function testMemberProfile(id: number, overrides: Partial<MemberProfile> = {}): MemberProfile {
  const main = testMainImage(id);
  return {
    ...testProfile(id),
    about_me: null,
    city: 'Utrecht',
    region: null,
    interest_names: [],
    fictional: false,
    liked: false,
    liked_me: false,
    blocked: false,
    photos: [
      { id: 1, locked: false, private: false, filename: main.filename, thumb_filename: main.thumb_filename },
      { id: 2, locked: true },
    ],
    ...overrides,
  };
}
