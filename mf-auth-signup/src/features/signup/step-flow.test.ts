import { describe, expect, it } from 'vitest';
import {
  completeSignupSteps,
  isSkippable,
  nextStep,
  previousStep,
  resumeSignupStep,
  SIGNUP_FLOW,
  stepPosition,
} from './step-flow';

describe('sign-up steps (spec section 2)', () => {
  it('runs account, photo, location, personal info, about me, push opt-in and email check in order', () => {
    expect(SIGNUP_FLOW).toEqual(['account', 'photo', 'location', 'personal', 'about', 'push', 'email']);
  });

  it('moves forward to the end, then stops', () => {
    expect(nextStep(SIGNUP_FLOW, 'account')).toBe('photo');
    expect(nextStep(SIGNUP_FLOW, 'push')).toBe('email');
    expect(nextStep(SIGNUP_FLOW, 'email')).toBeNull();
  });

  it('goes back, but never to the account step once the account exists', () => {
    expect(previousStep(SIGNUP_FLOW, 'location')).toBe('photo');
    expect(previousStep(SIGNUP_FLOW, 'photo')).toBeNull();
    expect(previousStep(SIGNUP_FLOW, 'account')).toBeNull();
  });

  it('lets the optional steps be skipped, not the account or the email check', () => {
    expect(SIGNUP_FLOW.filter(isSkippable)).toEqual(['photo', 'location', 'personal', 'about', 'push']);
  });

  it('counts the steps for the progress indicator', () => {
    expect(stepPosition(SIGNUP_FLOW, 'account')).toEqual({ current: 1, total: 7 });
    expect(stepPosition(SIGNUP_FLOW, 'email')).toEqual({ current: 7, total: 7 });
  });
});

describe('resumeSignupStep', () => {
  it('starts a visitor at the account step, whatever the draft says', () => {
    expect(resumeSignupStep('about', false)).toBe('account');
  });

  it("continues a member at the draft's step after a reload", () => {
    expect(resumeSignupStep('location', true)).toBe('location');
  });

  it('has nothing to continue for a member without a sign-up in progress', () => {
    expect(resumeSignupStep('account', true)).toBeNull();
  });
});

describe('completeSignupSteps (/complete-signup)', () => {
  it('runs only the missing steps, in step order, then push and the email check', () => {
    expect(completeSignupSteps(['about', 'photo'], 'not_confirmed')).toEqual(['photo', 'about', 'push', 'email']);
  });

  it('runs push and the email check when nothing is missing', () => {
    expect(completeSignupSteps([], 'not_confirmed')).toEqual(['push', 'email']);
  });

  it('leaves out the email check once the address is confirmed', () => {
    expect(completeSignupSteps(['location', 'personal'], 'confirmed')).toEqual(['location', 'personal', 'push']);
  });

  it('never goes back before the first step', () => {
    const steps = completeSignupSteps(['location'], 'confirmed');
    expect(previousStep(steps, 'location')).toBeNull();
    expect(previousStep(steps, 'push')).toBe('location');
  });
});
