import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MailChangeForm } from './mail-change-form';
import { PasswordForm } from './password-form';

// Counts the loads of the contract module with the forms' schemas (and zod).
const { changePassword, requestMailChange, schemaLoaded } = vi.hoisted(() => ({
  changePassword: vi.fn(),
  requestMailChange: vi.fn(),
  schemaLoaded: vi.fn(),
}));
vi.mock('../api/account', () => ({ changePassword, requestMailChange }));
vi.mock('@app/shared/contract/account', async (original) => {
  schemaLoaded();
  return original<object>();
});

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
async function settled(action: () => void) {
  await act(async () => {
    action();
    await vi.dynamicImportSettled();
  });
}

afterEach(cleanup);

describe('the account settings forms load their schema on the first focus, not with the page', () => {
  it('password change', async () => {
    render(<PasswordForm />);
    expect(schemaLoaded).not.toHaveBeenCalled();
    await settled(() => fireEvent.focusIn(field('profile.password.old')));
    expect(schemaLoaded).toHaveBeenCalledTimes(1);
    fireEvent.change(field('profile.password.old'), { target: { value: 'old-password' } });
    fireEvent.change(field('profile.password.new'), { target: { value: 'short' } });
    fireEvent.change(field('profile.password.repeat'), { target: { value: 'short' } });
    await settled(() => fireEvent.click(screen.getByRole('button', { name: 'profile.password.submit' })));
    expect(await screen.findByText('errors.password_too_short', {}, { timeout: 5000 })).toBeTruthy();
    expect(changePassword).not.toHaveBeenCalled();
  });

  it('mail change, submitted without a focus first', async () => {
    render(<MailChangeForm email="sam@example.com" />);
    fireEvent.change(field('profile.mail.new'), { target: { value: 'not-an-address' } });
    await settled(() => fireEvent.click(screen.getByRole('button', { name: 'profile.mail.submit' })));
    expect(screen.getByText('errors.email_invalid')).toBeTruthy();
    expect(requestMailChange).not.toHaveBeenCalled();
  });
});
