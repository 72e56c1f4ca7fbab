import { describe, expect, it } from 'vitest';
import { AccountDeleteSchema } from '@app/shared/contract';
import { deletionReducer, deletionRequest, initialDeletionState, type DeletionState } from './deletion-flow';

const confirm: DeletionState = { ...initialDeletionState, step: 'confirm' };

describe('deletionReducer', () => {
  it('starts with the alternatives and goes on to the confirm step', () => {
    expect(initialDeletionState.step).toBe('alternatives');
    expect(deletionReducer(initialDeletionState, { type: 'continue' }).step).toBe('confirm');
  });

  it('goes back to the alternatives and forgets the password', () => {
    const typed = deletionReducer(confirm, { type: 'edit', field: 'password', value: 'secret123' });
    const back = deletionReducer(typed, { type: 'back' });
    expect(back).toMatchObject({ step: 'alternatives', password: '' });
  });

  it('keeps the reason when going back', () => {
    const typed = deletionReducer(confirm, { type: 'edit', field: 'reason', value: 'found someone' });
    expect(deletionReducer(typed, { type: 'back' }).reason).toBe('found someone');
  });

  it('clears the error of a field the member edits', () => {
    const invalid = deletionReducer(confirm, { type: 'invalid', errors: { password: 'errors.password_required' } });
    expect(deletionReducer(invalid, { type: 'edit', field: 'password', value: 'x' }).errors.password).toBeUndefined();
  });

  it('does not move while sending, and after a failure shows the errors without the password', () => {
    const sending = deletionReducer(deletionReducer(confirm, { type: 'edit', field: 'password', value: 'wrong-one' }), {
      type: 'sending',
    });
    expect(deletionReducer(sending, { type: 'back' })).toBe(sending);
    expect(deletionReducer(sending, { type: 'reset' })).toBe(sending);
    const failed = deletionReducer(sending, {
      type: 'failed',
      errors: { password: 'errors.password_wrong' },
      failure: null,
    });
    expect(failed).toMatchObject({
      step: 'confirm',
      sending: false,
      password: '',
      errors: { password: 'errors.password_wrong' },
    });
  });

  it('starts over on reset', () => {
    expect(deletionReducer(confirm, { type: 'reset' })).toEqual(initialDeletionState);
  });
});

describe('deletionRequest', () => {
  it('needs the password', () => {
    expect(deletionRequest(confirm, AccountDeleteSchema)).toEqual({
      request: null,
      errors: { password: 'errors.password_required' },
    });
  });

  it('leaves an empty reason out', () => {
    expect(deletionRequest({ ...confirm, password: 'secret123', reason: '   ' }, AccountDeleteSchema)).toEqual({
      request: { password: 'secret123' },
      errors: null,
    });
  });

  it('sends a reason, trimmed', () => {
    expect(
      deletionRequest({ ...confirm, password: 'secret123', reason: ' too busy ' }, AccountDeleteSchema).request,
    ).toEqual({
      password: 'secret123',
      reason: 'too busy',
    });
  });

  it('refuses a reason that is too long', () => {
    expect(
      deletionRequest({ ...confirm, password: 'secret123', reason: 'x'.repeat(1001) }, AccountDeleteSchema).errors,
    ).toEqual({
      reason: 'errors.too_long',
    });
  });
});
