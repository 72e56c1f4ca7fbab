import type { MemberProfile, Profile, SwipeCandidate } from '@app/shared/contract';

type MainImage = NonNullable<Profile['main_image']>;

/** A main photo's paths (relative to the cdn prefix) as the server names them, for profile `id`. */
export function testMainImage(id: number): MainImage {
  return { filename: `photos/${id}/a.webp`, thumb_filename: `photos/${id}/a-thumb.webp`, match: `photos/${id}/a.webp` };
}

/** A member as the API sends one (`Profile`): "Member {id}", 30, from NL, with a main photo; `overrides` change any field. */
export function testProfile(id: number, overrides: Partial<Profile> = {}): Profile {
  return {
    id,
    name: `Member ${id}`,
    main_image: testMainImage(id),
    country: 'NL',
    age: 30,
    gender: 'female',
    sexuality: 'hetero',
    status: 'active',
    interests: [],
    hair_colour: null,
    eye_colour: null,
    body_type: null,
    relationship_status: null,
    tattoos: null,
    ...overrides,
  };
}

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
