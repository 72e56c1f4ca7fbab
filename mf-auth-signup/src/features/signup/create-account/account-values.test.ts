import { describe, expect, it } from 'vitest';
import type { Settings } from '@app/shared/contract';
import { EMPTY_SIGNUP_DRAFT, type SignupDraft } from '@app/shared/stores/signup-draft';
import { SignupSchema } from '@app/shared/contract/signup';
import { accountErrors, signupBody, validSignup, type AccountContext } from './account-values';

const adult = `${new Date().getUTCFullYear() - 30}-05-17`;
const draft: SignupDraft = {
  ...EMPTY_SIGNUP_DRAFT,
  email: ' Sam@Example.com ',
  name: 'Sammy',
  date_of_birth: adult,
  password: 'long enough',
  gender: 'male',
  seeking: 'women',
};
const settings = { countries: ['NL', 'BE'], geoip_country: 'BE', geoip_selected_country: null } as unknown as Settings;
const context: AccountContext = {
  access: 'open',
  invitationCode: '',
  landing: { tracking: null, traffic_source: null, landing_path: null },
  settings,
  schema: SignupSchema,
};

describe('signupBody', () => {
  it.each([
    ['male', 'women', 'hetero'],
    ['female', 'men', 'hetero'],
    ['male', 'men', 'gay'],
    ['female', 'women', 'lesbian'],
    ['female', 'both', 'bi'],
  ] as const)('a %s looking for %s signs up as %s (sexualityFor)', (gender, seeking, sexuality) => {
    expect(signupBody({ ...draft, gender, seeking }, context).sexuality).toBe(sexuality);
  });

  it('sends no sexuality until both are chosen', () => {
    expect(signupBody({ ...draft, seeking: '' }, context).sexuality).toBeUndefined();
  });

  it("sends the visitor's country when the site serves it", () => {
    expect(signupBody(draft, context).country).toBe('BE');
    const elsewhere = { ...settings, geoip_country: 'US' } as Settings;
    expect(signupBody(draft, { ...context, settings: elsewhere }).country).toBeUndefined();
  });

  it("sends the landing's tracking, traffic source and path", () => {
    const landing = {
      tracking: { network: 'adnet', ref: 'r1', sub1: null, sub2: null, sub3: null },
      traffic_source: 'google',
      landing_path: '/landers/video/summer',
    };
    expect(signupBody(draft, { ...context, landing })).toMatchObject(landing);
  });

  it('sends the invitation code only when the site asks for one', () => {
    expect(signupBody(draft, { ...context, invitationCode: 'X' }).invitation_code).toBeUndefined();
    expect(signupBody(draft, { ...context, access: 'invitation', invitationCode: 'X' }).invitation_code).toBe('X');
  });
});

describe('accountErrors (spec section 5, the shared schema)', () => {
  it('accepts a complete account and trims what it sends', () => {
    expect(accountErrors(draft, context)).toEqual({});
    expect(validSignup(draft, context)).toMatchObject({ email: 'Sam@Example.com', sexuality: 'hetero' });
  });

  it('asks for every field of an empty form', () => {
    expect(accountErrors(EMPTY_SIGNUP_DRAFT, context)).toEqual({
      email: 'errors.email_invalid',
      name: 'errors.name_required',
      date_of_birth: 'errors.date_required',
      password: 'errors.password_too_short',
      gender: 'errors.gender_required',
      seeking: 'auth:signup.account.seekingRequired',
    });
    expect(validSignup(EMPTY_SIGNUP_DRAFT, context)).toBeNull();
  });

  it('refuses a name equal to the email or starting with @', () => {
    expect(accountErrors({ ...draft, name: 'sam' }, context).name).toBe('errors.name_same_as_email');
    expect(accountErrors({ ...draft, name: '@sam' }, context).name).toBe('errors.name_starts_with_at');
  });

  it('refuses a minor and an impossible date', () => {
    const minor = `${new Date().getUTCFullYear() - 17}-01-01`;
    expect(accountErrors({ ...draft, date_of_birth: minor }, context).date_of_birth).toBe('errors.too_young');
    expect(accountErrors({ ...draft, date_of_birth: '1990-02-30' }, context).date_of_birth).toBe('errors.date_invalid');
  });

  it('asks whom the visitor looks for once the gender is chosen', () => {
    expect(accountErrors({ ...draft, seeking: '' }, context)).toEqual({
      seeking: 'auth:signup.account.seekingRequired',
    });
  });

  it('asks for the invitation code on an invitation-only site', () => {
    expect(accountErrors(draft, { ...context, access: 'invitation' })).toEqual({
      invitation_code: 'auth:signup.account.invitationRequired',
    });
  });
});
