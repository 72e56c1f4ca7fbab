import type { User } from '@app/shared/contract';

/** A member as GET /api/user.php answers (confirmed, active, no photo), for the alerts' tests. */
export function member(patch: Partial<User> = {}, profile: Partial<User['profile']> = {}): User {
  return {
    status: 'confirmed',
    credits: 0,
    notifications_disabled: [],
    paid_user: false,
    signup_date: '2026-01-01T00:00:00.000Z',
    fictional_icon: null,
    language: 'en',
    ...patch,
    profile: {
      id: 1,
      name: 'Robin',
      main_image: null,
      country: 'NL',
      age: 30,
      gender: 'female',
      sexuality: 'bi',
      status: 'active',
      interests: [],
      hair_colour: null,
      eye_colour: null,
      body_type: null,
      relationship_status: null,
      tattoos: null,
      ...profile,
    },
  };
}
