import { afterEach, describe, expect, it } from 'vitest';
import { $signupInProgress, clearSignupDraft, updateSignupDraft } from '@app/shared/stores/signup-draft';
import { isModalDismissible } from './modal-rules';

describe('isModalDismissible (spec section 4)', () => {
  afterEach(() => clearSignupDraft());

  it('may be closed while nothing is typed yet', () => {
    expect(isModalDismissible('signup', $signupInProgress.get())).toBe(true);
  });

  it('may not be closed by Escape or the backdrop once the sign-up is in progress', () => {
    updateSignupDraft({ email: 's' });
    expect(isModalDismissible('signup', $signupInProgress.get())).toBe(false);
  });

  it('may always be closed in the login view', () => {
    updateSignupDraft({ email: 's' });
    expect(isModalDismissible('login', $signupInProgress.get())).toBe(true);
  });
});
