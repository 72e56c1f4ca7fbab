// Test fixtures of the contract's objects, for the tests of every package (the api's too): pure TS on contract types only.
import type { Profile } from '../contract/profile';
import type { User } from '../contract/user';

/** A main photo's paths (relative to the cdn prefix) as the server names them, for profile `id`. */
export function testMainImage(id: number): NonNullable<Profile['main_image']> {
  return { filename: `photos/${id}/a.webp`, thumb_filename: `photos/${id}/a-thumb.webp`, match: `photos/${id}/a.webp` };
}

/**
 * A member as the API sends one (`Profile`): "Member {id}", 30, female, hetero, from NL, active, with
 * a main photo and no details; `overrides` change any field.
 */
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

/**
 * The signed-in member as GET /api/user.php answers: confirmed, no credits, not paying, English, with
 * its `testProfile` (id 1 unless `profile` names one); `overrides` change any field of the user, `profile`
 * any field of its profile.
 */
export function testUser(overrides: Partial<Omit<User, 'profile'>> = {}, profile: Partial<Profile> = {}): User {
  return {
    status: 'confirmed',
    credits: 0,
    notifications_disabled: [],
    paid_user: false,
    signup_date: '2026-01-01T00:00:00.000Z',
    fictional_icon: null,
    language: 'en',
    ...overrides,
    profile: testProfile(profile.id ?? 1, profile),
  };
}
