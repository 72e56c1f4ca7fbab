import { describe, expect, it } from 'vitest';
import type { Settings } from './settings';
import { latestBirthDate, signupAccess, signupBody, type SignupFormContext } from './signup-form';

const values = {
  email: 'anna@example.com',
  name: 'Anna',
  date_of_birth: '1990-05-01',
  password: 'secret-password',
  gender: 'female' as const,
  seeking: 'men' as const,
};

describe('signupAccess', () => {
  it('follows the signups setting and the traffic source', () => {
    expect(signupAccess('all', null)).toBe('open');
    expect(signupAccess(undefined, null)).toBe('open');
    expect(signupAccess('with_trafficsource', null)).toBe('closed');
    expect(signupAccess('with_trafficsource', 'n1')).toBe('open');
    expect(signupAccess('invitation_only', 'n1')).toBe('invitation');
  });
});

describe('latestBirthDate', () => {
  it('is the minimum age before today', () => {
    expect(latestBirthDate(new Date('2026-11-27T10:00:00Z'))).toBe('2008-11-27');
  });
});

describe('signupBody', () => {
  const context: SignupFormContext = {
    access: 'open',
    invitationCode: 'ignored',
    settings: { countries: ['NL'], geoip_country: 'NL', geoip_selected_country: null } as unknown as Settings,
    landing: {
      tracking: { network: 'n1', ref: 'abc', sub1: 'x', sub2: null, sub3: null },
      traffic_source: null,
      landing_path: '/landers/gallery',
    },
  };

  it('derives the sexuality and sends the landing along', () => {
    expect(signupBody(values, context)).toEqual({
      ...values,
      gender: 'female',
      seeking: undefined,
      sexuality: 'hetero',
      country: 'NL',
      invitation_code: undefined,
      tracking: { network: 'n1', ref: 'abc', sub1: 'x', sub2: null, sub3: null },
      traffic_source: undefined,
      landing_path: '/landers/gallery',
    });
  });

  it('sends the invitation code only where one is asked, and no country the site does not serve', () => {
    const body = signupBody(
      { ...values, gender: '', seeking: '' },
      {
        ...context,
        access: 'invitation',
        invitationCode: 'WELCOME',
        settings: { countries: ['NL'], geoip_country: 'DE', geoip_selected_country: null } as unknown as Settings,
      },
    );
    expect(body).toMatchObject({ invitation_code: 'WELCOME', country: undefined, gender: undefined });
    expect(body.sexuality).toBeUndefined();
  });
});
